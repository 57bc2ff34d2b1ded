/** The Key Fact Statement page, with a proposal number and without: found, not found, no answer (retried), too many requests. */
import { applicationNotFound, networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { kfsMachine } from "../machines/kfs.machine.ts"
import type { MachineModel } from "./harness.ts"

const kfsModel = (proposalNumber: string): MachineModel<typeof kfsMachine> => ({
  name: proposalNumber ? "kfs" : "kfs (no number)",
  machine: kfsMachine,
  input: { proposalNumber },
  actors: ["fetchStatement"],
  events: () => [
    { type: "Retry" },
    { type: "xstate.done.actor.fetchStatement", output: { proposalNumber } } as never,
    { type: "xstate.error.actor.fetchStatement", error: applicationNotFound() } as never,
    { type: "xstate.error.actor.fetchStatement", error: tooManyRequests() } as never,
    { type: "xstate.error.actor.fetchStatement", error: networkError() } as never
  ]
})

export const models = [kfsModel("KFS-7Q2M"), kfsModel("")]
