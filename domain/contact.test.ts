import { Schema } from "effect"
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import {
  ContactMessage,
  ContactPhone,
  contactErrorsByField,
  emptyContactForm,
  liveContactMessage,
  normalizeContactPhone,
  sanitizeContactField,
  toContactPayload,
  validateContactForm
} from "./contact.ts"
import { validate } from "./validation.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  contactPhone: "Phone number must be 10 digits"
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  contactPhoneStart: "Phone number must start with 6, 7, 8, or 9",
  contactEmailRequired: "Please enter your email address.",
  contactMessageRequired: "Please enter a message.",
  contactMessageTooLong: "Please keep your message under 2000 characters.",
  contactNameRequired: "Please enter your name.",
  contactNameTooLong: "Please keep your name under 100 characters.",
  email: "Please enter a valid email address.",
  consent: "Please agree to the Privacy Policy to continue."
} as const

const filled = {
  name: " Asha Rao ",
  email: " asha@example.in ",
  phone: "98765 43210",
  message: " Please call me. ",
  consent: true
}

describe("the contact form", () => {
  it("keeps the phone's 10 national digits once it has them, the text typed so far until then", () => {
    expect(sanitizeContactField("phone", "+91 (987) 654-3210")).toBe("9876543210")
    expect(sanitizeContactField("phone", "98765-43")).toBe("98765-43")
    expect(sanitizeContactField("phone", "9+8x")).toBe("9+8")
    expect(liveContactMessage("phone", "98765-43")).toBe(spec.contactPhone)
    expect(sanitizeContactField("name", "Asha 2")).toBe("Asha 2")
  })

  it("sends trimmed text and the phone's digits", () => {
    expect(toContactPayload(filled)).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "9876543210",
      message: "Please call me.",
      consent: true
    })
    expect(validateContactForm(filled)).toEqual({})
  })

  it("requires every field (spec section 5)", () => {
    expect(validateContactForm(emptyContactForm)).toEqual({
      name: ours.contactNameRequired,
      email: ours.contactEmailRequired,
      phone: spec.contactPhone,
      message: ours.contactMessageRequired,
      consent: ours.consent
    })
    expect(validateContactForm({ ...filled, name: "   ", message: "\n" })).toEqual({
      name: ours.contactNameRequired,
      message: ours.contactMessageRequired
    })
  })

  it("wants the consent box ticked (issue 14), and the wire schema refuses a payload without it", () => {
    expect(validateContactForm({ ...filled, consent: false })).toEqual({ consent: ours.consent })
    const { consent: _, ...withoutConsent } = toContactPayload(filled)
    expect(validate(ContactMessage, withoutConsent)).toMatchObject([{ path: ["consent"], message: ours.consent }])
    expect(validate(ContactMessage, { ...withoutConsent, consent: false })[0]?.message).toBe(ours.consent)
    expect(contactErrorsByField([{ path: "consent", message: ours.consent }])).toEqual({ consent: ours.consent })
  })

  it("wants exactly 10 digits: 'Phone number must be 10 digits'", () => {
    for (const phone of ["98765", "987654321", "98765432101"]) {
      expect(validateContactForm({ ...filled, phone })).toEqual({ phone: "Phone number must be 10 digits" })
    }
    expect(liveContactMessage("phone", "98765")).toBe(spec.contactPhone)
    expect(liveContactMessage("phone", "9876543210")).toBeUndefined()
    expect(liveContactMessage("phone", "")).toBeUndefined()
    expect(liveContactMessage("name", "")).toBeUndefined()
  })

  it("takes a leading +91 or 0 off (with spaces), then wants 10 digits starting with 6-9", () => {
    expect(normalizeContactPhone("+91 98765 43210")).toBe("9876543210")
    expect(normalizeContactPhone("098765 43210")).toBe("9876543210")
    expect(normalizeContactPhone("91 98765 43210")).toBe("9876543210")
    expect(normalizeContactPhone("98765 43210")).toBe("9876543210")
    for (const phone of ["+91 98765 43210", "098765 43210", "+919876543210", "09876543210", "9876543210"]) {
      expect(validateContactForm({ ...filled, phone: sanitizeContactField("phone", phone) })).toEqual({})
      expect(toContactPayload({ ...filled, phone }).phone).toBe("9876543210")
      expect(liveContactMessage("phone", sanitizeContactField("phone", phone))).toBeUndefined()
    }
    expect(validateContactForm({ ...filled, phone: "1234567890" })).toEqual({ phone: ours.contactPhoneStart })
    expect(validateContactForm({ ...filled, phone: "5876543210" })).toEqual({ phone: ours.contactPhoneStart })
    expect(validateContactForm({ ...filled, phone: "+91 12345 67890" })).toEqual({ phone: ours.contactPhoneStart })
  })

  it("the wire schema takes the habits too and decodes them to the 10 digits", () => {
    const payload = { ...toContactPayload(filled) }
    expect(validate(ContactMessage, { ...payload, phone: "+91 98765 43210" })).toEqual([])
    expect(validate(ContactMessage, { ...payload, phone: "098765 43210" })).toEqual([])
    expect(validate(ContactMessage, { ...payload, phone: "1234567890" })[0]?.message).toBe(ours.contactPhoneStart)
  })

  it("checks the e-mail format and the lengths", () => {
    expect(validateContactForm({ ...filled, email: "asha@" })).toEqual({ email: ours.email })
    expect(validateContactForm({ ...filled, message: "x".repeat(2001) })).toEqual({
      message: ours.contactMessageTooLong
    })
    expect(validateContactForm({ ...filled, name: "x".repeat(101) })).toEqual({ name: ours.contactNameTooLong })
  })

  it("maps the server's dotted paths to fields, first message each", () => {
    expect(
      contactErrorsByField([
        { path: "phone", message: "a" },
        { path: "phone", message: "b" },
        { path: "other", message: "c" },
        { path: ["email"], message: "d" }
      ])
    ).toEqual({ phone: "a", email: "d" })
  })

  it("the wire schema refuses a phone with non-digits (the browser strips them first)", () => {
    expect(validate(ContactMessage, { ...toContactPayload(filled), phone: "98765-43210" })[0]?.message).toBe(
      spec.contactPhone
    )
  })
})

