// @vitest-environment node
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { LoadState, type LoadStatus, loadStatus } from "./LoadState.tsx"

const render = (status: LoadStatus) =>
  renderToString(
    createElement(
      LoadState,
      {
        status,
        failure: "The slides could not be loaded. Please try again.",
        onRetry: () => {},
        empty: "No messages yet.",
        noteClassName: "note"
      },
      createElement("table", null, "the list")
    )
  )

describe("a list that loads", () => {
  it("says Loading... politely while it loads", () => {
    const html = render("loading")
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(html).toContain("Loading...")
    expect(html).not.toContain("the list")
  })

  it("shows a failure as an alert with its message and Try again", () => {
    const html = render("failed")
    expect(html).toMatch(/<div role="alert" class="note"><p>The slides could not be loaded\. Please try again\.<\/p>/u)
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/u)
    expect(html).not.toContain("the list")
  })

  it("says what an empty list says, and shows a loaded one", () => {
    expect(render("empty")).toBe('<p role="status" class="note">No messages yet.</p>')
    expect(render("ready")).toBe("<table>the list</table>")
  })

  it("reads a list machine's state: loading and failed as they are, anything else empty or ready", () => {
    expect(loadStatus("loading", false)).toBe("loading")
    expect(loadStatus("failed", true)).toBe("failed")
    expect(loadStatus("ready", true)).toBe("empty")
    expect(loadStatus("paying", false)).toBe("ready")
    expect(loadStatus("loaded", false)).toBe("ready")
  })
})
