/**
 * "Choose this offer" (issue 31, section 3) on /offers/choose/:proposalNumber. The offer is loaded by its proposal
 * number (its Key Fact Statement: the lender and the terms); an unknown or expired one is not found. The person gives
 * their name, mobile, e-mail and location, how and when we may contact them (a call and SMS, 09:00-21:00, until they
 * change it), and ticks the consent that names this lender only, all checked with the
 * Schema the server uses. On Submit an OTP goes to the mobile (purpose `offer`) through the shared mobile entry; the
 * shared OTP screen (the `otp` child) verifies it, and the choice is sent with the token. The answer is the tracking ID
 * (the success modal, as the apply form's); Done ends the machine.
 *
 * A token already earned for the same mobile is used again (after the server refused a field) without a new OTP; a
 * refused token is dropped and the person verifies again. "Change details" leaves the OTP screen for the form. The
 * offer gone meanwhile (404) or chosen with another mobile (409): the server's words, and the form stays.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type ContactEdit, contactPreferenceMessage, editContactPreference } from "../domain/contact-preference.ts"
import type { CallFailure } from "../domain/failures.ts"
import { readFailure } from "../domain/failures.ts"
import {
  type ChoiceErrors,
  type ChoiceField,
  type ChoiceForm,
  choiceErrorsByField,
  emptyChoiceForm,
  type OfferChoice,
  type OfferChosen,
  sanitizeChoiceField,
  toChoicePayload,
  validateChoiceForm
} from "../domain/offer-choice.ts"
import { m } from "../i18n/paraglide/messages.js"
import { formMobileActions, formMobileActors, formMobileGuards, formMobileStates } from "./form-mobile.ts"

/** What the page shows of the offer chosen: its lender and terms (a Key Fact Statement has them). */
export interface ChosenOfferView {
  readonly loanType: string
  readonly lender: { readonly legalName: string }
  readonly offer: {
    readonly amount: number
    readonly tenureMonths: number
    readonly emi: number
    readonly apr: number
    readonly ratePercent: number
    readonly rateType: "fixed" | "floating"
  }
}

export interface ChooseInput {
  readonly payload: OfferChoice
  readonly token: string
}

/** How the choose call fails: the contract's failures of POST /api/offers/choose. */
export type ChooseFailure = CallFailure<"offers", "choose">

export interface OfferChoiceContext {
  readonly proposalNumber: string
  readonly offer: ChosenOfferView | undefined
  readonly form: ChoiceForm
  readonly errors: ChoiceErrors
  readonly token: string | undefined
  readonly resendInSeconds: number | undefined
  readonly trackingId: string | undefined
  /** Why the offer could not be loaded (no answer, too many requests): tried again with Retry. */
  readonly failure: string | undefined
}

export type OfferChoiceEvent =
  | { type: "Edit field"; field: ChoiceField; value: string }
  | { type: "Set consent"; agreed: boolean }
  /** How and when the person may be contacted. */
  | ContactEdit
  | { type: "Submit" }
  | { type: "Change details" }
  | { type: "Retry" }
  | { type: "Done" }

export type OfferChoiceEmitted = { type: "toast"; kind: "error" | "success"; message: string }

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error ? String(error._tag) : undefined

/**
 * The toast of a refused or failed choice: no answer, the network message; an answer, the server's words when it gave
 * some (the offers' own refusals, ProposalNotFound and ProposalTaken, are read by their tag and message), else ours.
 */
const chooseFailureMessage = (error: unknown): string => {
  const tag = tagOf(error)
  if (tag === "NetworkError") return m.apply_network_error()
  const message = tag === undefined ? undefined : (error as { readonly message?: unknown }).message
  return typeof message === "string" && message !== "" ? message : m.apply_failed()
}

