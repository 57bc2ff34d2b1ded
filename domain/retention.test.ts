import { describe, expect, it } from "vitest"
import { defaultRetention, describePeriod } from "./retention.ts"

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
})
