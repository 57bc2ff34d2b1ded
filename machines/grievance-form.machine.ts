/**
 * Raising a grievance on /grievance-redressal (issue 14, point 3). The person fills name, mobile, e-mail, an optional
 * tracking ID, a category and a description (at most 2,000 characters), checked with the Schema the server uses.
 * On Submit an OTP goes to the mobile (purpose `grievance`); the shared OTP screen (the `otp` child) verifies it, and
 * the grievance is sent with the token. The answer is the grievance number and the date the reply is due.
 *
 * A token already earned for the same mobile is used again (after the server refused a field, say) without a new
 * OTP; a refused token (expired) is dropped and the person verifies again. "Change details" leaves the OTP screen
 * for the form. A code sent under 30 s ago still counts: the OTP screen opens with the wait left.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import {
  emptyGrievanceForm,
  type GrievanceErrors,
  type GrievanceField,
  type GrievanceForm,
  type GrievanceReceipt,
  type GrievanceSubmission,
  grievanceErrorsByField,
  grievanceMessages,
  maxGrievanceDescription,
  toGrievancePayload,
  validateGrievanceForm
} from "../domain/grievance-form.ts"
import { readTokenClaims } from "../domain/otp.ts"
import { mobileFieldText, nationalMobile } from "../domain/validation.ts"
import { type MobileEntryOutput, mobileEntryMachine, sendFailureToast } from "./mobile-entry.machine.ts"
import { otpMachine } from "./otp.machine.ts"

export interface SubmitGrievanceInput {
  readonly payload: GrievanceSubmission
  readonly token: string
}

/** How the submit actor fails: the grievance submit call's failures. */
export type SubmitGrievanceFailure = CallFailure<"grievances", "submit">

export interface GrievanceFormContext {
  readonly form: GrievanceForm
  readonly errors: GrievanceErrors
  readonly token: string | undefined
  readonly resendInSeconds: number | undefined
  readonly receipt: GrievanceReceipt | undefined
}

export type GrievanceFormEvent =
  | { type: "Edit field"; field: GrievanceField; value: string }
  | { type: "Submit" }
  | { type: "Change details" }
  | { type: "Raise another" }

export type GrievanceFormEmitted = { type: "toast"; kind: "error" | "success"; message: string }

/** What a field keeps of what is typed: the mobile as a mobile field keeps it, the description at most 2,000. */
const sanitize = (field: GrievanceField, value: string): string =>
  field === "mobile"
    ? mobileFieldText(value)
    : field === "description"
      ? value.slice(0, maxGrievanceDescription)
      : value

export const grievanceFormMachine = setup({
  types: {
    context: {} as GrievanceFormContext,
    events: {} as GrievanceFormEvent,
    emitted: {} as GrievanceFormEmitted
  },
  actors: {
    mobileEntry: mobileEntryMachine,
    otp: otpMachine,
    submitGrievance: fromPromise<GrievanceReceipt, SubmitGrievanceInput>(async () => {
      throw new Error("submitGrievance is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateGrievanceForm(context.form)).length === 0,
    verifiedForMobile: ({ context }) => readTokenClaims(context.token)?.mobile === nationalMobile(context.form.mobile),
    codeSent: (_, params: { output: MobileEntryOutput }) => params.output.failure === undefined,
    tokenRefused: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "InvalidToken"
  },
  actions: {
    editField: assign(({ context }, params: { field: GrievanceField; value: string }) => ({
      form: { ...context.form, [params.field]: sanitize(params.field, params.value) },
      errors: { ...context.errors, [params.field]: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateGrievanceForm(context.form) })),
    keepResendWait: assign((_, params: { output: MobileEntryOutput }) => ({
      resendInSeconds: params.output.resendInSeconds
    })),
    toastSendFailure: emit((_, params: { failure: unknown }) => sendFailureToast(params.failure)),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token })),
    keepReceipt: assign((_, params: { receipt: GrievanceReceipt }) => ({ receipt: params.receipt })),
    dropToken: assign({ token: undefined }),
    toastTokenRefused: emit(() => ({
      type: "toast" as const,
      kind: "error" as const,
      message: grievanceMessages.badToken
    })),
    showServerErrors: assign(({ context }, params: { error: unknown }) => {
      const f = readFailure(params.error)
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...grievanceErrorsByField(f.errors) } } : {}
    }),
    toastSubmitFailure: emit((_, params: { error: unknown }) => {
      const f = readFailure(params.error)
      return {
        type: "toast" as const,
        kind: "error" as const,
        // Over the limit of grievances: the server's words; any other failure: ours.
        message: f?._tag === "TooManyRequests" ? f.message : grievanceMessages.submitFailed
      }
    }),
    reset: assign({ form: emptyGrievanceForm, errors: {}, receipt: undefined, resendInSeconds: undefined })
  }
}).createMachine({
  id: "grievanceForm",
  context: { form: emptyGrievanceForm, errors: {}, token: undefined, resendInSeconds: undefined, receipt: undefined },
  initial: "editing",
  states: {
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        Submit: [{ guard: "formIsValid", target: "checkingVerification" }, { actions: "showAllErrors" }]
      }
    },
    checkingVerification: {
      always: [{ guard: "verifiedForMobile", target: "submitting" }, { target: "sendingOtp" }]
    },
    /** The shared mobile entry sends the code for the form's mobile (or finds one sent under 30 s ago). */
    sendingOtp: {
      invoke: {
        id: "mobileEntry",
        src: "mobileEntry",
        input: ({ context }) => ({ purpose: "grievance" as const, mobile: context.form.mobile }),
        onDone: [
          {
            guard: { type: "codeSent", params: ({ event }) => ({ output: event.output }) },
            target: "verifying",
            actions: { type: "keepResendWait", params: ({ event }) => ({ output: event.output }) }
          },
          {
            target: "editing",
            actions: { type: "toastSendFailure", params: ({ event }) => ({ failure: event.output.failure }) }
          }
        ]
      }
    },
    verifying: {
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          mobile: nationalMobile(context.form.mobile),
          purpose: "grievance" as const,
          resendInSeconds: context.resendInSeconds
        }),
        onDone: {
          target: "submitting",
          actions: { type: "keepToken", params: ({ event }) => ({ token: event.output.token }) }
        }
      },
      on: { "Change details": "editing" }
    },
    submitting: {
      invoke: {
        id: "submitGrievance",
        src: "submitGrievance",
        input: ({ context }) => ({ payload: toGrievancePayload(context.form), token: context.token ?? "" }),
        onDone: {
          target: "submitted",
          actions: { type: "keepReceipt", params: ({ event }) => ({ receipt: event.output }) }
        },
        onError: [
          {
            guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: ["dropToken", "toastTokenRefused"]
          },
          {
            target: "editing",
            actions: [
              { type: "showServerErrors", params: ({ event }) => ({ error: event.error }) },
              { type: "toastSubmitFailure", params: ({ event }) => ({ error: event.error }) }
            ]
          }
        ]
      }
    },
    /** The number and the due date are shown. */
    submitted: {
      on: { "Raise another": { target: "editing", actions: "reset" } }
    }
  }
})
