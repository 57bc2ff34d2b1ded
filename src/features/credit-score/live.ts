/** The credit details machine with its live actor: the contract's credit call with the `credit-score` token. */
import { Effect } from "effect"
import { bearer } from "../../../domain/otp.ts"
import { type CreditSubmitInput, creditDetailsMachine } from "../../../machines/credit-details.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const submitCredit = fromEffect(({ payload, token }: CreditSubmitInput) =>
  Api.use((api) => api.credit.submit({ payload, headers: { authorization: bearer(token) } })).pipe(
    Effect.map((answer) => ({ redirectUrl: answer.redirectUrl }))
  )
)

export const liveCreditDetailsMachine = creditDetailsMachine.provide({ actors: { submitCredit } })

/** The OTP screen; `resendIn`: the mobile already had a code, and a new one may be asked for in that many seconds. */
export const creditVerifyPath = (mobile: string, resendInSeconds?: number): string =>
  `/credit-score/verify-mobile?mobile=${encodeURIComponent(mobile)}${resendInSeconds === undefined ? "" : `&resendIn=${resendInSeconds}`}`
export const personalDetailsPath = (token: string): string =>
  `/credit-score/personal-details?token=${encodeURIComponent(token)}`
