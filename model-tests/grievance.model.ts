/** The grievance chart: every status reached, every allowed move taken. */
import { grievanceEvents } from "../domain/grievance.ts"
import { grievanceMachine } from "../machines/grievance.machine.ts"
import type { MachineModel } from "./harness.ts"

const grievanceModel: MachineModel<typeof grievanceMachine> = {
  name: "grievance",
  machine: grievanceMachine,
  events: () => grievanceEvents.map((type) => ({ type }))
}

export const models = [grievanceModel]
