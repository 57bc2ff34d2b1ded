/**
 * The back office's enquiry list on the page: 'Loading...', then the count, the rows and 'Page N of M' (pages of 20);
 * Previous and Next move a page; a search loads page 1 of the new query; a failure says 'The enquiries could not be
 * loaded. Please try again.' with Try again, and a 401 is told to the shell. The spec has no back office: these are
 * our words. The oracle tracks the page asked for and the outcomes from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { EnquiriesView } from "../src/features/admin/EnquiriesView.tsx"
import { models } from "./admin-enquiries.model.ts"
import { movePager, pagedList, pagerSeen, press, sessionWatch, unauthorizedFrom } from "./admin-views.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const failed = "The enquiries could not be loaded. Please try again."
const pageCount = 3 // 45 enquiries, 20 a page

const session = sessionWatch(unauthorizedFrom("fetchEnquiries"))

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: session.reset,
    render: () => createElement(EnquiriesView, { onUnauthorized: session.onUnauthorized }),
    act: {
      Search: (e) => {
        const field = queryAllByLabelText(document.body, /^Search/u).find((el) => el instanceof HTMLInputElement)
        if (!field) return false
        fireEvent.change(field, { target: { value: (e.filter as { q: string }).q } })
        return press("Search")
      },
      "Go to page": movePager,
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => {
      const { page, answer } = pagedList(events, "fetchEnquiries", ["Search"])
      const told = session.toldOnce(events)
      if (answer === "loading")
        return { texts: ["Enquiries", "Loading..."], absent: [failed], noButtons: ["Try again"], check: told }
      if (answer === "failed")
        return { texts: [failed], buttons: ["Try again", "Search"], absent: ["Loading..."], check: told }
      const pager = pagerSeen(page, pageCount)
      return {
        ...pager,
        texts: ["45 enquiries", "Asha Rao", "K7QMX-3P9TD", ...(pager.texts ?? [])],
        absent: ["Loading...", failed],
        links: ["Download CSV"],
        check: told
      }
    }
  }
]
