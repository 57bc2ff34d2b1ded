import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { networkError, otpRateLimited } from "../domain/failures.fixtures.ts"
import { type MobileEntryEmitted, type MobileEntryInput, mobileEntryMachine } from "./mobile-entry.machine.ts"
import type { SendOtpInput } from "./otp.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  mobileEntryTermsRequired: "Please accept the terms and conditions.",
  otpScreenSendNetwork: "We could not send the OTP. Please check your connection and try again."
} as const

const start = (input: MobileEntryInput, send: (input: SendOtpInput) => Promise<void> = async () => {}) => {
  const sent: Array<SendOtpInput> = []
  const toasts: Array<MobileEntryEmitted> = []
  const actor = createActor(
    mobileEntryMachine.provide({
      actors: {
        sendOtp: fromPromise(async ({ input }: { input: SendOtpInput }) => {
          sent.push(input)
          await send(input)
        })
      }
    }),
    { input }
  )
  actor.on("toast", (e) => toasts.push(e))
  actor.start()
  return { actor, sent, toasts }
}

describe("mobile entry machine", () => {
  it("keeps the national number once it is 10 digits, and says it must be 10 digits until then", () => {
    const { actor } = start({ purpose: "redeem" })
    actor.send({ type: "Type mobile", value: "98-76a5" })
    expect(actor.getSnapshot().context).toMatchObject({ mobile: "98-765", errors: { mobile: spec.mobileLength } })
    for (const pasted of ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"]) {
      actor.send({ type: "Type mobile", value: pasted })
      expect(actor.getSnapshot().context, pasted).toMatchObject({ mobile: "9876501234", errors: {} })
    }
    actor.send({ type: "Type mobile", value: "9876543210" })
    expect(actor.getSnapshot().context.errors.mobile).toBeUndefined()
    actor.send({ type: "Type mobile", value: "98765432109" })
    expect(actor.getSnapshot().context).toMatchObject({ mobile: "98765432109", errors: { mobile: spec.mobileLength } })
  })

  it("typing '+91 9876501234' key by key sends the OTP to 9876501234, and a short one is refused", async () => {
    const { actor, sent } = start({ purpose: "redeem" })
    for (const key of "+91 98765012")
      actor.send({ type: "Type mobile", value: actor.getSnapshot().context.mobile + key })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.mobileLength)
    expect(sent).toHaveLength(0)
    for (const key of "34") actor.send({ type: "Type mobile", value: actor.getSnapshot().context.mobile + key })
    expect(actor.getSnapshot().context.mobile).toBe("9876501234")
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ mobile: "9876501234", purpose: "redeem" }])
    expect(actor.getSnapshot().output).toEqual({ mobile: "9876501234" })
  })

  it("on Submit a mobile must start with 6-9, and the credit screen's terms must be accepted", () => {
    const { actor, sent } = start({ purpose: "credit-score", requireTerms: true })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors).toEqual({
      mobile: spec.mobileLength,
      terms: ours.mobileEntryTermsRequired
    })
    actor.send({ type: "Type mobile", value: "1234567890" })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.mobileStart)
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    expect(sent).toHaveLength(0)
    actor.send({ type: "Accept terms", accepted: true })
    expect(actor.getSnapshot().context.errors.terms).toBeUndefined()
    actor.send({ type: "Submit" })
    expect(sent).toEqual([{ mobile: "9876543210", purpose: "credit-score" }])
  })

  it("sends the OTP and ends with the mobile", async () => {
    const { actor } = start({ purpose: "redeem" })
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("sending")
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(actor.getSnapshot().output).toEqual({ mobile: "9876543210" })
  })

  it("a referred visitor's mobile must differ from the referrer's", () => {
    const { actor, sent } = start({ purpose: "referral", mustDifferFrom: "9876543210" })
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    expect(sent).toHaveLength(0)
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.samePhone)
  })

  it("keeps the form and toasts the server's reason or the network message when the send fails", async () => {
    let failure: unknown = otpRateLimited("Please wait 30 seconds before asking for a new OTP.")
    const { actor, toasts } = start({ purpose: "redeem" }, async () => {
      throw failure
    })
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing") && toasts.length === 1, { timeout: 3000 })
    expect(toasts[0]).toEqual({
      type: "toast",
      kind: "error",
      message: "Please wait 30 seconds before asking for a new OTP."
    })
    expect(actor.getSnapshot().context.mobile).toBe("9876543210")
    failure = networkError()
    actor.send({ type: "Submit" })
    await waitFor(actor, () => toasts.length === 2, { timeout: 3000 })
    expect(toasts[1]?.message).toBe(ours.otpScreenSendNetwork)
  })

  it("the same mobile again within 30 s of its code goes on to the OTP screen with the seconds left", async () => {
    const { actor, sent, toasts } = start({ purpose: "redeem" }, async () => {
      throw otpRateLimited("Please wait before requesting a new OTP.", 22)
    })
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ mobile: "9876543210", purpose: "redeem" }])
    expect(done.output).toEqual({ mobile: "9876543210", resendInSeconds: 22 })
    // No dead end, no 'Please wait' toast: the code already sent is the one to enter.
    expect(toasts).toEqual([])
  })

  it("a fresh send ends without a wait of its own (the OTP screen counts the full 30 s)", async () => {
    const { actor } = start({ purpose: "redeem" })
    actor.send({ type: "Type mobile", value: "9876543210" })
    actor.send({ type: "Submit" })
    expect((await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })).output).toStrictEqual({
      mobile: "9876543210"
    })
  })

  it("accepting the terms after a refused Submit clears the terms message and keeps the mobile's", () => {
    const { actor } = start({ purpose: "credit-score", requireTerms: true })
    actor.send({ type: "Type mobile", value: "98765" })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors).toEqual({
      mobile: spec.mobileLength,
      terms: ours.mobileEntryTermsRequired
    })
    actor.send({ type: "Accept terms", accepted: true })
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: spec.mobileLength })
  })

  it("a mobile taken on the flow's own form (grievances) is sent for at once; a failed send ends with why, untoasted", async () => {
    const sentAtOnce = start({ purpose: "grievance", mobile: "98765 43210" })
    expect(sentAtOnce.sent).toEqual([{ mobile: "9876543210", purpose: "grievance" }])
    await waitFor(sentAtOnce.actor, (s) => s.status === "done", { timeout: 1000 })
    expect(sentAtOnce.actor.getSnapshot().output).toEqual({ mobile: "9876543210" })

    const refused = start({ purpose: "grievance", mobile: "9876543210" }, async () => {
      throw networkError()
    })
    await waitFor(refused.actor, (s) => s.status === "done", { timeout: 1000 })
    expect(refused.actor.getSnapshot().output).toEqual({
      mobile: "9876543210",
      failure: expect.objectContaining({ _tag: "NetworkError" })
    })
    expect(refused.toasts).toEqual([])

    const waiting = start({ purpose: "grievance", mobile: "9876543210" }, async () => {
      throw otpRateLimited("Please wait before requesting a new OTP.", 12)
    })
    await waitFor(waiting.actor, (s) => s.status === "done", { timeout: 1000 })
    expect(waiting.actor.getSnapshot().output).toEqual({ mobile: "9876543210", resendInSeconds: 12 })
  })

  it("without a given mobile it waits for the person, whatever the purpose", () => {
    const { actor, sent } = start({ purpose: "grievance" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(sent).toEqual([])
  })
})
