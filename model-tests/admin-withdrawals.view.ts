/**
 * Reward withdrawals in the back office, on the page: the list loads (or fails, with Try again); 'Mark paid' pays
 * one; a refused payment reloads the list; an ended session (Unauthorized) is handed to the shell, which shows the
 * sign-in, and never shown as a failure. The oracle tracks the outcomes from the path's events.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { createElement } from "react"
import { WithdrawalsView } from "../src/features/admin/WithdrawalsView.tsx"
import { press, sessionWatch, unauthorizedFrom } from "./admin-views.ts"
import { models } from "./admin-withdrawals.model.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const markPaid = "Mark paid: 500 points to 9123456780"
const loadFailed = "The withdrawals could not be loaded. Please try again."

const unauthorized = unauthorizedFrom()
const session = sessionWatch(unauthorized)

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: session.reset,
    render: () => createElement(WithdrawalsView, { onUnauthorized: session.onUnauthorized }),
    act: {
      "Mark paid": () => press(markPaid),
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => ({
      texts: ["Reward withdrawals"],
      check: session.toldOnce(events)
    }),
    after: {
      "xstate.done.actor.fetchWithdrawals": () => ({ texts: ["Ravi", "9123456780"], buttons: [markPaid] }),
      "xstate.error.actor.fetchWithdrawals": () => ({ texts: [loadFailed], buttons: ["Try again"] }),
      "Try again": () => ({ texts: ["Loading..."], absent: [loadFailed], noButtons: ["Try again"] }),
      "Mark paid": () => ({ disabled: [markPaid] }),
      "xstate.done.actor.payWithdrawal": () => ({ texts: ["Paid 22 November 2026"], noButtons: [markPaid] }),
      // An ended session: the list stays as it was (the shell shows the sign-in), no failure.
      "xstate.error.actor.payWithdrawal": (s) =>
        unauthorized(s.event)
          ? { buttons: [markPaid], absent: [loadFailed], noButtons: ["Try again"] }
          : { texts: ["Loading..."], noButtons: [markPaid] }
    }
  }
]
