/**
 * The Key Fact Statement page (issue 31, section 4): it loads the statement for a proposal number; an unknown or
 * expired one is not found; a failed call (no answer, too many requests) can be tried again.
 */
import { assign, fromPromise, setup } from "xstate"
import type { KeyFactStatement } from "../domain/offers-api.ts"
import { m } from "../i18n/paraglide/messages.js"

export interface KfsContext {
  readonly proposalNumber: string
  /** The contract's statement (a type only: the machine carries none of the contract's code). */
  readonly statement: KeyFactStatement | undefined
  readonly failure: string | undefined
}

export const kfsMachine = setup({
  types: {
    context: {} as KfsContext,
    events: {} as { type: "Retry" },
    input: {} as { proposalNumber: string }
  },
  actors: {
    fetchStatement: fromPromise<KeyFactStatement, { proposalNumber: string }>(async () => {
      throw new Error("fetchStatement is provided by the app")
    })
  },
  guards: {
    hasNumber: ({ context }) => context.proposalNumber.length > 0,
    /** The contract's 404 for an unknown or expired proposal number (its tag ends in "NotFound"). */
    isNotFound: (_, params: { error: unknown }) => {
      const error = params.error
      return typeof error === "object" && error !== null && "_tag" in error && String(error._tag).endsWith("NotFound")
    },
    // The tag read without failures.ts's Schemas, which the page's first visit does not need.
    isTooMany: (_, params: { error: unknown }) => {
      const error = params.error
      return typeof error === "object" && error !== null && "_tag" in error && error._tag === "TooManyRequests"
    }
  },
  actions: {
    keep: assign((_, params: { statement: KeyFactStatement }) => ({ statement: params.statement, failure: undefined })),
    fail: assign((_, params: { message: string }) => ({ failure: params.message }))
  }
}).createMachine({
  id: "kfs",
  context: ({ input }) => ({ proposalNumber: input.proposalNumber.trim(), statement: undefined, failure: undefined }),
  initial: "checking",
  states: {
    checking: { always: [{ guard: "hasNumber", target: "loading" }, { target: "notFound" }] },
    loading: {
      invoke: {
        id: "fetchStatement",
        src: "fetchStatement",
        input: ({ context }) => ({ proposalNumber: context.proposalNumber }),
        onDone: { target: "loaded", actions: { type: "keep", params: ({ event }) => ({ statement: event.output }) } },
        onError: [
          { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          {
            guard: { type: "isTooMany", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: { type: "fail", params: () => ({ message: m.offers_too_many() }) }
          },
          { target: "failed", actions: { type: "fail", params: () => ({ message: m.offers_failed() }) } }
        ]
      }
    },
    loaded: {},
    notFound: {},
    failed: { on: { Retry: "loading" } }
  }
})
