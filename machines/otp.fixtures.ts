/**
 * The shared mobile entry and OTP screen as a flow's machine test gives them: each code sent and each code checked
 * goes to the test's own functions (what was sent, what the server answers).
 */
import { fromPromise } from "xstate"
import { mobileEntryMachine } from "./mobile-entry.machine.ts"
import { otpMachine, type SendOtpInput, type VerifyOtpInput } from "./otp.machine.ts"

export const fakeOtpActors = (
  sendOtp: (input: SendOtpInput) => Promise<void>,
  verifyOtp: (input: VerifyOtpInput) => Promise<{ token: string }>
) => {
  const send = fromPromise(async ({ input }: { input: SendOtpInput }) => sendOtp(input))
  return {
    mobileEntry: mobileEntryMachine.provide({ actors: { sendOtp: send } }),
    otp: otpMachine.provide({
      actors: {
        sendOtp: send,
        verifyOtp: fromPromise(async ({ input }: { input: VerifyOtpInput }) => verifyOtp(input))
      }
    })
  }
}
