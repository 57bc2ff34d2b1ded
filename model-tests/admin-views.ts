/**
 * What the back office's view models share: pressing a button by its name, counting the sessions the view told the
 * shell had ended, and the paged lists' pager ('Page N of M' with Previous and Next) with its oracle.
 */
import { fireEvent } from "@testing-library/react"
import { expect } from "vitest"
import { accessibleName, type Seen, type StepView } from "./view-harness.ts"

type Event = StepView["event"]

/** Presses the enabled button of that accessible name; false when there is none or it is disabled. */
export const press = (name: string): boolean => {
  const button = [...document.body.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => accessibleName(b) === name
  )
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

/** A refusal with 401 (Unauthorized) from the actor of that id, or from any actor. */
export const unauthorizedFrom =
  (actorId?: string) =>
  (e: Event): boolean =>
    (actorId === undefined ? /^xstate\.error\.actor\./u.test(e.type) : e.type === `xstate.error.actor.${actorId}`) &&
    (e.error as { _tag?: string } | undefined)?._tag === "Unauthorized"

/**
 * The shell's onUnauthorized, counted: `reset` before each path, `onUnauthorized` for the view's prop, and
 * `toldOnce(events)` checks the shell was told exactly once per ended session of the path.
 */
export const sessionWatch = (isUnauthorized: (e: Event) => boolean = unauthorizedFrom()) => {
  let ended = 0
  return {
    reset: () => {
      ended = 0
    },
    onUnauthorized: () => {
      ended += 1
    },
    toldOnce: (events: StepView["events"]) => () =>
      void expect(ended, "the shell is told each time the session ended").toBe(events.filter(isUnauthorized).length)
  }
}

/**
 * A paged list's page and the last load's outcome, from the events that happened: 'Go to page' and the
 * `firstPageOn` events (a new search) ask for a page, 'Try again' asks again, the actor's done or error answers.
 */
export const pagedList = (events: StepView["events"], actorId: string, firstPageOn: ReadonlyArray<string> = []) => {
  let page = 1
  let answer: "loading" | "failed" | "ready" = "loading"
  for (const e of events) {
    if (firstPageOn.includes(e.type)) {
      page = 1
      answer = "loading"
    }
    if (e.type === "Go to page") {
      page = e.page as number
      answer = "loading"
    }
    if (e.type === "Try again") answer = "loading"
    if (e.type === `xstate.done.actor.${actorId}`) answer = "ready"
    if (e.type === `xstate.error.actor.${actorId}`) answer = "failed"
  }
  return { page, answer }
}

/** The page number the pager shows ('Page N of M'). */
const shownPage = (): number | undefined => {
  const m = /Page (\d+) of \d+/u.exec(document.body.textContent ?? "")
  return m ? Number(m[1]) : undefined
}

/** The person moves one page, with Next or Previous: whichever reaches the event's page. */
export const movePager = (e: Event): boolean => {
  const at = shownPage()
  if (at === undefined) return false
  if (e.page === at + 1) return press("Next")
  if (e.page === at - 1) return press("Previous")
  return false
}

/** The pager on page `page` of `pageCount`: 'Page N of M', Previous enabled after the first, Next before the last. */
export const pagerSeen = (page: number, pageCount: number): Pick<Seen, "texts" | "buttons" | "disabled"> => {
  const previous = page > 1
  const next = page < pageCount
  return {
    texts: [`Page ${page} of ${pageCount}`],
    buttons: [...(previous ? ["Previous"] : []), ...(next ? ["Next"] : [])],
    disabled: [...(previous ? [] : ["Previous"]), ...(next ? [] : ["Next"])]
  }
}
