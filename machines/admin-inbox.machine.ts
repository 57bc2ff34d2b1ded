/**
 * A read-only inbox of the back office (contact messages, credit-score enquiries): newest first in pages of 20; the
 * pager loads another page; a failure offers 'Try again'; a 401 is told to the app (the session ended).
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export interface InboxPage<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

export const inboxMessages = { failed: "This inbox could not be loaded. Please try again." } as const

interface Context {
  page: number
  result: InboxPage<unknown> | undefined
  error: string | undefined
}

export const adminInboxMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "Go to page"; page: number } | { type: "Try again" },
    emitted: {} as { type: "unauthorized" }
  },
  actors: {
    fetchPage: fromPromise<InboxPage<unknown>, { page: number }>(async () => {
      throw new Error("fetchPage is provided by the app")
    })
  },
  actions: {
    setResult: assign((_, params: { result: InboxPage<unknown> }) => ({ result: params.result, error: undefined })),
    showFailure: assign({ error: inboxMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    setPage: assign((_, params: { page: number }) => ({ page: params.page }))
  },
  guards: {
    unauthorized,
    pageExists: ({ context }, params: { page: number }) =>
      context.result !== undefined &&
      params.page >= 1 &&
      params.page !== context.page &&
      params.page <= Math.max(1, Math.ceil(context.result.total / context.result.pageSize))
  }
}).createMachine({
  id: "adminInbox",
  context: { page: 1, result: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: "ready", actions: { type: "setResult", params: ({ event }) => ({ result: event.output }) } },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Go to page": {
          guard: { type: "pageExists", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: { type: "setPage", params: ({ event }) => ({ page: event.page }) }
        }
      }
    }
  }
})
