import { describe, expect, it } from "vitest"
import {
  type EnquiryForm,
  emptyEnquiryForm,
  LoanEnquiry,
  liveFieldMessage,
  maskedName,
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
      consent: true
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
