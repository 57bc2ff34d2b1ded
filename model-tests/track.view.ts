/**
 * Track-now on the page (spec sections 2 and 5): a Tracking ID field and Track Now; whitespace is removed and an
 * empty ID is not submitted; Track Now opens /application-status?trackingId= with the ID.
 */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import TrackPage from "../src/features/track/TrackPage.tsx"
import { models } from "./track.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

/** The ID as typed, without whitespace (spec section 5). */
const typedId = (events: StepView["events"]): string => {
  const last = events.filter((e) => e.type === "Type tracking ID").at(-1)
  return ((last?.value as string | undefined) ?? "").replace(/\s/gu, "")
}

let location: ReturnType<typeof memoryLocation> & { history: Array<string> }

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      location = memoryLocation({ path: "/track-now", record: true }) as never
    },
    render: () =>
      createElement(
        Router,
        { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
        createElement(TrackPage)
      ),
    act: {
      "Type tracking ID": (e, page: Page) => {
        const field = page.container.querySelector("input")
        if (!field) return false
        fireEvent.change(field, { target: { value: e.value } })
        return true
      },
      Track: (_, page: Page) => {
        const button = [...page.container.querySelectorAll("button")].find((b) => b.textContent === "Track Now")
        if (!button) return false
        fireEvent.click(button)
        return true
      }
    },
    sees: ({ events }: StepView): Seen => ({
      texts: ["Track Your Application"],
      buttons: ["Track Now"],
      check: (page) => void expect(page.container.querySelector("input")?.value).toBe(typedId(events))
    }),
    after: {
      Track: ({ events }) => ({
        check: () => {
          const id = typedId(events)
          expect(location.history.at(-1), "Track Now opens the status page, or stays without an ID").toBe(
            id === "" ? "/track-now" : `/application-status?trackingId=${id}`
          )
        }
      })
    }
  }
]
