/**
 * Field rules of spec section 5 at their edges. Messages are the spec's words.
 */
import { describe, expect, it } from "vitest"
import {
  digitsOnly,
  Email,
  firstMessage,
  LettersField,
  liveMobileMessage,
  Mobile,
  OptionalEmail,
  OptionalLetters,
  Pan,
  RequiredEmail
} from "./validation.ts"

const tenDigits = "Mobile number must be 10 digits"
const mustStart = "Mobile number must start with 6, 7, 8, or 9"
const pan = "Invalid PAN number format. Please enter a valid PAN number."
const nameLetters = "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens."

describe("mobile (spec section 5)", () => {
  it("while typing: nothing for an empty field, 'must be 10 digits' for 1-9 digits, nothing at 10", () => {
    expect(liveMobileMessage("")).toBeUndefined()
    expect(liveMobileMessage("9")).toBe(tenDigits)
    expect(liveMobileMessage("987654321")).toBe(tenDigits)
    expect(liveMobileMessage("9876543210")).toBeUndefined()
  })
  it("on submit: exactly 10 digits, starting with 6, 7, 8 or 9", () => {
    expect(firstMessage(Mobile, "9876543210")).toBeUndefined()
    expect(firstMessage(Mobile, "6000000000")).toBeUndefined()
    expect(firstMessage(Mobile, "98765")).toBe(tenDigits)
    expect(firstMessage(Mobile, "98765432101")).toBe(tenDigits)
    expect(firstMessage(Mobile, "x9876543210")).toBe(tenDigits)
    expect(firstMessage(Mobile, "9876543210x")).toBe(tenDigits)
    expect(firstMessage(Mobile, "5876543210")).toBe(mustStart)
    expect(firstMessage(Mobile, "0876543210")).toBe(mustStart)
  })
  it("keeps digits only, at most the given number", () => {
    expect(digitsOnly("+91 98765-43210", 10)).toBe("9198765432")
    expect(digitsOnly("98 76 54", 10)).toBe("987654")
    expect(digitsOnly("123456789", 6)).toBe("123456")
  })
})

describe("PAN (spec section 5): five letters, four digits, one letter, nothing more", () => {
  it.each(["ABCDE1234F", "ZZZZZ0000Z"])("%s is valid", (value) => expect(firstMessage(Pan, value)).toBeUndefined())
  it.each([
    "ABCDE1234FX", // an 11th character: the pattern must be anchored at its end
    "XABCDE1234F", // one before it: anchored at its start
    "ABCDE1234",
    "ABCD1234F",
    "ABCDE123F",
    "ABCDE12345",
    "1BCDE1234F",
    "ABCDEA234F",
    "abcde1234f",
    "ABCDE 1234F",
    "ABCDE1234F\n",
    ""
  ])("%j is refused with the spec's message", (value) => expect(firstMessage(Pan, value)).toBe(pan))
})

describe("names (spec section 5): letters, spaces, apostrophes and hyphens", () => {
  const Name = LettersField(nameLetters, "Please enter your name.")
  it.each(["Asha", "Asha Rao", "D'Souza", "Anne-Marie"])("%s is valid", (value) =>
    expect(firstMessage(Name, value)).toBeUndefined()
  )
  it.each(["Asha1", "1Asha", "Asha!", "@"])("%s is refused", (value) =>
    expect(firstMessage(Name, value)).toBe(nameLetters)
  )
  it("an empty or blank name is required, not 'letters only'", () => {
    expect(firstMessage(Name, "")).toBe("Please enter your name.")
    expect(firstMessage(Name, "   ")).toBe("Please enter your name.")
  })
  it("at most 100 characters", () => {
    expect(firstMessage(Name, "a".repeat(100))).toBeUndefined()
    expect(firstMessage(Name, "a".repeat(101))).toBe("Please keep this under 100 characters.")
  })
  it("the optional part may be empty, else letters only", () => {
    const Rest = OptionalLetters(nameLetters)
    expect(firstMessage(Rest, "")).toBeUndefined()
    expect(firstMessage(Rest, "Rao")).toBeUndefined()
    expect(firstMessage(Rest, "Rao2")).toBe(nameLetters)
    expect(firstMessage(Rest, "a".repeat(101))).toBe("Please keep this under 100 characters.")
  })
})

describe("e-mail", () => {
  const local = (n: number) => `${"a".repeat(n - "@example.com".length)}@example.com`
  it("a valid address, at most 254 characters", () => {
    for (const schema of [Email, RequiredEmail("Please enter your email address."), OptionalEmail]) {
      expect(firstMessage(schema, "asha@example.in")).toBeUndefined()
      expect(firstMessage(schema, local(254))).toBeUndefined()
      expect(firstMessage(schema, local(255))).toBe("Please enter a valid email address.")
    }
  })
  it.each([
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha@example.c",
    "as ha@example.com",
    "asha@exa mple.com",
    "asha@example.c m",
    "x asha@example.com",
    "asha@example.com x"
  ])("%s is refused", (value) => {
    expect(firstMessage(Email, value)).toBe("Please enter a valid email address.")
    expect(firstMessage(OptionalEmail, value)).toBe("Please enter a valid email address.")
  })
  it("required: empty or blank says so; optional: empty is fine", () => {
    expect(firstMessage(RequiredEmail("Please enter your email address."), "  ")).toBe(
      "Please enter your email address."
    )
    expect(firstMessage(OptionalEmail, "")).toBeUndefined()
  })
})
