/**
 * The back office's two read-only inboxes on the page (contact messages; credit-score enquiries, the PAN masked):
 * 'Loading...', then '<total> in all', the rows and 'Page N of M' (pages of 20; Previous and Next move a page); a
 * failure says 'This inbox could not be loaded. Please try again.' with Try again; a 401 is told to the shell. The
 * spec has no back office: these are our words. The oracle tracks the page asked for and the outcomes from the
 * events that happened. Each inbox's paths are the model's, with a page of one row of its kind.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { createElement } from "react"
import { ContactInbox, CreditInbox } from "../src/features/admin/InboxViews.tsx"
import { models } from "./admin-inbox.model.ts"
import { movePager, pagedList, pagerSeen, press, sessionWatch, unauthorizedFrom } from "./admin-views.ts"
import type { MachineModel } from "./harness.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

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

const session = sessionWatch(unauthorizedFrom("fetchPage"))

const view = (
  model: MachineModel<Machine>,
  Inbox: typeof ContactInbox,
  title: string,
  rowTexts: ReadonlyArray<string>
): ViewModel<Machine> => ({
  model,
  before: session.reset,
  render: () => createElement(Inbox, { onUnauthorized: session.onUnauthorized }),
  act: {
    "Go to page": movePager,
    "Try again": () => press("Try again")
  },
  sees: ({ events }: StepView): Seen => {
    const { page, answer } = pagedList(events, "fetchPage")
    const told = session.toldOnce(events)
    if (answer === "loading") return { texts: [title, "Loading..."], absent: [failed], check: told }
    if (answer === "failed") return { texts: [failed], buttons: ["Try again"], absent: ["Loading..."], check: told }
    const pager = pagerSeen(page, pageCount)
    return {
      ...pager,
      texts: ["30 in all", ...rowTexts, ...(pager.texts ?? [])],
      absent: ["Loading...", failed],
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
