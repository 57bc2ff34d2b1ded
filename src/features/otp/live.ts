/** The OTP calls of the contract (domain/api.ts `otp` group) as the actors of the mobile entry and OTP machines. */
import { Effect } from "effect"
import { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import { otpMachine, type SendOtpInput, type VerifyOtpInput } from "../../../machines/otp.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const sendOtp = fromEffect(({ mobile, purpose }: SendOtpInput) =>
  Api.use((api) => api.otp.send({ payload: { mobile, purpose } })).pipe(Effect.asVoid)
)

export const verifyOtp = fromEffect(({ mobile, purpose, code }: VerifyOtpInput) =>
  Api.use((api) => api.otp.verify({ payload: { mobile, purpose, code } })).pipe(
    Effect.map((answer) => ({ token: answer.token }))
  )
)

export const liveMobileEntryMachine = mobileEntryMachine.provide({ actors: { sendOtp } })
export const liveOtpMachine = otpMachine.provide({ actors: { sendOtp, verifyOtp } })
