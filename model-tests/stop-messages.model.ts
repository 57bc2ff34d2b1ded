/** The page a message's stop link opens: stopped, a link not ours, no answer (tried again), too many requests. */
import { networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { StopLinkInvalid } from "../domain/failures.ts"
import { stopMessagesMachine } from "../machines/stop-messages.machine.ts"
import type { MachineModel } from "./harness.ts"

const stopMessagesModel: MachineModel<typeof stopMessagesMachine> = {
  name: "stop messages",
  machine: stopMessagesMachine,
  input: { token: "42.abcdefghijklmnopqrstuv" },
  actors: ["stopMessages"],
  events: () => [
    { type: "Try again" },
    { type: "xstate.done.actor.stopMessages", output: { success: true } } as never,
    {
      type: "xstate.error.actor.stopMessages",
      error: new StopLinkInvalid({ success: false, message: "" })
    } as never,
    { type: "xstate.error.actor.stopMessages", error: tooManyRequests() } as never,
    { type: "xstate.error.actor.stopMessages", error: networkError() } as never
  ]
}

export const models = [stopMessagesModel]
