/** The status page, with an ID and without one: the fetch succeeds, finds nothing, is refused for too many look-ups, or fails and is retried. */
import { applicationNotFound, applicationRemoved, networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { statusMachine } from "../machines/status.machine.ts"
import type { MachineModel } from "./harness.ts"

const statusModel = (trackingId: string | null): MachineModel<typeof statusMachine> => ({
  name: trackingId ? "status" : "status (no ID)",
  machine: statusMachine,
  input: { trackingId },
  actors: ["fetchApplication"],
  events: () => [
    { type: "Retry" },
    {
      type: "xstate.done.actor.fetchApplication",
      output: {
        name: "Asha Rao",
        loanType: "Home Loan",
        status: "Call Back",
        createdAt: "2026-11-20T10:00:00Z",
        updatedAt: "2026-11-20T10:00:00Z"
      }
    } as never,
    { type: "xstate.error.actor.fetchApplication", error: applicationNotFound() } as never,
    { type: "xstate.error.actor.fetchApplication", error: applicationRemoved() } as never,
    { type: "xstate.error.actor.fetchApplication", error: tooManyRequests() } as never,
    { type: "xstate.error.actor.fetchApplication", error: networkError() } as never
  ]
})

export const models = [statusModel("K7QMX-3P9TD"), statusModel(null)]
