/**
 * Issue 10: a NUL or another control character (C0, DEL, C1) in any text field of any payload is refused with that
 * field's message, by the shared schemas the browser and the server both run. The messages are written out here
 * (the spec's words, or ours where the spec has none), never imported from the code under test.
 */
import { describe, expect, it } from "vitest"
import { MoveRequest, SignIn, SlideInput } from "./admin-api.ts"
import { PageViewEvent } from "./analytics.ts"
import { ContactMessage } from "./contact.ts"
import { CreditEnquiry } from "./credit.ts"
import { referralEnquiry, selfEnquiry } from "./enquiry.fixtures.ts"
import { LoanEnquiry } from "./enquiry.ts"
import { WithdrawalRequest } from "./rewards.ts"
import { FeedbackSubmission, submissionFromFields } from "./testimonials.ts"
import { validate } from "./validation.ts"

const spec = {
  name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  refereeName: "Referee name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralName: "Referral name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  location: "Location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralLocation: "Referral location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  mobileLength: "Mobile number must be 10 digits",
  phone: "Phone number must be 10 digits",
  pan: "Invalid PAN number format. Please enter a valid PAN number."
}
/** Ours, where the spec names no message. */
const ours = {
  email: "Please enter a valid email address.",
  contactName: "Please remove the unsupported characters from your name.",
  contactMessage: "Please remove the unsupported characters from your message.",
  feedbackName: "Please remove the unsupported characters from your name.",
  feedback: "Please remove the unsupported characters from your feedback.",
  loanType: "Please choose one of our eight loan types.",
  address: "Please remove the unsupported characters from your address.",
  username: "Please remove the unsupported characters from the username.",
  password: "Please remove the unsupported characters from the password.",
  note: "Please remove the unsupported characters from the note.",
  heading: "Please enter a heading (at most 80 characters).",
  slideText: "Please remove the unsupported characters from the text.",
  buttonText: "Please enter the button's text (at most 30 characters).",
  buttonUrl: "Please enter a link starting with / or https://.",
  city: "City must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  state: "State must contain only alphabetic characters, spaces, apostrophes, and hyphens."
}

/** NUL, other C0, DEL and C1 (U+0085 next line, U+009F); tab, LF and CR are C0 as well. */
const controls = ["\u0000", "\u0001", "\u001b", "\u001f", "\u007f", "\u0080", "\u0085", "\u009f"]
const lineBreaks = ["\t", "\n", "\r"]

const contact = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "9876543210",
  message: "Please call me.",
  consent: true
}
const feedback = {
  name: "Asha Rao",
  email: "asha@example.in",
  loanType: "Personal Loan",
  feedback: "Quick and clear.",
  rating: 5
}
const credit = {
  first_name: "Asha",
  last_name: "Rao",
  gender: "Female",
  email: "asha@example.in",
  phone: "9876543210",
  panNumber: "ABCDE1234F",
  dob: "1990-04-12",
  address: "12 MG Road",
  pincode: "411001",
  city: "Pune",
  state: "Maharashtra",
  acceptTerms: true
}
const slide = {
  heading: "Loans made simple",
  text: "Apply in minutes.",
  imageUrl: "/carousel/slide-1.webp",
  isPrimaryButtonEnabled: true,
  primaryButtonUrl: "/resources/apply-now",
  primaryButtonText: "Apply Now",
  isSecondaryButtonEnabled: true,
  secondaryButtonUrl: "https://example.in/offers",
  secondaryButtonText: "Offers",
  isActive: true
}

