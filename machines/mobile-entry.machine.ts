/**
 * Entering a mobile number to receive an OTP (spec section 2 "Credit score entry", "Redeem start", "Referral
 * landing"): the number as typed or pasted ("+91 98765 01234" is 9876501234: domain/validation.ts mobileFieldText),
 * 'Mobile number must be 10 digits' while it is not 10 digits; on Submit it must be 10 digits
 * starting with 6-9 (spec section 5), and the terms accepted where the screen has them (credit score). Then the OTP
 * is sent for the screen's purpose; the machine ends with the mobile, and the view opens the OTP screen.
 * A refused or failed send keeps the form and toasts the reason. One refusal is not a dead end: the same mobile
 * entered again within 30 s of its code (the person pressed Back after the OTP was sent) already has a code, so
 * the machine ends as if sent, with the seconds left before a new one may be asked for; the OTP screen counts them.
 *
 * A flow whose own form takes the mobile among other fields (the grievance form and look-up) gives it as input: the
 * code is sent for it at once, and a send that fails ends the entry with the failure, for that form to show.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { creditTermsMessage } from "../domain/credit.ts"
import { type ApiFailure, readFailure, ServerError } from "../domain/failures.ts"
import { liveMobileMessage, messages, mobileFieldText, mobileMessage, nationalMobile } from "../domain/validation.ts"
import type { OtpPurpose, SendOtpInput } from "./otp.machine.ts"
import { isTooSoon, resendWaitSeconds, sendFailureMessage } from "./otp.machine.ts"

export const mobileEntryMessages = {
  /** The spec names no message for the unticked box: ours, the same as the personal details' (domain/credit.ts). */
  get termsRequired() {
    return creditTermsMessage()
  }
}

export interface MobileEntryInput {
  readonly purpose: OtpPurpose
  /** The credit score screen has a terms box that must be ticked. */
  readonly requireTerms?: boolean
  /** A referred visitor's own mobile must differ from the referrer's (spec section 5). */
  readonly mustDifferFrom?: string | undefined
  /** The mobile the flow's own form took and checked: sent for at once (see above). */
  readonly mobile?: string | undefined
}

export interface MobileEntryContext {
  readonly purpose: OtpPurpose
  readonly requireTerms: boolean
  readonly mustDifferFrom: string | undefined
  readonly mobile: string
  readonly acceptTerms: boolean
  readonly errors: { readonly mobile?: string | undefined; readonly terms?: string | undefined }
  /** Set when the mobile already had a code sent under 30 s ago: the seconds before a new one may be asked for. */
  readonly resendInSeconds: number | undefined
  /** The mobile came from the flow's own form. */
  readonly given: boolean
  /** Why the given mobile's code was not sent (anything unexpected reads as an undescribed answer). */
  readonly failure: ApiFailure | undefined
}

export interface MobileEntryOutput {
  readonly mobile: string
  /** Present when the code was sent before (see above); the OTP screen's countdown starts from it. */
  readonly resendInSeconds?: number | undefined
  /** Present when the code for a given mobile was not sent: the flow's form shows it (`sendFailureToast`). */
  readonly failure?: ApiFailure | undefined
}

/** The toast for a code that was not sent. */
export const sendFailureToast = (failure: unknown) => ({
  type: "toast" as const,
  kind: "error" as const,
  message: sendFailureMessage(failure)
})

export type MobileEntryEvent =
  | { type: "Type mobile"; value: string }
  | { type: "Accept terms"; accepted: boolean }
  | { type: "Submit" }

export type MobileEntryEmitted = { type: "toast"; kind: "error" | "success"; message: string }

