// @vitest-environment node
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { setLocale } from "../../i18n/paraglide/runtime.js"
import { LanguageOffer, LanguageSwitcher, offeredLocale, switchHref } from "./LanguageSwitcher.tsx"

/** The switcher as a page at `path?search` renders it (the router's base is the language's prefix, as in src/root.tsx). */
const renderAt = (base: string, path: string, search = "") =>
  renderToString(
    createElement(Router, {
      base,
      ssrPath: `${base}${path}`,
      ssrSearch: search,
      children: createElement(LanguageSwitcher)
    })
  )

afterEach(() => setLocale("en", { reload: false }))

describe("the language switcher", () => {
  it("on an English page links to the same page in Hindi, query kept", () => {
    expect(switchHref("/services/home-loan", "", "hi", "en")).toBe("/hi/services/home-loan")
    expect(switchHref("/resources/emi-calculator", "calc=emi&type=home", "hi", "en")).toBe(
      "/hi/resources/emi-calculator?calc=emi&type=home"
    )
    expect(switchHref("/", "", "hi", "en")).toBe("/hi")
  })

  it("on a Hindi page links back to the English page, query kept", () => {
    // wouter gives the path without the /hi base.
    expect(switchHref("/resources/apply-now", "loanType=Home%20Loan", "en", "hi")).toBe(
      "/resources/apply-now?loanType=Home%20Loan"
    )
    expect(switchHref("/", "", "en", "hi")).toBe("/")
    expect(switchHref("/track-now", "", "en", "hi")).toBe("/track-now")
  })

  it("renders a plain link named हिन्दी in Hindi on an English page", () => {
    const html = renderAt("", "/resources/emi-calculator", "calc=emi")
    expect(html).toBe(
      '<a href="/hi/resources/emi-calculator?calc=emi" lang="hi" hrefLang="hi" class="lang-switch">हिन्दी</a>'
    )
  })

  it("renders English on a Hindi page, to the page without /hi", () => {
    setLocale("hi", { reload: false })
    const html = renderAt("/hi", "/contact", "from=footer")
    expect(html).toBe('<a href="/contact?from=footer" lang="en" hrefLang="en" class="lang-switch">English</a>')
  })
})

describe("the offer of Hindi", () => {
  it("is made to a browser that puts Hindi first, on an English page, before any choice", () => {
    expect(offeredLocale(["hi-IN", "en-IN"], "", "en")).toBe("hi")
    expect(offeredLocale(["hi"], "theme=dark", "en")).toBe("hi")
    expect(offeredLocale(["HI-in"], "", "en")).toBe("hi")
  })

  it("is not made when Hindi is not the first language", () => {
    expect(offeredLocale(["en-IN", "hi-IN"], "", "en")).toBeUndefined()
    expect(offeredLocale(["mr-IN", "hi-IN"], "", "en")).toBeUndefined()
    expect(offeredLocale([], "", "en")).toBeUndefined()
  })

  it("is not made once a language was chosen (a lang cookie, either way)", () => {
    expect(offeredLocale(["hi-IN"], "lang=en", "en")).toBeUndefined()
    expect(offeredLocale(["hi-IN"], "a=1; lang=hi", "en")).toBeUndefined()
    // Another cookie whose name ends in lang is no choice.
    expect(offeredLocale(["hi-IN"], "xlang=en", "en")).toBe("hi")
  })

  it("is not made on a page already in Hindi", () => {
    expect(offeredLocale(["hi-IN"], "", "hi")).toBeUndefined()
  })

  it("is not in the server's HTML (it appears after hydration only)", () => {
    const html = renderToString(createElement(Router, { ssrPath: "/", children: createElement(LanguageOffer) }))
    expect(html).toBe("")
  })
})