/** Every text field of every payload: the schema, a valid payload, the field, its message, multi-line or not. */
type Row = [string, Parameters<typeof validate>[0], Record<string, unknown>, string, string, boolean?]
const rows: Array<Row> = [
  ["enquiry", LoanEnquiry, selfEnquiry, "first_name", spec.name],
  ["enquiry", LoanEnquiry, selfEnquiry, "last_name", spec.name],
  ["enquiry", LoanEnquiry, selfEnquiry, "location", spec.location],
  ["enquiry", LoanEnquiry, selfEnquiry, "email", ours.email],
  ["enquiry", LoanEnquiry, selfEnquiry, "phone", spec.mobileLength],
  ["referral enquiry", LoanEnquiry, referralEnquiry, "first_name", spec.refereeName],
  ["referral enquiry", LoanEnquiry, referralEnquiry, "referralName", spec.referralName],
  ["referral enquiry", LoanEnquiry, referralEnquiry, "referralLocation", spec.referralLocation],
  ["referral enquiry", LoanEnquiry, referralEnquiry, "referralEmail", ours.email],
  ["referral enquiry", LoanEnquiry, referralEnquiry, "referralPhone", spec.mobileLength],
  ["contact", ContactMessage, contact, "name", ours.contactName],
  ["contact", ContactMessage, contact, "email", ours.email],
  ["contact", ContactMessage, contact, "phone", spec.phone],
  ["contact", ContactMessage, contact, "message", ours.contactMessage, true],
  ["feedback", FeedbackSubmission, feedback, "name", ours.feedbackName],
  ["feedback", FeedbackSubmission, feedback, "email", ours.email],
  ["feedback", FeedbackSubmission, feedback, "loanType", ours.loanType],
  ["feedback", FeedbackSubmission, feedback, "feedback", ours.feedback, true],
  ["credit", CreditEnquiry, credit, "first_name", spec.name],
  ["credit", CreditEnquiry, credit, "last_name", spec.name],
  ["credit", CreditEnquiry, credit, "email", ours.email],
  ["credit", CreditEnquiry, credit, "panNumber", spec.pan],
  ["credit", CreditEnquiry, credit, "address", ours.address, true],
  ["credit", CreditEnquiry, credit, "city", ours.city],
  ["credit", CreditEnquiry, credit, "state", ours.state],
  ["sign-in", SignIn, { username: "staff", password: "correct horse" }, "username", ours.username],
  ["sign-in", SignIn, { username: "staff", password: "correct horse" }, "password", ours.password],
  ["move", MoveRequest, { event: "Fix appointment", note: "Called back" }, "note", ours.note, true],
  ["slide", SlideInput, slide, "heading", ours.heading],
  ["slide", SlideInput, slide, "text", ours.slideText, true],
  ["slide", SlideInput, slide, "primaryButtonText", ours.buttonText],
  ["slide", SlideInput, slide, "primaryButtonUrl", ours.buttonUrl],
  ["slide", SlideInput, slide, "secondaryButtonUrl", ours.buttonUrl]
]
const fields = rows.map(
  ([what, schema, payload, field, message, multiline]): [
    string,
    string,
    typeof schema,
    typeof payload,
    string,
    boolean
  ] => [what, field, schema, payload, message, multiline ?? false]
)

