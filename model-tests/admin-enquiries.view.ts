/**
 * The back office's enquiry list on the page: 'Loading...', then the count, the rows and 'Page N of M' (pages of 20);
 * Previous and Next move a page; a search loads page 1 of the new query; a failure says 'The enquiries could not be
 * loaded. Please try again.' with Try again, and a 401 is told to the shell. The spec has no back office: these are
 * our words. The oracle tracks the page asked for and the outcomes from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { EnquiriesView } from "../src/features/admin/EnquiriesView.tsx"
import { models } from "./admin-enquiries.model.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const failed = "The enquiries could not be loaded. Please try again."
const pageCount = 3 // 45 enquiries, 20 a page

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
  e.type === "xstate.error.actor.fetchEnquiries" && (e.error as { _tag?: string })._tag === "Unauthorized"

/** The page the person is on and what the last load gave, from the events that happened. */
const tracked = (events: StepView["events"]) => {
  let page = 1
  let answer: "loading" | "failed" | "ready" = "loading"
  for (const e of events) {
    if (e.type === "Search") {
      page = 1
      answer = "loading"
    }
    if (e.type === "Go to page") {
      page = e.page as number
      answer = "loading"
    }
    if (e.type === "Try again") answer = "loading"
    if (e.type === "xstate.done.actor.fetchEnquiries") answer = "ready"
    if (e.type === "xstate.error.actor.fetchEnquiries") answer = "failed"
  }
  return { page, answer }
}

/** The page number the pager shows ('Page N of M'). */
const shownPage = (): number | undefined => {
  const m = /Page (\d+) of \d+/u.exec(document.body.textContent ?? "")
  return m ? Number(m[1]) : undefined
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      sessionEnded = 0
    },
    render: () =>
      createElement(EnquiriesView, {
        onUnauthorized: () => {
          sessionEnded += 1
        }
      }),
    act: {
      Search: (e) => {
        const field = queryAllByLabelText(document.body, /^Search/u).find((el) => el instanceof HTMLInputElement)
        if (!field) return false
        fireEvent.change(field, { target: { value: (e.filter as { q: string }).q } })
        return press("Search")
      },
      // The pager moves one page: Next or Previous, whichever reaches the page.
      "Go to page": (e) => {
        const at = shownPage()
        if (at === undefined) return false
        if (e.page === at + 1) return press("Next")
        if (e.page === at - 1) return press("Previous")
        return false
      },
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => {
      const { page, answer } = tracked(events)
      const told = () =>
        void expect(sessionEnded, "the shell is told each time the session ended").toBe(
          events.filter(unauthorized).length
        )
      if (answer === "loading")
        return { texts: ["Enquiries", "Loading..."], absent: [failed], noButtons: ["Try again"], check: told }
      if (answer === "failed")
        return { texts: [failed], buttons: ["Try again", "Search"], absent: ["Loading..."], check: told }
      return {
        texts: ["45 enquiries", "Asha Rao", "K7QMX-3P9TD", `Page ${page} of ${pageCount}`],
        absent: ["Loading...", failed],
        links: ["Download CSV"],
        ...(page > 1 ? { buttons: ["Previous"] } : { disabled: ["Previous"] }),
        ...(page < pageCount ? { buttons: ["Next"] } : { disabled: ["Next"] }),
        check: told
      }
    }
  }
]