export const offerChoiceMachine = setup({
  types: {
    context: {} as OfferChoiceContext,
    events: {} as OfferChoiceEvent,
    input: {} as { proposalNumber: string },
    emitted: {} as OfferChoiceEmitted
  },
  actors: {
    fetchOffer: fromPromise<ChosenOfferView, { proposalNumber: string }>(async () => {
      throw new Error("fetchOffer is provided by the app")
    }),
    ...formMobileActors,
    chooseOffer: fromPromise<OfferChosen, ChooseInput>(async () => {
      throw new Error("chooseOffer is provided by the app")
    })
  },
  guards: {
    hasNumber: ({ context }) => context.proposalNumber.length > 0,
    isNotFound: (_, params: { error: unknown }) => tagOf(params.error)?.endsWith("NotFound") ?? false,
    formIsValid: ({ context }) => Object.keys(validateChoiceForm(context.proposalNumber, context.form)).length === 0,
    tokenRefused: (_, params: { error: unknown }) => tagOf(params.error) === "InvalidToken"
  },
  actions: {
    keepOffer: assign((_, params: { offer: ChosenOfferView }) => ({ offer: params.offer, failure: undefined })),
    failLoading: assign((_, params: { error: unknown }) => ({
      failure: tagOf(params.error) === "TooManyRequests" ? m.offers_too_many() : m.offers_failed()
    })),
    editField: assign(({ context }, params: { field: ChoiceField; value: string }) => ({
      form: { ...context.form, [params.field]: sanitizeChoiceField(params.field, params.value) },
      errors: { ...context.errors, [params.field]: undefined }
    })),
    setConsent: assign(({ context }, params: { agreed: boolean }) => ({
      form: { ...context.form, consent: params.agreed },
      errors: { ...context.errors, consent: undefined }
    })),
    /** The preference's own message shows at once (no channel left, a window that ends before it starts). */
    editContact: assign(({ context }, params: { edit: ContactEdit }) => {
      const contact = editContactPreference(context.form.contact, params.edit)
      return {
        form: { ...context.form, contact },
        errors: { ...context.errors, contact: contactPreferenceMessage(contact) }
      }
    }),
    showAllErrors: assign(({ context }) => ({ errors: validateChoiceForm(context.proposalNumber, context.form) })),
    dropToken: assign({ token: undefined }),
    keepTrackingId: assign((_, params: { trackingId: string }) => ({ trackingId: params.trackingId })),
    showServerErrors: assign(({ context }, params: { error: unknown }) => {
      const f = readFailure(params.error)
      return f?._tag === "ValidationError" ? { errors: { ...context.errors, ...choiceErrorsByField(f.errors) } } : {}
    }),
    toastFailure: emit((_, params: { error: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: chooseFailureMessage(params.error)
    }))
  }
})
  .extend({ guards: formMobileGuards, actions: formMobileActions<OfferChoiceContext, OfferChoiceEvent>() })
  .createMachine({
    id: "offerChoice",
    context: ({ input }) => ({
      proposalNumber: input.proposalNumber.trim(),
      offer: undefined,
      form: emptyChoiceForm,
      errors: {},
      token: undefined,
      resendInSeconds: undefined,
      trackingId: undefined,
      failure: undefined
    }),
    initial: "checking",
    states: {
      checking: { always: [{ guard: "hasNumber", target: "loading" }, { target: "notFound" }] },
      loading: {
        invoke: {
          id: "fetchOffer",
          src: "fetchOffer",
          input: ({ context }) => ({ proposalNumber: context.proposalNumber }),
          onDone: {
            target: "editing",
            actions: { type: "keepOffer", params: ({ event }) => ({ offer: event.output }) }
          },
          onError: [
            { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
            { target: "failed", actions: { type: "failLoading", params: ({ event }) => ({ error: event.error }) } }
          ]
        }
      },
      failed: { on: { Retry: "loading" } },
      notFound: {},
      editing: {
        on: {
          "Edit field": {
            actions: { type: "editField", params: ({ event }) => ({ field: event.field, value: event.value }) }
          },
          "Set consent": { actions: { type: "setConsent", params: ({ event }) => ({ agreed: event.agreed }) } },
          "Set contact channels": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
          "Set call window": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
          "Message me, don't call": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
          Submit: [{ guard: "formIsValid", target: "checkingVerification" }, { actions: "showAllErrors" }]
        }
      },
      ...formMobileStates("offer", "submitting"),
      submitting: {
        invoke: {
          id: "chooseOffer",
          src: "chooseOffer",
          input: ({ context }) => ({
            payload: toChoicePayload(context.proposalNumber, context.form),
            token: context.token ?? ""
          }),
          onDone: {
            target: "submitted",
            actions: { type: "keepTrackingId", params: ({ event }) => ({ trackingId: event.output.trackingId }) }
          },
          onError: [
            {
              guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
              target: "editing",
              actions: ["dropToken", { type: "toastFailure", params: ({ event }) => ({ error: event.error }) }]
            },
            {
              target: "editing",
              actions: [
                { type: "showServerErrors", params: ({ event }) => ({ error: event.error }) },
                { type: "toastFailure", params: ({ event }) => ({ error: event.error }) }
              ]
            }
          ]
        }
      },
      /** The success modal shows the tracking ID. */
      submitted: { on: { Done: "done" } },
      done: { type: "final" }
    }
  })