describe("control characters in text fields (issue 10)", () => {
  it.each(fields)("the valid %s payload passes as it is (%s)", (_, _field, schema, payload) => {
    expect(validate(schema, payload)).toEqual([])
  })

  it.each(fields)(
    "%s: a control character in %s gets that field's message only",
    (_, field, schema, payload, message) => {
      const value = String(payload[field])
      for (const c of controls) {
        for (const bad of [c, `${value}${c}`, `${value.slice(0, 2)}${c}${value.slice(2)}`]) {
          const issues = validate(schema, { ...payload, [field]: bad })
          expect(issues, JSON.stringify(bad)).toEqual([{ path: [field], message }])
        }
      }
    }
  )

  it.each(fields)(
    "%s: tab and line breaks in %s only where the field has several lines",
    (_, field, schema, payload, message, multiline) => {
      const value = String(payload[field])
      for (const c of lineBreaks) {
        const issues = validate(schema, { ...payload, [field]: `${value.slice(0, 2)}${c}${value.slice(2)}` })
        expect(issues, JSON.stringify(c)).toEqual(multiline ? [] : [{ path: [field], message }])
      }
    }
  )

  it("a multi-line field takes CRLF line breaks (what a form submission sends)", () => {
    expect(validate(ContactMessage, { ...contact, message: "Line one\r\nLine two\r\n\tindented" })).toEqual([])
    expect(validate(FeedbackSubmission, { ...feedback, feedback: "Good.\r\nFast." })).toEqual([])
  })

  it("the fields of a multipart feedback upload get the same messages", () => {
    const upload = {
      name: "Asha\u0000",
      email: "asha@example.in\u0000",
      loanType: "Personal Loan",
      feedback: "Ok\u0000",
      rating: "5"
    }
    expect(validate(FeedbackSubmission, submissionFromFields(upload))).toEqual([
      { path: ["name"], message: ours.feedbackName },
      { path: ["email"], message: ours.email },
      { path: ["feedback"], message: ours.feedback }
    ])
  })

  it("the reward withdrawal's ids and the page view's route and path refuse them too", () => {
    expect(validate(WithdrawalRequest, { enquiryIds: ["a\u0000"], referralPhone: "9876543210" })).toEqual([
      { path: ["enquiryIds", 0], message: "Please remove the unsupported characters from the reward item's id." }
    ])
    expect(validate(PageViewEvent, { route: "home", path: "/\u0085" })).toEqual([
      { path: ["path"], message: "The path must be a pathname of the site, without a query or hash." }
    ])
  })

  it("ordinary text is untouched: letters beyond ASCII, a non-breaking space, emoji", () => {
    expect(validate(ContactMessage, { ...contact, message: "Namaste — नमस्ते\u00a0🙏" })).toEqual([])
    expect(validate(FeedbackSubmission, { ...feedback, name: "Élodie D'Souza" })).toEqual([])
  })
})

describe("carousel button links (issue 10): a same-site path or an https:// address", () => {
  const withLink = (url: string) => ({ ...slide, primaryButtonUrl: url })
  const refused = [
    "//evil.example/x",
    "/\\evil.example",
    "/%5Cevil",
    "/%5cevil",
    "/%2F%2Fevil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://",
    "https:///evil.example",
    "https:\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /apply",
    "/apply now",
    "/a\\b",
    "data:text/html,hi",
    "http://example.in",
    "evil.example",
    "\\\\evil.example",
    "/\u0000x",
    "/x\u0085"
  ]
  it.each(refused)("refuses %j with the link message", (url) => {
    expect(validate(SlideInput, withLink(url))).toEqual([{ path: ["primaryButtonUrl"], message: ours.buttonUrl }])
  })

  const accepted = [
    "/",
    "/resources/apply-now",
    "/loans/personal-loan?ref=home#top",
    "https://example.in",
    "https://example.in/offers?x=1"
  ]
  it.each(accepted)("accepts %j", (url) => {
    expect(validate(SlideInput, withLink(url))).toEqual([])
  })

  it("an enabled button needs its link; a disabled one may leave it empty", () => {
    expect(validate(SlideInput, withLink(""))).toEqual([{ path: ["primaryButtonUrl"], message: ours.buttonUrl }])
    expect(validate(SlideInput, { ...withLink(""), isPrimaryButtonEnabled: false })).toEqual([])
  })
})

describe("an enquiry's e-mail is a string or left out (issue 10)", () => {
  it("refuses email: null with the e-mail message, in both modes", () => {
    expect(validate(LoanEnquiry, { ...selfEnquiry, email: null })).toEqual([{ path: ["email"], message: ours.email }])
    expect(validate(LoanEnquiry, { ...referralEnquiry, email: null })).toEqual([
      { path: ["email"], message: ours.email }
    ])
    expect(validate(LoanEnquiry, { ...referralEnquiry, referralEmail: null })).toEqual([
      { path: ["referralEmail"], message: ours.email }
    ])
    expect(validate(LoanEnquiry, { ...selfEnquiry, email: 42 })).toEqual([{ path: ["email"], message: ours.email }])
  })
  it("still takes it left out, or empty", () => {
    const { email: _, ...withoutEmail } = selfEnquiry
    expect(validate(LoanEnquiry, withoutEmail)).toEqual([])
    expect(validate(LoanEnquiry, { ...selfEnquiry, email: "" })).toEqual([])
  })
})
