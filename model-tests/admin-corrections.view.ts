/**
 * Correction requests in the back office, on the page: the queue loads (or fails, with Try again); a decision needs a
 * note (the contract's message shows on the field); Mark done / Mark rejected close one; a refused decision reloads
 * the queue; an ended session is handed to the shell and never shown as a failure. The oracle follows the events.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { queryAllByLabelText } from "@testing-library/dom"
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { CorrectionsView } from "../src/features/admin/CorrectionsView.tsx"
import { models } from "./admin-corrections.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const done = "Mark done: request c1"
const rejected = "Mark rejected: request c1"
const loadFailed = "The correction requests could not be loaded. Please try again."
const noteMessage = "Please write a note for the person (at most 1,000 characters)."
const noteLabel = /^Note for the person \(request c1\)/u

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

/** Whether the person has typed a note since the queue last loaded, and whether the request is still open. */
const follow = (events: StepView["events"]) => {
  let note = false
  let open = true
  for (const e of events) {
    if (e.type === "Type note") note = true
    if (e.type === "xstate.done.actor.decideCorrection") {
      open = false
      note = false
    }
    if (e.type === "xstate.done.actor.fetchCorrections") open = true
  }
  return { note, open }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      sessionEnded = 0
    },
    render: () =>
      createElement(CorrectionsView, {
        onUnauthorized: () => {
          sessionEnded += 1
        }
      }),
    act: {
      "Type note": (e, page) => {
        const field = queryAllByLabelText(page.container, noteLabel)[0] as HTMLTextAreaElement | undefined
        if (!field || field.disabled) return false
        fireEvent.change(field, { target: { value: e.value as string } })
        return true
      },
      "Mark done": (_, page) => press(page, done),
      "Mark rejected": (_, page) => press(page, rejected),
      "Try again": (_, page) => press(page, "Try again")
    },
    sees: ({ events }: StepView): Seen => ({
      texts: ["Correction requests"],
      check: () =>
        void expect(sessionEnded, "the shell is told each time the session ended").toBe(
          events.filter(unauthorized).length
        )
    }),
    after: {
      "xstate.done.actor.fetchCorrections": () => ({
        texts: ["Request c1: Open", "enquiry:LN7K2QX", "9123456780", "It is Rao-Iyer."],
        buttons: [done, rejected]
      }),
      "xstate.error.actor.fetchCorrections": () => ({ texts: [loadFailed], buttons: ["Try again"] }),
      "Try again": () => ({ texts: ["Loading..."], absent: [loadFailed], noButtons: ["Try again"] }),
      "Mark done": ({ events }) =>
        follow(events).note ? { disabled: [done, rejected] } : { texts: [noteMessage], buttons: [done, rejected] },
      "Mark rejected": ({ events }) =>
        follow(events).note ? { disabled: [done, rejected] } : { texts: [noteMessage], buttons: [done, rejected] },
      "Type note": () => ({ absent: [noteMessage] }),
      "xstate.done.actor.decideCorrection": () => ({
        texts: ["Request c1: Done", "Surname corrected."],
        noButtons: [done, rejected]
      }),
      "xstate.error.actor.decideCorrection": (s) =>
        unauthorized(s.event)
          ? { buttons: [done, rejected], absent: [loadFailed], noButtons: ["Try again"] }
          : { texts: ["Loading..."], noButtons: [done] }
    }
  }
]
