/**
 * How the person wants to hear from us, on the wire: the enquiry and the offer choice carry it, the specification's
 * payload without it is still an enquiry, and e-mail chosen as a way to hear from us needs an address to write to.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { referralEnquiry, selfEnquiry } from "./enquiry.fixtures.ts"
import { type EnquiryForm, emptyEnquiryForm, LoanEnquiry, toPayload, validateEnquiryForm } from "./enquiry.ts"
import { emptyChoiceForm, OfferChoice, toChoicePayload, validateChoiceForm } from "./offer-choice.ts"
import { validate } from "./validation.ts"

const decode = (input: unknown) => Schema.decodeUnknownExit(LoanEnquiry)(input)
const { email: _selfEmail, ...selfWithoutEmail } = selfEnquiry
const { email: _friendEmail, ...referralWithoutFriendEmail } = referralEnquiry
const messagesOnly = { channels: ["sms", "whatsapp"], callFrom: 9, callTo: 21 }

describe("the enquiry's contact preference on the wire", () => {
  it("keeps the preference a Self enquiry carries", () => {
    const exit = decode({ ...selfEnquiry, contact: { channels: ["call", "email"], callFrom: 18, callTo: 21 } })
    expect(exit._tag === "Success" && exit.value.contact).toEqual({
      channels: ["call", "email"],
      callFrom: 18,
      callTo: 21
    })
  })

  it("still takes the specification's payload, which says nothing of it", () => {
    const exit = decode(selfEnquiry)
    expect(exit._tag).toBe("Success")
    expect(exit._tag === "Success" && "contact" in exit.value).toBe(false)
    expect(decode(referralEnquiry)._tag).toBe("Success")
  })

  it("refuses e-mail as a way to hear from us without an address, on the e-mail field", () => {
    const contact = { channels: ["email"], callFrom: 9, callTo: 21 }
    expect(validate(LoanEnquiry, { ...selfWithoutEmail, contact })).toEqual([
      { path: ["email"], message: "Enter an e-mail address to hear from us by e-mail." }
    ])
    expect(validate(LoanEnquiry, { ...selfWithoutEmail, email: "", contact })).toEqual([
      { path: ["email"], message: "Enter an e-mail address to hear from us by e-mail." }
    ])
    expect(decode({ ...selfWithoutEmail, contact: messagesOnly })._tag).toBe("Success")
  })

  it("asks for the referred friend's address, not the referrer's, when e-mail is chosen for the friend", () => {
    const contact = { channels: ["sms", "email"], callFrom: 9, callTo: 21 }
    expect(validate(LoanEnquiry, { ...referralWithoutFriendEmail, contact })).toEqual([
      { path: ["email"], message: "Enter your friend's e-mail address for us to write to them by e-mail." }
    ])
    expect(decode({ ...referralEnquiry, contact })._tag).toBe("Success")
  })

  it("says it in Hindi on a Hindi page", () => {
    const contact = { channels: ["email"], callFrom: 9, callTo: 21 }
    expect(withLocale("hi", () => validate(LoanEnquiry, { ...selfWithoutEmail, contact }))).toEqual([
      { path: ["email"], message: "ई-मेल से सूचना पाने के लिए ई-मेल पता दर्ज करें।" }
    ])
  })

  it("refuses a preference with no channel or a window that ends before it starts", () => {
    expect(validate(LoanEnquiry, { ...selfEnquiry, contact: { channels: [], callFrom: 9, callTo: 21 } })).toEqual([
      { path: ["contact", "channels"], message: "Choose at least one way to hear from us." }
    ])
    expect(
      validate(LoanEnquiry, { ...selfEnquiry, contact: { channels: ["call"], callFrom: 15, callTo: 11 } })
    ).toEqual([{ path: ["contact", "callTo"], message: "The call window must end after it starts." }])
  })
})

describe("the enquiry form's contact preference", () => {
  const self: EnquiryForm = {
    ...emptyEnquiryForm("Self", "Personal Loan"),
    name: "Asha Rao",
    location: "Pune",
    mobile: "9876543210",
    consent: true
  }

  it("starts as a call and SMS at any hour from 09:00 to 21:00, and sends what is chosen", () => {
    expect(self.contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
    expect(toPayload({ ...self, contact: { channels: ["whatsapp"], callFrom: 9, callTo: 21 } }).contact).toEqual({
      channels: ["whatsapp"],
      callFrom: 9,
      callTo: 21
    })
  })

  it("shows the e-mail message on the e-mail field, even with the consent box unticked", () => {
    const withEmailChannel = { ...self, consent: false, contact: { channels: ["email"], callFrom: 9, callTo: 21 } }
    expect(validateEnquiryForm(withEmailChannel as EnquiryForm)).toEqual({
      email: "Enter an e-mail address to hear from us by e-mail.",
      consent: "Please agree to the Privacy Policy to continue."
    })
  })

  it("shows a preference without a channel on the preference itself", () => {
    expect(validateEnquiryForm({ ...self, contact: { channels: [], callFrom: 9, callTo: 21 } })).toEqual({
      contact: "Choose at least one way to hear from us."
    })
  })
})

describe("the offer choice's contact preference", () => {
  const choice = {
    proposalNumber: "PRP0000000000000001",
    first_name: "Asha",
    last_name: "Rao",
    phone: "9876543210",
    email: "asha@example.in",
    location: "Pune",
    consent: true
  }

  it("is optional and kept when given", () => {
    expect(validate(OfferChoice, choice)).toEqual([])
    expect(validate(OfferChoice, { ...choice, contact: messagesOnly })).toEqual([])
  })

  it("refuses an empty one with the same message as the enquiry", () => {
    expect(validate(OfferChoice, { ...choice, contact: { channels: [], callFrom: 9, callTo: 21 } })).toEqual([
      { path: ["contact", "channels"], message: "Choose at least one way to hear from us." }
    ])
  })

  it("is sent from the form, the default until changed", () => {
    const form = { ...emptyChoiceForm, name: "Asha Rao", mobile: "9876543210", email: "a@b.in", location: "Pune" }
    expect(toChoicePayload("P1", form).contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
    expect(
      validateChoiceForm("P1", { ...form, consent: true, contact: { channels: [], callFrom: 9, callTo: 21 } })
    ).toEqual({ contact: "Choose at least one way to hear from us." })
  })
})
