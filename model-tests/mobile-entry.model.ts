/**
 * Mobile entry before an OTP: a person types a short, a wrong-start or a good mobile, ticks the terms (credit score),
 * submits; the OTP is sent or the send fails. With terms (credit score) and without (redeem), and for a mobile the
 * flow's own form took (grievances).
 */
import { networkError, otpRateLimited } from "../domain/failures.fixtures.ts"
import { mobileEntryErrors, mobileEntryMachine } from "../machines/mobile-entry.machine.ts"
import type { MachineModel } from "./harness.ts"

const mobileEntryModel = (requireTerms: boolean): MachineModel<typeof mobileEntryMachine> => ({
  name: requireTerms ? "mobile entry (credit score)" : "mobile entry (redeem)",
  machine: mobileEntryMachine,
  input: { purpose: requireTerms ? "credit-score" : "redeem", requireTerms },
  actors: ["sendOtp"],
  abstract: (s) => Object.keys(mobileEntryErrors(s.context)).sort(),
  events: () => [
    { type: "Type mobile", value: "98765" },
    { type: "Type mobile", value: "1234567890" },
    { type: "Type mobile", value: "9876543210" },
    { type: "Accept terms", accepted: true },
    { type: "Accept terms", accepted: false },
    { type: "Submit" },
    { type: "xstate.done.actor.sendOtp" } as never,
    { type: "xstate.error.actor.sendOtp", error: otpRateLimited("Too many OTP requests.") } as never,
    // The same mobile within 30 s of its code: on to the OTP screen with the seconds left.
    {
      type: "xstate.error.actor.sendOtp",
      error: otpRateLimited("Please wait before requesting a new OTP.", 20)
    } as never
  ]
})

/**
 * A mobile taken on the flow's own form (the grievance form and look-up): the code is sent at once; it is sent, was
 * sent under 30 s ago, or fails.
 */
const givenMobileModel: MachineModel<typeof mobileEntryMachine> = {
  name: "mobile entry (grievance)",
  machine: mobileEntryMachine,
  input: { purpose: "grievance", mobile: "9876543210" },
  actors: ["sendOtp"],
  events: () => [
    { type: "xstate.done.actor.sendOtp" } as never,
    { type: "xstate.error.actor.sendOtp", error: networkError() } as never,
    {
      type: "xstate.error.actor.sendOtp",
      error: otpRateLimited("Please wait before requesting a new OTP.", 12)
    } as never
  ]
}

/** How the mobile entry a flow invoked for its form's mobile ends: sent, sent under 30 s ago (12 s left), or not. */
export const givenMobileOutcomes = (mobile: string) =>
  [
    { type: "xstate.done.actor.mobileEntry", output: { mobile } },
    { type: "xstate.done.actor.mobileEntry", output: { mobile, failure: networkError() } },
    { type: "xstate.done.actor.mobileEntry", output: { mobile, resendInSeconds: 12 } }
  ] as never

export const models = [mobileEntryModel(true), mobileEntryModel(false), givenMobileModel]
