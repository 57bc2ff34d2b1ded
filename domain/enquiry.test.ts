import { describe, expect, it } from "vitest"
import {
  type EnquiryForm,
  emptyEnquiryForm,
  LoanEnquiry,
  liveFieldMessage,
  splitName,
  toPayload,
  validateEnquiryForm
} from "./enquiry.ts"
import { digitsOnly, messages, validate } from "./validation.ts"

const self: EnquiryForm = {
  ...emptyEnquiryForm("Self", "Personal Loan"),
  name: "Asha Rao",
  location: "Pune",
  mobile: "9876543210"
}
const referral: EnquiryForm = {
  ...emptyEnquiryForm("Referral", "Home Loan"),
  name: "Asha Rao",
  location: "Pune",
  mobile: "9876543210",
  email: "asha@example.com",
  referrerName: "Ravi Kumar",
  referrerLocation: "Mumbai",
  referrerEmail: "ravi@example.com",
  referrerMobile: "9123456780"
}

describe("spec section 5: every rule of the enquiry form, with its message", () => {
  it.each<[string, EnquiryForm, Partial<Record<keyof EnquiryForm, string>>]>([
    ["a valid Self enquiry", self, {}],
    ["Self with an optional e-mail left empty", { ...self, email: "" }, {}],
    ["a valid Referral enquiry", referral, {}],
    ["Referral with the friend's e-mail left empty", { ...referral, email: "" }, {}],
    ["mobile of 9 digits", { ...self, mobile: "987654321" }, { mobile: messages.mobileLength }],
    ["empty mobile", { ...self, mobile: "" }, { mobile: messages.mobileLength }],
    ["mobile starting with 5", { ...self, mobile: "5876543210" }, { mobile: messages.mobileStart }],
    ["mobile starting with 0", { ...self, mobile: "0876543210" }, { mobile: messages.mobileStart }],
    ["mobile with a letter", { ...self, mobile: "98765x3210" }, { mobile: messages.mobileLength }],
    ["name with a digit", { ...self, name: "Asha 2" }, { name: messages.name }],
    ["name with a full stop", { ...self, name: "Dr. Asha" }, { name: messages.name }],
    ["name with apostrophe and hyphen", { ...self, name: "D'Souza Rao-Iyer" }, {}],
    ["empty name", { ...self, name: "  " }, { name: messages.nameRequired }],
    ["location with a digit", { ...self, location: "Sector 5" }, { location: messages.location }],
    ["empty location", { ...self, location: "" }, { location: messages.locationRequired }],
    ["Self e-mail malformed", { ...self, email: "asha@" }, { email: messages.email }],
    ["referee name with a digit", { ...referral, name: "Asha 2" }, { name: messages.refereeName }],
    [
      "referral (referrer) name with a digit",
      { ...referral, referrerName: "Ravi 2" },
      { referrerName: messages.referralName }
    ],
    [
      "referral location with a digit",
      { ...referral, referrerLocation: "Pune 1" },
      { referrerLocation: messages.referralLocation }
    ],
    [
      "referrer's e-mail missing",
      { ...referral, referrerEmail: "" },
      { referrerEmail: messages.referralEmailRequired }
    ],
    [
      "referrer's mobile starting with 1",
      { ...referral, referrerMobile: "1123456780" },
      { referrerMobile: messages.mobileStart }
    ],
    [
      "both mobiles checked",
      { ...referral, mobile: "98765", referrerMobile: "91234" },
      { mobile: messages.mobileLength, referrerMobile: messages.mobileLength }
    ],
    ["the same mobile twice", { ...referral, referrerMobile: "9876543210" }, { mobile: messages.samePhone }],
    [
      "the same e-mail twice, case and spaces aside",
      { ...referral, referrerEmail: " ASHA@example.com " },
      { email: messages.sameEmail }
    ],
    [
      "both the same",
      { ...referral, referrerMobile: "9876543210", referrerEmail: "asha@example.com" },
      { mobile: messages.samePhone, email: messages.sameEmail }
    ]
  ])("%s", (_, form, expected) => {
    expect(validateEnquiryForm(form)).toEqual(expected)
  })

  it("the server's schema refuses a Self payload with a referral phone, and an unknown loan type", () => {
    expect(validate(LoanEnquiry, { ...toPayload(self), referralPhone: "9123456780" })[0]?.path).toEqual([
      "referralPhone"
    ])
    expect(validate(LoanEnquiry, { ...toPayload(self), loanType: "Gold Loan" })[0]?.path).toEqual(["loanType"])
    expect(validate(LoanEnquiry, { ...toPayload(self), applicationType: "Friend" }).length).toBeGreaterThan(0)
    expect(validate(LoanEnquiry, "not an object").length).toBeGreaterThan(0)
  })
})

