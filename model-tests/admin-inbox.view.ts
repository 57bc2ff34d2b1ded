/**
 * The back office's two read-only inboxes on the page (contact messages; credit-score enquiries, the PAN masked):
 * 'Loading...', then '<total> in all', the rows and 'Page N of M' (pages of 20; Previous and Next move a page); a
 * failure says 'This inbox could not be loaded. Please try again.' with Try again; a 401 is told to the shell. The
 * spec has no back office: these are our words. The oracle tracks the page asked for and the outcomes from the
 * events that happened. Each inbox's paths are the model's, with a page of one row of its kind.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { ContactInbox, CreditInbox } from "../src/features/admin/InboxViews.tsx"
import { models } from "./admin-inbox.model.ts"
import type { MachineModel } from "./harness.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

type Machine = (typeof models)[number]["machine"]

const failed = "This inbox could not be loaded. Please try again."
const pageCount = 2 // 30 in all, 20 a page

const contactRow = {
  id: "m1",
  receivedAt: "2026-11-20T10:00:00Z",
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "9876543210",
  message: "Please call me."
}
const creditRow = {
  id: "c1",
  receivedAt: "2026-11-20T10:00:00Z",
  name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.in",
  panMasked: "ABCDE****F",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001"
}

/** The model's paths with a page holding one row of this inbox's kind. */
const withRow = (name: string, row: unknown): MachineModel<Machine> => ({
  ...models[0]!,
  name,
  events: (s) =>
    models[0]!
      .events(s)
      .map((e) =>
        e.type === ("xstate.done.actor.fetchPage" as string)
          ? ({ ...e, output: { ...(e as unknown as { output: object }).output, items: [row] } } as unknown as typeof e)
          : e
      )
})

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
  e.type === "xstate.error.actor.fetchPage" && (e.error as { _tag?: string })._tag === "Unauthorized"

const tracked = (events: StepView["events"]) => {
  let page = 1
  let answer: "loading" | "failed" | "ready" = "loading"
  for (const e of events) {
    if (e.type === "Go to page") {
      page = e.page as number
      answer = "loading"
    }
    if (e.type === "Try again") answer = "loading"
    if (e.type === "xstate.done.actor.fetchPage") answer = "ready"
    if (e.type === "xstate.error.actor.fetchPage") answer = "failed"
  }
  return { page, answer }
}

const shownPage = (): number | undefined => {
  const m = /Page (\d+) of \d+/u.exec(document.body.textContent ?? "")
  return m ? Number(m[1]) : undefined
}

const view = (
  model: MachineModel<Machine>,
  Inbox: typeof ContactInbox,
  title: string,
  rowTexts: ReadonlyArray<string>
): ViewModel<Machine> => ({
  model,
  before: () => {
    sessionEnded = 0
  },
  render: () =>
    createElement(Inbox, {
      onUnauthorized: () => {
        sessionEnded += 1
      }
    }),
  act: {
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
    if (answer === "loading") return { texts: [title, "Loading..."], absent: [failed], check: told }
    if (answer === "failed") return { texts: [failed], buttons: ["Try again"], absent: ["Loading..."], check: told }
    return {
      texts: ["30 in all", ...rowTexts, `Page ${page} of ${pageCount}`],
      absent: ["Loading...", failed],
      ...(page > 1 ? { buttons: ["Previous"] } : { disabled: ["Previous"] }),
      ...(page < pageCount ? { buttons: ["Next"] } : { disabled: ["Next"] }),
      check: told
    }
  }
})

export const views: ReadonlyArray<ViewModel<Machine>> = [
  view(withRow("admin-inbox (contact messages)", contactRow), ContactInbox, "Contact messages", [
    "Asha Rao",
    "Please call me."
  ]),
  view(withRow("admin-inbox (credit-score enquiries)", creditRow), CreditInbox, "Credit-score enquiries", [
    "Asha Rao",
    "ABCDE****F",
    "Pune"
  ])
]
