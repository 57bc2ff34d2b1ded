/**
 * Reward withdrawals in the back office: the list loads (unpaid first); staff mark one paid, after which the
 * referrer's rewards page shows it as 'Reward Disbursed'. A failure to load offers 'Try again'; a failed payment
 * shows a toast and reloads the list.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import type { Withdrawal } from "../domain/admin-api.ts"

export const withdrawalMessages = {
  failed: "The withdrawals could not be loaded. Please try again.",
  payFailed: "The withdrawal could not be marked paid. Please try again.",
  paid: "Withdrawal marked paid."
} as const

interface Context {
  withdrawals: ReadonlyArray<Withdrawal>
  paying: string | undefined
  error: string | undefined
}

const unauthorized = (error: unknown) => (error as { _tag?: string } | undefined)?._tag === "Unauthorized"

export const adminWithdrawalsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "Mark paid"; id: string } | { type: "Try again" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchWithdrawals: fromPromise<ReadonlyArray<Withdrawal>>(async () => {
      throw new Error("fetchWithdrawals is provided by the app")
    }),
    payWithdrawal: fromPromise<Withdrawal, { id: string }>(async () => {
      throw new Error("payWithdrawal is provided by the app")
    })
  },
  guards: {
    unauthorized: (_, params: { error: unknown }) => unauthorized(params.error),
    unpaid: ({ context }, params: { id: string }) => context.withdrawals.some((w) => w.id === params.id && w.paidAt === null)
  }
}).createMachine({
  id: "adminWithdrawals",
  context: { withdrawals: [], paying: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchWithdrawals",
        src: "fetchWithdrawals",
        onDone: { target: "ready", actions: assign({ withdrawals: ({ event }) => event.output, error: undefined }) },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: [assign({ error: withdrawalMessages.failed }), emit({ type: "unauthorized" })]
          },
          { target: "failed", actions: assign({ error: withdrawalMessages.failed }) }
        ]
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Mark paid": {
          guard: { type: "unpaid", params: ({ event }) => ({ id: event.id }) },
          target: "paying",
          actions: assign({ paying: ({ event }) => event.id })
        }
      }
    },
    paying: {
      invoke: {
        id: "payWithdrawal",
        src: "payWithdrawal",
        input: ({ context }) => ({ id: context.paying ?? "" }),
        onDone: {
          target: "ready",
          actions: [
            assign({
              withdrawals: ({ context, event }) => context.withdrawals.map((w) => (w.id === event.output.id ? event.output : w)),
              paying: undefined
            }),
            emit({ type: "toast", kind: "success", message: withdrawalMessages.paid })
          ]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: [assign({ paying: undefined }), emit({ type: "unauthorized" })]
          },
          {
            target: "loading",
            actions: [
              assign({ paying: undefined }),
              emit(({ event }) => ({
                type: "toast" as const,
                kind: "error" as const,
                message: typeof (event.error as { message?: unknown })?.message === "string" && (event.error as { _tag?: string })._tag === "AlreadyPaid"
                  ? String((event.error as { message: string }).message)
                  : withdrawalMessages.payFailed
              }))
            ]
          }
        ]
      }
    }
  }
})
