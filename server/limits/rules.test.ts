/**
 * The limits' numbers (docs/limits.md, written out): defaults, variables, the `<count>/<window>` form both ways.
 * No database: the rules alone, fast.
 */
import { describe, expect, it } from "vitest"
import { defaultLimits, formatRule, limitVariables, parseRule, roomyLimits } from "./rules.ts"

describe("limit rules", () => {
  it("defaults as docs/limits.md gives them", () => {
    expect(defaultLimits).toEqual({
      otpResendSeconds: 30,
      otpPerMobile: { max: 5, windowSeconds: 3600 },
      otpPerAddress: { max: 20, windowSeconds: 3600 },
      otpPerNetwork: { max: 100, windowSeconds: 3600 },
      otpPerMobileAll: { max: 10, windowSeconds: 3600 },
      otpTotal: { max: 1000, windowSeconds: 3600 },
      contact: { max: 10, windowSeconds: 3600 },
      feedback: { max: 5, windowSeconds: 3600 },
      pageViews: { max: 120, windowSeconds: 60 },
      enquiries: { max: 20, windowSeconds: 3600 },
      corrections: { max: 5, windowSeconds: 3600 },
      erasures: { max: 5, windowSeconds: 3600 },
      grievances: { max: 5, windowSeconds: 3600 },
      tracking: { max: 60, windowSeconds: 60 },
      offers: { max: 60, windowSeconds: 60 },
      stopLinks: { max: 20, windowSeconds: 3600 },
      consentWithdrawals: { max: 20, windowSeconds: 3600 }
    })
  })
  it("each rule's variable", () => {
    expect(limitVariables).toEqual({
      otpPerMobile: "LIMIT_OTP_MOBILE",
      otpPerAddress: "LIMIT_OTP_ADDRESS",
      otpPerNetwork: "LIMIT_OTP_NETWORK",
      otpPerMobileAll: "LIMIT_OTP_MOBILE_ALL",
      otpTotal: "LIMIT_OTP_TOTAL",
      contact: "LIMIT_CONTACT",
      feedback: "LIMIT_FEEDBACK",
      pageViews: "LIMIT_PAGE_VIEWS",
      enquiries: "LIMIT_ENQUIRIES",
      corrections: "LIMIT_CORRECTIONS",
      erasures: "LIMIT_ERASURES",
      grievances: "LIMIT_GRIEVANCES",
      tracking: "LIMIT_TRACKING",
      offers: "LIMIT_OFFERS",
      stopLinks: "LIMIT_STOP_LINKS",
      consentWithdrawals: "LIMIT_CONSENT_WITHDRAWALS"
    })
  })
  it("roomy limits raise every per-address, per-network and site rule, never the per-mobile OTP rules or the resend wait", () => {
    expect(roomyLimits(7)).toEqual({
      otpResendSeconds: 30,
      otpPerMobile: { max: 5, windowSeconds: 3600 },
      otpPerAddress: { max: 7, windowSeconds: 3600 },
      otpPerNetwork: { max: 7, windowSeconds: 3600 },
      otpPerMobileAll: { max: 10, windowSeconds: 3600 },
      otpTotal: { max: 7, windowSeconds: 3600 },
      contact: { max: 7, windowSeconds: 3600 },
      feedback: { max: 7, windowSeconds: 3600 },
      pageViews: { max: 7, windowSeconds: 60 },
      enquiries: { max: 7, windowSeconds: 3600 },
      corrections: { max: 7, windowSeconds: 3600 },
      erasures: { max: 7, windowSeconds: 3600 },
      grievances: { max: 7, windowSeconds: 3600 },
      tracking: { max: 7, windowSeconds: 60 },
      offers: { max: 7, windowSeconds: 60 },
      stopLinks: { max: 7, windowSeconds: 3600 },
      consentWithdrawals: { max: 7, windowSeconds: 3600 }
    })
    expect(roomyLimits().contact).toEqual({ max: 100_000, windowSeconds: 3600 })
  })
  it("writes a rule in hours, minutes or seconds, the largest whole unit", () => {
    expect(formatRule({ max: 20, windowSeconds: 3600 })).toBe("20/1h")
    expect(formatRule({ max: 20, windowSeconds: 7200 })).toBe("20/2h")
    expect(formatRule({ max: 120, windowSeconds: 60 })).toBe("120/1m")
    expect(formatRule({ max: 5, windowSeconds: 900 })).toBe("5/15m")
    expect(formatRule({ max: 10, windowSeconds: 90 })).toBe("10/90s")
    expect(formatRule({ max: 100, windowSeconds: 86_400 })).toBe("100/24h")
  })
  it("reads the smallest rule, 1/1s, and the largest count, nine digits", () => {
    expect(parseRule("1/1s")).toEqual({ max: 1, windowSeconds: 1 })
    expect(parseRule("1/s")).toEqual({ max: 1, windowSeconds: 1 })
    expect(parseRule("999999999/1h")).toEqual({ max: 999_999_999, windowSeconds: 3600 })
    expect(parseRule("1/2d")).toEqual({ max: 1, windowSeconds: 172_800 })
  })
  it.each([
    "x20/1h",
    "20/1hx",
    "20/1h x",
    "1234567890/1h",
    "20/1234567890h",
    "20/1 h x",
    "20//1h",
    "20/1",
    "/1h",
    "20/0s",
    "0/1s"
  ])("refuses %j", (text) => {
    expect(parseRule(text)).toBeUndefined()
  })
})
