/**
 * Names and places written in Indian scripts (spec section 5: "letters, spaces, apostrophes and hyphens"; letters of
 * Indian scripts are letters, with their vowel signs). The enquiry, contact, feedback and grievance forms take them in
 * both languages; the credit check's names stay as on the PAN card, in Latin letters, and its Hindi message says so.
 * Expected messages are the spec's words (English) or ours (Hindi), written out.
 */
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { ContactMessage } from "./contact.ts"
import { CreditEnquiry } from "./credit.ts"
import { referralEnquiry, selfEnquiry } from "./enquiry.fixtures.ts"
import { LoanEnquiry } from "./enquiry.ts"
import { GrievanceSubmission } from "./grievance-form.ts"
import { FeedbackSubmission } from "./testimonials.ts"
import { validate } from "./validation.ts"

const nameLetters = "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens."
const locationLetters = "Location must contain only alphabetic characters, spaces, apostrophes, and hyphens."
const hindiNameLetters = "नाम में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"
const hindiPanName =
  "नाम PAN कार्ड के अनुसार अंग्रेज़ी अक्षरों (A-Z) में लिखें: इसमें केवल ये अक्षर, स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"

/** Written in Devanagari, Tamil, Bengali, Gurmukhi, Gujarati, Oriya, Telugu, Kannada, Malayalam, and Latin. */
const names = [
  "रवि कुमार",
  "पुणे",
  "सौम्या",
  "चेन्नई",
  "சென்னை",
  "রবি",
  "ਅੰਮ੍ਰਿਤਸਰ",
  "અમદાવાદ",
  "ଭୁବନେଶ୍ୱର",
  "హైదరాబాద్",
  "ಬೆಂಗಳೂರು",
  "തിരുവനന്തപുരം",
  "O'Brien-Rao",
  "रवि O'Brien-राव"
]
/** Digits (Latin and Devanagari), the danda, emoji, markup, other scripts' letters. */
const refused = ["रवि2", "रवि ५", "पुणे।", "रवि 🙂", "<script>", "Ravi_K", "Ravi.", "Иван", "李雷"]

const grievance = {
  name: "Asha Rao",
  mobile: "9876543210",
  email: "asha@example.in",
  trackingId: "",
  category: "Loan enquiry",
  description: "My enquiry was not answered."
}
const contact = { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", message: "Call me.", consent: true }
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

describe.each(["en", "hi"] as const)("names in Indian scripts, in %s", (locale) => {
  const issues = (schema: Parameters<typeof validate>[0], value: unknown) =>
    withLocale(locale, () => validate(schema, value))

  it.each(names)("the enquiry takes %j as a name and a location, for oneself and as a referrer", (name) => {
    expect(issues(LoanEnquiry, { ...selfEnquiry, first_name: name, last_name: name, location: name })).toEqual([])
    expect(
      issues(LoanEnquiry, { ...referralEnquiry, first_name: name, last_name: name, location: name, referralName: name })
    ).toEqual([])
  })

  it.each(names)("the contact, feedback and grievance forms take %j as a name", (name) => {
    expect(issues(ContactMessage, { ...contact, name })).toEqual([])
    expect(issues(FeedbackSubmission, { ...feedback, name })).toEqual([])
    expect(issues(GrievanceSubmission, { ...grievance, name })).toEqual([])
  })

  it.each(refused)("the enquiry and the grievance refuse %j with the letters message", (name) => {
    const message = locale === "en" ? nameLetters : hindiNameLetters
    expect(issues(LoanEnquiry, { ...selfEnquiry, first_name: name })).toEqual([{ path: ["first_name"], message }])
    expect(issues(GrievanceSubmission, { ...grievance, name })).toEqual([{ path: ["name"], message }])
    expect(issues(LoanEnquiry, { ...selfEnquiry, location: name })[0]?.path).toEqual(["location"])
  })

  it("a place written with its pincode is refused", () => {
    expect(issues(LoanEnquiry, { ...selfEnquiry, location: "पुणे 411001" })[0]?.path).toEqual(["location"])
  })

  it("the credit check's names stay as on the PAN card: Latin letters, with the PAN card named in Hindi", () => {
    const message = locale === "en" ? nameLetters : hindiPanName
    expect(issues(CreditEnquiry, { ...credit, first_name: "रवि" })).toEqual([{ path: ["first_name"], message }])
    expect(issues(CreditEnquiry, { ...credit, last_name: "कुमार" })).toEqual([{ path: ["last_name"], message }])
    expect(issues(CreditEnquiry, { ...credit, first_name: "Ravi", last_name: "O'Brien-Rao" })).toEqual([])
  })
})

it("the English location message is the spec's", () => {
  expect(withLocale("en", () => validate(LoanEnquiry, { ...selfEnquiry, location: "पुणे1" }))).toEqual([
    { path: ["location"], message: locationLetters }
  ])
})
