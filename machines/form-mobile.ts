/**
 * The OTP step of a form that takes the mobile among its other fields (the grievance form and look-up, choosing an
 * offer): a token already earned for the form's mobile is used again without a new code; otherwise the shared mobile
 * entry (the `mobileEntry` child) sends the code for that mobile, or finds one sent under 30 s ago, and the shared
 * OTP screen (the `otp` child) opens with the wait left. Its token goes to the form's next step; a send that fails
 * goes back to the form with a toast of why, and "Change details" leaves the OTP screen for the form.
 *
 * A form machine spreads `formMobileStates(purpose, next)` among its states, next to its `editing` state, and gives
 * `formMobileActors`, `formMobileGuards` and `formMobileActions` to its setup:
 *
 *     setup({ actors: { ...formMobileActors, submit }, guards: { ...formMobileGuards }, actions: { ...formMobileActions } })
 *       .createMachine({ states: { editing: { on: { Submit: "checkingVerification" } }, ...formMobileStates("offer", "submitting"), submitting: { ... } } })
 */
import { assign, type EventObject, emit } from "xstate"
import { type OtpPurpose, readTokenClaims } from "../domain/otp.ts"
import { nationalMobile } from "../domain/validation.ts"
import { type MobileEntryOutput, mobileEntryMachine, sendFailureToast } from "./mobile-entry.machine.ts"
import { otpMachine, type Verified } from "./otp.machine.ts"

/** What the step reads of the form machine's context. */
export interface FormMobileContext {
  readonly form: { readonly mobile: string }
  readonly token: string | undefined
  readonly resendInSeconds: number | undefined
}

export const formMobileActors = { mobileEntry: mobileEntryMachine, otp: otpMachine }

export const formMobileGuards = {
  /** The token held was earned for the mobile now in the form. */
  verifiedForMobile: ({ context }: { context: FormMobileContext }) =>
    readTokenClaims(context.token)?.mobile === nationalMobile(context.form.mobile),
  codeSent: (_: unknown, params: { output: MobileEntryOutput }) => params.output.failure === undefined
}

/** The toast the step emits: a code not sent. */
export type FormMobileEmitted = ReturnType<typeof sendFailureToast>

/**
 * The step's actions, typed for the form machine that takes them (its context and events). TypeScript cannot see
 * that the fields written are the context's own (TContext extends FormMobileContext), hence `as Partial<TContext>`.
 */
export const formMobileActions = <TContext extends FormMobileContext, TEvent extends EventObject>() => ({
  keepResendWait: assign<TContext, TEvent, { output: MobileEntryOutput }, TEvent, never>(
    (_, params) => ({ resendInSeconds: params.output.resendInSeconds }) as Partial<TContext>
  ),
  toastSendFailure: emit<TContext, TEvent, { failure: unknown }, TEvent, FormMobileEmitted>((_, params) =>
    sendFailureToast(params.failure)
  ),
  keepToken: assign<TContext, TEvent, { token: string }, TEvent, never>(
    (_, params) => ({ token: params.token }) as Partial<TContext>
  )
})

/** `checkingVerification`, `sendingOtp` and `verifying`: a verified mobile goes on to `next`. */
export const formMobileStates = <const TNext extends string>(purpose: OtpPurpose, next: TNext) =>
  ({
    checkingVerification: {
      always: [{ guard: "verifiedForMobile", target: next }, { target: "sendingOtp" }]
    },
    /** The shared mobile entry sends the code for the form's mobile (or finds one sent under 30 s ago). */
    sendingOtp: {
      invoke: {
        id: "mobileEntry",
        src: "mobileEntry",
        input: ({ context }: { context: FormMobileContext }) => ({ purpose, mobile: context.form.mobile }),
        onDone: [
          {
            guard: {
              type: "codeSent",
              params: ({ event }: { event: { output: MobileEntryOutput } }) => ({ output: event.output })
            },
            target: "verifying",
            actions: {
              type: "keepResendWait",
              params: ({ event }: { event: { output: MobileEntryOutput } }) => ({ output: event.output })
            }
          },
          {
            target: "editing",
            actions: {
              type: "toastSendFailure",
              params: ({ event }: { event: { output: MobileEntryOutput } }) => ({ failure: event.output.failure })
            }
          }
        ]
      }
    },
    verifying: {
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }: { context: FormMobileContext }) => ({
          mobile: nationalMobile(context.form.mobile),
          purpose,
          resendInSeconds: context.resendInSeconds
        }),
        onDone: {
          target: next,
          actions: {
            type: "keepToken",
            params: ({ event }: { event: { output: Verified } }) => ({ token: event.output.token })
          }
        }
      },
      on: { "Change details": "editing" }
    }
  }) as const
