import { describe, expect, it } from "vitest"
import { CreditEnquiry } from "./credit.ts"
import { Pan, validate } from "./validation.ts"

/** Spec section 5, written out. */
const panMessage = "Invalid PAN number format. Please enter a valid PAN number."

describe("PAN (spec section 5): five letters, four digits, one letter, nothing more", () => {
  it.each(["ABCDE1234F", "ZZZZZ0000Z"])("accepts %s", (pan) => {
    expect(validate(Pan, pan)).toEqual([])
  })

  it.each([
    "ABCDE1234FX", // an 11th character: the pattern must be anchored at its end
    "XABCDE1234F", // one before it: anchored at its start
    "ABCDE1234",
    "ABCD1234F",
    "ABCDE12345",
    "abcde1234f",
    "ABCDE 1234F",
    "ABCDE1234F\n",
    ""
  ])("refuses %j with the spec's message", (pan) => {
    expect(validate(Pan, pan)).toEqual([{ path: [], message: panMessage }])
  })

  it("the credit enquiry reports it on panNumber", () => {
    const enquiry = {
      first_name: "Asha",
      last_name: "Rao",
      gender: "Female",
      email: "asha@example.in",
      phone: "9876543210",
      panNumber: "ABCDE1234FX",
      dob: "1990-04-12",
      address: "12 MG Road",
      pincode: "411001",
      city: "Pune",
      state: "Maharashtra",
      acceptTerms: true
    }
    expect(validate(CreditEnquiry, enquiry)).toEqual([{ path: ["panNumber"], message: panMessage }])
    expect(validate(CreditEnquiry, { ...enquiry, panNumber: "ABCDE1234F" })).toEqual([])
  })
})
