/**
 * The feedback form (spec sections 2 "Feedback form", 5 "Feedback", 8): name, email, an optional picture (images
 * only), loan type, a 1-5 star rating and the feedback with a live counter to 175. Editing, then submitting, then
 * editing again: on success the form is cleared with 'Feedback submitted successfully!'; on failure it is kept with
 * the server's message or 'Failed to submit feedback. Please try again.', and when no answer came,
 * 'An error occurred while submitting feedback. Please try again.'. Toasts leave as emitted `toast` events.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import {
  emptyFeedbackForm,
  errorsByFeedbackField,
  type FeedbackErrors,
  type FeedbackForm,
  type FeedbackSubmission,
  type FeedbackTextField,
  feedbackFormMessage,
  feedbackMessages,
  pictureProblem,
  sanitizeFeedbackField,
  toSubmission,
  validateFeedbackForm
} from "../domain/testimonials.ts"

/** The picture as the machine sees it (a browser File is one). */
export interface PictureFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

/** The server's answer to a sent form (spec section 7: success, message). */
export interface FeedbackAnswer {
  readonly success: boolean
  readonly message: string
}

export interface FeedbackRequest {
  readonly submission: FeedbackSubmission
  readonly picture: PictureFile | null
}

/** How the submit actor fails: the feedback call's failures (field errors come with a ValidationError). */
export type FeedbackFailure = CallFailure<"testimonials", "submit">

export interface FeedbackContext {
  readonly form: FeedbackForm
  readonly picture: PictureFile | null
  readonly errors: FeedbackErrors
  /** True from a successful submit until the next edit (the view thanks the person). */
  readonly sent: boolean
}

export type FeedbackEvent =
  | { type: "Edit field"; field: FeedbackTextField; value: string }
  | { type: "Choose loan type"; loanType: string }
  | { type: "Rate"; rating: number }
  | { type: "Choose picture"; file: PictureFile }
  | { type: "Remove picture" }
  | { type: "Submit" }

export type FeedbackEmitted = { type: "toast"; kind: "error" | "success"; message: string }

/** An answer: the server's words, else the failure message; no answer or anything unexpected: the exception message. */
export const failureMessage = (failure: unknown): string => {
  const f = readFailure(failure)
  if (f === undefined || f._tag === "NetworkError") return feedbackMessages.exception
  return f.message || feedbackMessages.failure
}

const toast = (kind: "error" | "success", message: string): FeedbackEmitted => ({ type: "toast", kind, message })

/** A field's message stays current once shown; a field without one gets none while typing. */
const refresh = (errors: FeedbackErrors, form: FeedbackForm, field: keyof FeedbackErrors): FeedbackErrors =>
  errors[field] === undefined ? errors : { ...errors, [field]: validateFeedbackForm(form)[field] }

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    emitted: {} as FeedbackEmitted
  },
  actors: {
    submitFeedback: fromPromise<FeedbackAnswer, FeedbackRequest>(async () => {
      throw new Error("submitFeedback is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateFeedbackForm(context.form)).length === 0,
    isAcceptablePicture: (_, params: { file: PictureFile }) => pictureProblem(params.file) === undefined
  },
  actions: {
    editField: assign(({ context }, params: { field: FeedbackTextField; value: string }) => {
      const form = { ...context.form, [params.field]: sanitizeFeedbackField(params.field, params.value) }
      return { form, errors: refresh(context.errors, form, params.field), sent: false }
    }),
    chooseLoanType: assign(({ context }, params: { loanType: string }) => {
      const form = { ...context.form, loanType: params.loanType }
      return { form, errors: refresh(context.errors, form, "loanType"), sent: false }
    }),
    rate: assign(({ context }, params: { rating: number }) => {
      const form = { ...context.form, rating: params.rating }
      return { form, errors: refresh(context.errors, form, "rating"), sent: false }
    }),
    keepPicture: assign(({ context }, params: { file: PictureFile }) => ({
      picture: params.file,
      errors: { ...context.errors, profilePicture: undefined },
      sent: false
    })),
    refusePicture: assign(({ context }, params: { file: PictureFile }) => ({
      picture: null,
      errors: { ...context.errors, profilePicture: pictureProblem(params.file) },
      sent: false
    })),
    removePicture: assign(({ context }) => ({
      picture: null,
      errors: { ...context.errors, profilePicture: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateFeedbackForm(context.form) })),
    clearForm: assign({ form: () => emptyFeedbackForm, picture: () => null, errors: () => ({}), sent: () => true }),
    showServerErrors: assign(({ context }, params: { failure: unknown }) => {
      const f = readFailure(params.failure)
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...errorsByFeedbackField(f.errors) } } : {}
    }),
    toastInvalidForm: emit(({ context }) =>
      toast("error", feedbackFormMessage(validateFeedbackForm(context.form)) ?? feedbackMessages.required)
    ),
    toastPictureProblem: emit((_, params: { file: PictureFile }) =>
      toast("error", pictureProblem(params.file) ?? feedbackMessages.image)
    ),
    toastSuccess: emit(() => toast("success", feedbackMessages.success)),
    toastFailure: emit((_, params: { failure: unknown }) => toast("error", failureMessage(params.failure)))
  }
}).createMachine({
  id: "feedback",
  context: { form: emptyFeedbackForm, picture: null, errors: {}, sent: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        "Choose loan type": {
          actions: { type: "chooseLoanType", params: ({ event }) => ({ loanType: event.loanType }) }
        },
        Rate: {
          actions: { type: "rate", params: ({ event }) => ({ rating: event.rating }) }
        },
        "Choose picture": [
          {
            guard: { type: "isAcceptablePicture", params: ({ event }) => ({ file: event.file }) },
            actions: { type: "keepPicture", params: ({ event }) => ({ file: event.file }) }
          },
          {
            actions: [
              { type: "refusePicture", params: ({ event }) => ({ file: event.file }) },
              { type: "toastPictureProblem", params: ({ event }) => ({ file: event.file }) }
            ]
          }
        ],
        "Remove picture": { actions: "removePicture" },
        Submit: [{ guard: "formIsValid", target: "submitting" }, { actions: ["showAllErrors", "toastInvalidForm"] }]
      }
    },
    submitting: {
      invoke: {
        id: "submitFeedback",
        src: "submitFeedback",
        input: ({ context }) => ({ submission: toSubmission(context.form), picture: context.picture }),
        onDone: { target: "editing", actions: ["clearForm", "toastSuccess"] },
        onError: {
          target: "editing",
          actions: [
            { type: "showServerErrors", params: ({ event }) => ({ failure: event.error }) },
            { type: "toastFailure", params: ({ event }) => ({ failure: event.error }) }
          ]
        }
      }
    }
  }
})
