/**
 * The enquiry machine's live actors (loaded by ./live.ts when first needed): the contract's submit call, retried with
 * the same Idempotency-Key; in referral-link mode it carries the referral token, and a successful submission removes
 * the stored verified mobile.
 */
import { Effect } from "effect"
import { bearer } from "../../../domain/otp.ts"
import type { SubmitInput } from "../../../machines/enquiry.machine.ts"
import { Api } from "../../services/api.ts"
import { runAppEffect } from "../../services/from-effect.ts"
import { findVerifiedMobile, forgetVerifiedMobile } from "../referral/verified-mobile.ts"

export const submitEnquiryEffect = ({ payload, idempotencyKey, token }: SubmitInput) =>
  Api.use((api) =>
    api.enquiries.submit({
      payload,
      headers: { "idempotency-key": idempotencyKey, ...(token === undefined ? {} : { authorization: bearer(token) }) }
    })
  ).pipe(Effect.tap(() => (token === undefined ? Effect.void : forgetVerifiedMobile)))

export const submitEnquiry = (input: SubmitInput, signal: AbortSignal) =>
  runAppEffect(submitEnquiryEffect(input), signal)

export const findVerifiedMobileNow = (_: unknown, signal: AbortSignal) =>
  runAppEffect(findVerifiedMobile(Date.now()), signal)
