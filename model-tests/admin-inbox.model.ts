/** A read-only inbox: load outcomes, paging, try again. */

import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminInboxMachine } from "../machines/admin-inbox.machine.ts"
import type { MachineModel } from "./harness.ts"

const inboxModel: MachineModel<typeof adminInboxMachine> = {
  name: "admin-inbox",
  machine: adminInboxMachine,
  actors: ["fetchPage"],
  abstract: (s) => ({ page: s.context.page }),
  events: () => [
    { type: "Go to page", page: 2 },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchPage", output: { items: [], total: 30, page: 1, pageSize: 20 } } as never,
    { type: "xstate.error.actor.fetchPage", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchPage", error: networkError() } as never
  ]
}

export const models = [inboxModel]
