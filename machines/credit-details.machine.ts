/**
 * The personal details of the credit score check (spec sections 2 "Personal details", 4 "Credit score success",
 * 5, 8): /credit-score/personal-details?token=. The token is the server's signed `credit-score` token; its mobile
 * fills the read-only mobile field. No token: 'Invalid or missing token. Please start over.'; an unreadable,
 * other-purpose or expired one (or the server's 401 on submit): 'Token has expired or is invalid. Please start
 * over.'; both leave for /credit-score. Submit reads 'Checking...'; on success the form is cleared, the success
 * toast shows, and after 4 s (the `redirectDelay`) the browser leaves for the bureau page the server names.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import {
  type CreditEnquiry,
  type CreditErrors,
  type CreditForm,
  type CreditTextField,
  creditErrorsByField,
  creditMessages,
  emptyCreditForm,
  type Gender,
  liveCreditMessage,
  maskPan,
  sanitizeCreditField,
  toCreditPayload,
  validateCreditForm
} from "../domain/credit.ts"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import { type OtpPurpose, readTokenClaims } from "../domain/otp.ts"

export const creditRedirectDelayMs = 4000
export const creditStartPath = "/credit-score"

/** How the submit actor fails: the credit call's failures. */
export type CreditSubmitFailure = CallFailure<"credit", "submit">

export interface CreditSubmitInput {
  readonly payload: CreditEnquiry
  readonly token: string
}

export interface CreditDetailsInput {
  readonly token: string | null | undefined
  /** The time the token is checked against (ms since the epoch). */
  readonly now: number
}

/** Where the machine ends: back to the start, or off to the bureau page. */
export type CreditExit =
  | { readonly _tag: "StartOver"; readonly path: string }
  | { readonly _tag: "Leave"; readonly href: string }

export interface CreditDetailsContext {
  readonly token: string
  readonly mobile: string
  readonly form: CreditForm
  readonly errors: CreditErrors
  readonly redirectUrl: string | undefined
  /** The submitted PAN, masked (ABCDE****F): the only way the page shows it after sending. */
  readonly submittedPan: string | undefined
  readonly exit: CreditExit | undefined
}

export type CreditDetailsEvent =
  | { type: "Edit field"; field: CreditTextField; value: string }
  | { type: "Choose gender"; gender: Gender }
  | { type: "Accept terms"; accepted: boolean }
  | { type: "Submit" }

export type CreditDetailsEmitted = { type: "toast"; kind: "error" | "success"; message: string }

const purpose: OtpPurpose = "credit-score"

const failureTag = (error: unknown) => readFailure(error)?._tag

