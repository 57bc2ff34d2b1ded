import { describe, expect, it } from "vitest"
import {
  CreditEnquiry,
  CreditSubmitted,
  creditErrorsByField,
  emptyCreditForm,
  isPastDate,
  liveCreditMessage,
  toCreditPayload,
  validateCreditForm
} from "./credit.ts"
import { validate } from "./validation.ts"

/** Spec section 5's words. */
const panMessage = "Invalid PAN number format. Please enter a valid PAN number."

describe("a PAN the credit enquiry refuses", () => {
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

const filled = {
  firstName: " Ravi ",
  lastName: " Kumar ",
  gender: "Male",
  email: " ravi@example.com ",
  pan: "ABCDE1234F",
  dob: "1990-04-12",
  address: " 12 MG Road ",
  pincode: "560001",
  city: " Bengaluru ",
  state: " Karnataka ",
  acceptTerms: true
} as const

describe("the credit-score form", () => {
  it("starts empty: every text field blank, no gender, terms not accepted", () => {
    expect(emptyCreditForm).toEqual({
      firstName: "",
      lastName: "",
      gender: "",
      email: "",
      pan: "",
      dob: "",
      address: "",
      pincode: "",
      city: "",
      state: "",
      acceptTerms: false
    })
  })

  it("an empty form: one message per field", () => {
    expect(validateCreditForm(emptyCreditForm, "9876543210")).toEqual({
      firstName: "Please enter your name.",
      lastName: "Please enter your last name.",
      gender: "Please choose your gender.",
      email: "Please enter a valid email address.",
      pan: "Please enter your PAN number.",
      dob: "Please enter your date of birth.",
      address: "Please enter your address.",
      pincode: "Please enter a valid 6-digit pincode.",
      city: "Please enter your city.",
      state: "Please enter your state.",
      acceptTerms: "Please accept the terms and conditions."
    })
  })

  it("sends trimmed text, the token's mobile, and the PAN, date and pincode as typed", () => {
    expect(toCreditPayload(filled, "9876543210")).toEqual({
      first_name: "Ravi",
      last_name: "Kumar",
      gender: "Male",
      email: "ravi@example.com",
      phone: "9876543210",
      panNumber: "ABCDE1234F",
      dob: "1990-04-12",
      address: "12 MG Road",
      pincode: "560001",
      city: "Bengaluru",
      state: "Karnataka",
      acceptTerms: true
    })
    expect(validateCreditForm(filled, "9876543210")).toEqual({})
  })

  it("a wrong value in each field: the field's own message", () => {
    expect(
      validateCreditForm(
        { ...filled, pan: "ABC", dob: "1990-02-31", pincode: "056000", city: "B1", state: "K2", address: "a\u0001" },
        "9876543210"
      )
    ).toEqual({
      pan: "Invalid PAN number format. Please enter a valid PAN number.",
      dob: "Please enter a valid date of birth.",
      address: "Please remove the unsupported characters from your address.",
      pincode: "Please enter a valid 6-digit pincode.",
      city: "City must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
      state: "State must contain only alphabetic characters, spaces, apostrophes, and hyphens."
    })
  })

  it("control characters in the date or pincode get the field's own message", () => {
    expect(validateCreditForm({ ...filled, dob: "1990-04-1\u0000", pincode: "56000\u0001" }, "9876543210")).toEqual({
      dob: "Please enter a valid date of birth.",
      pincode: "Please enter a valid 6-digit pincode."
    })
  })

  it("the date and pincode patterns are anchored at both ends", () => {
    for (const [dob, pincode] of [
      ["x1990-04-12", "x560001"],
      ["1990-04-123", "5600011"]
    ] as const) {
      expect(validateCreditForm({ ...filled, dob, pincode }, "9876543210")).toEqual({
        dob: "Please enter your date of birth.",
        pincode: "Please enter a valid 6-digit pincode."
      })
    }
  })

  it("maps each wire field to its form field", () => {
    const issues = ["last_name", "address", "pincode", "city", "state", "dob", "panNumber"].map((path) => ({
      path,
      message: `bad ${path}`
    }))
    expect(creditErrorsByField(issues)).toEqual({
      lastName: "bad last_name",
      address: "bad address",
      pincode: "bad pincode",
      city: "bad city",
      state: "bad state",
      dob: "bad dob",
      pan: "bad panNumber"
    })
  })

  it("while typing: nothing for blanks, the letters rule for names, city and state (trimmed), nothing for others", () => {
    expect(liveCreditMessage("firstName", " Ravi ")).toBeUndefined()
    expect(liveCreditMessage("city", " Bengaluru ")).toBeUndefined()
    expect(liveCreditMessage("city", "   ")).toBeUndefined()
    expect(liveCreditMessage("pan", "   ")).toBeUndefined()
    expect(liveCreditMessage("state", "K2")).toBe(
      "State must contain only alphabetic characters, spaces, apostrophes, and hyphens."
    )
    expect(liveCreditMessage("pan", "ABC")).toBe("Invalid PAN number format. Please enter a valid PAN number.")
    expect(liveCreditMessage("email", "x")).toBeUndefined()
    expect(liveCreditMessage("city", ` ${"a".repeat(100)} `)).toBeUndefined()
  })

  it("the answer to a submit is success true with the bureau's address", () => {
    expect(validate(CreditSubmitted, { success: true, redirectUrl: "https://bureau.example" })).toEqual([])
    expect(validate(CreditSubmitted, { success: false, redirectUrl: "https://bureau.example" })).not.toEqual([])
    expect(validate(CreditSubmitted, { success: true })).not.toEqual([])
  })
})

describe("a birth date (a real day from 1900 up to today)", () => {
  it("takes 1 January 1900 and refuses the day before", () => {
    expect(isPastDate("1900-01-01")).toBe(true)
    expect(isPastDate("1899-12-31")).toBe(false)
  })
  it("wants nothing before or after YYYY-MM-DD", () => {
    expect(isPastDate("x1990-04-12")).toBe(false)
    expect(isPastDate("1990-04-123")).toBe(false)
  })
})
