// @vitest-environment node
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { copyrightNotice } from "../content/company.ts"
import { App } from "./App.tsx"

/** The shell renders outside a browser (for the prerender of public pages): no window or document at render. */
const render = (path: string) =>
  renderToString(createElement(Router, { ssrPath: path, ssrSearch: "", children: createElement(App) }))

describe("the shell outside a browser", () => {
  it("renders / with the navbar, the home page and the footer", () => {
    const html = render("/")
    expect(html).toContain('aria-label="Main"')
    expect(html).toContain("Our Products")
    expect(html).toContain("Check Credit Score")
    expect(html).toContain("Track Your Application")
    expect(html).toContain(copyrightNotice().replace("&", "&amp;"))
  })

  it("renders a lazy route's loading state", () => {
    const html = render("/about")
    expect(html).toContain('role="status"')
    expect(html).toContain("Loading...")
  })
})
