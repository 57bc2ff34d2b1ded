import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import {
  type EnquiryForm,
  emptyEnquiryForm,
  enquirySuccessMessage,
  enquirySuccessText,
  errorsByField,
  LoanEnquiry,
  LoanEnquiryResponse,
  liveFieldMessage,
  maskedName,
  ReferralEnquiry,
  SelfEnquiry,
  sanitizeField,
  splitName,
  toPayload,
  validateEnquiryForm
} from "./enquiry.ts"
import { digitsOnly, validate } from "./validation.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  location: "Location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  refereeName: "Referee name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralLocation: "Referral location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralName: "Referral name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  sameEmail: "Your Referral's email and your email should not be the same if you are referring.",
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  email: "Please enter a valid email address.",
  locationRequired: "Please enter a location.",
  nameRequired: "Please enter your name.",
  referralEmailRequired: "Please enter your email address.",
  referralLocationRequired: "Please enter your location.",
  consent: "Please agree to the Privacy Policy to continue."
} as const

const self: EnquiryForm = {
  ...emptyEnquiryForm("Self", "Personal Loan"),
  name: "Asha Rao",
  location: "Pune",
  mobile: "9876543210",
  consent: true
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
  referrerMobile: "9123456780",
  consent: true
}

describe("spec section 5: every rule of the enquiry form, with its message", () => {
  it.each<[string, EnquiryForm, Partial<Record<keyof EnquiryForm, string>>]>([
    ["a valid Self enquiry", self, {}],
    ["Self with an optional e-mail left empty", { ...self, email: "" }, {}],
    ["a valid Referral enquiry", referral, {}],
    ["Referral with the friend's e-mail left empty", { ...referral, email: "" }, {}],
    ["mobile of 9 digits", { ...self, mobile: "987654321" }, { mobile: spec.mobileLength }],
    ["empty mobile", { ...self, mobile: "" }, { mobile: spec.mobileLength }],
    ["mobile starting with 5", { ...self, mobile: "5876543210" }, { mobile: spec.mobileStart }],
    // A leading 0 is the trunk prefix: what remains, 9 digits, gets the spec's message.
    ["mobile starting with 0", { ...self, mobile: "0876543210" }, { mobile: spec.mobileLength }],
    ["mobile of 11 digits after a 0", { ...self, mobile: "05876543210" }, { mobile: spec.mobileStart }],
    ["mobile with a letter", { ...self, mobile: "98765x3210" }, { mobile: spec.mobileLength }],
    ["name with a digit", { ...self, name: "Asha 2" }, { name: spec.name }],
    ["name with a full stop", { ...self, name: "Dr. Asha" }, { name: spec.name }],
    ["name with apostrophe and hyphen", { ...self, name: "D'Souza Rao-Iyer" }, {}],
    ["empty name", { ...self, name: "  " }, { name: ours.nameRequired }],
    ["location with a digit", { ...self, location: "Sector 5" }, { location: spec.location }],
    ["empty location", { ...self, location: "" }, { location: ours.locationRequired }],
    ["Self e-mail malformed", { ...self, email: "asha@" }, { email: ours.email }],
    ["referee name with a digit", { ...referral, name: "Asha 2" }, { name: spec.refereeName }],
    [
      "referral (referrer) name with a digit",
      { ...referral, referrerName: "Ravi 2" },
      { referrerName: spec.referralName }
    ],
    [
      "referral location with a digit",
      { ...referral, referrerLocation: "Pune 1" },
      { referrerLocation: spec.referralLocation }
    ],
    ["referrer's e-mail missing", { ...referral, referrerEmail: "" }, { referrerEmail: ours.referralEmailRequired }],
    [
      "referrer's mobile starting with 1",
      { ...referral, referrerMobile: "1123456780" },
      { referrerMobile: spec.mobileStart }
    ],
    [
      "both mobiles checked",
      { ...referral, mobile: "98765", referrerMobile: "91234" },
      { mobile: spec.mobileLength, referrerMobile: spec.mobileLength }
    ],
    ["the same mobile twice", { ...referral, referrerMobile: "9876543210" }, { mobile: spec.samePhone }],
    [
      "the same e-mail twice, case and spaces aside",
      { ...referral, referrerEmail: " ASHA@example.com " },
      { email: spec.sameEmail }
    ],
    [
      "both the same",
      { ...referral, referrerMobile: "9876543210", referrerEmail: "asha@example.com" },
      { mobile: spec.samePhone, email: spec.sameEmail }
    ],
    ["Self without the consent box ticked (issue 14)", { ...self, consent: false }, { consent: ours.consent }],
    ["Referral without the consent box ticked", { ...referral, consent: false }, { consent: ours.consent }],
    [
      "the same mobile twice, the box unticked: both messages",
      { ...referral, referrerMobile: "9876543210", consent: false },
      { mobile: spec.samePhone, consent: ours.consent }
    ],
    // Reported on the same submit as the other fields' messages, not only once those are fixed.
    [
      "the same mobiles and e-mails with the names and a location left empty: every message at once",
      {
        ...referral,
        name: "",
        referrerName: "",
        location: "",
        referrerMobile: "9876543210",
        referrerEmail: "Asha@Example.com"
      },
      {
        name: "Please enter your referee's name.",
        referrerName: ours.nameRequired,
        location: ours.locationRequired,
        mobile: spec.samePhone,
        email: spec.sameEmail
      }
    ],
    [
      "the same mobile with the referrer's e-mail malformed: both messages",
      { ...referral, referrerMobile: "9876543210", referrerEmail: "ravi@" },
      { mobile: spec.samePhone, referrerEmail: ours.email }
    ],
    [
      "a mobile of the wrong form keeps its own message, not the one about being the same",
      { ...referral, mobile: "5876543210", referrerMobile: "5876543210", name: "" },
      { mobile: spec.mobileStart, referrerMobile: spec.mobileStart, name: "Please enter your referee's name." }
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

  it("the server's schema refuses a payload without consent, naming the field (issue 14)", () => {
    for (const form of [self, referral]) {
      const { consent: _, ...withoutConsent } = toPayload(form)
      expect(validate(LoanEnquiry, withoutConsent)).toMatchObject([{ path: ["consent"], message: ours.consent }])
      expect(validate(LoanEnquiry, { ...withoutConsent, consent: false })).toMatchObject([
        { path: ["consent"], message: ours.consent }
      ])
    }
  })
})

describe("live messages while typing", () => {
  it("names and locations at once, a short mobile, nothing for an empty field or an e-mail", () => {
    expect(liveFieldMessage({ ...self, location: "Pune1" }, "location")).toBe(spec.location)
    expect(liveFieldMessage({ ...self, name: "Asha R2" }, "name")).toBe(spec.name)
    expect(liveFieldMessage({ ...referral, name: "Asha R2" }, "name")).toBe(spec.refereeName)
    expect(liveFieldMessage({ ...self, mobile: "98765" }, "mobile")).toBe(spec.mobileLength)
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
      location: "Pune",
      consent: true,
      contact: { channels: ["call", "sms"], callFrom: 9, callTo: 21 }
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
      referrerMobile: "9123456780",
      consent: true
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
      referrerEmail: ours.referralEmailRequired,
      referrerLocation: ours.referralLocationRequired
    })
  })
})

describe("the name a status look-up shows", () => {
  it.each([
    ["Ravi", "Kumar", "Ravi K."],
    ["Asha", "", "Asha"],
    ["  Asha ", "  rao ", "Asha R."],
    ["Meera", "Iyer Subramanian", "Meera I."],
    ["Asha Devi", "Rao", "Asha D."],
    ["Ravi Kumar Sharma", "", "Ravi K."],
    ["Sean", "O'Brien", "Sean O."],
    ["Sean", "'Connor", "Sean C."],
    ["Anne", "-", "Anne"],
    ["Anne", "- Marie", "Anne M."],
    ["", "", ""]
  ])("%j %j is shown as %j", (first, last, shown) => {
    expect(maskedName(first, last)).toBe(shown)
  })
})

const sameEmail = "Your Referral's email and your email should not be the same if you are referring."
const tenDigits = "Mobile number must be 10 digits"

const selfPayload = {
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: "Ravi",
  last_name: "Kumar",
  phone: "9876543210",
  referralPhone: "",
  location: "Pune",
  consent: true
}
const referralPayload = {
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
  consent: true,
  contact: { channels: ["call", "sms"], callFrom: 9, callTo: 21 }
}
const { referralEmail: _e, referralLocation: _l, ...referralWithoutDetails } = referralPayload

describe("what the server takes as an enquiry", () => {
  it("a Self enquiry carries an empty referral phone", () => {
    expect(validate(SelfEnquiry, selfPayload)).toEqual([])
    expect(validate(SelfEnquiry, { ...selfPayload, referralPhone: "8765432109" })).toEqual([
      { path: ["referralPhone"], message: "A Self enquiry has no referral phone." }
    ])
  })
  it("a referral wants the referrer's e-mail and location, unless it comes from a link", () => {
    expect(validate(ReferralEnquiry, referralPayload)).toEqual([])
    expect(validate(ReferralEnquiry, referralWithoutDetails)).toEqual([
      { path: ["referralEmail"], message: "Please enter your email address." },
      { path: ["referralLocation"], message: "Please enter your location." }
    ])
    expect(validate(ReferralEnquiry, { ...referralWithoutDetails, via: "link" })).toEqual([])
    expect(validate(ReferralEnquiry, { ...referralWithoutDetails, via: "mail" })).not.toEqual([])
  })
  it("the two e-mails are the same whatever their case and surrounding spaces", () => {
    expect(validate(ReferralEnquiry, { ...referralPayload, email: "Ravi@Example.com" })).toEqual([
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
      expect(validate(ReferralEnquiry, { ...referralPayload, first_name: blank })).toEqual([
        { path: ["first_name"], message: "Please enter your referee's name." }
      ])
      expect(validate(ReferralEnquiry, { ...referralPayload, location: blank })).toEqual([
        { path: ["location"], message: "Please enter a location." }
      ])
      expect(validate(ReferralEnquiry, { ...referralPayload, referralName: blank })).toEqual([
        { path: ["referralName"], message: "Please enter your name." }
      ])
    }
  })
  it("a blank referrer's e-mail says only that it is missing; a field with two problems lists both", () => {
    expect(validate(ReferralEnquiry, { ...referralPayload, referralEmail: "  " })).toEqual([
      { path: ["referralEmail"], message: "Please enter your email address." }
    ])
    expect(validate(SelfEnquiry, { ...selfPayload, last_name: "1".repeat(101) })).toEqual([
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

describe("the enquiry form: what it sends and says while typing", () => {
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
    expect(toPayload(form)).toEqual({ ...referralPayload, email: "asha@example.com" })
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
      ...referralPayload,
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
