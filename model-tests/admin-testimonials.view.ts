import { createElement } from "react"
import { TestimonialsView } from "../src/features/admin/TestimonialsView.tsx"
import { models } from "./admin-testimonials.model.ts"
import { press, sessionWatch } from "./admin-views.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const failed = "The testimonials could not be loaded. Please try again."
const none = "No testimonials are waiting."

const session = sessionWatch()

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
    before: session.reset,
    render: () =>
      createElement(TestimonialsView, {
        onUnauthorized: session.onUnauthorized
      }),
    act: {
      // The card of that id: its name is on its buttons.
      Approve: () => press("Approve Asha"),
      Reject: () => press("Reject Asha"),
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => {
      const { screen, cards } = tracked(events)
      const told = session.toldOnce(events)
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