const plain = { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", message: "Call me.", consent: true }

describe("the contact form's phone as people type it", () => {
  it("takes 91 off only when the whole number is 91 and ten digits", () => {
    expect(normalizeContactPhone("919876543210")).toBe("9876543210")
    expect(normalizeContactPhone("0919876543210")).toBe("919876543210")
    expect(normalizeContactPhone("9198765432101")).toBe("9198765432101")
  })
  it("trims before keeping a leading +", () => {
    expect(sanitizeContactField("phone", " +91 98765 43210")).toBe("9876543210")
    expect(sanitizeContactField("phone", " +91 98765")).toBe("+91 98765")
  })
  it("sends the digits only, whatever sits between them", () => {
    expect(toContactPayload({ ...plain, phone: "98765+43210" }).phone).toBe("9876543210")
    expect(toContactPayload({ ...plain, phone: "98765-43210" }).phone).toBe("9876543210")
    expect(toContactPayload({ ...plain, phone: "+91-98765-43210" }).phone).toBe("9876543210")
  })
  it("encodes the 10 digits as they are", () => {
    expect(Schema.encodeSync(ContactPhone)("9876543210")).toBe("9876543210")
  })
  it("while typing, only the phone speaks", () => {
    expect(liveContactMessage("name", "Asha")).toBeUndefined()
    expect(liveContactMessage("phone", "98765")).toBe("Phone number must be 10 digits")
  })
})

describe("contact required fields", () => {
  it("a blank name or message is required (spaces count as blank), and says only that", () => {
    const issues = validate(ContactMessage, { ...plain, name: " ".repeat(101), message: "   " })
    expect(issues).toEqual([
      { path: ["name"], message: "Please enter your name." },
      { path: ["message"], message: "Please enter a message." }
    ])
  })
})

describe("the API document describes fields checked by custom rules", () => {
  it("describes a feedback's loan type and a Self enquiry's empty referral phone", () => {
    const text = JSON.stringify(OpenApi.fromApi(LoansApi))
    expect(text).toContain('"description":"One of the eight loan type names"')
    expect(text).toContain('"description":"Empty for a Self enquiry"')
    expect(text).toContain('"description":"1 to 5 stars"')
  })
})

describe("the contact message in the API document", () => {
  it("describes the phone and the consent box (both descriptions were dropped when they sat on a custom check)", () => {
    const properties = (OpenApi.fromApi(LoansApi) as any).components.schemas.ContactMessage.properties
    expect(properties.phone).toEqual({
      type: "string",
      description: "An Indian mobile: 10 digits starting with 6-9 (a leading +91 or 0 is taken off)"
    })
    expect(properties.consent).toEqual({
      type: "boolean",
      description: "The person ticked the consent box (must be true)"
    })
  })
  it("a body that is not an object is refused by that name", () => {
    expect(validate(ContactMessage, "hello")).toEqual([{ path: [], message: "Expected ContactMessage" }])
  })
})
