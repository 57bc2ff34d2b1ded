/**
 * The public HTTP contract's shared answers and bodies, written out by hand (spec section 3): the refusals every route
 * may give, the error bodies, and the reward and page-view schemas. Which statuses each route answers is walked
 * against the real server in server/contract-walk.test.ts.
 */
import { describe, expect, it } from "vitest"
import { PageViewEvent } from "./analytics.ts"
import {
  ApplicationNotFound,
  FieldError,
  IdempotencyConflict,
  InvalidToken,
  NothingToWithdraw,
  OtpExpired,
  OtpNotSent,
  OtpRateLimited,
  PayloadTooLarge,
  PictureNotFound,
  RequestValidation,
  SuccessMessage,
  SuccessOnly,
  TooManyRequests,
  TrackedApplication,
  UnsupportedMediaType,
  ValidationError,
  WrongCode
} from "./api.ts"
import { CarouselSlide } from "./carousel.ts"
import { canWithdraw, RewardSummary, WithdrawalRequest } from "./rewards.ts"
import { validate } from "./validation.ts"

describe("the answers every route may give", () => {
  it("a request that fails the contract: 400 ValidationError; a body over the cap: 413 PayloadTooLarge", () => {
    const errors = (
      RequestValidation as unknown as { error: ReadonlySet<{ ast: { annotations?: Record<string, unknown> } }> }
    ).error
    expect([...errors].map((s) => `${s.ast.annotations?.identifier} ${s.ast.annotations?.httpApiStatus}`)).toEqual([
      "ValidationError 400",
      "PayloadTooLarge 413"
    ])
  })
})

describe("the public API's bodies", () => {
  it.each([
    [ApplicationNotFound, "ApplicationNotFound"],
    [InvalidToken, "InvalidToken"],
    [OtpNotSent, "OtpNotSent"],
    [NothingToWithdraw, "NothingToWithdraw"],
    [IdempotencyConflict, "IdempotencyConflict"],
    [PictureNotFound, "PictureNotFound"],
    [PayloadTooLarge, "PayloadTooLarge"],
    [UnsupportedMediaType, "UnsupportedMediaType"]
  ] as const)("%o says success false, its tag and a message", (schema, tag) => {
    const body = { _tag: tag, success: false, message: "m" }
    expect(validate(schema as never, body)).toEqual([])
    expect(validate(schema as never, { ...body, success: true })).not.toEqual([])
    expect(validate(schema as never, { _tag: tag, success: false })).not.toEqual([])
  })
  it("the errors with more to say", () => {
    const base = { success: false, message: "m" }
    expect(
      validate(ValidationError, { _tag: "ValidationError", ...base, errors: [{ path: "phone", message: "x" }] })
    ).toEqual([])
    expect(validate(ValidationError, { _tag: "ValidationError", ...base })).not.toEqual([])
    expect(validate(OtpRateLimited, { _tag: "OtpRateLimited", ...base, retryAfterSeconds: 30 })).toEqual([])
    expect(validate(OtpRateLimited, { _tag: "OtpRateLimited", ...base })).not.toEqual([])
    expect(validate(TooManyRequests, { _tag: "TooManyRequests", ...base, retryAfterSeconds: 42 })).toEqual([])
    expect(validate(TooManyRequests, { _tag: "TooManyRequests", ...base })).not.toEqual([])
    expect(
      validate(TooManyRequests, { _tag: "TooManyRequests", ...base, success: true, retryAfterSeconds: 1 })
    ).not.toEqual([])
    expect(validate(WrongCode, { _tag: "WrongCode", ...base, attemptsLeft: 4 })).toEqual([])
    expect(validate(WrongCode, { _tag: "WrongCode", ...base })).not.toEqual([])
    for (const reason of ["expired", "too-many-attempts"]) {
      expect(validate(OtpExpired, { _tag: "OtpExpired", ...base, reason })).toEqual([])
    }
    expect(validate(OtpExpired, { _tag: "OtpExpired", ...base, reason: "used" })).not.toEqual([])
  })
  it.each([
    ["FieldError", FieldError],
    ["SuccessOnly", SuccessOnly],
    ["SuccessMessage", SuccessMessage],
    ["TrackedApplication", TrackedApplication],
    ["RewardSummary", RewardSummary],
    ["CarouselSlide", CarouselSlide]
  ] as const)("%s refuses an empty object", (_, schema) => {
    expect(validate(schema as never, {})).not.toEqual([])
  })
})

describe("rewards", () => {
  const summary = {
    totalEarnings: 500,
    withdrawableBalance: 500,
    availableForWithdrawal: [{ _id: "a" }],
    referralName: "Ravi",
    loanEnquiries: [],
    unrewardedReferrals: []
  }
  it("a withdrawal needs points and an available item", () => {
    expect(canWithdraw(summary)).toBe(true)
    expect(canWithdraw(undefined)).toBe(false)
    expect(canWithdraw({ ...summary, withdrawableBalance: 0 })).toBe(false)
    expect(canWithdraw({ ...summary, availableForWithdrawal: [] })).toBe(false)
  })
  it("a withdrawal request: plain ids of at most 64 characters, at most 1000 of them, and a valid mobile", () => {
    expect(validate(WithdrawalRequest, { enquiryIds: ["a"], referralPhone: "9876543210" })).toEqual([])
    expect(validate(WithdrawalRequest, { enquiryIds: ["a".repeat(65)], referralPhone: "9876543210" })).not.toEqual([])
    expect(validate(WithdrawalRequest, { enquiryIds: ["a\u0000"], referralPhone: "9876543210" })).toEqual([
      { path: ["enquiryIds", 0], message: "Please remove the unsupported characters from the reward item's id." }
    ])
    expect(
      validate(WithdrawalRequest, { enquiryIds: Array.from({ length: 1001 }, () => "a"), referralPhone: "9876543210" })
    ).not.toEqual([])
    expect(validate(WithdrawalRequest, { enquiryIds: [], referralPhone: "12" })).toEqual([
      { path: ["referralPhone"], message: "Mobile number must be 10 digits" }
    ])
  })
})

describe("page-view events", () => {
  const route = "The route must be a route id of the site."
  const path = "The path must be a pathname of the site, without a query or hash."
  it("take a route id and a pathname, and say which is wrong", () => {
    expect(validate(PageViewEvent, { route: "home", path: "/" })).toEqual([])
    expect(validate(PageViewEvent, { route: "Home!", path: "/" })).toEqual([{ path: ["route"], message: route }])
    expect(validate(PageViewEvent, { route: "home\u0000", path: "/" })).toEqual([{ path: ["route"], message: route }])
    expect(validate(PageViewEvent, { route: "home", path: "/a?b" })).toEqual([{ path: ["path"], message: path }])
    expect(validate(PageViewEvent, { route: "home", path: "/\u0001" })).toEqual([{ path: ["path"], message: path }])
    expect(validate(PageViewEvent, { route: "home", path: `/${"a".repeat(512)}` })).toEqual([
      { path: ["path"], message: path }
    ])
  })
})
