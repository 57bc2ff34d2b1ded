/**
 * Verified mobiles: the one-time code (OTP) sent by SMS, its limits, and the signed token a verified code earns.
 * The spec's OTP screen accepts anything (spec sections 2 and 6); here the server checks the code for real
 * (see "Security where the spec stops" in the design). Effect-free helpers first, then the wire Schemas.
 *
 * A token is `<payload>.<signature>`, both base64url: the payload is JSON { v: 1, m: mobile, p: purpose, e: expiry in
 * epoch seconds, r: the mobile's token epoch, which an erasure raises (server/tokens/tokens.ts) }, signed by the server
 * with HMAC-SHA256. The browser may READ the payload (`readTokenClaims`, e.g.
 * to show the mobile on the personal-details form) but only the server can CHECK it; it travels back in the header
 * `authorization: Bearer <token>`.
 */
import { Schema } from "effect"
import { baseLocale, type Locale } from "../i18n/locale.ts"
import { m } from "../i18n/paraglide/messages.js"
import { Mobile } from "./validation.ts"

/**
 * What a verified mobile may do: check its credit score, see and redeem its rewards, apply from a referral link, raise
 * a grievance and see its status, see, download, correct or erase the records held for it ("My data"), and choose a
 * lender's offer (its details go to that lender).
 */
export const otpPurposes = ["credit-score", "redeem", "referral", "grievance", "my-data", "offer"] as const
export type OtpPurpose = (typeof otpPurposes)[number]

export const otpLimits = {
  /** Digits in a code (spec section 9). */
  codeLength: 6,
  /** A code is good for 5 minutes. */
  codeTtlSeconds: 5 * 60,
  /** Wrong tries allowed on one code; the next try is refused even with the right code. */
  maxWrongAttempts: 5,
  /** A new code may be asked for 30 s after the last one. */
  resendAfterSeconds: 30,
  /** At most 5 codes an hour for one mobile and purpose. */
  maxSendsPerHour: 5,
  /** A token is good for 15 minutes (the spec's redeem token lifetime). */
  tokenTtlSeconds: 15 * 60
} as const

/** Our messages (the spec gives none for a real OTP), from the catalog `credit` in the language in force. */
export const otpMessages = {
  get sent() {
    return m.credit_otp_sent()
  },
  get codeFormat() {
    return m.credit_otp_code_format()
  },
  get wrongCode() {
    return m.credit_otp_wrong_code()
  },
  get expired() {
    return m.credit_otp_expired()
  },
  get tooManyAttempts() {
    return m.credit_otp_too_many_attempts()
  },
  get resendTooSoon() {
    return m.credit_otp_resend_too_soon()
  },
  get hourlyLimit() {
    return m.credit_otp_hourly_limit()
  },
  get notSent() {
    return m.credit_otp_not_sent()
  },
  get purpose() {
    return m.credit_otp_purpose()
  }
}

/** Referral-link mode (spec sections 2 and 8). */
export const referralMessages = {
  /** Toast when the link is opened without a verified mobile; also the 401 of an enquiry with a bad referral token. */
  get unverified() {
    return m.credit_referral_unverified()
  }
}

const smsText: Record<OtpPurpose, (inputs: { code: string; minutes: number }, options: { locale: Locale }) => string> =
  {
    "credit-score": m.credit_otp_sms_credit_score,
    redeem: m.credit_otp_sms_redeem,
    referral: m.credit_otp_sms_referral,
    grievance: m.credit_otp_sms_grievance,
    "my-data": m.credit_otp_sms_my_data,
    offer: m.credit_otp_sms_offer
  }

/** The SMS text that carries a code, in the language the person used (issue 15 point 7). */
export const otpSmsText = (code: string, purpose: OtpPurpose, locale: Locale = baseLocale): string =>
  smsText[purpose]({ code, minutes: otpLimits.codeTtlSeconds / 60 }, { locale })

/** A mobile as logs and back-office lists may show it: the last four digits only. */
export const maskMobile = (mobile: string): string => `******${mobile.slice(-4)}`

/** The header value that carries a token. */
export const bearer = (token: string): string => `Bearer ${token}`

/** The token out of an `authorization` header value, or undefined. */
export const tokenFromHeader = (header: string | undefined): string | undefined => {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/iu.exec(header)
  return match?.[1]
}

export interface TokenClaims {
  readonly mobile: string
  readonly purpose: OtpPurpose
  /** Epoch milliseconds. */
  readonly expiresAt: number
}

const base64urlToText = (part: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]*$/u.test(part)) return undefined
  const base64 = part.replace(/-/gu, "+").replace(/_/gu, "/")
  try {
    return atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4))
  } catch {
    return undefined
  }
}

/**
 * What a token says, WITHOUT checking its signature (only the server can): for display, e.g. the read-only mobile of
 * the personal-details form, or to tell an expired token before calling. Undefined for anything unreadable.
 */
export const readTokenClaims = (token: string | undefined | null): TokenClaims | undefined => {
  if (!token) return undefined
  const [payload, signature, extra] = token.split(".")
  if (payload === undefined || signature === undefined || extra !== undefined) return undefined
  const text = base64urlToText(payload)
  if (text === undefined) return undefined
  try {
    const claims: unknown = JSON.parse(text)
    if (typeof claims !== "object" || claims === null) return undefined
    const { v, m, p, e } = claims as Record<string, unknown>
    if (v !== 1 || typeof m !== "string" || typeof e !== "number" || !otpPurposes.includes(p as OtpPurpose))
      return undefined
    return { mobile: m, purpose: p as OtpPurpose, expiresAt: e * 1000 }
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas (domain/api.ts)

export const OtpPurposeSchema = Schema.Literals(otpPurposes).annotate({
  description: "What the verified mobile may do",
  message: otpMessages.purpose
})

/** Six digits. */
export const OtpCode = Schema.String.check(Schema.isPattern(/^\d{6}$/u, { message: otpMessages.codeFormat }))

/** POST /api/otp */
export const OtpRequest = Schema.Struct({ mobile: Mobile, purpose: OtpPurposeSchema })
export type OtpRequest = typeof OtpRequest.Type

export const OtpSent = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  /** Seconds until a new code may be asked for (30). */
  resendAfterSeconds: Schema.Int,
  /** Seconds the code stays good (300). */
  expiresInSeconds: Schema.Int
})
export type OtpSent = typeof OtpSent.Type

/** POST /api/otp/verify */
export const OtpVerifyRequest = Schema.Struct({ mobile: Mobile, purpose: OtpPurposeSchema, code: OtpCode })
export type OtpVerifyRequest = typeof OtpVerifyRequest.Type

export const OtpVerified = Schema.Struct({
  success: Schema.Literal(true),
  /** Send back as `authorization: Bearer <token>`. */
  token: Schema.String,
  /** ISO 8601 date-time, 15 minutes after the verification. */
  expiresAt: Schema.String
})
export type OtpVerified = typeof OtpVerified.Type
