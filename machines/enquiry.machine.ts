/**
 * The loan enquiry (spec sections 2 "Apply form", 4 "Enquiry form", 5, 8): editing, submitting (inputs disabled),
 * then success (form reset, modal with the tracking ID) or failure (toast, form kept). Switching Self/Referral
 * clears the form. Toasts leave the machine as emitted `toast` events; the view shows them.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import {
  type AnyFieldIssue,
  type ApplicationType,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryForm,
  emptyEnquiryForm,
  errorsByField,
  type LoanEnquiry,
  type LoanEnquiryResponse,
  liveFieldMessage,
  sanitizeField,
  toPayload,
  validateEnquiryForm
} from "../domain/enquiry.ts"
import type { LoanTypeName } from "../domain/loans.ts"

export const enquiryMessages = {
  failed: "Failed to submit loan application. Please try again.",
  network: "An error occurred while submitting your application. Please try again."
} as const

/** How the submit actor fails: the server refused the input, answered otherwise, or could not be reached. */
export type SubmitFailure =
  | { readonly _tag: "ValidationError"; readonly message: string; readonly errors: ReadonlyArray<AnyFieldIssue> }
  | { readonly _tag: "ServerError"; readonly message?: string | undefined }
  | { readonly _tag: "NetworkError" }

export interface SubmitInput {
  readonly payload: LoanEnquiry
  /** The same key for every retry of the same enquiry, so the server stores it once. */
  readonly idempotencyKey: string
}

export interface EnquiryInput {
  readonly applicationType?: ApplicationType
  readonly loanType: LoanTypeName
}

export interface EnquiryContext {
  readonly form: EnquiryForm
  readonly errors: EnquiryErrors
  readonly trackingId: string | undefined
  /** The last payload sent and its key: a retry of an unchanged form reuses the key. */
  readonly attempt: { readonly body: string; readonly key: string } | undefined
}

export type EnquiryEvent =
  | { type: "Edit field"; field: EnquiryField; value: string }
  | { type: "Switch to self" }
  | { type: "Switch to referral" }
  | { type: "Choose loan type"; loanType: LoanTypeName }
  | { type: "Submit" }
  | { type: "Done" }

export type EnquiryEmitted = { type: "toast"; kind: "error" | "success"; message: string }

const failureMessage = (failure: unknown): string => {
  const f = failure as SubmitFailure | undefined
  switch (f?._tag) {
    case "NetworkError":
      return enquiryMessages.network
    case "ValidationError":
    case "ServerError":
      return f.message || enquiryMessages.failed
    default:
      return enquiryMessages.failed
  }
}

const crossFieldPartner: Partial<Record<EnquiryField, EnquiryField>> = {
  referrerMobile: "mobile",
  referrerEmail: "email"
}

const newKey = (): string => globalThis.crypto.randomUUID()

export const enquiryMachine = setup({
  types: {
    context: {} as EnquiryContext,
    events: {} as EnquiryEvent,
    input: {} as EnquiryInput,
    emitted: {} as EnquiryEmitted
  },
  actors: {
    submitEnquiry: fromPromise<LoanEnquiryResponse, SubmitInput>(async () => {
      throw new Error("submitEnquiry is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateEnquiryForm(context.form)).length === 0,
    isReferral: ({ context }) => context.form.applicationType === "Referral",
    isSelf: ({ context }) => context.form.applicationType === "Self"
  },
  actions: {
    editField: assign(({ context }, params: { field: EnquiryField; value: string }) => {
      const form = { ...context.form, [params.field]: sanitizeField(params.field, params.value) }
      const errors: EnquiryErrors = { ...context.errors, [params.field]: liveFieldMessage(form, params.field) }
      // "Must differ" messages sit on the friend's mobile and e-mail: editing the referrer's side clears them too.
      const partner = crossFieldPartner[params.field]
      return { form, errors: partner ? { ...errors, [partner]: undefined } : errors }
    }),
    clearForm: assign(({ context }, params: { applicationType: ApplicationType }) => ({
      form: emptyEnquiryForm(params.applicationType, context.form.loanType),
      errors: {},
      attempt: undefined
    })),
    chooseLoanType: assign(({ context }, params: { loanType: LoanTypeName }) => ({
      form: { ...context.form, loanType: params.loanType }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateEnquiryForm(context.form) })),
    keepAttempt: assign(({ context }) => {
      const body = JSON.stringify(toPayload(context.form))
      return { attempt: context.attempt?.body === body ? context.attempt : { body, key: newKey() } }
    }),
    acceptTrackingId: assign(({ context }, params: { trackingId: string }) => ({
      trackingId: params.trackingId,
      form: emptyEnquiryForm(context.form.applicationType, context.form.loanType),
      errors: {},
      attempt: undefined
    })),
    showServerErrors: assign(({ context }, params: { failure: unknown }) => {
      const f = params.failure as SubmitFailure | undefined
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...errorsByField(f.errors) } } : {}
    }),
    toastFailure: emit((_, params: { failure: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: failureMessage(params.failure)
    }))
  }
}).createMachine({
  id: "enquiry",
  context: ({ input }) => ({
    form: emptyEnquiryForm(input.applicationType ?? "Self", input.loanType),
    errors: {},
    trackingId: undefined,
    attempt: undefined
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        "Switch to self": {
          guard: "isReferral",
          actions: { type: "clearForm", params: { applicationType: "Self" } }
        },
        "Switch to referral": {
          guard: "isSelf",
          actions: { type: "clearForm", params: { applicationType: "Referral" } }
        },
        "Choose loan type": {
          actions: { type: "chooseLoanType", params: ({ event }) => ({ loanType: event.loanType }) }
        },
        Submit: [
          { guard: "formIsValid", target: "submitting", actions: "keepAttempt" },
          { actions: "showAllErrors" }
        ]
      }
    },
    submitting: {
      invoke: {
        id: "submitEnquiry",
        src: "submitEnquiry",
        input: ({ context }) => ({ payload: toPayload(context.form), idempotencyKey: context.attempt?.key ?? newKey() }),
        onDone: {
          target: "submitted",
          actions: { type: "acceptTrackingId", params: ({ event }) => ({ trackingId: event.output.trackingId }) }
        },
        onError: {
          target: "editing",
          actions: [
            { type: "showServerErrors", params: ({ event }) => ({ failure: event.error }) },
            { type: "toastFailure", params: ({ event }) => ({ failure: event.error }) }
          ]
        }
      }
    },
    submitted: {
      on: { Done: "done" }
    },
    done: { type: "final" }
  }
})
