/**
 * The Refer & Earn hero's Share: the share sheet shares, is closed without sharing, or is not there (or fails), and
 * then the invite dialog opens until Done.
 */

import { shareCancelled, shareUnavailable } from "../domain/failures.fixtures.ts"
import { shareMachine } from "../machines/share.machine.ts"
import type { MachineModel } from "./harness.ts"

const shareModel: MachineModel<typeof shareMachine> = {
  name: "share",
  machine: shareMachine,
  input: {
    title: "Arthika Loans: Refer & Earn",
    text: "Know someone who needs a loan?",
    url: "https://arthika.example/refer-and-earn"
  },
  actors: ["webShare"],
  events: () => [
    { type: "Share" },
    { type: "Done" },
    { type: "xstate.done.actor.webShare" } as never,
    { type: "xstate.error.actor.webShare", error: shareCancelled() } as never,
    {
      type: "xstate.error.actor.webShare",
      error: shareUnavailable()
    } as never
  ]
}

export const models = [shareModel]
