// Over 300 lines: the enquiry form's one statechart (editing with the contact question, the referral link's mobile check, submitting, the answer) and its actions, which change together.
/**
 * The loan enquiry (spec sections 2 "Apply form", 4 "Enquiry form", 5, 8): editing, submitting (inputs disabled),
 * then success (form reset, modal with the tracking ID) or failure (toast, form kept). Switching Self/Referral
 * clears the form. The consent box (issue 14) must be ticked to submit; it starts unticked and is cleared with the
 * form. How and when the person may be contacted (domain/contact-preference.ts) starts as a call and SMS, 09:00-21:00,
 * and is set back to that with the form; e-mail chosen needs the e-mail field filled. Toasts leave the machine as emitted `toast` events; the view shows them.
 *
 * Referral-link mode (spec sections 2 "Referral-link mode", 6, 8): opened from a referral link with the referrer's
 * name and mobile, the form needs the visitor's mobile as verified on the referral landing (kept in local storage
 * with its referral token). Found: the form is a Referral with the referrer's name and mobile and the visitor's
 * mobile filled in and locked, and the enquiry carries the token. Not found, or the server refuses the token: the
 * toast 'Please Verify your mobile number to proceed with the referral application.' and the machine ends (the view
 * goes home).
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type ContactEdit, contactPreferenceMessage, editContactPreference } from "../domain/contact-preference.ts"
import {
  type ApplicationType,
  contactEmailMessages,
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
import { type CallFailure, readFailure } from "../domain/failures.ts"
import type { LoanTypeName } from "../domain/loans.ts"
import { m } from "../i18n/paraglide/messages.js"

/** The toasts' words, in the language in force when read (the `apply` catalog). */
export const enquiryMessages = {
  get failed() {
    return m.apply_failed()
  },
  get network() {
    return m.apply_network_error()
  },
  get verifyMobile() {
    return m.apply_verify_mobile()
  }
}

/**
 * How the submit actor fails: the enquiry submit call's failures (InvalidToken: in referral-link mode, the server
 * refused the referral token).
 */
export type SubmitFailure = CallFailure<"enquiries", "submit">

export interface SubmitInput {
  readonly payload: LoanEnquiry
  /** The same key for every retry of the same enquiry, so the server stores it once. */
  readonly idempotencyKey: string
  /** Referral-link mode: the visitor's referral token. */
  readonly token?: string
}

/** A referral link's referrer (already checked: letters for the name, a valid mobile). */
export interface ReferralLink {
  readonly referrerName: string
  readonly referrerMobile: string
}

/** The visitor's mobile as verified on the referral landing, and its referral token. */
export interface VerifiedMobile {
  readonly mobile: string
  readonly token: string
}

export interface EnquiryInput {
  readonly applicationType?: ApplicationType
  readonly loanType: LoanTypeName
  /** Opened from a referral link: referral-link mode. */
  readonly referralLink?: ReferralLink | undefined
}

/** The fields a referral link fills in and locks: the referrer's name and mobile, the visitor's verified mobile. */
export const lockedInReferralLinkMode: ReadonlyArray<EnquiryField> = ["referrerName", "referrerMobile", "mobile"]

export interface EnquiryContext {
  readonly form: EnquiryForm
  readonly errors: EnquiryErrors
  readonly trackingId: string | undefined
  /** The last payload sent and its key: a retry of an unchanged form reuses the key. */
  readonly attempt: { readonly body: string; readonly key: string } | undefined
  /** Referral-link mode: the referrer from the link, then the visitor's verified mobile and token once found. */
  readonly referralLink: ReferralLink | undefined
  readonly verified: VerifiedMobile | undefined
}

export type EnquiryEvent =
  | { type: "Edit field"; field: EnquiryField; value: string }
  | { type: "Switch to self" }
  | { type: "Switch to referral" }
  | { type: "Choose loan type"; loanType: LoanTypeName }
  /** The consent box (issue 14): ticked or unticked. */
  | { type: "Set consent"; agreed: boolean }
  /** How and when the applicant (Self) or the referred friend (Referral) may be contacted. */
  | ContactEdit
  | { type: "Submit" }
  | { type: "Done" }

export type EnquiryEmitted = { type: "toast"; kind: "error" | "success"; message: string }

