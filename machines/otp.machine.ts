/**
 * The OTP screen (spec section 2 "OTP screen"), shared by the credit score check, redeem and the referral landing:
 * a 6-digit code (digits only, at most 6, spec section 5) is verified by the server, which answers a signed token
 * for the mobile and the purpose; the machine ends with that token. A wrong code shows the server's message (with
 * the attempts left) and clears the field. 'Resend OTP' waits 30 s after each send, counting down the seconds in
 * view (the `resendDelay` and `second` delays), then asks the server for a new code.
 *
 * The first code was sent by the screen before (mobile entry), so the countdown starts at once: from 30 s, or from
 * what the server said was left when the same mobile came back within 30 s of its code (`resendInSeconds`: the
 * person pressed Back and entered it again, and is brought here for the code they already have).
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type CallFailure, type OtpRateLimited, readFailure } from "../domain/failures.ts"
import { type OtpPurpose, otpLimits, otpMessages } from "../domain/otp.ts"
import { digitsOnly, mobilePattern, nationalMobile } from "../domain/validation.ts"
import { m } from "../i18n/paraglide/messages.js"

export type { OtpPurpose }

export const otpLength = otpLimits.codeLength
export const resendSeconds = otpLimits.resendAfterSeconds
export const resendDelayMs = resendSeconds * 1000

/** Where the spec names no message: ours (domain/otp.ts has the server's), from the catalog in the language in force. */
export const otpScreenMessages = {
  sentTo: (mobile: string): string => m.credit_otp_sent_to({ mobile }),
  resent: (mobile: string): string => m.credit_otp_resent_to({ mobile }),
  get codeIncomplete() {
    return otpMessages.codeFormat
  },
  get verifyNetwork() {
    return m.credit_otp_verify_network()
  },
  get sendNetwork() {
    return m.credit_otp_send_network()
  },
  get sendFailed() {
    return m.credit_otp_not_sent()
  },
  get verifyFailed() {
    return m.credit_otp_verify_failed()
  },
  get missingMobile() {
    return m.credit_otp_missing_mobile()
  }
}

export interface SendOtpInput {
  readonly mobile: string
  readonly purpose: OtpPurpose
}
export interface VerifyOtpInput extends SendOtpInput {
  readonly code: string
}
export interface Verified {
  readonly mobile: string
  readonly token: string
}

/**
 * How sending a code fails: the OTP send call's failures. One OtpRateLimited is not a refusal: a code was sent to this
 * mobile under 30 s ago (`isTooSoon`), so that code is still the one to enter.
 */
export type SendOtpFailure = CallFailure<"otp", "send">

/** Seconds to wait before a resend, as the OTP screen counts them: 1 to 30, else the full 30. */
export const resendWaitSeconds = (seconds: number | null | undefined): number =>
  seconds !== null && seconds !== undefined && Number.isFinite(seconds) && seconds >= 1
    ? Math.min(resendSeconds, Math.ceil(seconds))
    : resendSeconds
/**
 * How checking a code fails: the OTP verify call's failures (a wrong code with the tries left on it, a code that
 * cannot be checked any more with its message, no answer).
 */
export type VerifyOtpFailure = CallFailure<"otp", "verify">

/** No answer: ours; an answer: the server's words, else ours. */
export const sendFailureMessage = (failure: unknown): string => {
  const f = readFailure(failure)
  return f?._tag === "NetworkError" ? otpScreenMessages.sendNetwork : f?.message || otpScreenMessages.sendFailed
}

/**
 * A send refused only because a code went to this mobile under 30 s ago: `retryAfterSeconds` until a new one. Its 429
 * is the hourly limits' too (domain/api.ts OtpRateLimited); only its words tell it apart, and the server words them
 * in the page's language, as otpMessages does here.
 */
export const isTooSoon = (failure: unknown): failure is OtpRateLimited => {
  const f = readFailure(failure)
  return f?._tag === "OtpRateLimited" && f.message === otpMessages.resendTooSoon
}

/** The server's message for a wrong code, with the attempts left on it. */
export const wrongCodeMessage = (message: string, attemptsLeft: number): string =>
  attemptsLeft <= 0
    ? `${message} ${otpMessages.tooManyAttempts}`
    : `${message} ${attemptsLeft === 1 ? m.credit_otp_attempt_left() : m.credit_otp_attempts_left({ count: String(attemptsLeft) })}`

export const verifyFailureMessage = (failure: unknown): string => {
  const f = readFailure(failure)
  if (f?._tag === "NetworkError") return otpScreenMessages.verifyNetwork
  if (f?._tag === "WrongCode") return wrongCodeMessage(f.message, f.attemptsLeft)
  return f?.message || otpScreenMessages.verifyFailed
}

