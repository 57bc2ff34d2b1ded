/**
 * Reward withdrawals in the back office, on the page: the list loads (or fails, with Try again); 'Mark paid' pays
 * one; a refused payment reloads the list; an ended session (Unauthorized) is handed to the shell, which shows the
 * sign-in, and never shown as a failure. The oracle tracks the outcomes from the path's events.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { WithdrawalsView } from "../src/features/admin/WithdrawalsView.tsx"
import { models } from "./admin-withdrawals.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const markPaid = "Mark paid: 500 points to 9123456780"
const loadFailed = "The withdrawals could not be loaded. Please try again."

/** How often the view told the shell the session ended. */
let sessionEnded = 0

const unauthorized = (e: StepView["event"]) =>
  /^xstate\.error\.actor\./u.test(e.type) && (e.error as { _tag?: string })._tag === "Unauthorized"

const press = (page: Page, name: string): boolean => {
  const button = [...page.container.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent) === name
  )
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      sessionEnded = 0
    },
    render: () =>
      createElement(WithdrawalsView, {
        onUnauthorized: () => {
          sessionEnded += 1
        }
      }),
    act: {
      "Mark paid": (_, page) => press(page, markPaid),
      "Try again": (_, page) => press(page, "Try again")
    },
    sees: ({ events }: StepView): Seen => ({
      texts: ["Reward withdrawals"],
      check: () =>
        void expect(sessionEnded, "the shell is told each time the session ended").toBe(
          events.filter(unauthorized).length
        )
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
