/** The back office's enquiry list: load outcomes, search while loading and after, paging, try again. */

import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import { emptyFilter } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminEnquiriesMachine } from "../machines/admin-enquiries.machine.ts"
import type { MachineModel } from "./harness.ts"

/** One row of a page (the page view shows its pager only with rows). */
const row = {
  trackingId: "K7QMX-3P9TD",
  name: "Asha Rao",
  phone: "9876543210",
  loanType: "Home Loan",
  applicationType: "Self",
  status: "Call Back",
  location: "Pune",
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z"
} as const

const listModel: MachineModel<typeof adminEnquiriesMachine> = {
  name: "admin-enquiries",
  machine: adminEnquiriesMachine,
  actors: ["fetchEnquiries", "fetchLenderChoices"],
  abstract: (s) => ({ page: s.context.page, q: s.context.filter.q }),
  events: () => [
    { type: "Search", filter: { ...emptyFilter, q: "asha" } },
    { type: "Go to page", page: 2 },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchEnquiries", output: { items: [row], total: 45, page: 1, pageSize: 20 } } as never,
    { type: "xstate.error.actor.fetchEnquiries", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchEnquiries", error: networkError() } as never,
    {
      type: "xstate.done.actor.fetchLenderChoices",
      output: [{ id: "icici-bank", name: "ICICI Bank Limited" }]
    } as never,
    { type: "xstate.error.actor.fetchLenderChoices", error: networkError() } as never
  ]
}

export const models = [listModel]