export interface OtpInput {
  readonly mobile: string | null | undefined
  readonly purpose: OtpPurpose
  /** Seconds left before a new code may be asked for (default 30: the code was just sent). */
  readonly resendInSeconds?: number | null | undefined
}

export interface OtpContext {
  readonly mobile: string
  readonly purpose: OtpPurpose
  readonly code: string
  /** The message under the code field: incomplete code, or the server's answer to a wrong one. */
  readonly error: string | undefined
  /** Seconds until 'Resend OTP' can be used, shown while waiting. */
  readonly secondsLeft: number
  readonly token: string | undefined
}

export type OtpEvent = { type: "Type code"; value: string } | { type: "Verify" } | { type: "Resend OTP" }

export type OtpEmitted = { type: "toast"; kind: "error" | "success"; message: string }

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    emitted: {} as OtpEmitted,
    output: {} as Verified
  },
  actors: {
    verifyOtp: fromPromise<{ token: string }, VerifyOtpInput>(async () => {
      throw new Error("verifyOtp is provided by the app")
    }),
    sendOtp: fromPromise<void, SendOtpInput>(async () => {
      throw new Error("sendOtp is provided by the app")
    })
  },
  // The wait runs from the seconds on the clock when it starts: 30 after a send, fewer when the code was sent before.
  delays: { resendDelay: ({ context }) => context.secondsLeft * 1000, second: 1000 },
  guards: {
    hasMobile: ({ context }) => mobilePattern.test(context.mobile),
    codeIsComplete: ({ context }) => context.code.length === otpLength
  },
  actions: {
    typeCode: assign((_, params: { value: string }) => ({
      code: digitsOnly(params.value, otpLength),
      error: undefined
    })),
    askForWholeCode: assign({ error: () => otpScreenMessages.codeIncomplete }),
    refuseCode: assign((_, params: { error: unknown }) => ({
      code: "",
      error: verifyFailureMessage(params.error)
    })),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token })),
    startCountdown: assign({ secondsLeft: resendSeconds }),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    clearCode: assign({ code: "", error: undefined }),
    toastResent: emit(({ context }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: otpScreenMessages.resent(context.mobile)
    })),
    toastSendFailure: emit((_, params: { error: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: sendFailureMessage(params.error)
    }))
  }
}).createMachine({
  id: "otp",
  context: ({ input }) => ({
    mobile: nationalMobile(input.mobile ?? ""),
    purpose: input.purpose,
    code: "",
    error: undefined,
    secondsLeft: resendWaitSeconds(input.resendInSeconds),
    token: undefined
  }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "hasMobile", target: "active" }, { target: "missingMobile" }]
    },
    /** Opened without a valid mobile: the view offers the way back to the mobile entry. */
    missingMobile: {},
    active: {
      type: "parallel",
      states: {
        code: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "Type code": { actions: { type: "typeCode", params: ({ event }) => ({ value: event.value }) } },
                Verify: [{ guard: "codeIsComplete", target: "verifying" }, { actions: "askForWholeCode" }]
              }
            },
            verifying: {
              invoke: {
                id: "verifyOtp",
                src: "verifyOtp",
                input: ({ context }) => ({ mobile: context.mobile, purpose: context.purpose, code: context.code }),
                onDone: {
                  target: "#otp.verified",
                  actions: { type: "keepToken", params: ({ event }) => ({ token: event.output.token }) }
                },
                onError: {
                  target: "editing",
                  actions: { type: "refuseCode", params: ({ event }) => ({ error: event.error }) }
                }
              }
            }
          }
        },
        resend: {
          initial: "waiting",
          states: {
            waiting: {
              after: { resendDelay: "ready" },
              initial: "counting",
              states: {
                counting: {
                  after: { second: { target: "counting", reenter: true, actions: "tick" } }
                }
              }
            },
            ready: {
              on: { "Resend OTP": "resending" }
            },
            resending: {
              invoke: {
                id: "sendOtp",
                src: "sendOtp",
                input: ({ context }) => ({ mobile: context.mobile, purpose: context.purpose }),
                onDone: { target: "waiting", actions: ["startCountdown", "clearCode", "toastResent"] },
                onError: {
                  target: "ready",
                  actions: { type: "toastSendFailure", params: ({ event }) => ({ error: event.error }) }
                }
              }
            }
          }
        }
      }
    },
    verified: { type: "final" }
  },
  output: ({ context }) => ({ mobile: context.mobile, token: context.token ?? "" })
})
