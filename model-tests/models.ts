/**
 * Every machine's models, found by file name: model-tests/<flow>.model.ts exports `models`. A machine in
 * machines/ without a model fails the coverage test, so a new machine is path-tested without further wiring.
 */
import type { AnyStateMachine } from "xstate"
import type { MachineModel } from "./harness.ts"

const modelFiles = import.meta.glob<{ models: ReadonlyArray<MachineModel<AnyStateMachine>> }>("./*.model.ts", {
  eager: true
})
const machineFiles = import.meta.glob<Record<string, unknown>>("../machines/*.machine.ts", { eager: true })

export const models: ReadonlyArray<MachineModel<AnyStateMachine>> = Object.values(modelFiles).flatMap((m) => m.models)

/** Every machine exported from machines/*.machine.ts, by id. */
export const machines: ReadonlyMap<string, AnyStateMachine> = new Map(
  Object.values(machineFiles)
    .flatMap((exports) => Object.values(exports))
    .filter(
      (v): v is AnyStateMachine => typeof v === "object" && v !== null && "root" in v && "provide" in v && "config" in v
    )
    .map((m) => [m.id, m])
)
