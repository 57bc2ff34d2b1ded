import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import { networkError, otpExpired, otpRateLimited, serverError, wrongCode } from "../domain/failures.fixtures.ts"
import {
  isTooSoon,
  type OtpEmitted,
  type OtpPurpose,
  otpMachine,
  otpScreenMessages,
  type SendOtpInput,
  type VerifyOtpInput,
  wrongCodeMessage
} from "./otp.machine.ts"

/** Our words where the spec names none, written out as well. */
const ours = {
  otpScreenCodeIncomplete: "Please enter the 6-digit OTP.",
  otpScreenVerifyFailed: "The OTP could not be verified. Please try again.",
  otpScreenVerifyNetwork: "We could not verify the OTP. Please check your connection and try again."
} as const

/** SimulatedClock fires what is due at the end of one increment; timers set meanwhile wait: go a second at a time. */
const advance = (clock: SimulatedClock, ms: number) => {
  for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left))
}

const start = (
  options: {
    mobile?: string | null
    purpose?: OtpPurpose
    verify?: (input: VerifyOtpInput) => Promise<{ token: string }>
    send?: (input: SendOtpInput) => Promise<void>
    resendInSeconds?: number | null
  } = {}
) => {
  const clock = new SimulatedClock()
  const verified: Array<VerifyOtpInput> = []
  const sent: Array<SendOtpInput> = []
  const toasts: Array<OtpEmitted> = []
  const actor = createActor(
    otpMachine.provide({
      actors: {
        verifyOtp: fromPromise(async ({ input }: { input: VerifyOtpInput }) => {
          verified.push(input)
          return (options.verify ?? (async () => ({ token: "signed-token" })))(input)
        }),
        sendOtp: fromPromise(async ({ input }: { input: SendOtpInput }) => {
          sent.push(input)
          await (options.send ?? (async () => {}))(input)
        })
      }
    }),
    {
      input: {
        mobile: options.mobile === undefined ? "9876543210" : options.mobile,
        purpose: options.purpose ?? "credit-score",
        resendInSeconds: options.resendInSeconds
      },
      clock
    }
  )
  actor.on("toast", (e) => toasts.push(e))
  actor.start()
  return { actor, clock, verified, sent, toasts }
}

