/**
 * The contact form's phone habits and required fields at their edges: written to kill the mutants StrykerJS left
 * alive in domain/contact.ts (docs/benchmarks.md, "Mutation testing"). Values and messages written out.
 */
import { Schema } from "effect"
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import {
  ContactMessage,
  ContactPhone,
  liveContactMessage,
  normalizeContactPhone,
  sanitizeContactField,
  toContactPayload
} from "./contact.ts"
import { validate } from "./validation.ts"

const filled = { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", message: "Call me.", consent: true }

describe("contact phone habits", () => {
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
    expect(toContactPayload({ ...filled, phone: "98765+43210" }).phone).toBe("9876543210")
    expect(toContactPayload({ ...filled, phone: "98765-43210" }).phone).toBe("9876543210")
    expect(toContactPayload({ ...filled, phone: "+91-98765-43210" }).phone).toBe("9876543210")
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
    const issues = validate(ContactMessage, { ...filled, name: " ".repeat(101), message: "   " })
    expect(issues).toEqual([
      { path: ["name"], message: "Please enter your name." },
      { path: ["message"], message: "Please enter a message." }
    ])
  })
})

describe("descriptions on custom checks reach the OpenAPI document (mutation gaps)", () => {
  it("describes a feedback's loan type and a Self enquiry's empty referral phone", () => {
    const text = JSON.stringify(OpenApi.fromApi(LoansApi))
    expect(text).toContain('"description":"One of the eight loan type names"')
    expect(text).toContain('"description":"Empty for a Self enquiry"')
    expect(text).toContain('"description":"1 to 5 stars"')
  })
})

describe("the contact message in the OpenAPI document (mutation gaps)", () => {
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
