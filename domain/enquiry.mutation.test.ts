/**
 * The loan enquiry's schemas and form model at their edges (spec sections 3 and 5): written to kill the mutants
 * StrykerJS left alive in domain/enquiry.ts (docs/benchmarks.md, "Mutation testing"). Messages written out.
 */
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import {
  emptyEnquiryForm,
  enquirySuccessMessage,
  enquirySuccessText,
  errorsByField,
  LoanEnquiryResponse,
  liveFieldMessage,
  ReferralEnquiry,
  SelfEnquiry,
  sanitizeField,
  toPayload,
  validateEnquiryForm
} from "./enquiry.ts"
import { validate } from "./validation.ts"

const sameEmail = "Your Referral's email and your email should not be the same if you are referring."
const tenDigits = "Mobile number must be 10 digits"

const self = {
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: "Ravi",
  last_name: "Kumar",
  phone: "9876543210",
  referralPhone: "",
  location: "Pune",
  consent: true
}
const referral = {
  applicationType: "Referral",
  loanType: "Personal Loan",
  first_name: "Asha",
  last_name: "",
  phone: "9876543210",
  referralPhone: "8765432109",
  location: "Pune",
  referralName: "Ravi",
  referralEmail: "ravi@example.com",
  referralLocation: "Mumbai",
  consent: true
}
const { referralEmail: _e, referralLocation: _l, ...referralWithoutDetails } = referral

describe("the enquiry wire schemas", () => {
  it("a Self enquiry carries an empty referral phone", () => {
    expect(validate(SelfEnquiry, self)).toEqual([])
    expect(validate(SelfEnquiry, { ...self, referralPhone: "8765432109" })).toEqual([
      { path: ["referralPhone"], message: "A Self enquiry has no referral phone." }
    ])
  })
  it("a referral wants the referrer's e-mail and location, unless it comes from a link", () => {
    expect(validate(ReferralEnquiry, referral)).toEqual([])
    expect(validate(ReferralEnquiry, referralWithoutDetails)).toEqual([
      { path: ["referralEmail"], message: "Please enter your email address." },
      { path: ["referralLocation"], message: "Please enter your location." }
    ])
    expect(validate(ReferralEnquiry, { ...referralWithoutDetails, via: "link" })).toEqual([])
    expect(validate(ReferralEnquiry, { ...referralWithoutDetails, via: "mail" })).not.toEqual([])
  })
  it("the two e-mails are the same whatever their case and surrounding spaces", () => {
    expect(validate(ReferralEnquiry, { ...referral, email: "Ravi@Example.com" })).toEqual([
      { path: ["email"], message: sameEmail }
    ])
    expect(
      validateEnquiryForm({
        ...emptyEnquiryForm("Referral", "Personal Loan"),
        name: "Asha",
        location: "Pune",
        email: "ravi@example.com ",
        mobile: "9876543210",
        referrerName: "Ravi",
        referrerLocation: "Mumbai",
        referrerEmail: " RAVI@example.com",
        referrerMobile: "8765432109",
        consent: true
      })
    ).toEqual({ email: sameEmail })
  })
  it("a referral's blank name, location or referrer's name: each field's own request to fill it in", () => {
    for (const blank of ["", "   "]) {
      expect(validate(ReferralEnquiry, { ...referral, first_name: blank })).toEqual([
        { path: ["first_name"], message: "Please enter your referee's name." }
      ])
      expect(validate(ReferralEnquiry, { ...referral, location: blank })).toEqual([
        { path: ["location"], message: "Please enter a location." }
      ])
      expect(validate(ReferralEnquiry, { ...referral, referralName: blank })).toEqual([
        { path: ["referralName"], message: "Please enter your name." }
      ])
    }
  })
  it("a blank referrer's e-mail says only that it is missing; a field with two problems lists both", () => {
    expect(validate(ReferralEnquiry, { ...referral, referralEmail: "  " })).toEqual([
      { path: ["referralEmail"], message: "Please enter your email address." }
    ])
    expect(validate(SelfEnquiry, { ...self, last_name: "1".repeat(101) })).toEqual([
      {
        path: ["last_name"],
        message: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens."
      },
      { path: ["last_name"], message: "Please keep this under 100 characters." }
    ])
  })
  it("describes the mobiles in the OpenAPI document (the description was dropped when it sat on a custom check)", () => {
    const [self, referral] = (OpenApi.fromApi(LoansApi) as any).components.schemas.LoanEnquiry.anyOf
    const mobile = { type: "string", description: "10-digit Indian mobile number, without +91" }
    expect([self.properties.phone, referral.properties.phone, referral.properties.referralPhone]).toEqual([
      mobile,
      mobile,
      mobile
    ])
  })
  it("the answer says success true with a tracking ID and a message", () => {
    const answer = { success: true, trackingId: "LN-1", message: "Thank you" }
    expect(validate(LoanEnquiryResponse, answer)).toEqual([])
    expect(validate(LoanEnquiryResponse, { ...answer, success: false })).not.toEqual([])
    expect(validate(LoanEnquiryResponse, { success: true })).not.toEqual([])
  })
})