describe("live messages while typing", () => {
  it("names and locations at once, a short mobile, nothing for an empty field or an e-mail", () => {
    expect(liveFieldMessage({ ...self, location: "Pune1" }, "location")).toBe(messages.location)
    expect(liveFieldMessage({ ...self, name: "Asha R2" }, "name")).toBe(messages.name)
    expect(liveFieldMessage({ ...referral, name: "Asha R2" }, "name")).toBe(messages.refereeName)
    expect(liveFieldMessage({ ...self, mobile: "98765" }, "mobile")).toBe(messages.mobileLength)
    expect(liveFieldMessage({ ...self, mobile: "" }, "mobile")).toBeUndefined()
    expect(liveFieldMessage({ ...self, email: "x@" }, "email")).toBeUndefined()
  })
  it("keeps digits only in a mobile, at most 10", () => {
    expect(digitsOnly("+91 98765-43210", 10)).toBe("9198765432")
    expect(digitsOnly("98 76", 10)).toBe("9876")
  })
})

describe("the payload of spec section 3", () => {
  it("splits the name at the first space", () => {
    expect(splitName("  Asha   Devi Rao ")).toEqual({ first_name: "Asha", last_name: "Devi Rao" })
    expect(splitName("Asha")).toEqual({ first_name: "Asha", last_name: "" })
  })
  it("Self sends an empty referralPhone and no referral fields; Referral puts the referrer in referral*", () => {
    expect(toPayload({ ...self, email: "" })).toEqual({
      applicationType: "Self",
      loanType: "Personal Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: "9876543210",
      referralPhone: "",
      location: "Pune"
    })
    expect(toPayload(referral)).toMatchObject({
      applicationType: "Referral",
      first_name: "Asha",
      phone: "9876543210",
      email: "asha@example.com",
      referralName: "Ravi Kumar",
      referralPhone: "9123456780",
      referralEmail: "ravi@example.com",
      referralLocation: "Mumbai"
    })
  })
})

describe("server answers", () => {
  it("map a 400's dotted paths and a local decode's path lists to the form's fields", async () => {
    const { errorsByField } = await import("./enquiry.ts")
    expect(
      errorsByField([
        { path: "referralPhone", message: "a" },
        { path: ["last_name"], message: "b" },
        { path: "phone", message: "c" }
      ])
    ).toEqual({
      referrerMobile: "a",
      name: "b",
      mobile: "c"
    })
  })
})

describe("an enquiry from a referral link", () => {
  it("goes via the link and leaves out the referrer's e-mail and location when they are not known", () => {
    const fromLink: EnquiryForm = {
      ...emptyEnquiryForm("Referral", "Home Loan", true),
      name: "Asha Rao",
      location: "Pune",
      mobile: "9876543210",
      referrerName: "Ravi Kumar",
      referrerMobile: "9123456780"
    }
    const payload = toPayload(fromLink)
    expect(payload).toMatchObject({
      applicationType: "Referral",
      via: "link",
      referralName: "Ravi Kumar",
      referralPhone: "9123456780"
    })
    expect(payload).not.toHaveProperty("referralEmail")
    expect(validateEnquiryForm(fromLink)).toEqual({})
    // The same form outside link mode still needs them.
    expect(validateEnquiryForm({ ...fromLink, viaLink: false })).toEqual({
      referrerEmail: messages.referralEmailRequired,
      referrerLocation: messages.referralLocationRequired
    })
  })
})
