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
import { mobileFieldText } from "../domain/validation.ts"
import { formMobileActions, formMobileActors, formMobileGuards, formMobileStates } from "./form-mobile.ts"

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
    ...formMobileActors,
    submitGrievance: fromPromise<GrievanceReceipt, SubmitGrievanceInput>(async () => {
      throw new Error("submitGrievance is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateGrievanceForm(context.form)).length === 0,
    tokenRefused: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "InvalidToken"
  },
  actions: {
    editField: assign(({ context }, params: { field: GrievanceField; value: string }) => ({
      form: { ...context.form, [params.field]: sanitize(params.field, params.value) },
      errors: { ...context.errors, [params.field]: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateGrievanceForm(context.form) })),
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
})
  .extend({ guards: formMobileGuards, actions: formMobileActions<GrievanceFormContext, GrievanceFormEvent>() })
  .createMachine({
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
      ...formMobileStates("grievance", "submitting"),
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
