/**
 * The page a message's stop link opens (domain/stop-messages.ts): it sends the link's token as soon as it opens (the
 * person's tap on the link is the one tap; a link checker that does not run the page stops nothing), then says that
 * no more messages will come, or that the link is not one of ours. A failed call (no answer, too many requests) can
 * be tried again.
 */
import { assign, fromPromise, setup } from "xstate"
import { m } from "../i18n/paraglide/messages.js"

export interface StopMessagesContext {
  readonly token: string
  readonly failure: string | undefined
}

/** The contract's error's tag, read without failures.ts's Schemas (the page's first visit does not need them). */
const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error ? String(error._tag) : undefined

export const stopMessagesMachine = setup({
  types: {
    context: {} as StopMessagesContext,
    events: {} as { type: "Try again" },
    input: {} as { token: string }
  },
  actors: {
    stopMessages: fromPromise<unknown, { token: string }>(async () => {
      throw new Error("stopMessages is provided by the app")
    })
  },
  guards: {
    isInvalid: (_, params: { error: unknown }) => tagOf(params.error) === "StopLinkInvalid",
    isTooMany: (_, params: { error: unknown }) => tagOf(params.error) === "TooManyRequests"
  },
  actions: {
    fail: assign((_, params: { message: string }) => ({ failure: params.message }))
  }
}).createMachine({
  id: "stopMessages",
  context: ({ input }) => ({ token: input.token.trim(), failure: undefined }),
  initial: "stopping",
  states: {
    stopping: {
      invoke: {
        id: "stopMessages",
        src: "stopMessages",
        input: ({ context }) => ({ token: context.token }),
        onDone: "stopped",
        onError: [
          { guard: { type: "isInvalid", params: ({ event }) => ({ error: event.error }) }, target: "invalid" },
          {
            guard: { type: "isTooMany", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: { type: "fail", params: () => ({ message: m.my_data_stop_too_many() }) }
          },
          { target: "failed", actions: { type: "fail", params: () => ({ message: m.my_data_stop_failed() }) } }
        ]
      }
    },
    stopped: { type: "final" },
    invalid: { type: "final" },
    failed: { on: { "Try again": "stopping" } }
  }
})
