import { describe, expect, it } from "vitest"
import { parseRichText, plainText } from "./RichText.tsx"

describe("rich text copy", () => {
  it("finds links and keeps the text around them", () => {
    expect(parseRichText("Use the [EMI calculator](/resources/emi-calculator?calc=emi) first.")).toEqual([
      { text: "Use the " },
      { text: "EMI calculator", href: "/resources/emi-calculator?calc=emi" },
      { text: " first." }
    ])
    expect(parseRichText("No links here.")).toEqual([{ text: "No links here." }])
    expect(parseRichText("[a](/a)[b](https://example.in)")).toEqual([
      { text: "a", href: "/a" },
      { text: "b", href: "https://example.in" }
    ])
  })

  it("gives the plain words, and never reads HTML", () => {
    expect(plainText("See [Track Your Application](/track-now).")).toBe("See Track Your Application.")
    expect(parseRichText("<b>bold</b>")).toEqual([{ text: "<b>bold</b>" }])
  })
})
