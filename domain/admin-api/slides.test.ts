/**
 * A carousel slide as staff write it: every field's rule and message; and a step in an enquiry's lifecycle as staff
 * send it.
 */
import { describe, expect, it } from "vitest"
import { AdminSlide, MoveRequest, SlideInput } from "../admin-api.ts"
import { validate } from "../validation.ts"

const slide = {
  heading: "Home loans from 8.5%",
  text: "Compare offers.",
  imageUrl: "/carousel/home.webp",
  isPrimaryButtonEnabled: true,
  primaryButtonText: "Apply",
  primaryButtonUrl: "/apply",
  isSecondaryButtonEnabled: false,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
  isActive: true
}
const problems = (value: object) =>
  validate(SlideInput, { ...slide, ...value }).map((i) => `${String(i.path[0])}: ${i.message}`)

const heading = "heading: Please enter a heading (at most 80 characters)."
const buttonText = "Please enter the button's text (at most 30 characters)."
const buttonUrl = "Please enter a link starting with / or https://."

describe("a slide", () => {
  it("takes a valid slide, an uploaded image, and 80, 200, 30 and 300 characters", () => {
    expect(problems({})).toEqual([])
    expect(problems({ imageUrl: "/api/carousel/images/abc-123" })).toEqual([])
    expect(
      problems({
        heading: "h".repeat(80),
        text: "t".repeat(200),
        primaryButtonText: "b".repeat(30),
        primaryButtonUrl: `/${"a".repeat(299)}`
      })
    ).toEqual([])
  })
  it("wants a heading of 1 to 80 characters, not only spaces", () => {
    expect(problems({ heading: "" })).toEqual([heading])
    expect(problems({ heading: "   " })).toEqual([heading])
    expect(problems({ heading: "h".repeat(81) })).toEqual([heading])
  })
  it("text of at most 200 characters, an image of ours", () => {
    expect(problems({ text: "t".repeat(201) })).toEqual(["text: The text must be at most 200 characters."])
    for (const imageUrl of ["x/carousel/home.webp", "/carousel/home.webp?x=1", "https://example.com/a.png"]) {
      expect(problems({ imageUrl }), imageUrl).toEqual(["imageUrl: Please upload an image for the slide."])
    }
  })
  it("an enabled button needs its text and a link; a disabled one may be empty", () => {
    expect(problems({ primaryButtonText: "   " })).toEqual([`primaryButtonText: ${buttonText}`])
    expect(problems({ isSecondaryButtonEnabled: true, secondaryButtonUrl: "/faq" })).toEqual([
      `secondaryButtonText: ${buttonText}`
    ])
    expect(
      problems({ isSecondaryButtonEnabled: true, secondaryButtonText: "FAQ", secondaryButtonUrl: "/faq" })
    ).toEqual([])
    expect(problems({ primaryButtonText: "b".repeat(31) })).toEqual([`primaryButtonText: ${buttonText}`])
  })
  it("a link of at most 300 characters, on this site or https", () => {
    expect(problems({ primaryButtonUrl: `/${"a".repeat(300)}` })).toEqual([`primaryButtonUrl: ${buttonUrl}`])
    expect(problems({ secondaryButtonUrl: "javascript:alert(1)" })).toEqual([`secondaryButtonUrl: ${buttonUrl}`])
  })
  it("a link goes to a path of this site, or to https:// and a host; never to another site another way", () => {
    const good = [
      "/",
      "/apply?x=1#y",
      "https://example.com",
      "https://example.com/offer?x=1",
      "HTTPS://Example.com/A",
      "/offers/./home-loan",
      "/offers/../apply",
      "/apply?rate=8.5%25",
      "/home%20loan",
      "https://example.com/@offers?by=a@b"
    ]
    for (const primaryButtonUrl of good) expect(problems({ primaryButtonUrl }), primaryButtonUrl).toEqual([])
    const bad = [
      "//evil.example",
      "/\\evil.example",
      "/%2fevil.example",
      "/%5Cevil.example",
      "http://evil.example/x",
      "javascript:alert(1)//x",
      "x/apply",
      "https://",
      "https:///x",
      "https://@evil.example",
      "https://?x",
      "https://#x",
      "https://a b",
      "https://example.com\\x",
      "/a b",
      // Paths that normalise (dot segments, percent-decoding, once or twice) to `//host` or `/\host`
      "/.//evil.example",
      "/./\\evil.example",
      "/%2e//evil.example",
      "/%2E%2e//evil.example",
      "/%252e//evil.example",
      "/offers/..//evil.example",
      "/.%2f/evil.example",
      "/%252fevil.example",
      "/.%5c/evil.example",
      "/%09/evil.example",
      // User information: the reader sees `x`, the browser goes to the host after `@`
      "https://x@evil.example",
      "https://x:y@evil.example",
      "https://example.com@evil.example/x"
    ]
    for (const primaryButtonUrl of bad) {
      expect(problems({ primaryButtonUrl }), primaryButtonUrl).toEqual([`primaryButtonUrl: ${buttonUrl}`])
    }
  })
  it("an enabled second button wants its own link, whatever the first one's", () => {
    expect(problems({ isSecondaryButtonEnabled: true, secondaryButtonText: "FAQ", secondaryButtonUrl: "" })).toEqual([
      `secondaryButtonUrl: ${buttonUrl}`
    ])
  })
  it("the text may run over several lines; a control character is refused", () => {
    expect(problems({ text: "Line one\nLine two" })).toEqual([])
    expect(problems({ text: "Line\u0007" })).toEqual(["text: Please remove the unsupported characters from the text."])
  })
  it("a stored slide adds its id and position, and its Hindi (empty where not written)", () => {
    const noHindi = { headingHi: "", textHi: "", primaryButtonTextHi: "", secondaryButtonTextHi: "" }
    expect(validate(AdminSlide, { ...slide, ...noHindi, id: "s1", position: 0 })).toEqual([])
    expect(validate(AdminSlide, { ...slide, id: "s1", position: 0 }).map((i) => String(i.path[0]))).toEqual([
      "headingHi",
      "textHi",
      "primaryButtonTextHi",
      "secondaryButtonTextHi"
    ])
    expect(validate(AdminSlide, {})).not.toEqual([])
  })
})

describe("a step in an enquiry's lifecycle, as staff send it", () => {
  it("the note may run over several lines; the action is one line, its bad characters named plainly", () => {
    expect(validate(MoveRequest, { event: "Fix appointment", note: "Called twice.\nNo answer." })).toEqual([])
    expect(validate(MoveRequest, { event: "Fix\nappointment" })).toEqual([
      { path: ["event"], message: "Please remove the unsupported characters from this field." }
    ])
  })
})
