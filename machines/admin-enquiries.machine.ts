/**
 * The back office's enquiry list: it loads page 1; a search or filter change loads page 1 of the new query; the
 * pager loads another page. A failure offers 'Try again'; a 401 is told to the app (the session ended). Alongside,
 * it loads the catalogue's lenders once, for the lender filter; if they cannot be loaded the filter offers only "Any
 * lender" and "No lender" and says so (the list's own load tells of an ended session).
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type EnquiryFilter, type EnquiryPage, emptyFilter } from "../domain/admin-api.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const listMessages = {
  failed: "The enquiries could not be loaded. Please try again.",
  lendersFailed: "The lenders could not be loaded: reload the page to filter by lender."
} as const

/** A lender the filter offers: its catalogue id and its name. */
export interface LenderChoice {
  readonly id: string
  readonly name: string
}

interface Context {
  filter: EnquiryFilter
  /** The catalogue's lenders; undefined while loading; null when they could not be loaded. */
  lenders: ReadonlyArray<LenderChoice> | undefined | null
  page: number
  result: EnquiryPage | undefined
  error: string | undefined
}

export const adminEnquiriesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: "Search"; filter: EnquiryFilter }
      | { type: "Go to page"; page: number }
      | { type: "Try again" },
    emitted: {} as { type: "unauthorized" }
  },
  actors: {
    fetchEnquiries: fromPromise<EnquiryPage, { filter: EnquiryFilter; page: number }>(async () => {
      throw new Error("fetchEnquiries is provided by the app")
    }),
    fetchLenderChoices: fromPromise<ReadonlyArray<LenderChoice>>(async () => {
      throw new Error("fetchLenderChoices is provided by the app")
    })
  },
  actions: {
    setLenders: assign((_, params: { lenders: ReadonlyArray<LenderChoice> }) => ({ lenders: params.lenders })),
    lendersFailed: assign({ lenders: null }),
    setResult: assign((_, params: { result: EnquiryPage }) => ({ result: params.result, error: undefined })),
    showFailure: assign({ error: listMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    setFilter: assign((_, params: { filter: EnquiryFilter }) => ({ filter: params.filter, page: 1 })),
    setPage: assign((_, params: { page: number }) => ({ page: params.page }))
  },
  guards: {
    unauthorized,
    pageExists: ({ context }, params: { page: number }) =>
      context.result !== undefined &&
      params.page >= 1 &&
      params.page <= Math.max(1, Math.ceil(context.result.total / context.result.pageSize)) &&
      params.page !== context.page
  }
}).createMachine({
  id: "adminEnquiries",
  context: { filter: emptyFilter, lenders: undefined, page: 1, result: undefined, error: undefined },
  invoke: {
    id: "fetchLenderChoices",
    src: "fetchLenderChoices",
    onDone: { actions: { type: "setLenders", params: ({ event }) => ({ lenders: event.output }) } },
    onError: { actions: "lendersFailed" }
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchEnquiries",
        src: "fetchEnquiries",
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: { target: "ready", actions: { type: "setResult", params: ({ event }) => ({ result: event.output }) } },
        onError: loadFailed
      },
      on: {
        Search: {
          target: "loading",
          reenter: true,
          actions: { type: "setFilter", params: ({ event }) => ({ filter: event.filter }) }
        }
      }
    },
    ready: {
      on: {
        Search: {
          target: "loading",
          actions: { type: "setFilter", params: ({ event }) => ({ filter: event.filter }) }
        },
        "Go to page": {
          guard: { type: "pageExists", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: { type: "setPage", params: ({ event }) => ({ page: event.page }) }
        }
      }
    },
    failed: {
      on: {
        "Try again": "loading",
        Search: { target: "loading", actions: { type: "setFilter", params: ({ event }) => ({ filter: event.filter }) } }
      }
    }
  }
})
