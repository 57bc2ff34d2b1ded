/**
 * The referral landing: a valid or broken link; the mobile entry and the OTP screen (children, their outcomes sent
 * as done events) finish; the person changes the number; the verified mobile is kept or storage refuses it.
 */
import { referralMachine } from "../machines/referral.machine.ts"
import type { MachineModel } from "./harness.ts"

const referralModel = (
  name: string,
  input: { name: string | null; mobile: string | null }
): MachineModel<typeof referralMachine> => ({
  name,
  machine: referralMachine,
  input,
  actors: ["mobileEntry", "otp", "saveVerifiedMobile"],
  events: () => [
    { type: "Change number" },
    { type: "xstate.done.actor.mobileEntry", output: { mobile: "9123456780" } } as never,
    { type: "xstate.done.actor.otp", output: { mobile: "9123456780", token: "referral-token" } } as never,
    { type: "xstate.done.actor.saveVerifiedMobile" } as never,
    { type: "xstate.error.actor.saveVerifiedMobile", error: new Error("quota") } as never
  ]
})

export const models = [
  referralModel("referral", { name: "Ravi Kumar", mobile: "9876543210" }),
  referralModel("referral (broken link)", { name: null, mobile: "9876543210" })
]
