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
import { mobileFieldText } from "../domain/validation.ts"
import { formMobileActions, formMobileActors, formMobileGuards, formMobileStates } from "./form-mobile.ts"

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
    ...formMobileActors,
    lookupGrievance: fromPromise<GrievanceView, LookupInput>(async () => {
      throw new Error("lookupGrievance is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateLookupForm(context.form)).length === 0,
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
})
  .extend({ guards: formMobileGuards, actions: formMobileActions<GrievanceLookupContext, GrievanceLookupEvent>() })
  .createMachine({
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
      ...formMobileStates("grievance", "lookingUp"),
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
