/** The copy button: copy, the clipboard answers or refuses, the 2 s label runs out. */
import { copyMachine } from "../machines/copy.machine.ts"
import type { MachineModel } from "./harness.ts"

const copyModel: MachineModel<typeof copyMachine> = {
  name: "copy",
  machine: copyMachine,
  input: { text: "K7QMX-3P9TD" },
  actors: ["writeClipboard"],
  events: () => [
    { type: "Copy" },
    { type: "xstate.done.actor.writeClipboard" } as never,
    { type: "xstate.error.actor.writeClipboard", error: new Error("denied") } as never,
    { type: "xstate.after.copiedLabel.copy.copied" } as never
  ]
}

export const models = [copyModel]
