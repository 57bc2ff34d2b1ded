import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import { isPastDate, maskPan } from "./credit.ts"
import {
  bearer,
  maskMobile,
  OtpCode,
  OtpRequest,
  OtpSent,
  OtpVerified,
  OtpVerifyRequest,
  otpSmsText,
  readTokenClaims,
  tokenFromHeader
} from "./otp.ts"
import { validate } from "./validation.ts"

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
    for (const header of [undefined, "", "Bearer", "Bearer ", "Basic a.b", "Bearer a b", "xBearer a.b"]) {
      expect(tokenFromHeader(header), String(header)).toBeUndefined()
    }
  })

  it("takes several spaces before the token and ignores spaces after it", () => {
    expect(tokenFromHeader("Bearer  a.b")).toBe("a.b")
    expect(tokenFromHeader("Bearer a.b  ")).toBe("a.b")
  })

  it("masks a mobile to its last four digits and a PAN to ABCDE****F", () => {
    expect(maskMobile("9876543210")).toBe("******3210")
    expect(maskPan("ABCDE1234F")).toBe("ABCDE****F")
    expect(maskPan("ABC")).toBe("***")
  })

  it("takes only real past days as a birth date", () => {
    expect(isPastDate("1990-04-12")).toBe(true)
    expect(isPastDate("2000-02-29")).toBe(true)
    for (const bad of ["1990-02-31", "1899-12-31", "2990-01-01", "1990-13-01", "12-04-1990", ""]) {
      expect(isPastDate(bad), bad).toBe(false)
    }
  })
})

describe("a token's claims are read from base64url", () => {
  it("turns - and _ back into + and / before decoding", () => {
    // {"v":1,"m":"98765>>>??","p":"redeem","e":1800000000} in base64url: its base64 has a + and a /
    expect(readTokenClaims("eyJ2IjoxLCJtIjoiOTg3NjU-Pj4_PyIsInAiOiJyZWRlZW0iLCJlIjoxODAwMDAwMDAwfQ.s")).toEqual({
      mobile: "98765>>>??",
      purpose: "redeem",
      expiresAt: 1_800_000_000_000
    })
  })
  it("refuses a payload written in plain base64 (with + and /)", () => {
    expect(readTokenClaims("eyJ2IjoxLCJtIjoiOTg3NjU+Pj4/PyIsInAiOiJyZWRlZW0iLCJlIjoxODAwMDAwMDAwfQ.s")).toBeUndefined()
  })
  it("pads a payload whose length leaves 3 over with one =", () => {
    // {"v":1,"m":"ÿþ","p":"redeem","e":1800000000}: 59 characters in base64url
    expect(readTokenClaims("eyJ2IjoxLCJtIjoi__4iLCJwIjoicmVkZWVtIiwiZSI6MTgwMDAwMDAwMH0.s")).toEqual({
      mobile: "ÿþ",
      purpose: "redeem",
      expiresAt: 1_800_000_000_000
    })
  })
  it("refuses an expiry that is not a number", () => {
    // {"v":1,"m":"9876543210","p":"redeem","e":"1800000000"}
    expect(
      readTokenClaims("eyJ2IjoxLCJtIjoiOTg3NjU0MzIxMCIsInAiOiJyZWRlZW0iLCJlIjoiMTgwMDAwMDAwMCJ9.s")
    ).toBeUndefined()
  })
  it("reads nothing from a payload that cannot be base64 (length 4n+1), is not JSON, or is JSON but not claims", () => {
    // "eyJ2I" is 5 characters: no padding makes it base64. "bm9wZQ" is base64url for "nope", which is not JSON.
    expect(readTokenClaims("eyJ2I.s")).toBeUndefined()
    expect(readTokenClaims("bm9wZQ.s")).toBeUndefined()
    // "bnVsbA" is base64url for "null", "NDI" for "42": JSON, but not claims.
    expect(readTokenClaims("bnVsbA.s")).toBeUndefined()
    expect(readTokenClaims("NDI.s")).toBeUndefined()
  })
})

describe("the SMS says what the code is for", () => {
  it.each([
    ["credit-score", "check your credit score"],
    ["redeem", "view and redeem your rewards"],
    ["referral", "verify your mobile number for a referral"],
    ["grievance", "raise or track a grievance"],
    ["my-data", "see and manage the data we hold for you"]
  ] as const)("%s: with the code and how long it lasts", (purpose, text) => {
    expect(otpSmsText("012345", purpose)).toBe(
      `012345 is your OTP to ${text}. It is valid for 5 minutes. Do not share it with anyone.`
    )
  })
  it("is in the language asked for, not the one in force (English here)", () => {
    expect(otpSmsText("654321", "redeem", "hi")).toBe(
      "अपने रिवॉर्ड देखने और रिडीम करने के लिए आपका OTP 654321 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।"
    )
  })
})

describe("asking for and checking an OTP", () => {
  const sixDigits = "Please enter the 6-digit OTP."
  it("a code is exactly six digits", () => {
    expect(validate(OtpCode, "123456")).toEqual([])
    for (const bad of ["12345", "1234567", "x123456", "123456x", "abcdef"]) {
      expect(
        validate(OtpCode, bad).map((i) => i.message),
        bad
      ).toEqual([sixDigits])
    }
  })
  it("a request names a valid mobile and a known purpose", () => {
    expect(validate(OtpRequest, { mobile: "9876543210", purpose: "redeem" })).toEqual([])
    expect(validate(OtpRequest, { mobile: "9876543210", purpose: "login" })).toEqual([
      { path: ["purpose"], message: "Please choose what the OTP is for." }
    ])
    expect(validate(OtpRequest, { mobile: "123", purpose: "redeem" })).toEqual([
      { path: ["mobile"], message: "Mobile number must be 10 digits" }
    ])
  })
  it("a verify request adds the code", () => {
    expect(validate(OtpVerifyRequest, { mobile: "9876543210", purpose: "redeem", code: "123456" })).toEqual([])
    expect(validate(OtpVerifyRequest, { mobile: "9876543210", purpose: "redeem", code: "12" })).toEqual([
      { path: ["code"], message: sixDigits }
    ])
  })
  it("the answers say success true and carry what they promise", () => {
    const sent = {
      success: true,
      message: "An OTP has been sent to your mobile number.",
      resendAfterSeconds: 30,
      expiresInSeconds: 300
    }
    expect(validate(OtpSent, sent)).toEqual([])
    expect(validate(OtpSent, { ...sent, success: false })).not.toEqual([])
    expect(validate(OtpSent, { success: true })).not.toEqual([])
    const verified = { success: true, token: "a.b", expiresAt: "2026-11-24T10:15:00.000Z" }
    expect(validate(OtpVerified, verified)).toEqual([])
    expect(validate(OtpVerified, { ...verified, success: false })).not.toEqual([])
    expect(validate(OtpVerified, { success: true })).not.toEqual([])
  })
  it("the API document tells a client what the verified mobile may do", () => {
    const doc = OpenApi.fromApi(LoansApi) as any
    const purpose = doc.paths["/api/otp"].post.requestBody.content["application/json"].schema.properties.purpose
    expect(purpose).toEqual({
      type: "string",
      enum: ["credit-score", "redeem", "referral", "grievance", "my-data", "offer"],
      description: "What the verified mobile may do"
    })
  })
})
