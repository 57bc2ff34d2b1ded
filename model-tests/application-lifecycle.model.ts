/** The lifecycle chart: every status reached, every allowed move taken. */
import { applicationLifecycleMachine, lifecycleEvents } from "../machines/application-lifecycle.machine.ts"
import type { MachineModel } from "./harness.ts"

const lifecycleModel: MachineModel<typeof applicationLifecycleMachine> = {
  name: "application-lifecycle",
  machine: applicationLifecycleMachine,
  events: () => lifecycleEvents.map((type) => ({ type }))
}

export const models = [lifecycleModel]
