import { describe, expect, it } from "vitest"
import {
  ContactMessage,
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
