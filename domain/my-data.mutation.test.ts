/**
 * "My data" (issue 14, point 4) as the page reads it: its messages, whether anything is held, the PAN as its owner
 * sees it, and a correction's target. Written to kill the mutants StrykerJS found without a domain test in
 * domain/my-data.ts (docs/benchmarks.md, "Mutation testing"). Expected values written out by hand.
 */
import { describe, expect, it } from "vitest"
import { hasAnyRecord, type MyData, maskPanForOwner, myDataMessages, recordOf } from "./my-data.ts"

describe("the messages of My data", () => {
  it("are our words, in English", () => {
    expect(myDataMessages.missingToken).toBe("Please verify your mobile number to see your data.")
    expect(myDataMessages.badToken).toBe("Your verification has expired. Please verify your mobile number again.")
    expect(myDataMessages.notYours).toBe("This record is not among the records held for your mobile number.")
    expect(myDataMessages.erased).toBe("Your data has been erased and your consent withdrawn.")
    expect(myDataMessages.nothingToErase).toBe("We hold no personal data for this mobile number.")
    expect(myDataMessages.removed).toBe("Removed at your request")
  })
})

describe("whether anything is held for the mobile", () => {
  const lists = [
    "enquiries",
    "creditEnquiries",
    "contactMessages",
    "feedback",
    "rewards",
    "withdrawals",
    "consents",
    "corrections",
    "grievances",
    "otp",
    "smsSent"
  ] as const
  /** Only the number of rows counts here, so a row is a placeholder. */
  const held = (rows: Partial<Record<(typeof lists)[number], number>>): MyData =>
    ({
      mobile: "9876543210",
      ...Object.fromEntries(lists.map((list) => [list, Array.from({ length: rows[list] ?? 0 }, () => ({}))]))
    }) as unknown as MyData

  it("nothing when every list is empty", () => {
    expect(hasAnyRecord(held({}))).toBe(false)
  })
  it.each(lists)("something when only %s has a row", (list) => {
    expect(hasAnyRecord(held({ [list]: 1 }))).toBe(true)
  })
  it("something when several lists have rows", () => {
    expect(hasAnyRecord(held({ enquiries: 2, otp: 3, smsSent: 3 }))).toBe(true)
  })
})

describe("the PAN as its owner sees it", () => {
  it("shows the four digits only: XXXXX1234X", () => {
    expect(maskPanForOwner("ABCDE1234F")).toBe("XXXXX1234X")
    expect(maskPanForOwner("ZZZZZ0009A")).toBe("XXXXX0009X")
  })
  it("hides everything of a value that is not a PAN", () => {
    for (const value of [
      "",
      "abcde1234f",
      "ABCD1234F",
      "ABCDE123F",
      "ABCDE12345",
      "ABCD51234F",
      "ABCDE1234FG",
      "1ABCDE1234F",
      "ABCDEF1234F",
      "ABCDE1234F ",
      "ABC1E1234F"
    ]) {
      expect(maskPanForOwner(value), value).toBe("XXXXXXXXXX")
    }
  })
})

describe("the target of a correction request", () => {
  it("is the kind and the record's id", () => {
    expect(recordOf("enquiry", "K7QMX-3P9TD")).toBe("enquiry:K7QMX-3P9TD")
    expect(recordOf("credit", "42")).toBe("credit:42")
  })
})
