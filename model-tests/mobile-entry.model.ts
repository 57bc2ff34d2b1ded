/**
 * Mobile entry before an OTP: a person types a short, a wrong-start or a good mobile, ticks the terms (credit score),
 * submits; the OTP is sent or the send fails. With terms (credit score) and without (redeem).
 */
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
    { type: "xstate.error.actor.sendOtp", error: { _tag: "Refused", message: "Too many OTP requests." } } as never,
    // The same mobile within 30 s of its code: on to the OTP screen with the seconds left.
    {
      type: "xstate.error.actor.sendOtp",
      error: { _tag: "TooSoon", message: "Please wait before requesting a new OTP.", retryAfterSeconds: 20 }
    } as never
  ]
})

export const models = [mobileEntryModel(true), mobileEntryModel(false)]
