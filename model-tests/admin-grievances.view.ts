/**
 * The grievance queue in the back office, on the page: the queue loads (due date as the site writes dates, with the
 * days left) or fails with Try again; Open shows who raised it and what about, and only the steps its status allows;
 * an empty reply says so; a refused step reloads; an ended session is handed to the shell. The oracle tracks the
 * grievance's status from the path's events.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { GrievancesView } from "../src/features/admin/GrievancesView.tsx"
import { models, staffReply } from "./admin-grievances.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const failed = "The grievances could not be loaded. Please try again."
let sessionEnded = 0

const unauthorized = (e: StepView["event"]) =>
  /^xstate\.error\.actor\./u.test(e.type) && (e.error as { _tag?: string })._tag === "Unauthorized"

const press = (page: Page, name: string): boolean => {
  const button = [...page.container.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name
  )
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

/** The steps each status allows, as buttons (domain/grievance.ts, written out). */
const stepsFor: Readonly<Record<string, ReadonlyArray<string>>> = {
  Received: ["Acknowledge", "Send reply"],
  Acknowledged: ["Send reply"],
  Replied: ["Resolve"],
  Resolved: []
}
const allSteps = ["Acknowledge", "Send reply", "Resolve"]

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      sessionEnded = 0
    },
    render: () =>
      createElement(GrievancesView, {
        onUnauthorized: () => {
          sessionEnded += 1
        }
      }),
    act: {
      Open: (_, page) => press(page, "Open GRV-K7QMX-3P9TD"),
      Close: (_, page) => press(page, "Close"),
      "Type reply": (e) => {
        const field = queryAllByLabelText(document.body, /^Reply/u).find(
          (el): el is HTMLTextAreaElement => el instanceof HTMLTextAreaElement
        )
        if (!field || field.disabled) return false
        fireEvent.change(field, { target: { value: e.value } })
        return true
      },
      Acknowledge: (_, page) => press(page, "Acknowledge"),
      "Send reply": (_, page) => press(page, "Send reply"),
      Resolve: (_, page) => press(page, "Resolve"),
      Show: (e, page) => press(page, e.show === "open" ? "Open, by due date" : "Resolved"),
      "Try again": (_, page) => press(page, "Try again")
    },
    sees: ({ events, context }: StepView): Seen => {
      const facts = context as { opened: boolean; status: string | undefined; show: string; erased: boolean }
      return {
        texts: ["Grievances"],
        ...(facts.erased ? { absent: ["Asha Rao", "9876543210", "The agent was rude on the phone."] } : {}),
        ...(facts.opened && facts.status !== undefined
          ? {
              texts: [
                "Grievances",
                "Grievance GRV-K7QMX-3P9TD",
                ...(facts.erased
                  ? [
                      "Raised byRemoved at the person's request (on 25 November 2026)",
                      "DescriptionRemoved at the person's request"
                    ]
                  : ["Asha Rao, 9876543210, asha@example.in", "The agent was rude on the phone."])
              ]
            }
          : {}),
        check: () => {
          expect(sessionEnded, "the shell is told each time the session ended").toBe(events.filter(unauthorized).length)
          if (facts.opened && facts.status !== undefined) {
            const shown = allSteps.filter((name) =>
              [...document.body.querySelectorAll("button")].some((b) => b.textContent?.trim() === name)
            )
            expect(shown, `the steps a ${facts.status} grievance allows`).toEqual(stepsFor[facts.status])
          }
        }
      }
    },
    after: {
      "xstate.done.actor.fetchGrievances": ({ context }) =>
        (context as { show: string }).show === "open"
          ? {
              texts: [
                "GRV-K7QMX-3P9TD",
                "Staff conduct",
                "24 November 2026",
                "24 December 2026 (12 days left)",
                // The status, and under it whether the person erased their data.
                (context as { erased: boolean }).erased ? "ReceivedRemoved" : "Received"
              ]
            }
          : { texts: ["No resolved grievances yet."] },
      "xstate.error.actor.fetchGrievances": () => ({ texts: [failed], buttons: ["Try again"] }),
      "Send reply": ({ context }) =>
        (context as { reply: boolean }).reply ? {} : { texts: ["Please write the reply."] },
      "xstate.done.actor.stepGrievance": ({ context }) => {
        const status = (context as { status: string }).status
        return status === "Replied" || status === "Resolved" ? { texts: [staffReply] } : { texts: [status] }
      }
    }
  }
]
