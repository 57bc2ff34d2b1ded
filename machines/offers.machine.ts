/**
 * The offers flow (issue 31, section 3): the person edits a request (checked field by field, in plain words), asks for
 * offers, waits, and sees every matching lender's offer sorted by APR (or EMI, or amount), or, when none match, why
 * each lender said no. A failed call (no answer, or too many requests) can be tried again. The call is an actor the app
 * provides (the contract's POST /api/offers); nothing is stored until the person chooses an offer. The form's check
 * (the request's Schema) loads when the person first asks for offers, so the page's first visit stays light.
 */
import { assign, fromPromise, setup } from "xstate"
import type { OffersResponse } from "../domain/offers-api.ts"
import { emptyOffersForm, type OffersField, type OffersForm, type OffersRequestInput } from "../domain/offers-form.ts"
import type { FormCheck } from "../domain/offers-form-check.ts"
import { m } from "../i18n/paraglide/messages.js"

/** What the ranking reads of one offer (the contract's OfferSummary has these and more). */
export interface OfferShown {
  readonly proposalNumber: string
  readonly lender: { readonly id: string; readonly legalName: string }
  readonly amount: number
  readonly emi: number
  readonly apr: number
  readonly totalCost: number
}

/** The contract's answer (domain/offers-api.ts, a type only: the machine carries none of the contract's code). */
export type OffersAnswer = OffersResponse

export type SortBy = "apr" | "emi" | "amount"

/** Lowest APR first, then total cost, then name (the published ranking); lowest EMI first; largest amount first. */
export const sortOffers = <O extends OfferShown>(offers: ReadonlyArray<O>, by: SortBy): ReadonlyArray<O> => {
  const byRank = (a: O, b: O) =>
    a.apr - b.apr || a.totalCost - b.totalCost || a.lender.legalName.localeCompare(b.lender.legalName, "en")
  const order =
    by === "apr"
      ? byRank
      : by === "emi"
        ? (a: O, b: O) => a.emi - b.emi || byRank(a, b)
        : (a: O, b: O) => b.amount - a.amount || byRank(a, b)
  return [...offers].sort(order)
}

export interface OffersContext {
  readonly form: OffersForm
  readonly errors: Partial<Record<OffersField, string>>
  /** The request made from the form at the last check that found it right (what loading sends). */
  readonly request: OffersRequestInput | undefined
  readonly answer: OffersAnswer | undefined
  readonly sortBy: SortBy
  readonly failure: string | undefined
}

export type OffersEvent =
  | { type: "Edit"; field: OffersField; value: string }
  | { type: "See offers" }
  | { type: "Sort"; by: SortBy }
  | { type: "Retry" }

/** Fields to start from: the calculator's amount, tenure and loan type (from the URL). */
export type OffersInput = Partial<OffersForm> | undefined

const failureMessages = {
  get failed() {
    return m.offers_failed()
  },
  get tooMany() {
    return m.offers_too_many()
  }
}

/** The form's check, loaded on demand (the page may load it early, when the person starts on the form). */
export const loadFormCheck = () => import("../domain/offers-form-check.ts")

export const offersMachine = setup({
  types: {
    context: {} as OffersContext,
    events: {} as OffersEvent,
    input: {} as OffersInput
  },
  actors: {
    checkForm: fromPromise<FormCheck, OffersForm>(async ({ input }) =>
      loadFormCheck().then((check) => check.checkOffersForm(input))
    ),
    fetchOffers: fromPromise<OffersAnswer, OffersRequestInput>(async () => {
      throw new Error("fetchOffers is provided by the app")
    })
  },
  guards: {
    isValid: (_, params: { check: FormCheck }) => params.check._tag === "Valid",
    hasOffers: (_, params: { answer: OffersAnswer }) => params.answer.offers.length > 0,
    // The tag read without failures.ts's Schemas, which the offers page's first visit does not need.
    isTooMany: (_, params: { error: unknown }) => {
      const error = params.error
      return typeof error === "object" && error !== null && "_tag" in error && error._tag === "TooManyRequests"
    }
  },
  actions: {
    edit: assign(({ context }, params: { field: OffersField; value: string }) => {
      const { [params.field]: _, ...errors } = context.errors
      return { form: { ...context.form, [params.field]: params.value } as OffersForm, errors }
    }),
    keepCheck: assign((_, params: { check: FormCheck }) =>
      params.check._tag === "Valid" ? { request: params.check.request, errors: {} } : { errors: params.check.errors }
    ),
    keepAnswer: assign((_, params: { answer: OffersAnswer }) => ({ answer: params.answer, failure: undefined })),
    sort: assign((_, params: { by: SortBy }) => ({ sortBy: params.by })),
    fail: assign((_, params: { message: string }) => ({ failure: params.message }))
  }
}).createMachine({
  id: "offers",
  context: ({ input }) => ({
    form: {
      ...emptyOffersForm,
      ...Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== ""))
    },
    errors: {},
    request: undefined,
    answer: undefined,
    sortBy: "apr",
    failure: undefined
  }),
  initial: "editing",
  on: {
    Edit: { actions: { type: "edit", params: ({ event }) => ({ field: event.field, value: event.value }) } },
    "See offers": ".checking"
  },
  states: {
    editing: {},
    checking: {
      // A second press while the form is checked changes nothing; an edit meanwhile is checked afresh.
      on: {
        "See offers": {},
        Edit: {
          target: "checking",
          reenter: true,
          actions: { type: "edit", params: ({ event }) => ({ field: event.field, value: event.value }) }
        }
      },
      invoke: {
        id: "checkForm",
        src: "checkForm",
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: "isValid", params: ({ event }) => ({ check: event.output }) },
            target: "loading",
            actions: { type: "keepCheck", params: ({ event }) => ({ check: event.output }) }
          },
          { target: "editing", actions: { type: "keepCheck", params: ({ event }) => ({ check: event.output }) } }
        ],
        // The check could not be loaded (no connection): the same words as a call with no answer, and Try again.
        onError: { target: "failed", actions: { type: "fail", params: () => ({ message: failureMessages.failed }) } }
      }
    },
    loading: {
      // A second press while the answer is on its way does not send the request again.
      on: { "See offers": {} },
      invoke: {
        id: "fetchOffers",
        src: "fetchOffers",
        input: ({ context }) => {
          if (context.request === undefined) throw new Error("loading starts only from a checked form")
          return context.request
        },
        onDone: [
          {
            guard: { type: "hasOffers", params: ({ event }) => ({ answer: event.output }) },
            target: "offers",
            actions: [
              { type: "keepAnswer", params: ({ event }) => ({ answer: event.output }) },
              { type: "sort", params: { by: "apr" } }
            ]
          },
          { target: "empty", actions: { type: "keepAnswer", params: ({ event }) => ({ answer: event.output }) } }
        ],
        onError: [
          {
            guard: { type: "isTooMany", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: { type: "fail", params: () => ({ message: failureMessages.tooMany }) }
          },
          { target: "failed", actions: { type: "fail", params: () => ({ message: failureMessages.failed }) } }
        ]
      }
    },
    failed: {
      on: { Retry: "checking" }
    },
    empty: {},
    offers: {
      on: {
        Sort: { actions: { type: "sort", params: ({ event }) => ({ by: event.by }) } }
      }
    }
  }
})
