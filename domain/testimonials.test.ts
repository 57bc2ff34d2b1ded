import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import {
  carouselLoop,
  errorsByFeedbackField,
  FeedbackSubmission,
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
  Testimonial,
  testimonialDateLabel,
  testimonialsCountLabel,
  toSubmission,
  visibleTestimonials
} from "./testimonials.ts"
import { validate } from "./validation.ts"

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

const required = "Please fill in all required fields."
const valid = {
  name: "Priya Sharma",
  email: "priya@example.com",
  loanType: "Home Loan",
  feedback: "Quick and clear.",
  rating: 5
}
const messagesOf = (value: unknown) =>
  validate(FeedbackSubmission, value).map((i) => `${String(i.path[0])}: ${i.message}`)

describe("feedback's schema (spec sections 3, 5 and 7)", () => {
  it("takes a valid submission, with or without a null picture", () => {
    expect(messagesOf(valid)).toEqual([])
    expect(messagesOf({ ...valid, profilePicture: null })).toEqual([])
  })
  it("a missing or blank field, or no rating: 'Please fill in all required fields.'", () => {
    expect(messagesOf({})).toEqual([
      `name: ${required}`,
      `email: ${required}`,
      `loanType: ${required}`,
      `feedback: ${required}`,
      `rating: ${required}`
    ])
    expect(messagesOf({ ...valid, name: "   ", feedback: " " })).toEqual([`name: ${required}`, `feedback: ${required}`])
    // Only that message: a blank e-mail is not also an invalid one, nor a blank loan type an unknown one.
    expect(messagesOf({ ...valid, email: "  ", loanType: "" })).toEqual([`email: ${required}`, `loanType: ${required}`])
    for (const rating of [0, 6, 2.5, "4"])
      expect(messagesOf({ ...valid, rating }), String(rating)).toEqual([`rating: ${required}`])
  })
  it("the lengths and the loan type say what is wrong", () => {
    expect(messagesOf({ ...valid, name: "a".repeat(101) })).toEqual([
      "name: Please keep your name under 100 characters."
    ])
    expect(messagesOf({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual([
      "email: Please enter a valid email address."
    ])
    expect(messagesOf({ ...valid, feedback: "a".repeat(176) })).toEqual([
      "feedback: Please keep your feedback to 175 characters."
    ])
    expect(messagesOf({ ...valid, feedback: "a".repeat(175) })).toEqual([])
    expect(messagesOf({ ...valid, loanType: "Boat Loan" })).toEqual([
      "loanType: Please choose one of our eight loan types."
    ])
    expect(messagesOf({ ...valid, profilePicture: "me.png" })).toEqual([
      "profilePicture: Please select an image file (JPEG, JPG, PNG, SVG, etc.)."
    ])
  })
  it("a testimonial as shown refuses an empty object", () => {
    expect(validate(Testimonial, {})).not.toEqual([])
  })
})

describe("a multipart upload's fields", () => {
  it("copies only the fields sent, and reads a rating of one or two digits", () => {
    expect(Object.keys(submissionFromFields({ feedback: "x" }))).toEqual(["feedback"])
    expect(submissionFromFields({ rating: "10" })).toEqual({ rating: 10 })
    expect(submissionFromFields({ rating: "4" })).toEqual({ rating: 4 })
  })
  it("sends trimmed text", () => {
    expect(
      toSubmission({
        name: " Priya ",
        email: " priya@example.com ",
        loanType: "Home Loan",
        feedback: " Good. ",
        rating: 4
      })
    ).toEqual({ name: "Priya", email: "priya@example.com", loanType: "Home Loan", feedback: "Good.", rating: 4 })
  })
})

describe("sniffing a picture's type", () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  it("WebP by RIFF then WEBP at byte 8", () => {
    expect(sniffImage(bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp")
    expect(sniffImage(bytes("RIFX\u0000\u0000\u0000\u0000WEBPVP8 "))).toBeUndefined()
  })
  it.each([
    "\uFEFF<svg xmlns='http://www.w3.org/2000/svg'/>",
    "  <?xml version='1.0'?><svg/>",
    "<?xml version='1.0'?>\n<!-- a -->\n<!-- b -->\n<svg/>",
    "<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN'><svg/>",
    "<!-- made by hand -->\n<svg>",
    "<!-- a --><!-- b --><!DOCTYPE svg><svg/>",
    "<!DOCTYPE svg>\n\n<!-- a -->\n\n<!-- b -->\n<svg/>"
  ])("SVG: %j", (text) => {
    expect(sniffImage(bytes(text))).toBe("image/svg+xml")
  })
  it("not SVG when the XML declaration comes after a comment", () => {
    expect(sniffImage(bytes("<!-- a --><?xml version='1.0'?><svg/>"))).toBeUndefined()
  })
})

describe("testimonial helpers", () => {
  it("formats a date only from its start", () => {
    expect(formatTestimonialDate("2025-03-12")).toBe("12 March 2025")
    expect(formatTestimonialDate("x2025-03-12")).toBe("")
  })
  it("reads a product by id or name, trimmed and in any case", () => {
    expect(productTypeOf(" personal ")).toBe("Personal Loan")
    expect(productTypeOf(" HOME LOAN ")).toBe("Home Loan")
  })
  it("the filter starts with All Loans", () => {
    expect(productFilterOptions()[0]).toEqual({ id: "all", label: "All Loans" })
  })
})

describe("the count line above the testimonials (spec section 2)", () => {
  it("counts all of them when no product is chosen", () => {
    expect(testimonialsCountLabel(3, undefined)).toBe("Showing 3 testimonials")
    expect(testimonialsCountLabel(1, undefined)).toBe("Showing 1 testimonial")
    expect(testimonialsCountLabel(0, undefined)).toBe("Showing 0 testimonials")
  })
  it("names the product chosen", () => {
    expect(testimonialsCountLabel(3, "Home Loan")).toBe("Showing 3 testimonials for Home Loan")
    expect(testimonialsCountLabel(1, "Commercial Vehicle Loan")).toBe(
      "Showing 1 testimonial for Commercial Vehicle Loan"
    )
    expect(testimonialsCountLabel(0, "Home Loan")).toBe("Showing 0 testimonials for Home Loan")
  })
  it("in Hindi, with the product's Hindi name", () => {
    expect(withLocale("hi", () => testimonialsCountLabel(3, "Home Loan"))).toBe(
      "होम लोन के लिए 3 प्रशंसापत्र दिखाए जा रहे हैं"
    )
    expect(withLocale("hi", () => testimonialsCountLabel(1, "Home Loan"))).toBe(
      "होम लोन के लिए 1 प्रशंसापत्र दिखाया जा रहा है"
    )
    expect(withLocale("hi", () => testimonialsCountLabel(2, undefined))).toBe("2 प्रशंसापत्र दिखाए जा रहे हैं")
  })
})

describe("a testimonial's date as stored ('12 March 2025'), as the page shows it", () => {
  it("is written the site's way: the month capitalised, surrounding spaces dropped", () => {
    expect(testimonialDateLabel("12 march 2025")).toBe("12 March 2025")
    expect(testimonialDateLabel("  5 MARCH 2025 ")).toBe("5 March 2025")
    expect(testimonialDateLabel("05 march 2025")).toBe("5 March 2025")
    expect(testimonialDateLabel("1 january 2024")).toBe("1 January 2024")
    expect(testimonialDateLabel("31 december 2024")).toBe("31 December 2024")
    expect(testimonialDateLabel("29 february 2024")).toBe("29 February 2024")
  })
  it("in Hindi", () => {
    expect(withLocale("hi", () => testimonialDateLabel("12 March 2025"))).toBe("12 मार्च 2025")
    expect(withLocale("hi", () => testimonialDateLabel("1 January 2024"))).toBe("1 जनवरी 2024")
  })
  it("is left as written when it is not a day in that form", () => {
    for (const date of [
      "not a date",
      "x12 march 2025",
      "12 march 2025x",
      "123 march 2025",
      "12 march 25",
      "12 march 20255",
      "12 smarch 2025",
      "12  march 2025",
      "31 february 2025",
      "29 february 2025",
      "31 april 2025",
      "0 march 2025",
      "32 january 2025",
      ""
    ]) {
      expect(testimonialDateLabel(date), date).toBe(date)
    }
  })
  it("reads the same whatever the time zone of the machine (the day is never a day early)", () => {
    const before = process.env.TZ
    try {
      // Kiritimati is UTC+14: a date read as local midnight there is still the day before in India.
      process.env.TZ = "Pacific/Kiritimati"
      expect(testimonialDateLabel("5 march 2025")).toBe("5 March 2025")
      expect(testimonialDateLabel("12 march 2025")).toBe("12 March 2025")
      expect(testimonialDateLabel("5 november 2025")).toBe("5 November 2025")
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })
})
