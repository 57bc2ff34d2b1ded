/**
 * The OTP screen: a person types part or all of the code, verifies; the server accepts or refuses; the resend
 * countdown ticks and runs out; a resend succeeds or is refused. Opened with and without a mobile.
 */
import { networkError, wrongCode } from "../domain/failures.fixtures.ts"
import { otpMachine } from "../machines/otp.machine.ts"
import type { MachineModel } from "./harness.ts"

const otpModel = (mobile: string | null): MachineModel<typeof otpMachine> => ({
  name: mobile ? "otp" : "otp (no mobile)",
  machine: otpMachine,
  input: { mobile, purpose: "credit-score" },
  actors: ["verifyOtp", "sendOtp"],
  abstract: (s) => ({ complete: s.context.code.length === 6 }),
  events: () => [
    { type: "Type code", value: "123" },
    { type: "Type code", value: "123456" },
    { type: "Verify" },
    { type: "Resend OTP" },
    { type: "xstate.after.second.otp.active.resend.waiting.counting" } as never,
    { type: "xstate.after.resendDelay.otp.active.resend.waiting" } as never,
    { type: "xstate.done.actor.verifyOtp", output: { token: "signed-token" } } as never,
    {
      type: "xstate.error.actor.verifyOtp",
      error: wrongCode("Incorrect OTP. Please try again.", 4)
    } as never,
    { type: "xstate.done.actor.sendOtp" } as never,
    { type: "xstate.error.actor.sendOtp", error: networkError() } as never
  ]
})

export const models = [otpModel("9876543210"), otpModel(null)]
