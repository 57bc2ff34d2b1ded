/**
 * Verified-mobile helpers and wire schemas at their edges: written to kill the mutants StrykerJS left alive in
 * domain/otp.ts (docs/benchmarks.md, "Mutation testing"). Tokens and texts are written out by hand.
 */
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import {
  OtpCode,
  OtpRequest,
  OtpSent,
  OtpVerified,
  OtpVerifyRequest,
  otpMessages,
  otpSmsText,
  readTokenClaims,
  referralMessages,
  tokenFromHeader
} from "./otp.ts"
import { validate } from "./validation.ts"

describe("tokenFromHeader", () => {
  it("wants Bearer at the start, takes several spaces before the token and trailing spaces after it", () => {
    expect(tokenFromHeader("xBearer a.b")).toBeUndefined()
    expect(tokenFromHeader("Bearer  a.b")).toBe("a.b")
    expect(tokenFromHeader("Bearer a.b  ")).toBe("a.b")
  })
})

describe("readTokenClaims reads base64url, not base64", () => {
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
})

describe("the SMS says what the code is for", () => {
  it.each([
    ["redeem", "view and redeem your rewards"],
    ["referral", "verify your mobile number for a referral"],
    ["grievance", "raise or track a grievance"],
    ["my-data", "see and manage the data we hold for you"]
  ] as const)("%s", (purpose, text) => {
    expect(otpSmsText("654321", purpose)).toBe(
      `654321 is your OTP to ${text}. It is valid for 5 minutes. Do not share it with anyone.`
    )
  })
})

describe("OTP wire schemas", () => {
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
  it("the answers say success true", () => {
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
})

describe("the OTP messages a person reads", () => {
  it("are our words, in English", () => {
    expect(otpMessages.sent).toBe("An OTP has been sent to your mobile number.")
    expect(otpMessages.wrongCode).toBe("Incorrect OTP. Please try again.")
    expect(otpMessages.expired).toBe("This OTP has expired. Please request a new one.")
    expect(otpMessages.resendTooSoon).toBe("Please wait before requesting a new OTP.")
    expect(otpMessages.hourlyLimit).toBe("Too many OTP requests. Please try again later.")
    expect(otpMessages.notSent).toBe("We could not send the OTP. Please try again.")
  })
  it("a referral link opened without a verified mobile: the spec's toast (section 8)", () => {
    expect(referralMessages.unverified).toBe(
      "Please Verify your mobile number to proceed with the referral application."
    )
  })
})

describe("OTP texts and the purpose in the OpenAPI document (mutation gaps)", () => {
  it("the SMS is in the language asked for, not the one in force (English here)", () => {
    expect(otpSmsText("654321", "redeem", "hi")).toBe(
      "अपने रिवॉर्ड देखने और रिडीम करने के लिए आपका OTP 654321 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।"
    )
  })
  it("the OTP request's purpose says what the verified mobile may do", () => {
    const doc = OpenApi.fromApi(LoansApi) as any
    const purpose = doc.paths["/api/otp"].post.requestBody.content["application/json"].schema.properties.purpose
    expect(purpose).toEqual({
      type: "string",
      enum: ["credit-score", "redeem", "referral", "grievance", "my-data"],
      description: "What the verified mobile may do"
    })
  })
  it("a token whose payload cannot be base64 (length 4n+1) or is not JSON reads as nothing", () => {
    // "eyJ2I" is 5 characters: no padding makes it base64. "bm9wZQ" is base64url for "nope", which is not JSON.
    expect(readTokenClaims("eyJ2I.s")).toBeUndefined()
    expect(readTokenClaims("bm9wZQ.s")).toBeUndefined()
    // "bnVsbA" is base64url for "null", "NDI" for "42": JSON, but not claims.
    expect(readTokenClaims("bnVsbA.s")).toBeUndefined()
    expect(readTokenClaims("NDI.s")).toBeUndefined()
  })
})
