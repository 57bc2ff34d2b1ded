/**
 * The status page (spec sections 2, 4 and 8): Loading..., then the timeline and details card; without an ID 'No
 * tracking ID provided'; not found 'Application Not Found'; a failed fetch 'Failed to fetch application data' with
 * Try again; too many look-ups 'Too many requests. Please try again later.' with Try again; Back to the track-now page.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import StatusPage from "../src/features/status/StatusPage.tsx"
import { models } from "./status.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const failed = "Failed to fetch application data"
const tooMany = "Too many requests. Please try again later."

const view = (trackingId: string | null, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  render: () => {
    const location = memoryLocation({
      path: trackingId ? `/application-status?trackingId=${trackingId}` : "/application-status"
    })
    return createElement(
      Router,
      { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
      createElement(StatusPage)
    )
  },
  act: {
    Retry: (_, page: Page) => {
      const button = [...page.container.querySelectorAll("button")].find((b) => b.textContent === "Try again")
      if (!button) return false
      fireEvent.click(button)
      return true
    }
  },
  sees: ({ events }: StepView): Seen => {
    if (trackingId === null)
      return { texts: ["Application Status", "No tracking ID provided"], noButtons: ["Try again"] }
    const last = events.at(-1)
    // Before an answer, and after Try again: Loading...
    if (!last || last.type === "xstate.init" || last.type === "Retry") return { texts: ["Loading..."] }
    return {}
  },
  after: {
    "xstate.done.actor.fetchApplication": () => ({
      texts: ["Asha Rao", "Home Loan", trackingId ?? "", "Back to Track Application"],
      absent: ["Loading...", failed]
    }),
    "xstate.error.actor.fetchApplication": (s) =>
      (s.event.error as { _tag: string })._tag === "ApplicationNotFound"
        ? { texts: ["Application Not Found"], noButtons: ["Try again"], absent: ["Loading..."] }
        : (s.event.error as { _tag: string })._tag === "ApplicationRemoved"
          ? { texts: ["Removed at your request"], noButtons: ["Try again"], absent: ["Loading...", "Asha Rao"] }
          : (s.event.error as { _tag: string })._tag === "TooManyRequests"
            ? { texts: [tooMany], buttons: ["Try again"], absent: ["Loading...", failed] }
            : { texts: [failed], buttons: ["Try again"], absent: ["Loading...", tooMany] },
    Retry: () => ({ texts: ["Loading..."], absent: [failed, tooMany] })
  }
})

export const views = [view("K7QMX-3P9TD", 0), view(null, 1)]
