/**
 * The enquiry machine with its live actors: the contract's submit call, retried with the same Idempotency-Key; in
 * referral-link mode it carries the referral token, and a successful submission removes the stored verified mobile.
 */
import { Effect } from "effect"
import { bearer } from "../../../domain/otp.ts"
import { enquiryMachine, type SubmitFailure, type SubmitInput } from "../../../machines/enquiry.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { findVerifiedMobile, forgetVerifiedMobile } from "../referral/verified-mobile.ts"

export const submitEnquiryEffect = ({ payload, idempotencyKey, token }: SubmitInput) =>
  Api.use((api) =>
    api.enquiries.submit({
      payload,
      headers: { "idempotency-key": idempotencyKey, ...(token === undefined ? {} : { authorization: bearer(token) }) }
    })
  ).pipe(
    Effect.tap(() => (token === undefined ? Effect.void : forgetVerifiedMobile)),
    Effect.mapError((error): SubmitFailure => {
      switch (error._tag) {
        case "ValidationError":
          return { _tag: "ValidationError", message: error.message, errors: error.errors }
        case "NetworkError":
          return { _tag: "NetworkError" }
        case "InvalidToken":
          return { _tag: "InvalidToken" }
        default:
          return { _tag: "ServerError", message: error.message }
      }
    })
  )

export const submitEnquiry = fromEffect(submitEnquiryEffect)

export const liveEnquiryMachine = enquiryMachine.provide({
  actors: { submitEnquiry, findVerifiedMobile: fromEffect(() => findVerifiedMobile(Date.now())) }
})
