/**
 * Get In Touch (spec sections 2 "About and Contact", 4 "Contact form: idle, submitting; resets on success", 5 and 8):
 * name, e-mail, phone and message, all required; the phone keeps digits only and must have exactly 10
 * ('Phone number must be 10 digits', with the toast 'Please enter a valid 10-digit phone number.' on Send).
 * Success toasts 'Thank you for contacting us! We will get back to you soon.' and clears the form; a failure toasts
 * 'Failed to send message. Please try again.' and keeps it. The consent box (issue 14) must be ticked to send; it
 * starts unticked and is cleared with the form. Toasts leave as emitted `toast` events.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import {
  type ContactErrors,
  type ContactField,
  type ContactForm,
  type ContactMessage,
  contactErrorsByField,
  contactMessages,
  emptyContactForm,
  liveContactMessage,
  sanitizeContactField,
  toContactPayload,
  validateContactForm
} from "../domain/contact.ts"
import { type CallFailure, readFailure } from "../domain/failures.ts"

/** How the send actor fails: the contact call's failures (a refused field is a ValidationError). */
export type SendFailure = CallFailure<"contact", "send">

export interface ContactContext {
  readonly form: ContactForm
  readonly errors: ContactErrors
}

export type ContactEvent =
  | { type: "Edit field"; field: ContactField; value: string }
  /** The consent box (issue 14): ticked or unticked. */
  | { type: "Set consent"; agreed: boolean }
  | { type: "Send" }

export type ContactEmitted = { type: "toast"; kind: "error" | "success"; message: string }

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    emitted: {} as ContactEmitted
  },
  actors: {
    sendMessage: fromPromise<{ readonly success: boolean }, ContactMessage>(async () => {
      throw new Error("sendMessage is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateContactForm(context.form)).length === 0,
    phoneIsInvalid: ({ context }) => validateContactForm(context.form).phone !== undefined
  },
  actions: {
    editField: assign(({ context }, params: { field: ContactField; value: string }) => {
      const value = sanitizeContactField(params.field, params.value)
      return {
        form: { ...context.form, [params.field]: value },
        errors: { ...context.errors, [params.field]: liveContactMessage(params.field, value) }
      }
    }),
    setConsent: assign(({ context }, params: { agreed: boolean }) => ({
      form: { ...context.form, consent: params.agreed },
      errors: { ...context.errors, consent: undefined }
    })),
    showAllErrors: assign(({ context }) => ({ errors: validateContactForm(context.form) })),
    toastPhone: emit(() => ({ type: "toast", kind: "error", message: contactMessages.phoneToast })),
    resetForm: assign({ form: emptyContactForm, errors: {} }),
    toastSuccess: emit(() => ({ type: "toast", kind: "success", message: contactMessages.success })),
    showServerErrors: assign(({ context }, params: { failure: unknown }) => {
      const f = readFailure(params.failure)
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...contactErrorsByField(f.errors) } } : {}
    }),
    toastFailure: emit(() => ({ type: "toast", kind: "error", message: contactMessages.failure }))
  }
}).createMachine({
  id: "contact",
  context: { form: emptyContactForm, errors: {} },
  initial: "editing",
  states: {
    editing: {
      on: {
        "Edit field": {
          actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
        },
        "Set consent": { actions: { type: "setConsent", params: ({ event }) => ({ agreed: event.agreed }) } },
        Send: [
          { guard: "formIsValid", target: "sending" },
          { guard: "phoneIsInvalid", actions: ["showAllErrors", "toastPhone"] },
          { actions: "showAllErrors" }
        ]
      }
    },
    /** Inputs are disabled while the message is on its way. */
    sending: {
      invoke: {
        id: "sendMessage",
        src: "sendMessage",
        input: ({ context }) => toContactPayload(context.form),
        onDone: { target: "editing", actions: ["resetForm", "toastSuccess"] },
        onError: {
          target: "editing",
          actions: [{ type: "showServerErrors", params: ({ event }) => ({ failure: event.error }) }, "toastFailure"]
        }
      }
    }
  }
})