/** Every message for the form as it stands; empty when it can be sent. */
export const mobileEntryErrors = (
  context: Pick<MobileEntryContext, "mobile" | "acceptTerms" | "requireTerms" | "mustDifferFrom">
) => {
  const mobile =
    mobileMessage(context.mobile) ??
    (context.mustDifferFrom !== undefined && context.mustDifferFrom === nationalMobile(context.mobile)
      ? messages.samePhone
      : undefined)
  const terms = context.requireTerms && !context.acceptTerms ? mobileEntryMessages.termsRequired : undefined
  return { ...(mobile ? { mobile } : {}), ...(terms ? { terms } : {}) }
}

export const mobileEntryMachine = setup({
  types: {
    context: {} as MobileEntryContext,
    events: {} as MobileEntryEvent,
    input: {} as MobileEntryInput,
    emitted: {} as MobileEntryEmitted,
    output: {} as MobileEntryOutput
  },
  actors: {
    sendOtp: fromPromise<void, SendOtpInput>(async () => {
      throw new Error("sendOtp is provided by the app")
    })
  },
  guards: {
    mobileGiven: ({ context }) => context.given,
    canSend: ({ context }) => Object.keys(mobileEntryErrors(context)).length === 0,
    codeAlreadySent: (_, params: { error: unknown }) => isTooSoon(params.error)
  },
  actions: {
    typeMobile: assign(({ context }, params: { value: string }) => {
      const mobile = mobileFieldText(params.value)
      return { mobile, errors: { ...context.errors, mobile: liveMobileMessage(mobile) } }
    }),
    acceptTerms: assign(({ context }, params: { accepted: boolean }) => ({
      acceptTerms: params.accepted,
      errors: { ...context.errors, terms: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: mobileEntryErrors(context) })),
    keepResendWait: assign((_, params: { error: unknown }) => ({
      resendInSeconds: resendWaitSeconds(isTooSoon(params.error) ? params.error.retryAfterSeconds : undefined)
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: readFailure(params.error) ?? new ServerError({ status: 0 })
    })),
    toastSendFailure: emit((_, params: { error: unknown }) => sendFailureToast(params.error))
  }
}).createMachine({
  id: "mobileEntry",
  context: ({ input }) => ({
    purpose: input.purpose,
    requireTerms: input.requireTerms ?? false,
    mustDifferFrom: input.mustDifferFrom,
    mobile: input.mobile ?? "",
    acceptTerms: false,
    errors: {},
    resendInSeconds: undefined,
    given: input.mobile !== undefined,
    failure: undefined
  }),
  initial: "starting",
  states: {
    /** The entry form, or at once the send for a mobile the flow's form took. */
    starting: {
      always: [{ guard: "mobileGiven", target: "sending" }, { target: "editing" }]
    },
    editing: {
      on: {
        "Type mobile": { actions: { type: "typeMobile", params: ({ event }) => ({ value: event.value }) } },
        "Accept terms": { actions: { type: "acceptTerms", params: ({ event }) => ({ accepted: event.accepted }) } },
        Submit: [{ guard: "canSend", target: "sending" }, { actions: "showAllErrors" }]
      }
    },
    sending: {
      invoke: {
        id: "sendOtp",
        src: "sendOtp",
        input: ({ context }) => ({ mobile: nationalMobile(context.mobile), purpose: context.purpose }),
        onDone: "sent",
        onError: [
          {
            guard: { type: "codeAlreadySent", params: ({ event }) => ({ error: event.error }) },
            target: "sent",
            actions: { type: "keepResendWait", params: ({ event }) => ({ error: event.error }) }
          },
          {
            guard: "mobileGiven",
            target: "notSent",
            actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) }
          },
          {
            target: "editing",
            actions: { type: "toastSendFailure", params: ({ event }) => ({ error: event.error }) }
          }
        ]
      }
    },
    sent: { type: "final" },
    /** The given mobile's code was not sent: back to the flow's form, which shows why. */
    notSent: { type: "final" }
  },
  output: ({ context }) => ({
    mobile: nationalMobile(context.mobile),
    ...(context.resendInSeconds === undefined ? {} : { resendInSeconds: context.resendInSeconds }),
    ...(context.failure === undefined ? {} : { failure: context.failure })
  })
})
