/**
 * Testimonials moderation: feedback waiting for a decision loads (oldest first, with its picture); staff approve
 * (it is published) or reject (it stays out) one at a time; the decided one leaves the list. A failed decision
 * shows a toast and reloads the list.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import type { PendingTestimonial } from "../domain/admin-api.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export type Decision = "approve" | "reject"

export const moderationMessages = {
  failed: "The testimonials could not be loaded. Please try again.",
  decisionFailed: "The testimonial could not be updated. Please try again.",
  approve: "Testimonial approved: it is now published.",
  reject: "Testimonial rejected."
} as const

interface Context {
  pending: ReadonlyArray<PendingTestimonial>
  deciding: { id: string; decision: Decision } | undefined
  error: string | undefined
}

export const adminTestimonialsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "Approve"; id: string } | { type: "Reject"; id: string } | { type: "Try again" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchPending: fromPromise<ReadonlyArray<PendingTestimonial>>(async () => {
      throw new Error("fetchPending is provided by the app")
    }),
    decide: fromPromise<void, { id: string; decision: Decision }>(async () => {
      throw new Error("decide is provided by the app")
    })
  },
  actions: {
    setPending: assign((_, params: { pending: ReadonlyArray<PendingTestimonial> }) => ({
      pending: params.pending,
      error: undefined
    })),
    showFailure: assign({ error: moderationMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    startDeciding: assign((_, params: { id: string; decision: Decision }) => ({
      deciding: { id: params.id, decision: params.decision }
    })),
    decided: assign(({ context }) => ({
      pending: context.pending.filter((t) => t.id !== context.deciding?.id),
      deciding: undefined
    })),
    stopDeciding: assign({ deciding: undefined }),
    toastDecided: emit(({ context }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: context.deciding?.decision === "approve" ? moderationMessages.approve : moderationMessages.reject
    })),
    toastFailed: emit({ type: "toast", kind: "error", message: moderationMessages.decisionFailed })
  },
  guards: {
    unauthorized,
    waiting: ({ context }, params: { id: string }) => context.pending.some((t) => t.id === params.id)
  }
}).createMachine({
  id: "adminTestimonials",
  context: { pending: [], deciding: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchPending",
        src: "fetchPending",
        onDone: {
          target: "ready",
          actions: { type: "setPending", params: ({ event }) => ({ pending: event.output }) }
        },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        Approve: {
          guard: { type: "waiting", params: ({ event }) => ({ id: event.id }) },
          target: "deciding",
          actions: { type: "startDeciding", params: ({ event }) => ({ id: event.id, decision: "approve" as const }) }
        },
        Reject: {
          guard: { type: "waiting", params: ({ event }) => ({ id: event.id }) },
          target: "deciding",
          actions: { type: "startDeciding", params: ({ event }) => ({ id: event.id, decision: "reject" as const }) }
        }
      }
    },
    deciding: {
      invoke: {
        id: "decide",
        src: "decide",
        input: ({ context }) => context.deciding ?? { id: "", decision: "reject" as const },
        onDone: {
          target: "ready",
          actions: ["toastDecided", "decided"]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopDeciding", "tellUnauthorized"]
          },
          {
            target: "loading",
            actions: ["stopDeciding", "toastFailed"]
          }
        ]
      }
    }
  }
})
