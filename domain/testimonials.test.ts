import { describe, expect, it } from "vitest"
import {
  carouselLoop,
  errorsByFeedbackField,
  feedbackCounter,
  feedbackFormMessage,
  formatTestimonialDate,
  initialsOf,
  pictureMaxBytes,
  pictureProblem,
  productFilterOptions,
  productTypeOf,
  ratingLabel,
  sanitizeFeedbackField,
  sniffImage,
  submissionFromFields,
  visibleTestimonials
} from "./testimonials.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  feedbackImage: "Please select an image file (JPEG, JPG, PNG, SVG, etc.).",
  feedbackRequired: "Please fill in all required fields."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  feedbackPictureTooLarge: "Please select an image of at most 2 MB."
} as const

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])))

describe("testimonials", () => {
  it("repeats the carousel's list once at 5 or more entries, six times below (spec section 2)", () => {
    expect(carouselLoop([])).toEqual([])
    expect(carouselLoop([1])).toEqual([1, 1, 1, 1, 1, 1])
    expect(carouselLoop([1, 2, 3, 4])).toHaveLength(24)
    expect(carouselLoop([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5])
    expect(carouselLoop(Array.from({ length: 21 }, (_, i) => i))).toHaveLength(42)
  })

  it("shows 3 when not showing all (spec section 9)", () => {
    const list = [1, 2, 3, 4, 5]
    expect(visibleTestimonials(list, false)).toEqual([1, 2, 3])
    expect(visibleTestimonials(list, true)).toEqual(list)
    expect(visibleTestimonials(list, false, 1)).toEqual([1])
    expect(visibleTestimonials([1], false)).toEqual([1])
  })

  it("writes dates as day, month, year without a time zone moving them", () => {
    expect(formatTestimonialDate("2025-03-12")).toBe("12 March 2025")
    expect(formatTestimonialDate("2024-01-01")).toBe("1 January 2024")
    expect(formatTestimonialDate("2024-12-31")).toBe("31 December 2024")
    expect(formatTestimonialDate("2024-13-01")).toBe("")
    expect(formatTestimonialDate("yesterday")).toBe("")
  })

  it("makes initials for the avatar", () => {
    expect(initialsOf("Priya Sharma")).toBe("PS")
    expect(initialsOf("  karthik  subramanian iyer ")).toBe("KI")
    expect(initialsOf("Ramesh")).toBe("R")
    expect(initialsOf("")).toBe("?")
    expect(initialsOf("Élodie D'Souza")).toBe("ÉD")
  })

  it("reads a rating aloud", () => {
    expect(ratingLabel(4)).toBe("Rated 4 out of 5")
  })

  it("finds the product from its id or its name, any case", () => {
    expect(productTypeOf("personal")).toBe("Personal Loan")
    expect(productTypeOf("Loan Against Property")).toBe("Loan Against Property")
    expect(productTypeOf("commercial-vehicle")).toBe("Commercial Vehicle Loan")
    expect(productTypeOf("HOME LOAN")).toBe("Home Loan")
    expect(productTypeOf("gold")).toBeUndefined()
    expect(productTypeOf(undefined)).toBeUndefined()
  })

  it("offers All Loans and the eight products in the filter", () => {
    expect(productFilterOptions().map((o) => o.label)).toEqual([
      "All Loans",
      "Personal Loan",
      "Business Loan",
      "Professional Loan",
      "Home Loan",
      "Auto Loan",
      "Loan Against Property",
      "Commercial Vehicle Loan",
      "Working Capital Loan"
    ])
  })
})

describe("pictures", () => {
  it("tells images by their first bytes", () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg")
    expect(sniffImage(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png")
    expect(sniffImage(bytes("GIF89a", 1))).toBe("image/gif")
    expect(sniffImage(bytes("GIF87a"))).toBe("image/gif")
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp")
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WAVEfmt "))).toBeUndefined()
    expect(sniffImage(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("image/svg+xml")
    expect(
      sniffImage(
        bytes(
          0xef,
          0xbb,
          0xbf,
          "<?xml version='1.0'?>\n<!-- by hand -->\n<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'x'>\n<svg>"
        )
      )
    ).toBe("image/svg+xml")
    expect(sniffImage(bytes("<html><svg></svg></html>"))).toBeUndefined()
    expect(sniffImage(bytes("<svgfoo>"))).toBeUndefined()
    expect(sniffImage(bytes("%PDF-1.7"))).toBeUndefined()
    expect(sniffImage(bytes(0x89, "PN"))).toBeUndefined()
    expect(sniffImage(new Uint8Array())).toBeUndefined()
  })

  it("checks what the browser knows before sending: an image type, not empty, at most 2 MB", () => {
    expect(pictureProblem({ type: "image/png", size: 1000 })).toBeUndefined()
    expect(pictureProblem({ type: "image/svg+xml", size: pictureMaxBytes })).toBeUndefined()
    expect(pictureProblem({ type: "IMAGE/JPEG", size: 10 })).toBeUndefined()
    expect(pictureProblem({ type: "application/pdf", size: 10 })).toBe(spec.feedbackImage)
    expect(pictureProblem({ type: "", size: 10 })).toBe(spec.feedbackImage)
    expect(pictureProblem({ type: "image/png", size: 0 })).toBe(spec.feedbackImage)
    expect(pictureProblem({ type: "image/png", size: pictureMaxBytes + 1 })).toBe(ours.feedbackPictureTooLarge)
  })
})

describe("the feedback form's rules", () => {
  it("reads the multipart fields as the schema does", () => {
    expect(
      submissionFromFields({
        name: "A",
        email: "a@b.in",
        loanType: "Home Loan",
        feedback: "x",
        rating: " 4 ",
        extra: "no"
      })
    ).toEqual({ name: "A", email: "a@b.in", loanType: "Home Loan", feedback: "x", rating: 4 })
    expect(submissionFromFields({ rating: "" })).toEqual({ rating: 0 })
    expect(submissionFromFields({ rating: "4.5" }).rating).toBeNaN()
    expect(submissionFromFields({})).toEqual({})
  })

  it("counts to 175 and stops there", () => {
    expect(feedbackCounter("")).toBe("0/175")
    expect(feedbackCounter("Great")).toBe("5/175")
    expect(sanitizeFeedbackField("feedback", "x".repeat(200))).toHaveLength(175)
    expect(sanitizeFeedbackField("name", "x".repeat(200))).toHaveLength(200)
  })

  it("puts the server's dotted paths on their fields, first message wins", () => {
    expect(
      errorsByFeedbackField([
        { path: "rating", message: "a" },
        { path: "rating", message: "b" },
        { path: "profilePicture", message: "c" },
        { path: "", message: "d" },
        { path: ["email"], message: "e" }
      ])
    ).toEqual({ rating: "a", profilePicture: "c", email: "e" })
  })

  it("the toast says 'Please fill in all required fields.' whenever one is missing", () => {
    expect(feedbackFormMessage({ email: "Please enter a valid email address.", rating: spec.feedbackRequired })).toBe(
      spec.feedbackRequired
    )
    expect(feedbackFormMessage({ email: "Please enter a valid email address." })).toBe(
      "Please enter a valid email address."
    )
    expect(feedbackFormMessage({})).toBeUndefined()
  })
})
