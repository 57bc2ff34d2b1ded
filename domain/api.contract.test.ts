/**
 * The public HTTP contract, written out by hand (spec section 3 and docs/architecture.md): every route's method and
 * path, the errors each may answer with their statuses, the error bodies, and the reward and page-view schemas.
 */
import { describe, expect, it } from "vitest"
import { PageViewEvent } from "./analytics.ts"
import {
  ApplicationNotFound,
  FieldError,
  IdempotencyConflict,
  InvalidToken,
  LoansApi,
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

type Endpoint = { method: string; path: string; error: ReadonlySet<{ ast: { annotations?: Record<string, unknown> } }> }
const groups = (LoansApi as unknown as { groups: Record<string, { endpoints: Record<string, Endpoint> }> }).groups
const table = Object.entries(groups).flatMap(([group, g]) =>
  Object.entries(g.endpoints).map(
    ([name, e]) =>
      `${group}.${name} ${e.method} ${e.path} | ${[...e.error]
        .map((s) => `${s.ast.annotations?.identifier} ${s.ast.annotations?.httpApiStatus}`)
        .join(", ")}`
  )
)

describe("the public API's routes", () => {
  it("every route, its method, its path under /api and the errors it may answer", () => {
    expect(table).toEqual([
      "carousel.list GET /api/carousel | ",
      "enquiries.submit POST /api/loan-enquiries | IdempotencyConflict 409, InvalidToken 401, TooManyRequests 429, UnsupportedMediaType 415",
      "enquiries.track GET /api/loan-enquiries/track-application/:trackingId | ApplicationNotFound 404, ApplicationRemoved 410, TooManyRequests 429",
      "contact.send POST /api/contact-us | TooManyRequests 429, UnsupportedMediaType 415",
      "testimonials.list GET /api/testimonials | ",
      "testimonials.submit POST /api/testimonials | ValidationError 400, TooManyRequests 429, UnsupportedMediaType 415",
      "testimonials.picture GET /api/testimonials/pictures/:pictureId | PictureNotFound 404",
      "otp.send POST /api/otp | OtpRateLimited 429, OtpNotSent 503, UnsupportedMediaType 415",
      "otp.verify POST /api/otp/verify | WrongCode 401, OtpExpired 410, UnsupportedMediaType 415",
      "credit.submit POST /api/cibil-enquiries | InvalidToken 401, UnsupportedMediaType 415",
      "rewards.summary GET /api/reward-enquiries/:mobile | InvalidToken 401",
      "rewards.withdraw POST /api/reward-enquiries/request-withdrawal | InvalidToken 401, NothingToWithdraw 409, UnsupportedMediaType 415",
      "analytics.pageview POST /api/analytics/pageview | TooManyRequests 429, UnsupportedMediaType 415",
      "myData.view GET /api/my-data | InvalidToken 401",
      "myData.download GET /api/my-data/download | InvalidToken 401",
      "myData.correct POST /api/my-data/corrections | InvalidToken 401, ValidationError 400, TooManyRequests 429, UnsupportedMediaType 415",
      "myData.erase POST /api/my-data/erase | InvalidToken 401, TooManyRequests 429, UnsupportedMediaType 415",
      "grievances.submit POST /api/grievances | InvalidToken 401, TooManyRequests 429, UnsupportedMediaType 415",
      "grievances.status POST /api/grievances/status | InvalidToken 401, GrievanceNotFound 404, UnsupportedMediaType 415"
    ])
  })
})

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
