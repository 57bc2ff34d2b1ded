/**
 * What the grievance pages read from domain/grievance-form.ts: the category labels, the grievance number drawn from
 * random bytes, the status words, the days left, the due date, and what the forms send and refuse. Expected values
 * are worked by hand, in English and Hindi.
 */
import { Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import {
  daysLeftText,
  emptyGrievanceForm,
  formatDueDate,
  GrievanceLookup,
  GrievanceReceipt,
  GrievanceReply,
  GrievanceSubmission,
  grievanceCategoryLabel,
  grievanceErrorsByField,
  grievanceNumberFromBytes,
  grievanceStatusName,
  grievanceStatusText,
  normalizeGrievanceNumber,
  toGrievancePayload,
  toLookupPayload,
  validateGrievanceForm
} from "./grievance-form.ts"
import { validate } from "./validation.ts"

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

describe("the grievance forms", () => {
  const submission = {
    name: "Asha Rao",
    mobile: "9876543210",
    email: "asha@example.com",
    trackingId: "",
    category: "Other",
    description: "My enquiry was not answered."
  }
  const form = { ...submission }

  describe("a grievance number as typed", () => {
    it("is forgiven its case, spaces, hyphens and its GRV prefix, or the prefix's absence", () => {
      expect(normalizeGrievanceNumber("grv-k7qmx-3p9td")).toBe("GRV-K7QMX-3P9TD")
      expect(normalizeGrievanceNumber(" GRV K7QMX 3P9TD ")).toBe("GRV-K7QMX-3P9TD")
      expect(normalizeGrievanceNumber("k7qmx-3p9td")).toBe("GRV-K7QMX-3P9TD")
      expect(normalizeGrievanceNumber("K7QMX3P9TD")).toBe("GRV-K7QMX-3P9TD")
    })
    it("is refused with more or fewer than ten characters", () => {
      expect(normalizeGrievanceNumber("GRV-K7QMX-3P9TDA")).toBeUndefined()
      expect(normalizeGrievanceNumber("GRV-K7QMX-3P9T")).toBeUndefined()
      expect(normalizeGrievanceNumber("")).toBeUndefined()
    })
    it("is refused with a character outside the alphabet (0, 1, I, L, O, punctuation)", () => {
      expect(normalizeGrievanceNumber("GRV-K7QMX-3P9T0")).toBeUndefined()
      expect(normalizeGrievanceNumber("GRV-K7QMX-3P9TI")).toBeUndefined()
      expect(normalizeGrievanceNumber("GRV-K7QMX-3P9T!")).toBeUndefined()
    })
  })

  describe("what the grievance form sends", () => {
    it("trims the e-mail, the description and the tracking ID, and writes the ID as the track page does", () => {
      expect(
        toGrievancePayload({
          ...form,
          email: "  asha@example.com ",
          trackingId: " k7qmx 3p9td ",
          description: "\n  My enquiry was not answered.  \n"
        })
      ).toEqual({ ...submission, trackingId: "K7QMX-3P9TD" })
    })
    it("sends a tracking ID of only spaces as empty, and an empty one as empty", () => {
      expect(toGrievancePayload({ ...form, trackingId: "   " }).trackingId).toBe("")
      expect(toGrievancePayload({ ...form, trackingId: "" }).trackingId).toBe("")
    })
    it("sends a tracking ID that is not ours trimmed, as typed", () => {
      expect(toGrievancePayload({ ...form, trackingId: "  abc  " }).trackingId).toBe("abc")
    })
    it("starts empty, every field", () => {
      expect(emptyGrievanceForm).toEqual({
        name: "",
        mobile: "",
        email: "",
        trackingId: "",
        category: "",
        description: ""
      })
    })
  })

  describe("the grievance form's messages", () => {
    it("a tracking ID that is not ours shows its message under the tracking ID", () => {
      expect(validateGrievanceForm({ ...form, trackingId: "ABC" })).toEqual({
        trackingId: "Please enter a valid tracking ID, or leave it empty."
      })
      expect(grievanceErrorsByField([{ path: "trackingId", message: "from the server" }])).toEqual({
        trackingId: "from the server"
      })
    })
    it("a tracking ID that is not a string is refused with the tracking ID's message", () => {
      expect(validate(GrievanceSubmission, { ...submission, trackingId: 42 })).toEqual([
        { path: ["trackingId"], message: "Please enter a valid tracking ID, or leave it empty." }
      ])
    })
    it("a tracking ID sent as typed is taken up to 40 characters, not beyond", () => {
      const forty = `K7QMX${" ".repeat(29)}-3P9TD`
      expect(forty).toHaveLength(40)
      expect(validate(GrievanceSubmission, { ...submission, trackingId: forty })).toEqual([])
      expect(validate(GrievanceSubmission, { ...submission, trackingId: `K7QMX${" ".repeat(30)}-3P9TD` })).toEqual([
        { path: ["trackingId"], message: "Please enter a valid tracking ID, or leave it empty." }
      ])
    })
    it("a description with control characters is refused with its message; line breaks and tabs are taken", () => {
      expect(validate(GrievanceSubmission, { ...submission, description: "Not answered\u0007" })).toEqual([
        { path: ["description"], message: "Please remove the unsupported characters from your description." }
      ])
      expect(validate(GrievanceSubmission, { ...submission, description: 7 })).toEqual([
        { path: ["description"], message: "Please remove the unsupported characters from your description." }
      ])
      expect(validate(GrievanceSubmission, { ...submission, description: "Line one\r\n\tLine two" })).toEqual([])
    })
    it("a description over 2000 characters is refused with its message", () => {
      expect(validate(GrievanceSubmission, { ...submission, description: "a".repeat(2001) })).toEqual([
        { path: ["description"], message: "Please keep your description under 2000 characters." }
      ])
    })
    it("a blank description, however long, says only that it is missing", () => {
      expect(validate(GrievanceSubmission, { ...submission, description: " ".repeat(2001) })).toEqual([
        { path: ["description"], message: "Please describe your grievance." }
      ])
    })
  })

  describe("the look-up form", () => {
    it("sends a number it cannot read trimmed, as typed", () => {
      expect(toLookupPayload({ number: "  GRV-123  ", mobile: "9876543210" })).toEqual({
        number: "GRV-123",
        mobile: "9876543210"
      })
      expect(toLookupPayload({ number: " grv k7qmx 3p9td ", mobile: "9876543210" })).toEqual({
        number: "GRV-K7QMX-3P9TD",
        mobile: "9876543210"
      })
    })
    it("a number that is not a string is refused with the number's message", () => {
      expect(validate(GrievanceLookup, { number: 7, mobile: "9876543210" })).toEqual([
        { path: ["number"], message: "Please enter your grievance number, like GRV-K7QMX-3P9TD." }
      ])
    })
  })

  describe("a staff reply", () => {
    it("blank: 'Please write the reply.', and only that, however long", () => {
      expect(validate(GrievanceReply, { reply: "" })).toEqual([{ path: ["reply"], message: "Please write the reply." }])
      expect(validate(GrievanceReply, { reply: " ".repeat(2001) })).toEqual([
        { path: ["reply"], message: "Please write the reply." }
      ])
    })
    it("too long: 'Please keep the reply under 2000 characters.'", () => {
      expect(validate(GrievanceReply, { reply: "a".repeat(2000) })).toEqual([])
      expect(validate(GrievanceReply, { reply: "a".repeat(2001) })).toEqual([
        { path: ["reply"], message: "Please keep the reply under 2000 characters." }
      ])
    })
    it("with control characters: 'Please remove the unsupported characters from the reply.'", () => {
      expect(validate(GrievanceReply, { reply: "Done\u0000" })).toEqual([
        { path: ["reply"], message: "Please remove the unsupported characters from the reply." }
      ])
    })
  })

  describe("the contract's grievance shapes", () => {
    it("a receipt has its number, the time received and the due date, and nothing else", () => {
      const receipt = { number: "GRV-K7QMX-3P9TD", receivedAt: "2026-11-24T10:00:00.000Z", dueDate: "2026-12-24" }
      expect(Schema.decodeUnknownSync(GrievanceReceipt)({ ...receipt, mobile: "9876543210" })).toEqual(receipt)
      expect(Exit.isFailure(Schema.decodeUnknownExit(GrievanceReceipt)({ number: "GRV-K7QMX-3P9TD" }))).toBe(true)
    })
  })
})
