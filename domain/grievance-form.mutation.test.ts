/**
 * What the grievance pages read from domain/grievance-form.ts (issue 14, point 3): the category labels, the grievance
 * number drawn from random bytes, the messages, the status words, the days left and the due date. Written to kill the
 * mutants StrykerJS found without a domain test (docs/benchmarks.md, "Mutation testing"). Expected values written out
 * by hand, in English and Hindi.
 */
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import {
  daysLeftText,
  formatDueDate,
  grievanceCategoryLabel,
  grievanceMessages,
  grievanceNumberFromBytes,
  grievanceStatusName,
  grievanceStatusText
} from "./grievance-form.ts"

describe("a category as the person reads it", () => {
  it.each([
    ["Loan enquiry", "Loan enquiry", "लोन पूछताछ"],
    ["Credit score check", "Credit score check", "क्रेडिट स्कोर जाँच"],
    ["Rewards and referrals", "Rewards and referrals", "रिवॉर्ड और रेफ़रल"],
    ["Privacy and my data", "Privacy and my data", "गोपनीयता और मेरा डेटा"],
    ["Staff conduct", "Staff conduct", "कर्मचारियों का व्यवहार"],
    ["Other", "Other", "अन्य"]
  ])("%s reads '%s' in English and '%s' in Hindi", (category, english, hindi) => {
    expect(grievanceCategoryLabel(category)).toBe(english)
    expect(withLocale("hi", () => grievanceCategoryLabel(category))).toBe(hindi)
  })

  it("a category we do not know (an old row) is shown as stored", () => {
    expect(grievanceCategoryLabel("Billing")).toBe("Billing")
    expect(withLocale("hi", () => grievanceCategoryLabel("Billing"))).toBe("Billing")
  })
})

describe("a grievance number from random bytes", () => {
  // The alphabet without look-alikes: 23456789ABCDEFGHJKMNPQRSTUVWXYZ (31 characters); byte b stands for its
  // (b mod 31)-th character, and bytes 248 to 255 (above the last whole round of 31) are skipped.
  const bytes = (...values: ReadonlyArray<number>) => Uint8Array.from(values)

  it("reads GRV- and two groups of five characters", () => {
    expect(grievanceNumberFromBytes(bytes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9))).toBe("GRV-23456-789AB")
    expect(grievanceNumberFromBytes(bytes(30, 31, 62, 247, 10, 20, 29, 100, 200, 150))).toBe("GRV-Z22ZC-PY9GV")
  })

  it("uses only the first ten usable bytes", () => {
    expect(grievanceNumberFromBytes(bytes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))).toBe("GRV-23456-789AB")
  })

  it("skips the biased bytes 248 to 255, and only those", () => {
    expect(grievanceNumberFromBytes(bytes(248, 0, 1, 2, 3, 255, 4, 5, 6, 7, 8, 9))).toBe("GRV-23456-789AB")
    expect(grievanceNumberFromBytes(bytes(247, 0, 1, 2, 3, 4, 5, 6, 7, 8))).toBe("GRV-Z2345-6789A")
  })

  it("gives nothing when fewer than ten bytes are usable", () => {
    expect(grievanceNumberFromBytes(bytes(0, 1, 2, 3, 4, 5, 6, 7, 8))).toBeUndefined()
    expect(grievanceNumberFromBytes(bytes(0, 1, 2, 3, 4, 5, 6, 7, 8, 250))).toBeUndefined()
    expect(grievanceNumberFromBytes(bytes())).toBeUndefined()
  })
})

describe("the grievance messages", () => {
  it("are our words, in English", () => {
    expect(grievanceMessages.trackingId).toBe("Please enter a valid tracking ID, or leave it empty.")
    expect(grievanceMessages.descriptionTooLong).toBe("Please keep your description under 2000 characters.")
    expect(grievanceMessages.descriptionCharacters).toBe(
      "Please remove the unsupported characters from your description."
    )
    expect(grievanceMessages.badToken).toBe(
      "Your mobile verification has expired. Please verify your mobile number again."
    )
    expect(grievanceMessages.lookupFailed).toBe("We could not look up your grievance. Please try again.")
  })
})

describe("a grievance's status", () => {
  it.each([
    ["Received", "We have received your grievance."],
    ["Acknowledged", "Our Grievance Officer is looking into your grievance."],
    ["Replied", "We have replied to your grievance."],
    ["Resolved", "Your grievance is resolved."]
  ] as const)("%s: '%s'", (status, text) => {
    expect(grievanceStatusName(status)).toBe(status)
    expect(grievanceStatusText(status)).toBe(text)
  })
})

describe("the days left before the reply is due", () => {
  it.each([
    [30, "30 days left"],
    [2, "2 days left"],
    [1, "1 day left"],
    [0, "Due today"],
    [-1, "1 day overdue"],
    [-2, "2 days overdue"],
    [-15, "15 days overdue"]
  ])("%d: '%s'", (daysLeft, text) => {
    expect(daysLeftText(daysLeft)).toBe(text)
  })

  it("in Hindi", () => {
    expect(withLocale("hi", () => daysLeftText(12))).toBe("12 दिन शेष")
    expect(withLocale("hi", () => daysLeftText(1))).toBe("1 दिन शेष")
    expect(withLocale("hi", () => daysLeftText(0))).toBe("आज अंतिम तिथि है")
    expect(withLocale("hi", () => daysLeftText(-1))).toBe("अंतिम तिथि से 1 दिन अधिक")
    expect(withLocale("hi", () => daysLeftText(-3))).toBe("अंतिम तिथि से 3 दिन अधिक")
  })
})

describe("the due date", () => {
  it("is written as the site writes dates", () => {
    expect(formatDueDate("2026-12-24")).toBe("24 December 2026")
    expect(formatDueDate("2027-01-05")).toBe("5 January 2027")
    expect(withLocale("hi", () => formatDueDate("2026-12-24"))).toBe("24 दिसंबर 2026")
  })
})
