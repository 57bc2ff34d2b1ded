/** The back office's enquiry list: load outcomes, search while loading and after, paging, try again. */
import { emptyFilter } from "../domain/admin-api.ts"
import { adminEnquiriesMachine } from "../machines/admin-enquiries.machine.ts"
import type { MachineModel } from "./harness.ts"

const listModel: MachineModel<typeof adminEnquiriesMachine> = {
  name: "admin-enquiries",
  machine: adminEnquiriesMachine,
  actors: ["fetchEnquiries"],
  abstract: (s) => ({ page: s.context.page, q: s.context.filter.q }),
  events: () => [
    { type: "Search", filter: { ...emptyFilter, q: "asha" } },
    { type: "Go to page", page: 2 },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchEnquiries", output: { items: [], total: 45, page: 1, pageSize: 20 } } as never,
    { type: "xstate.error.actor.fetchEnquiries", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.fetchEnquiries", error: { _tag: "NetworkError" } } as never
  ]
}

export const models = [listModel]
