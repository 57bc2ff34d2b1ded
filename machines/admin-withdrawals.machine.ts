/**
 * Reward withdrawals in the back office: the list loads (unpaid first); staff mark one paid, after which the
 * referrer's rewards page shows it as 'Reward Disbursed'. A failure to load offers 'Try again'; a failed payment
 * shows a toast and reloads the list.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import type { Withdrawal } from "../domain/admin-api.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const withdrawalMessages = {
  failed: "The withdrawals could not be loaded. Please try again.",
  payFailed: "The withdrawal could not be marked paid. Please try again.",
  paid: "Withdrawal marked paid."
} as const

/** How marking a withdrawal paid can fail: AdminNotFound, AlreadyPaid, the session's Unauthorized, no answer... */
export type PayFailure = AdminCallFailure<"rewards", "pay">

/** An already-paid withdrawal's own words, else the general message. */
const payFailureMessage = (error: unknown): string => {
  const failure = readAdminFailure(error)
  return (failure?._tag === "AlreadyPaid" && failure.message) || withdrawalMessages.payFailed
}

interface Context {
  withdrawals: ReadonlyArray<Withdrawal>
  paying: string | undefined
  error: string | undefined
}

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
  actions: {
    setWithdrawals: assign((_, params: { withdrawals: ReadonlyArray<Withdrawal> }) => ({
      withdrawals: params.withdrawals,
      error: undefined
    })),
    showFailure: assign({ error: withdrawalMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    startPaying: assign((_, params: { id: string }) => ({ paying: params.id })),
    paid: assign(({ context }, params: { withdrawal: Withdrawal }) => ({
      withdrawals: context.withdrawals.map((w) => (w.id === params.withdrawal.id ? params.withdrawal : w)),
      paying: undefined
    })),
    stopPaying: assign({ paying: undefined }),
    toastPaid: emit({ type: "toast", kind: "success", message: withdrawalMessages.paid }),
    toastPayFailed: emit((_, params: { error: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: payFailureMessage(params.error)
    }))
  },
  guards: {
    unauthorized,
    unpaid: ({ context }, params: { id: string }) =>
      context.withdrawals.some((w) => w.id === params.id && w.paidAt === null)
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
        onDone: {
          target: "ready",
          actions: { type: "setWithdrawals", params: ({ event }) => ({ withdrawals: event.output }) }
        },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Mark paid": {
          guard: { type: "unpaid", params: ({ event }) => ({ id: event.id }) },
          target: "paying",
          actions: { type: "startPaying", params: ({ event }) => ({ id: event.id }) }
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
          actions: [{ type: "paid", params: ({ event }) => ({ withdrawal: event.output }) }, "toastPaid"]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopPaying", "tellUnauthorized"]
          },
          {
            target: "loading",
            actions: ["stopPaying", { type: "toastPayFailed", params: ({ event }) => ({ error: event.error }) }]
          }
        ]
      }
    }
  }
})
