import { describe, expect, it } from "vitest"
import { isPastDate, maskPan } from "./credit.ts"
import { bearer, maskMobile, otpSmsText, readTokenClaims, tokenFromHeader } from "./otp.ts"

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "")

describe("verified-mobile helpers", () => {
  it("reads a token's claims without checking them, and nothing from anything else", () => {
    const token = `${b64({ v: 1, m: "9876543210", p: "redeem", e: 1_800_000_000 })}.signature`
    expect(readTokenClaims(token)).toEqual({ mobile: "9876543210", purpose: "redeem", expiresAt: 1_800_000_000_000 })
    for (const bad of [
      undefined,
      null,
      "",
      "abc",
      `${b64({ v: 1, m: "9876543210", p: "redeem", e: 1 })}`,
      `${b64({ v: 2, m: "9876543210", p: "redeem", e: 1 })}.s`,
      `${b64({ v: 1, m: "9876543210", p: "login", e: 1 })}.s`,
      `${b64({ v: 1, m: 9876543210, p: "redeem", e: 1 })}.s`,
      `${b64([1, 2])}.s`,
      "!!!.s",
      `${b64({ v: 1, m: "9876543210", p: "redeem", e: 1 })}.s.t`
    ]) {
      expect(readTokenClaims(bad), String(bad)).toBeUndefined()
    }
  })

  it("carries a token in a Bearer header and takes it back out", () => {
    expect(bearer("a.b")).toBe("Bearer a.b")
    expect(tokenFromHeader(bearer("a.b"))).toBe("a.b")
    expect(tokenFromHeader("bearer a.b")).toBe("a.b")
    for (const header of [undefined, "", "Bearer", "Bearer ", "Basic a.b", "Bearer a b"]) {
      expect(tokenFromHeader(header), String(header)).toBeUndefined()
    }
  })

  it("masks a mobile to its last four digits and a PAN to ABCDE****F", () => {
    expect(maskMobile("9876543210")).toBe("******3210")
    expect(maskPan("ABCDE1234F")).toBe("ABCDE****F")
    expect(maskPan("ABC")).toBe("***")
  })

  it("writes the SMS with the code, what it is for, and how long it lasts", () => {
    expect(otpSmsText("012345", "credit-score")).toBe(
      "012345 is your OTP to check your credit score. It is valid for 5 minutes. Do not share it with anyone."
    )
  })

  it("takes only real past days as a birth date", () => {
    expect(isPastDate("1990-04-12")).toBe(true)
    expect(isPastDate("2000-02-29")).toBe(true)
    for (const bad of ["1990-02-31", "1899-12-31", "2990-01-01", "1990-13-01", "12-04-1990", ""]) {
      expect(isPastDate(bad), bad).toBe(false)
    }
  })
})