describe("the enquiry form", () => {
  it("thanks the applicant in the spec's words, on the wire and in the page (English)", () => {
    const thanks = "Thank you for submitting your loan application. Our team will contact you shortly."
    expect(enquirySuccessMessage).toBe(thanks)
    expect(enquirySuccessText()).toBe(thanks)
  })
  it("starts with every referrer field empty", () => {
    const form = emptyEnquiryForm("Referral", "Home Loan")
    expect(form.referrerName).toBe("")
    expect(form.referrerMobile).toBe("")
    expect(form.referrerEmail).toBe("")
    expect(form.referrerLocation).toBe("")
  })
  it("sends trimmed location, e-mail and referrer details", () => {
    const form = {
      ...emptyEnquiryForm("Referral", "Personal Loan"),
      name: "Asha",
      location: " Pune ",
      email: " asha@example.com ",
      mobile: "9876543210",
      referrerName: " Ravi ",
      referrerLocation: " Mumbai ",
      referrerEmail: " ravi@example.com ",
      referrerMobile: "8765432109",
      consent: true
    }
    expect(toPayload(form)).toEqual({ ...referral, email: "asha@example.com" })
  })
  it("from a link: sends the referrer's e-mail and location when given, leaves them out when empty", () => {
    const form = {
      ...emptyEnquiryForm("Referral", "Personal Loan", true),
      name: "Asha",
      location: "Pune",
      mobile: "9876543210",
      referrerName: "Ravi",
      referrerMobile: "8765432109",
      consent: true
    }
    expect(toPayload(form)).toEqual({ ...referralWithoutDetails, via: "link" })
    expect(toPayload({ ...form, referrerEmail: " ravi@example.com ", referrerLocation: " Mumbai " })).toEqual({
      ...referral,
      via: "link"
    })
  })
  it("leaves out a blank e-mail, and checks the referrer's name and location trimmed to 100 letters", () => {
    const form = {
      ...emptyEnquiryForm("Self", "Personal Loan"),
      name: "Ravi",
      location: "Pune",
      mobile: "9876543210",
      email: "   "
    }
    expect("email" in toPayload(form)).toBe(false)
    const referral = emptyEnquiryForm("Referral", "Personal Loan")
    const long = ` ${"a".repeat(100)} `
    expect(liveFieldMessage({ ...referral, referrerName: long }, "referrerName")).toBeUndefined()
    expect(liveFieldMessage({ ...referral, referrerLocation: long }, "referrerLocation")).toBeUndefined()
  })
  it("maps the consent issue to the consent box", () => {
    expect(errorsByField([{ path: ["consent"], message: "tick it" }])).toEqual({ consent: "tick it" })
  })
  it("while typing: nothing for a blank field, the referrer's name and location trimmed, no e-mail check", () => {
    const form = { ...emptyEnquiryForm("Referral", "Personal Loan"), name: "   " }
    expect(liveFieldMessage(form, "name")).toBeUndefined()
    expect(liveFieldMessage({ ...form, referrerName: " Ravi " }, "referrerName")).toBeUndefined()
    expect(liveFieldMessage({ ...form, referrerLocation: " Mumbai " }, "referrerLocation")).toBeUndefined()
    expect(liveFieldMessage({ ...form, referrerLocation: "M1" }, "referrerLocation")).toBe(
      "Referral location must contain only alphabetic characters, spaces, apostrophes, and hyphens."
    )
    expect(liveFieldMessage({ ...form, referrerMobile: "98" }, "referrerMobile")).toBe(tenDigits)
    expect(liveFieldMessage({ ...form, email: "x" }, "email")).toBeUndefined()
    expect(liveFieldMessage({ ...form, referrerEmail: "x" }, "referrerEmail")).toBeUndefined()
  })
  it("keeps a mobile's 10 digits once it has them (never cutting an 11th), and the rest as typed", () => {
    expect(sanitizeField("referrerMobile", "98-765 43210")).toBe("9876543210")
    expect(sanitizeField("referrerMobile", "98-765 43210 9")).toBe("98-765 43210 9")
    expect(sanitizeField("mobile", "9a8")).toBe("98")
    expect(sanitizeField("email", "a 1@b.in")).toBe("a 1@b.in")
  })
})
