/** Track-now: typing an ID (with spaces, or only spaces) and Track. */
import { trackMachine } from "../machines/track.machine.ts"
import type { MachineModel } from "./harness.ts"

const trackModel: MachineModel<typeof trackMachine> = {
  name: "track",
  machine: trackMachine,
  input: {},
  abstract: (s) => s.context.trackingId.length > 0,
  events: () => [
    { type: "Type tracking ID", value: " K7QMX 3P9TD " },
    { type: "Type tracking ID", value: "  " },
    { type: "Track" }
  ]
}

export const models = [trackModel]
