import { describe, expect, it } from "vitest"
import {
  defaultRetention,
  describePeriod,
  nextRetentionRun,
  parseRetentionPeriods,
  retentionStatements,
  retentionVariables
} from "./retention.ts"

describe("retention periods", () => {
  it("default to the issue's periods: 7 days, 7 days, 24 hours, 1 year, 180 days", () => {
    expect(defaultRetention).toEqual({
      otpCodesDays: 7,
      smsOutboxDays: 7,
      idempotencyKeysHours: 24,
      contactMessagesDays: 365,
      closedEnquiriesDays: 180
    })
  })

  it.each([
    [7, "days", "7 days"],
    [1, "days", "1 day"],
    [24, "hours", "24 hours"],
    [1, "hours", "1 hour"],
    [365, "days", "1 year"],
    [730, "days", "2 years"],
    [180, "days", "180 days"]
  ] as const)("%d %s reads '%s'", (amount, unit, words) => {
    expect(describePeriod(amount, unit)).toBe(words)
  })

  it("are stated with the configured periods", () => {
    const statements = retentionStatements({
      otpCodesDays: 3,
      smsOutboxDays: 3,
      idempotencyKeysHours: 1,
      contactMessagesDays: 90,
      closedEnquiriesDays: 730
    })
    expect(statements.slice(0, 4)).toEqual([
      "One-time passwords (OTPs) and the text messages that carried them: 3 days.",
      "Records that stop a form being submitted twice: 1 hour.",
      "Messages sent through the Contact Us form: 90 days.",
      "Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: 2 years after the decision."
    ])
  })

  it("state the OTPs and their text messages apart when their periods differ", () => {
    const statements = retentionStatements({ ...defaultRetention, otpCodesDays: 2, smsOutboxDays: 30 })
    expect(statements[0]).toBe("One-time passwords (OTPs): 2 days; the text messages that carried them: 30 days.")
  })

  it("are read back from the page's JSON only when every period is a positive whole number", () => {
    const periods = {
      otpCodesDays: 3,
      smsOutboxDays: 3,
      idempotencyKeysHours: 1,
      contactMessagesDays: 90,
      closedEnquiriesDays: 730
    }
    expect(parseRetentionPeriods(JSON.stringify(periods))).toEqual(periods)
    expect(parseRetentionPeriods(JSON.stringify({ ...periods, extra: "x" }))).toEqual(periods)
    expect(parseRetentionPeriods(JSON.stringify({ ...periods, otpCodesDays: 0 }))).toBeUndefined()
    expect(parseRetentionPeriods(JSON.stringify({ ...periods, contactMessagesDays: 1.5 }))).toBeUndefined()
    expect(parseRetentionPeriods(JSON.stringify({ ...periods, closedEnquiriesDays: "180" }))).toBeUndefined()
    expect(parseRetentionPeriods(JSON.stringify({ otpCodesDays: 3 }))).toBeUndefined()
    expect(parseRetentionPeriods("null")).toBeUndefined()
    expect(parseRetentionPeriods("{not json")).toBeUndefined()
  })
})

describe("the periods as operators set and read them", () => {
  it("each period is set by the variable the README names", () => {
    expect(retentionVariables).toEqual({
      otpCodesDays: "RETENTION_OTP_DAYS",
      smsOutboxDays: "RETENTION_SMS_OUTBOX_DAYS",
      idempotencyKeysHours: "RETENTION_IDEMPOTENCY_HOURS",
      contactMessagesDays: "RETENTION_CONTACT_MESSAGES_DAYS",
      closedEnquiriesDays: "RETENTION_CLOSED_ENQUIRIES_DAYS"
    })
  })
  it("says years only for whole years of days", () => {
    expect(describePeriod(365, "days")).toBe("1 year")
    expect(describePeriod(730, "days")).toBe("2 years")
    expect(describePeriod(366, "days")).toBe("366 days")
    expect(describePeriod(8760, "hours")).toBe("8760 hours")
    expect(describePeriod(1, "hours")).toBe("1 hour")
  })
})

describe("when the retention job next runs", () => {
  // 03:00 India time is 21:30 UTC the evening before.
  it("runs at 03:00 India time the same night when that is still to come", () => {
    expect(nextRetentionRun(new Date("2026-03-10T18:30:00Z")).toISOString()).toBe("2026-03-10T21:30:00.000Z") // 00:00 IST
  })

  it("waits for the next night once 03:00 has come", () => {
    expect(nextRetentionRun(new Date("2026-03-10T21:30:00Z")).toISOString()).toBe("2026-03-11T21:30:00.000Z") // 03:00 IST
    expect(nextRetentionRun(new Date("2026-03-11T06:30:00Z")).toISOString()).toBe("2026-03-11T21:30:00.000Z") // noon IST
  })

  it("runs just after the turn of the year in India", () => {
    expect(nextRetentionRun(new Date("2026-12-31T21:29:59Z")).toISOString()).toBe("2026-12-31T21:30:00.000Z") // 02:59:59 IST, 1 Jan
  })
})
