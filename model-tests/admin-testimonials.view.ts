/**
 * Testimonials moderation in the back office on the page: 'Loading...', then each waiting testimonial (name, loan
 * type, stars, date, content) with 'Approve <name>' and 'Reject <name>', disabled while a decision is being saved;
 * the decided one leaves the list ('No testimonials are waiting.' when none is left); a failed decision reloads the
 * list, an ended session (401) keeps it and is told to the shell; a failed load says 'The testimonials could not be
 * loaded. Please try again.' with Try again. The spec has no back office: these are our words. The oracle tracks
 * the list the server sent and the decisions from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { TestimonialsView } from "../src/features/admin/TestimonialsView.tsx"
import { models } from "./admin-testimonials.model.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const failed = "The testimonials could not be loaded. Please try again."
const none = "No testimonials are waiting."

let sessionEnded = 0

const press = (name: string): boolean => {
  const button = [...document.body.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => accessibleName(b) === name
  )
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

const unauthorized = (e: StepView["event"]) =>
  /^xstate\.error\.actor\./u.test(e.type) && (e.error as { _tag?: string })._tag === "Unauthorized"

type Card = { readonly id: string; readonly name: string; readonly content: string }

/** The page's list and where staff are, from the events that happened. */
const tracked = (events: StepView["events"]) => {
  let screen: "loading" | "failed" | "ready" | "deciding" = "loading"
  let cards: ReadonlyArray<Card> = []
  let deciding: string | undefined
  for (const e of events) {
    const tag = (e.error as { _tag?: string } | undefined)?._tag
    switch (e.type) {
      case "xstate.done.actor.fetchPending":
        cards = e.output as ReadonlyArray<Card>
        screen = "ready"
        break
      case "xstate.error.actor.fetchPending":
        screen = "failed"
        break
      case "Try again":
        screen = "loading"
        break
      case "Approve":
      case "Reject":
        screen = "deciding"
        deciding = e.id as string
        break
      case "xstate.done.actor.decide":
        cards = cards.filter((c) => c.id !== deciding)
        screen = "ready"
        break
      case "xstate.error.actor.decide":
        screen = tag === "Unauthorized" ? "ready" : "loading"
        break
    }
  }
  return { screen, cards }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      sessionEnded = 0
    },
    render: () =>
      createElement(TestimonialsView, {
        onUnauthorized: () => {
          sessionEnded += 1
        }
      }),
    act: {
      // The card of that id: its name is on its buttons.
      Approve: () => press("Approve Asha"),
      Reject: () => press("Reject Asha"),
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => {
      const { screen, cards } = tracked(events)
      const told = () =>
        void expect(sessionEnded, "the shell is told each time the session ended").toBe(
          events.filter(unauthorized).length
        )
      if (screen === "loading")
        return { texts: ["Testimonials to moderate", "Loading..."], noButtons: [/^Approve/u], check: told }
      if (screen === "failed") return { texts: [failed], buttons: ["Try again"], absent: ["Loading..."], check: told }
      if (cards.length === 0) return { texts: [none], noButtons: [/^Approve/u, /^Reject/u], check: told }
      const names = cards.flatMap((c) => [`Approve ${c.name}`, `Reject ${c.name}`])
      return {
        texts: [...cards.flatMap((c) => [c.name, c.content]), "Home Loan, 5 of 5 stars, sent 20 November 2026"],
        absent: ["Loading...", failed, none],
        ...(screen === "deciding" ? { disabled: names } : { buttons: names }),
        check: told
      }
    }
  }
]