/** No answer: the network message; an answer: the server's words when it gave some, else ours. */
const failureMessage = (failure: unknown): string => {
  const f = readFailure(failure)
  if (f === undefined || f._tag === "InvalidToken") return enquiryMessages.failed
  return f._tag === "NetworkError" ? enquiryMessages.network : f.message || enquiryMessages.failed
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
    }),
    /** Referral-link mode: the verified mobile kept by the referral landing, if any (and still usable). */
    findVerifiedMobile: fromPromise<VerifiedMobile | undefined, void>(async () => {
      throw new Error("findVerifiedMobile is provided by the app")
    })
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateEnquiryForm(context.form)).length === 0,
    isReferral: ({ context }) => context.form.applicationType === "Referral" && context.referralLink === undefined,
    isSelf: ({ context }) => context.form.applicationType === "Self",
    hasReferralLink: ({ context }) => context.referralLink !== undefined,
    isVerified: (_, params: { verified: VerifiedMobile | undefined }) => params.verified !== undefined,
    fieldIsEditable: ({ context }, params: { field: EnquiryField }) =>
      context.referralLink === undefined || !lockedInReferralLinkMode.includes(params.field),
    isRefusedToken: (_, params: { failure: unknown }) => readFailure(params.failure)?._tag === "InvalidToken"
  },
  actions: {
    applyVerifiedMobile: assign(({ context }, params: { verified: VerifiedMobile }) => ({
      verified: params.verified,
      form: {
        ...emptyEnquiryForm("Referral", context.form.loanType, true),
        referrerName: context.referralLink?.referrerName ?? "",
        referrerMobile: context.referralLink?.referrerMobile ?? "",
        mobile: params.verified.mobile
      }
    })),
    toastVerifyMobile: emit(() => ({
      type: "toast" as const,
      kind: "error" as const,
      message: enquiryMessages.verifyMobile
    })),
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
    setConsent: assign(({ context }, params: { agreed: boolean }) => ({
      form: { ...context.form, consent: params.agreed },
      errors: { ...context.errors, consent: undefined }
    })),
    /**
     * The preference's own message shows at once (no channel left, a window that ends before it starts); the e-mail
     * field's "e-mail needs an address" message goes when the preference changes, and comes back on Submit if it holds.
     */
    editContact: assign(({ context }, params: { edit: ContactEdit }) => {
      const contact = editContactPreference(context.form.contact, params.edit)
      const { email } = context.errors
      const emailForChannel = email === contactEmailMessages.self || email === contactEmailMessages.friend
      return {
        form: { ...context.form, contact },
        errors: {
          ...context.errors,
          contact: contactPreferenceMessage(contact),
          ...(emailForChannel ? { email: undefined } : {})
        }
      }
    }),
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
      const f = readFailure(params.failure)
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
    form: emptyEnquiryForm(
      input.referralLink ? "Referral" : (input.applicationType ?? "Self"),
      input.loanType,
      input.referralLink !== undefined
    ),
    errors: {},
    trackingId: undefined,
    attempt: undefined,
    referralLink: input.referralLink,
    verified: undefined
  }),
  initial: "opening",
  states: {
    opening: {
      always: [{ guard: "hasReferralLink", target: "findingVerifiedMobile" }, { target: "editing" }]
    },
    /** Referral-link mode: is the visitor's mobile verified? */
    findingVerifiedMobile: {
      invoke: {
        id: "findVerifiedMobile",
        src: "findVerifiedMobile",
        onDone: [
          {
            guard: { type: "isVerified", params: ({ event }) => ({ verified: event.output }) },
            target: "editing",
            actions: { type: "applyVerifiedMobile", params: ({ event }) => ({ verified: event.output! }) }
          },
          { target: "unverified", actions: "toastVerifyMobile" }
        ],
        onError: { target: "unverified", actions: "toastVerifyMobile" }
      }
    },
    editing: {
      on: {
        "Edit field": {
          guard: { type: "fieldIsEditable", params: ({ event }) => ({ field: event.field }) },
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
        "Set consent": { actions: { type: "setConsent", params: ({ event }) => ({ agreed: event.agreed }) } },
        "Set contact channels": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
        "Set call window": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
        "Message me, don't call": { actions: { type: "editContact", params: ({ event }) => ({ edit: event }) } },
        Submit: [{ guard: "formIsValid", target: "submitting", actions: "keepAttempt" }, { actions: "showAllErrors" }]
      }
    },
    submitting: {
      invoke: {
        id: "submitEnquiry",
        src: "submitEnquiry",
        input: ({ context }) => ({
          payload: toPayload(context.form),
          idempotencyKey: context.attempt?.key ?? newKey(),
          ...(context.verified ? { token: context.verified.token } : {})
        }),
        onDone: {
          target: "submitted",
          actions: { type: "acceptTrackingId", params: ({ event }) => ({ trackingId: event.output.trackingId }) }
        },
        onError: [
          {
            guard: { type: "isRefusedToken", params: ({ event }) => ({ failure: event.error }) },
            target: "unverified",
            actions: "toastVerifyMobile"
          },
          {
            target: "editing",
            actions: [
              { type: "showServerErrors", params: ({ event }) => ({ failure: event.error }) },
              { type: "toastFailure", params: ({ event }) => ({ failure: event.error }) }
            ]
          }
        ]
      }
    },
    submitted: {
      on: { Done: "done" }
    },
    done: { type: "final" },
    /** Referral-link mode without a verified mobile (or with a refused token): the view goes home. */
    unverified: { type: "final" }
  }
})
