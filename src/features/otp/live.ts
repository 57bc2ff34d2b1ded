/** The OTP calls of the contract (domain/api.ts `otp` group) as the actors of the mobile entry and OTP machines. */
import { Effect } from "effect"
import { otpMessages } from "../../../domain/otp.ts"
import { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import {
  otpMachine,
  type SendOtpFailure,
  type SendOtpInput,
  type VerifyOtpFailure,
  type VerifyOtpInput
} from "../../../machines/otp.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const sendOtp = fromEffect(({ mobile, purpose }: SendOtpInput) =>
  Api.use((api) => api.otp.send({ payload: { mobile, purpose } })).pipe(
    Effect.asVoid,
    Effect.mapError(
      (error): SendOtpFailure =>
        error._tag === "NetworkError"
          ? { _tag: "NetworkError" }
          : error._tag === "OtpRateLimited" && error.message === otpMessages.resendTooSoon
            ? { _tag: "TooSoon", message: error.message, retryAfterSeconds: error.retryAfterSeconds }
            : { _tag: "Refused", message: error.message }
    )
  )
)

export const verifyOtp = fromEffect(({ mobile, purpose, code }: VerifyOtpInput) =>
  Api.use((api) => api.otp.verify({ payload: { mobile, purpose, code } })).pipe(
    Effect.map((answer) => ({ token: answer.token })),
    Effect.mapError((error): VerifyOtpFailure => {
      switch (error._tag) {
        case "NetworkError":
          return { _tag: "NetworkError" }
        case "WrongCode":
          return { _tag: "WrongCode", message: error.message, attemptsLeft: error.attemptsLeft }
        default:
          return { _tag: "Refused", message: error.message }
      }
    })
  )
)

export const liveMobileEntryMachine = mobileEntryMachine.provide({ actors: { sendOtp } })
export const liveOtpMachine = otpMachine.provide({ actors: { sendOtp, verifyOtp } })
