/** The lifecycle chart: every status reached, every allowed move taken. */
import { lifecycleEvents } from "../domain/application-status.ts"
import { applicationLifecycleMachine } from "../machines/application-lifecycle.machine.ts"
import type { MachineModel } from "./harness.ts"

const lifecycleModel: MachineModel<typeof applicationLifecycleMachine> = {
  name: "application-lifecycle",
  machine: applicationLifecycleMachine,
  events: () => lifecycleEvents.map((type) => ({ type }))
}

export const models = [lifecycleModel]
