/** Redeem verification: the OTP screen (a child, its outcome sent as a done event) finishes; the record is kept or not. */
import { redeemMachine } from "../machines/redeem.machine.ts"
import type { MachineModel } from "./harness.ts"

const redeemModel: MachineModel<typeof redeemMachine> = {
  name: "redeem",
  machine: redeemMachine,
  input: { mobile: "9876543210" },
  actors: ["otp", "saveRedeemToken"],
  events: () => [
    { type: "xstate.done.actor.otp", output: { mobile: "9876543210", token: "redeem-token" } } as never,
    { type: "xstate.done.actor.saveRedeemToken", output: "lz3k9q1c-4f9a2b7c-9d0e1f2a" } as never,
    { type: "xstate.error.actor.saveRedeemToken", error: new Error("quota") } as never
  ]
}

export const models = [redeemModel]
