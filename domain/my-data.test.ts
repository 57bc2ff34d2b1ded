/**
 * "My data" as the page reads it: whether anything is held, the PAN as its owner sees it, a correction's target, and
 * the requests and answers of the contract. Expected values are worked by hand.
 */
import { Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import {
  CorrectionRequest,
  EraseRequest,
  ErasureCounts,
  ErasureDone,
  hasAnyRecord,
  MyConsent,
  MyContactMessage,
  MyCorrection,
  MyCreditEnquiry,
  type MyData,
  MyDataExport,
  MyOtp,
  MyReward,
  MyWithdrawal,
  maskPanForOwner,
  recordOf,
  recordPattern
} from "./my-data.ts"
import { validate } from "./validation.ts"

describe("whether anything is held for the mobile", () => {
  const lists = [
    "enquiries",
    "creditEnquiries",
    "contactMessages",
    "rewards",
    "withdrawals",
    "consents",
    "corrections",
    "grievances",
    "shares",
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

describe("My data's requests and answers", () => {
  const request = { record: "enquiry:K7QMX-3P9TD", field: "Email", details: "It should be asha@example.com." }
  const recordMessage = "Please choose the record to correct."
  const fieldMessage = "Please say which detail is wrong (at most 60 characters)."
  const detailsMessage = "Please describe what is wrong and what it should be (at most 1,000 characters)."

  describe("a correction request", () => {
    it("names a record of ours, or 'other', and nothing around it", () => {
      for (const record of ["enquiry:K7QMX-3P9TD", "credit:42", "contact:7", "other"]) {
        expect(validate(CorrectionRequest, { ...request, record }), record).toEqual([])
      }
      // Feedback is not part of My data (it is tied to no mobile): no correction names it.
      for (const record of [
        "xenquiry:abc",
        "my enquiry:abc",
        "enquiry:abc!",
        "enquiry:abc def",
        "others",
        "xother",
        "feedback:abc-1"
      ]) {
        expect(recordPattern.test(record), record).toBe(false)
        expect(validate(CorrectionRequest, { ...request, record }), record).toEqual([
          { path: ["record"], message: recordMessage }
        ])
      }
    })
    it("the detail: not blank, at most 60 characters", () => {
      expect(validate(CorrectionRequest, { ...request, field: "a".repeat(60) })).toEqual([])
      for (const field of ["", "   ", "a".repeat(61)]) {
        expect(validate(CorrectionRequest, { ...request, field }), JSON.stringify(field)).toEqual([
          { path: ["field"], message: fieldMessage }
        ])
      }
    })
    it("the detail with control characters: its own message", () => {
      expect(validate(CorrectionRequest, { ...request, field: "E\u0007mail" })).toEqual([
        { path: ["field"], message: "Please remove the unsupported characters from the detail." }
      ])
    })
    it("the description may run over several lines, but takes no other control characters", () => {
      expect(validate(CorrectionRequest, { ...request, details: "Line one\r\n\tLine two" })).toEqual([])
      expect(validate(CorrectionRequest, { ...request, details: "Wrong\u0000" })).toEqual([
        { path: ["details"], message: "Please remove the unsupported characters from the description." }
      ])
      expect(validate(CorrectionRequest, { ...request, details: " \n " })).toEqual([
        { path: ["details"], message: detailsMessage }
      ])
    })
  })

  it("a correction request's messages are in the request's language (Hindi)", () => {
    expect(
      withLocale("hi", () =>
        validate(CorrectionRequest, { record: "xenquiry:abc", field: "E\u0007mail", details: "Wrong\u0000" })
      )
    ).toEqual([
      { path: ["record"], message: "कृपया वह रिकॉर्ड चुनें जिसे ठीक करना है।" },
      { path: ["field"], message: "कृपया विवरण से असमर्थित अक्षर हटाएँ।" },
      { path: ["details"], message: "कृपया विवरण से असमर्थित अक्षर हटाएँ।" }
    ])
    expect(withLocale("hi", () => validate(CorrectionRequest, { ...request, field: "" }))).toEqual([
      { path: ["field"], message: "कृपया बताएँ कि कौन-सा विवरण गलत है (अधिकतम 60 अक्षर)।" }
    ])
    expect(withLocale("hi", () => validate(EraseRequest, { confirm: false }))).toEqual([
      { path: ["confirm"], message: "कृपया पुष्टि करें कि आप अपना डेटा मिटवाना चाहते हैं।" }
    ])
  })

  it("an erasure not confirmed: 'Please confirm that you want your data erased.'", () => {
    expect(validate(EraseRequest, { confirm: true })).toEqual([])
    expect(validate(EraseRequest, { confirm: false })).toEqual([
      { path: ["confirm"], message: "Please confirm that you want your data erased." }
    ])
  })

  /** An answer's shape: a full row decodes to itself without what the shape does not name; a row missing its fields is refused. */
  const keepsItsFields = (schema: Schema.Decoder<unknown>, row: Record<string, unknown>) => {
    const decode = Schema.decodeUnknownExit(schema as any)
    expect(decode({ ...row, secret: "not shown" })).toEqual(Exit.succeed(row))
    expect(Exit.isFailure(decode({}))).toBe(true)
  }
  const at = "2026-11-24T10:00:00.000Z"
  const correction = {
    id: "c1",
    record: "other",
    field: "Email",
    details: "It should be asha@example.com.",
    status: "open",
    note: null,
    createdAt: at
  }
  const counts = {
    enquiries: 1,
    referrals: 0,
    creditEnquiries: 1,
    contactMessages: 0,
    rewards: 0,
    withdrawals: 0,
    consents: 3,
    corrections: 0,
    grievances: 1,
    shares: 0,
    otp: 1,
    sms: 4
  }

  describe("an answer keeps the fields it names, drops any other, and refuses a row without them", () => {
    it("a credit-score enquiry", () => {
      keepsItsFields(MyCreditEnquiry, {
        id: "42",
        name: "Asha Rao",
        gender: "Female",
        email: "asha@example.com",
        pan: "XXXXX1234X",
        dob: "1990-01-31",
        address: "12 MG Road",
        pincode: "411001",
        city: "Pune",
        state: "Maharashtra",
        createdAt: at
      })
    })
    it("a contact message", () => {
      keepsItsFields(MyContactMessage, {
        id: "7",
        name: "Asha Rao",
        email: "asha@example.com",
        message: "Hi",
        createdAt: at
      })
    })
    it("a reward and a withdrawal", () => {
      keepsItsFields(MyReward, { trackingId: "K7QMX-3P9TD", points: 100, status: "Approved", createdAt: at })
      keepsItsFields(MyWithdrawal, { id: "w1", points: 100, itemCount: 1, requestedAt: at, paidAt: null })
    })
    it("a consent", () => {
      keepsItsFields(MyConsent, {
        id: "k1",
        purpose: "enquiry",
        noticeVersion: "2026-01",
        channel: "web",
        givenAt: at,
        withdrawnAt: null,
        trackingId: "K7QMX-3P9TD",
        lenders: ["Kaveri Finance Limited"]
      })
      keepsItsFields(MyConsent, {
        id: "k2",
        purpose: "contact",
        noticeVersion: "2026-01",
        channel: "web",
        givenAt: at,
        withdrawnAt: at,
        trackingId: null,
        lenders: []
      })
    })
    it("a correction, in each of its statuses", () => {
      for (const status of ["open", "done", "rejected"]) keepsItsFields(MyCorrection, { ...correction, status })
    })
    it("an OTP record", () => {
      keepsItsFields(MyOtp, { purpose: "my-data", codesLastHour: 2, lastSentAt: at })
    })
    it("the download", () => {
      keepsItsFields(MyDataExport, {
        exportedAt: at,
        data: {
          mobile: "9876543210",
          enquiries: [],
          creditEnquiries: [],
          contactMessages: [],
          rewards: [],
          withdrawals: [],
          consents: [],
          corrections: [correction],
          grievances: [],
          shares: [],
          otp: [],
          smsSent: [at]
        }
      })
    })
    it("the erasure's answer and its counts", () => {
      keepsItsFields(ErasureCounts, counts)
      keepsItsFields(ErasureDone, { success: true, erased: true, message: "Erased.", counts })
    })
  })
})
