/** The Wall of Fame strip: started moving or (reduced motion) still; paused and played by the person. */
import { marqueeMachine } from "../machines/marquee.machine.ts"
import type { MachineModel } from "./harness.ts"

const marqueeModel = (paused: boolean): MachineModel<typeof marqueeMachine> => ({
  name: paused ? "marquee (reduced motion)" : "marquee",
  machine: marqueeMachine,
  input: { paused },
  events: () => [{ type: "Pause" }, { type: "Play" }]
})

export const models = [marqueeModel(false), marqueeModel(true)]
