/**
 * Seeing a grievance's status (issue 14, point 3): the person enters the grievance number and the mobile that raised
 * it, verifies the mobile by OTP (purpose `grievance`, the `otp` child), and sees the status, the due date, the days
 * left and, once staff replied, the reply. An unknown number and another mobile's number get the same answer (the
 * server says which neither). A token already earned for the mobile is used again: after raising a grievance
 * ("Track", sent by the page with the number, mobile and token) or for a second look-up ("Refresh").
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import {
  type GrievanceView,
  grievanceMessages,
  type LookupErrors,
  type LookupField,
  type LookupForm,
  toLookupPayload,
  validateLookupForm
} from "../domain/grievance-form.ts"
import { readTokenClaims } from "../domain/otp.ts"
import { mobileFieldText, nationalMobile } from "../domain/validation.ts"
import { type MobileEntryOutput, mobileEntryMachine, sendFailureToast } from "./mobile-entry.machine.ts"
import { otpMachine } from "./otp.machine.ts"

export interface LookupInput {
  readonly number: string
  readonly mobile: string
  readonly token: string
}

/** How the look-up actor fails: the grievance status call's failures. */
export type LookupFailure = CallFailure<"grievances", "status">

export interface GrievanceLookupContext {
  readonly form: LookupForm
  readonly errors: LookupErrors
  readonly token: string | undefined
  readonly resendInSeconds: number | undefined
  readonly grievance: GrievanceView | undefined
  /** Said above the form: no grievance with this number for this mobile. */
  readonly notice: string | undefined
}

export type GrievanceLookupEvent =
  | { type: "Edit field"; field: LookupField; value: string }
  | { type: "Look up" }
  | { type: "Change details" }
  | { type: "Refresh" }
  | { type: "Look up another" }
  /** From the form just submitted: its number, mobile and verified token. */
  | { type: "Track"; number: string; mobile: string; token: string }

export type GrievanceLookupEmitted = { type: "toast"; kind: "error" | "success"; message: string }

const emptyForm: LookupForm = { number: "", mobile: "" }

export const grievanceLookupMachine = setup({
  types: {
    context: {} as GrievanceLookupContext,
    events: {} as GrievanceLookupEvent,
    emitted: {} as GrievanceLookupEmitted
  },
  actors: {
    mobileEntry: mobileEntryMachine,
    otp: otpMachine,
    lookupGrievance: fromPromise<GrievanceView, LookupInput>(async () => {
      throw new Error("lookupGrievance is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateLookupForm(context.form)).length === 0,
    verifiedForMobile: ({ context }) => readTokenClaims(context.token)?.mobile === nationalMobile(context.form.mobile),
    codeSent: (_, params: { output: MobileEntryOutput }) => params.output.failure === undefined,
    notFound: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "GrievanceNotFound",
    tokenRefused: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "InvalidToken"
  },
  actions: {
    editField: assign(({ context }, params: { field: LookupField; value: string }) => ({
      form: {
        ...context.form,
        [params.field]: params.field === "mobile" ? mobileFieldText(params.value) : params.value
      },
      errors: { ...context.errors, [params.field]: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateLookupForm(context.form) })),
    track: assign((_, params: { number: string; mobile: string; token: string }) => ({
      form: { number: params.number, mobile: params.mobile },
      token: params.token,
      errors: {},
      notice: undefined
    })),
    clearNotice: assign({ notice: undefined }),
    keepResendWait: assign((_, params: { output: MobileEntryOutput }) => ({
      resendInSeconds: params.output.resendInSeconds
    })),
    toastSendFailure: emit((_, params: { failure: unknown }) => sendFailureToast(params.failure)),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token })),
    keepGrievance: assign((_, params: { grievance: GrievanceView }) => ({ grievance: params.grievance })),
    sayNotFound: assign(() => ({ notice: grievanceMessages.notFound, grievance: undefined })),
    dropToken: assign({ token: undefined }),
    toastTokenRefused: emit(() => ({
      type: "toast" as const,
      kind: "error" as const,
      message: grievanceMessages.badToken
    })),
    lookAnother: assign({ form: emptyForm, errors: {}, grievance: undefined, notice: undefined })
  }
}).createMachine({
  id: "grievanceLookup",
  context: {
    form: emptyForm,
    errors: {},
    token: undefined,
    resendInSeconds: undefined,
    grievance: undefined,
    notice: undefined
  },
  initial: "editing",
  on: {
    Track: {
      target: ".checkingVerification",
      actions: {
        type: "track",
        params: ({ event }) => ({ number: event.number, mobile: event.mobile, token: event.token })
      }
    }
  },
  states: {
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        "Look up": [
          { guard: "formIsValid", target: "checkingVerification", actions: "clearNotice" },
          { actions: "showAllErrors" }
        ]
      }
    },
    checkingVerification: {
      always: [{ guard: "verifiedForMobile", target: "lookingUp" }, { target: "sendingOtp" }]
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
          target: "lookingUp",
          actions: { type: "keepToken", params: ({ event }) => ({ token: event.output.token }) }
        }
      },
      on: { "Change details": "editing" }
    },
    lookingUp: {
      invoke: {
        id: "lookupGrievance",
        src: "lookupGrievance",
        input: ({ context }) => ({ ...toLookupPayload(context.form), token: context.token ?? "" }),
        onDone: {
          target: "found",
          actions: { type: "keepGrievance", params: ({ event }) => ({ grievance: event.output }) }
        },
        onError: [
          {
            guard: { type: "notFound", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: "sayNotFound"
          },
          {
            guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: ["dropToken", "toastTokenRefused"]
          },
          { target: "failed" }
        ]
      }
    },
    /** The status, due date, days left and any reply. */
    found: {
      on: { Refresh: "checkingVerification", "Look up another": { target: "editing", actions: "lookAnother" } }
    },
    /** No answer: the person may try again. */
    failed: {
      on: { Refresh: "checkingVerification", "Look up another": { target: "editing", actions: "lookAnother" } }
    }
  }
})
