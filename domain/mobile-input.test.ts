/**
 * A mobile as people paste or type it: "+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234" and
 * "98765-01234" are all 9876501234; a paste is never cut before it is cleaned, and typing "+91 9876501234" key by key
 * never stops at another valid-looking number. The spec's messages (section 5) still apply to what remains.
 */
import { describe, expect, it } from "vitest"
import { toPayload, validateEnquiryForm } from "./enquiry.ts"
import { toGrievancePayload, toLookupPayload } from "./grievance-form.ts"
import { liveMobileMessage, mobileFieldText, mobileMessage, nationalMobile } from "./validation.ts"

/** The spec's words (section 5), written out: the oracle. */
const tenDigits = "Mobile number must be 10 digits"
const startsWith = "Mobile number must start with 6, 7, 8, or 9"

const habits = ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"]

/** What a field shows after each key of `text`: every keystroke hands the field's value plus one character. */
const typeKeyByKey = (text: string): ReadonlyArray<string> => {
  const shown: Array<string> = []
  let value = ""
  for (const key of text) {
    value = mobileFieldText(value + key)
    shown.push(value)
  }
  return shown
}

describe("a pasted mobile", () => {
  it.each(habits)("'%s' is 9876501234, in the field and in what is sent", (pasted) => {
    expect(nationalMobile(pasted)).toBe("9876501234")
    expect(mobileFieldText(pasted)).toBe("9876501234")
    expect(liveMobileMessage(pasted)).toBeUndefined()
    expect(mobileMessage(pasted)).toBeUndefined()
  })

  it("other habits: 0091, (91), dots, a label before it", () => {
    expect(mobileFieldText("0091 98765 01234")).toBe("9876501234")
    expect(mobileFieldText("(91) 98765.01234")).toBe("9876501234")
    expect(mobileFieldText("+91-98765-01234")).toBe("9876501234")
    expect(mobileFieldText("Mob: +91 98765 01234")).toBe("9876501234")
    expect(mobileFieldText("  +91\t98765   01234  ")).toBe("9876501234")
  })

  it("is never cut to another number: too many digits stay, and the spec's message says so", () => {
    expect(mobileFieldText("98765012345")).toBe("98765012345")
    expect(liveMobileMessage("98765012345")).toBe(tenDigits)
    expect(mobileMessage("98765012345")).toBe(tenDigits)
    // 91 with eleven more digits is not a country code before ten
    expect(mobileFieldText("9198765012345")).toBe("9198765012345")
    expect(mobileMessage("9198765012345")).toBe(tenDigits)
  })

  it("the spec's messages apply to what remains", () => {
    expect(mobileMessage("+91 98765 0123")).toBe(tenDigits)
    expect(mobileMessage("0987650123")).toBe(tenDigits)
    expect(mobileMessage("+91 58765 01234")).toBe(startsWith)
    expect(mobileMessage("058765 01234")).toBe(startsWith)
    expect(mobileMessage("")).toBe(tenDigits)
  })

  it("a number after another country code is never taken for an Indian one", () => {
    expect(nationalMobile("+1 987 650 1234")).toBe("+19876501234")
    expect(mobileMessage("+1 987 650 123")).toBe(tenDigits)
    expect(mobileFieldText("+7 987650123")).toBe("+7 987650123")
    expect(mobileMessage("+7 987650123")).toBe(tenDigits)
  })

  it("keeps nothing a phone number does not hold, and at most 24 characters until it is a number", () => {
    expect(mobileFieldText("98a76b5")).toBe("98765")
    expect(mobileFieldText("1 2 3 4 5 6 7 8 9 1 2 3 4 5 6")).toBe("1 2 3 4 5 6 7 8 9 1 2 3 ")
  })
})

describe("a mobile typed key by key", () => {
  it.each(habits)("'%s' ends as 9876501234", (typed) => {
    const shown = typeKeyByKey(typed)
    expect(shown.at(-1)).toBe("9876501234")
    expect(liveMobileMessage(shown.at(-1)!)).toBeUndefined()
  })

  it("'+91 9876501234' is never a valid-looking number before its last key, and says so while short", () => {
    const shown = typeKeyByKey("+91 9876501234")
    expect(shown).toEqual([
      "+",
      "+9",
      "+91",
      "+91 ",
      "+91 9",
      "+91 98",
      "+91 987",
      "+91 9876",
      "+91 98765",
      "+91 987650",
      "+91 9876501",
      "+91 98765012",
      "+91 987650123",
      "9876501234"
    ])
    for (const partial of shown.slice(0, -1)) expect(mobileMessage(partial), partial).toBe(tenDigits)
    expect(shown.slice(4, -1).map(liveMobileMessage)).toEqual(Array(9).fill(tenDigits))
    // Nothing is said before the number's first digit
    expect(liveMobileMessage("+91 ")).toBeUndefined()
  })

  it("'91 98765 01234' is short, not 9198765012, when its last two keys are missing", () => {
    const shown = typeKeyByKey("91 98765 012")
    expect(shown.at(-1)).toBe("91 98765 012")
    expect(mobileMessage(shown.at(-1)!)).toBe(tenDigits)
  })

  it("an 11th digit typed into a full field is kept and gets the spec's message, not dropped", () => {
    expect(typeKeyByKey("98765012345").at(-1)).toBe("98765012345")
    expect(liveMobileMessage("98765012345")).toBe(tenDigits)
  })
})

describe("the forms send the national number", () => {
  const self = {
    applicationType: "Self" as const,
    loanType: "Personal Loan" as const,
    name: "Asha Rao",
    location: "Pune",
    email: "",
    mobile: "+91 98765 01234",
    referrerName: "",
    referrerLocation: "",
    referrerEmail: "",
    referrerMobile: "",
    consent: true,
    contact: { channels: ["call", "sms"], callFrom: 9, callTo: 21 } as const
  }
  it("the enquiry, both phones", () => {
    expect(toPayload(self).phone).toBe("9876501234")
    expect(validateEnquiryForm(self)).toEqual({})
    const referral = {
      ...self,
      applicationType: "Referral" as const,
      referrerName: "Ravi Kumar",
      referrerLocation: "Mumbai",
      referrerEmail: "ravi@example.in",
      referrerMobile: "098765 43210"
    }
    expect(toPayload(referral)).toMatchObject({ phone: "9876501234", referralPhone: "9876543210" })
    expect(validateEnquiryForm(referral)).toEqual({})
    // The same number written two ways is the same number
    expect(validateEnquiryForm({ ...referral, referrerMobile: "98765-01234" })).toEqual({
      mobile: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
    })
  })
  it("the grievance form and look-up", () => {
    const form = { name: "Asha", mobile: "+919876501234", email: "", trackingId: "", category: "", description: "" }
    expect(toGrievancePayload(form).mobile).toBe("9876501234")
    expect(toLookupPayload({ number: "GRV-K7QMX-3P9TD", mobile: "91 98765 01234" }).mobile).toBe("9876501234")
  })
})
