/**
 * Status messages that kept failing, in the back office (docs/messages.md): the list loads (oldest first); staff
 * retry one, which queues it again and takes it off the list. A failure to load offers 'Try again'; a failed retry
 * shows a toast and reloads the list.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import type { FailedMessage } from "../domain/admin-api.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const failedMessageTexts = {
  failed: "The failed messages could not be loaded. Please try again.",
  retryFailed: "The message could not be queued again. Please try again.",
  retried: "Message queued again."
} as const

interface Context {
  messages: ReadonlyArray<FailedMessage>
  retrying: string | undefined
  error: string | undefined
}

export const adminMessagesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "Retry"; id: string } | { type: "Try again" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchFailedMessages: fromPromise<ReadonlyArray<FailedMessage>>(async () => {
      throw new Error("fetchFailedMessages is provided by the app")
    }),
    retryMessage: fromPromise<FailedMessage, { id: string }>(async () => {
      throw new Error("retryMessage is provided by the app")
    })
  },
  actions: {
    setMessages: assign((_, params: { messages: ReadonlyArray<FailedMessage> }) => ({
      messages: params.messages,
      error: undefined
    })),
    showFailure: assign({ error: failedMessageTexts.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    startRetrying: assign((_, params: { id: string }) => ({ retrying: params.id })),
    retried: assign(({ context }, params: { id: string }) => ({
      messages: context.messages.filter((m) => m.id !== params.id),
      retrying: undefined
    })),
    stopRetrying: assign({ retrying: undefined }),
    toastRetried: emit({ type: "toast", kind: "success", message: failedMessageTexts.retried }),
    toastRetryFailed: emit({ type: "toast", kind: "error", message: failedMessageTexts.retryFailed })
  },
  guards: {
    unauthorized,
    listed: ({ context }, params: { id: string }) => context.messages.some((m) => m.id === params.id)
  }
}).createMachine({
  id: "adminMessages",
  context: { messages: [], retrying: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchFailedMessages",
        src: "fetchFailedMessages",
        onDone: {
          target: "ready",
          actions: { type: "setMessages", params: ({ event }) => ({ messages: event.output }) }
        },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        Retry: {
          guard: { type: "listed", params: ({ event }) => ({ id: event.id }) },
          target: "retrying",
          actions: { type: "startRetrying", params: ({ event }) => ({ id: event.id }) }
        }
      }
    },
    retrying: {
      invoke: {
        id: "retryMessage",
        src: "retryMessage",
        input: ({ context }) => ({ id: context.retrying ?? "" }),
        onDone: {
          target: "ready",
          actions: [{ type: "retried", params: ({ event }) => ({ id: event.output.id }) }, "toastRetried"]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopRetrying", "tellUnauthorized"]
          },
          { target: "loading", actions: ["stopRetrying", "toastRetryFailed"] }
        ]
      }
    }
  }
})