describe("OTP machine", () => {
  it("opens with an empty code field, under the words saying where the OTP went", () => {
    const { actor } = start()
    expect(actor.getSnapshot().context).toMatchObject({ mobile: "9876543210", code: "", error: undefined })
    expect(otpScreenMessages.sentTo(actor.getSnapshot().context.mobile)).toBe("An OTP has been sent to +91 9876543210")
  })

  it("without a valid mobile there is nothing to verify: the screen asks for the mobile first", () => {
    for (const mobile of [null, "", "12345", "1234567890"]) {
      expect(start({ mobile }).actor.getSnapshot().value).toBe("missingMobile")
    }
    expect(otpScreenMessages.missingMobile).toBe("Please enter your mobile number first.")
  })

  it("keeps digits only, at most 6, so a pasted '123 456' or a longer text fits", () => {
    const { actor } = start()
    actor.send({ type: "Type code", value: "Your code: 123 456" })
    expect(actor.getSnapshot().context.code).toBe("123456")
    actor.send({ type: "Type code", value: "12a3" })
    expect(actor.getSnapshot().context.code).toBe("123")
    actor.send({ type: "Type code", value: "98765432" })
    expect(actor.getSnapshot().context.code).toBe("987654")
  })

  it("does not verify an incomplete code", () => {
    const { actor, verified } = start()
    actor.send({ type: "Type code", value: "12345" })
    actor.send({ type: "Verify" })
    expect(verified).toHaveLength(0)
    expect(actor.getSnapshot().context.error).toBe(ours.otpScreenCodeIncomplete)
    actor.send({ type: "Type code", value: "123456" })
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it("verifies the code for the mobile and purpose and ends with the server's token", async () => {
    const { actor, verified } = start({ purpose: "redeem" })
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    expect(actor.getSnapshot().matches({ active: { code: "verifying" } })).toBe(true)
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(verified).toEqual([{ mobile: "9876543210", purpose: "redeem", code: "123456" }])
    expect(actor.getSnapshot().output).toEqual({ mobile: "9876543210", token: "signed-token" })
  })

  it("shows the server's message for a wrong code, clears it, and accepts the right one next", async () => {
    let answer: "wrong" | "right" = "wrong"
    const { actor } = start({
      verify: async () => {
        if (answer === "wrong") throw wrongCode("Incorrect OTP. Please try again.", 4)
        return { token: "t" }
      }
    })
    actor.send({ type: "Type code", value: "000000" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.matches({ active: { code: "editing" } }), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({
      code: "",
      error: "Incorrect OTP. Please try again. 4 attempts left."
    })
    answer = "right"
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
  })

  it("counts the attempts left in the message of a wrong code", () => {
    expect(wrongCodeMessage("Incorrect OTP. Please try again.", 1)).toBe(
      "Incorrect OTP. Please try again. 1 attempt left."
    )
    expect(wrongCodeMessage("Incorrect OTP. Please try again.", 0)).toBe(
      "Incorrect OTP. Please try again. Too many incorrect attempts. Please request a new OTP."
    )
  })

  it("says so when the server cannot be reached or gives no message", async () => {
    let failure: unknown = networkError()
    const { actor } = start({
      verify: async () => {
        throw failure
      }
    })
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.context.error !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe(ours.otpScreenVerifyNetwork)
    failure = serverError()
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.context.error === ours.otpScreenVerifyFailed, { timeout: 3000 })
    failure = otpExpired("This OTP has expired. Please request a new one.")
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.context.error === "This OTP has expired. Please request a new one.", {
      timeout: 3000
    })
  })

  it("a verification failing with no value says the OTP could not be verified, and clears the field", async () => {
    const { actor } = start({ verify: () => Promise.reject(undefined) })
    actor.send({ type: "Type code", value: "123456" })
    actor.send({ type: "Verify" })
    await waitFor(actor, (s) => s.matches({ active: { code: "editing" } }), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({ code: "", error: ours.otpScreenVerifyFailed })
  })

  it("counts 30 s down a second at a time before 'Resend OTP' can be used", () => {
    const { actor, clock, sent } = start()
    expect(actor.getSnapshot().context.secondsLeft).toBe(30)
    actor.send({ type: "Resend OTP" })
    expect(sent).toHaveLength(0)
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(29)
    advance(clock, 28_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(actor.getSnapshot().matches({ active: { resend: "waiting" } })).toBe(true)
    advance(clock, 1000)
    expect(actor.getSnapshot().matches({ active: { resend: "ready" } })).toBe(true)
  })

  it("opened for a code sent earlier, it counts down only the seconds left, then offers a resend", () => {
    const { actor, clock } = start({ resendInSeconds: 22 })
    expect(actor.getSnapshot().context.secondsLeft).toBe(22)
    clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(21)
    advance(clock, 20_000)
    expect(actor.getSnapshot().matches({ active: { resend: "waiting" } })).toBe(true)
    advance(clock, 1000)
    expect(actor.getSnapshot().matches({ active: { resend: "ready" } })).toBe(true)
  })

  it("a wait the server gives outside 1-30 s, or none, counts the full 30 s; a part of a second counts as a whole one", () => {
    const waits: Array<[number | null | undefined, number]> = [
      [null, 30],
      [undefined, 30],
      [Number.NaN, 30],
      [Number.POSITIVE_INFINITY, 30],
      [-5, 30],
      [0, 30],
      [0.5, 30],
      [90, 30],
      [1, 1],
      [4.2, 5]
    ]
    for (const [resendInSeconds, seconds] of waits) {
      expect(start({ resendInSeconds }).actor.getSnapshot().context.secondsLeft, String(resendInSeconds)).toBe(seconds)
    }
    const { actor, clock } = start({ resendInSeconds: 1 })
    expect(actor.getSnapshot().matches({ active: { resend: "waiting" } })).toBe(true)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ active: { resend: "ready" } })).toBe(true)
  })

  it("resends for the same mobile and purpose, clears the field and starts the countdown again", async () => {
    const { actor, clock, sent, toasts } = start({ purpose: "referral" })
    advance(clock, 30_000)
    actor.send({ type: "Type code", value: "12" })
    actor.send({ type: "Resend OTP" })
    await waitFor(actor, (s) => s.matches({ active: { resend: "waiting" } }), { timeout: 3000 })
    expect(sent).toEqual([{ mobile: "9876543210", purpose: "referral" }])
    expect(toasts).toEqual([{ type: "toast", kind: "success", message: "A new OTP has been sent to +91 9876543210" }])
    expect(actor.getSnapshot().context).toMatchObject({ code: "", secondsLeft: 30 })
    advance(clock, 29_000)
    expect(actor.getSnapshot().matches({ active: { resend: "waiting" } })).toBe(true)
  })

  it("a refused resend toasts the server's message and can be tried again", async () => {
    const { actor, clock, toasts } = start({
      send: async () => {
        throw otpRateLimited("Too many OTP requests. Please try again later.")
      }
    })
    advance(clock, 30_000)
    actor.send({ type: "Resend OTP" })
    await waitFor(actor, (s) => s.matches({ active: { resend: "ready" } }) && toasts.length > 0, { timeout: 3000 })
    expect(toasts[0]).toEqual({
      type: "toast",
      kind: "error",
      message: "Too many OTP requests. Please try again later."
    })
  })

  it("a resend failing with no value, or refused without words, toasts that the OTP was not sent, and can be tried again", async () => {
    const failures: Array<unknown> = [undefined, serverError()]
    const { actor, clock, toasts } = start({ send: () => Promise.reject(failures.shift()) })
    advance(clock, 30_000)
    for (const n of [1, 2]) {
      actor.send({ type: "Resend OTP" })
      await waitFor(actor, (s) => s.matches({ active: { resend: "ready" } }) && toasts.length === n, {
        timeout: 3000
      })
    }
    expect(toasts).toEqual([
      { type: "toast", kind: "error", message: "We could not send the OTP. Please try again." },
      { type: "toast", kind: "error", message: "We could not send the OTP. Please try again." }
    ])
  })

  it("only a refusal for a code sent under 30 s ago counts as sent too soon, not a send that failed without a reason", () => {
    expect(isTooSoon(otpRateLimited("Please wait before requesting a new OTP.", 12))).toBe(true)
    expect(isTooSoon(undefined)).toBe(false)
  })
})