export const creditDetailsMachine = setup({
  types: {
    context: {} as CreditDetailsContext,
    events: {} as CreditDetailsEvent,
    input: {} as CreditDetailsInput,
    emitted: {} as CreditDetailsEmitted,
    output: {} as CreditExit
  },
  actors: {
    submitCredit: fromPromise<{ redirectUrl: string }, CreditSubmitInput>(async () => {
      throw new Error("submitCredit is provided by the app")
    })
  },
  delays: { redirectDelay: creditRedirectDelayMs },
  guards: {
    hasToken: ({ context }) => context.token !== "",
    tokenIsReadable: ({ context }) => context.mobile !== "",
    formIsValid: ({ context }) => Object.keys(validateCreditForm(context.form, context.mobile)).length === 0,
    isInvalidToken: (_, params: { error: unknown }) => failureTag(params.error) === "InvalidToken",
    isNetworkError: (_, params: { error: unknown }) => failureTag(params.error) === "NetworkError"
  },
  actions: {
    editField: assign(({ context }, params: { field: CreditTextField; value: string }) => {
      const value = sanitizeCreditField(params.field, params.value)
      return {
        form: { ...context.form, [params.field]: value },
        errors: { ...context.errors, [params.field]: liveCreditMessage(params.field, value) }
      }
    }),
    chooseGender: assign(({ context }, params: { gender: Gender }) => ({
      form: { ...context.form, gender: params.gender },
      errors: { ...context.errors, gender: undefined }
    })),
    acceptTerms: assign(({ context }, params: { accepted: boolean }) => ({
      form: { ...context.form, acceptTerms: params.accepted },
      errors: { ...context.errors, acceptTerms: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateCreditForm(context.form, context.mobile) })),
    showServerErrors: assign(({ context }, params: { error: unknown }) => {
      const f = readFailure(params.error)
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...creditErrorsByField(f.errors) } } : {}
    }),
    acceptSubmission: assign(({ context }, params: { redirectUrl: string }) => ({
      redirectUrl: params.redirectUrl,
      submittedPan: maskPan(context.form.pan),
      form: emptyCreditForm,
      errors: {}
    })),
    startOver: assign({ exit: { _tag: "StartOver", path: creditStartPath } }),
    leaveForBureau: assign(({ context }) => ({ exit: { _tag: "Leave" as const, href: context.redirectUrl ?? "" } })),
    toast: emit((_, params: { kind: "error" | "success"; message: string }) => ({ type: "toast" as const, ...params }))
  }
}).createMachine({
  id: "creditDetails",
  context: ({ input }) => {
    const claims = readTokenClaims(input.token)
    const usable = claims !== undefined && claims.purpose === purpose && claims.expiresAt > input.now
    return {
      token: input.token ?? "",
      mobile: usable ? claims.mobile : "",
      form: emptyCreditForm,
      errors: {},
      redirectUrl: undefined,
      submittedPan: undefined,
      exit: undefined
    }
  },
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "hasToken", target: "checkingToken" },
        {
          target: "leaving",
          actions: [
            { type: "toast", params: () => ({ kind: "error", message: creditMessages.missingToken }) },
            "startOver"
          ]
        }
      ]
    },
    checkingToken: {
      always: [
        { guard: "tokenIsReadable", target: "editing" },
        {
          target: "leaving",
          actions: [{ type: "toast", params: () => ({ kind: "error", message: creditMessages.badToken }) }, "startOver"]
        }
      ]
    },
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        "Choose gender": { actions: { type: "chooseGender", params: ({ event }) => ({ gender: event.gender }) } },
        "Accept terms": { actions: { type: "acceptTerms", params: ({ event }) => ({ accepted: event.accepted }) } },
        Submit: [{ guard: "formIsValid", target: "submitting" }, { actions: "showAllErrors" }]
      }
    },
    submitting: {
      invoke: {
        id: "submitCredit",
        src: "submitCredit",
        input: ({ context }) => ({ payload: toCreditPayload(context.form, context.mobile), token: context.token }),
        onDone: {
          target: "submitted",
          actions: [
            { type: "acceptSubmission", params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }) },
            { type: "toast", params: () => ({ kind: "success", message: creditMessages.success }) }
          ]
        },
        onError: [
          {
            guard: { type: "isInvalidToken", params: ({ event }) => ({ error: event.error }) },
            target: "leaving",
            actions: [
              { type: "toast", params: () => ({ kind: "error", message: creditMessages.badToken }) },
              "startOver"
            ]
          },
          {
            guard: { type: "isNetworkError", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: { type: "toast", params: () => ({ kind: "error", message: creditMessages.exception }) }
          },
          {
            target: "editing",
            actions: [
              { type: "showServerErrors", params: ({ event }) => ({ error: event.error }) },
              { type: "toast", params: () => ({ kind: "error", message: creditMessages.failure }) }
            ]
          }
        ]
      }
    },
    /** Sent: the page says so for 4 s, then leaves for the bureau. */
    submitted: {
      after: { redirectDelay: { target: "leaving", actions: "leaveForBureau" } }
    },
    leaving: { type: "final" }
  },
  output: ({ context }) => context.exit ?? { _tag: "StartOver", path: creditStartPath }
})
