/**
 * The Refer & Earn hero's Share: the share sheet shares, is closed without sharing, or is not there (or fails), and
 * then the invite dialog opens until Done.
 */
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
    { type: "xstate.error.actor.webShare", error: { _tag: "ShareCancelled" } } as never,
    {
      type: "xstate.error.actor.webShare",
      error: { _tag: "ShareUnavailable", message: "No share sheet here." }
    } as never
  ]
}

export const models = [shareModel]
