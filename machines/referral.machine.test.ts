import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import { isValidReferralLink } from "../domain/referral-link.ts"
import { fakeOtpActors } from "./otp.fixtures.ts"
import type { SendOtpInput, Verified, VerifyOtpInput } from "./otp.machine.ts"
import { referralApplyPath, referralMachine } from "./referral.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
} as const

const start = (
  input: { name: string | null; mobile: string | null },
  save: (v: Verified) => Promise<void> = async () => {}
) => {
  const sent: Array<SendOtpInput> = []
  const verified: Array<VerifyOtpInput> = []
  const saved: Array<Verified> = []
  const sendOtp = async (input: SendOtpInput) => {
    sent.push(input)
  }
  const actor = createActor(
    referralMachine.provide({
      actors: {
        ...fakeOtpActors(sendOtp, async (input) => {
          verified.push(input)
          return { token: "referral-token" }
        }),
        saveVerifiedMobile: fromPromise(async ({ input }: { input: Verified }) => {
          saved.push(input)
          await save(input)
        })
      }
    }),
    { input }
  ).start()
  const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef
  return { actor, child, sent, verified, saved }
}

describe("referral landing machine", () => {
  it("a link needs the referrer's name (letters) and a valid mobile", () => {
    expect(isValidReferralLink("Ravi Kumar", "9876543210")).toBe(true)
    expect(isValidReferralLink("", "9876543210")).toBe(false)
    expect(isValidReferralLink("Ravi <b>", "9876543210")).toBe(false)
    expect(isValidReferralLink("Ravi", "12345")).toBe(false)
    for (const input of [
      { name: null, mobile: "9876543210" },
      { name: "Ravi", mobile: null },
      { name: "Ravi", mobile: "1234567890" }
    ]) {
      expect(start(input).actor.getSnapshot().value).toBe("invalidLink")
    }
  })

  it("trims the link's name and mobile, and starts without the visitor's mobile", () => {
    const { actor } = start({ name: "  Ravi   Kumar ", mobile: " 9876543210 " })
    expect(actor.getSnapshot().value).toBe("entering")
    expect(actor.getSnapshot().context).toMatchObject({
      referrerName: "Ravi Kumar",
      referrerMobile: "9876543210",
      mobile: ""
    })
  })

  it("enter own mobile, verify it, keep it, and go to the apply form as Referral", async () => {
    const { actor, child, sent, verified, saved } = start({ name: " Ravi  Kumar ", mobile: "9876543210" })
    expect(actor.getSnapshot().value).toBe("entering")
    child("mobileEntry").send({ type: "Type mobile", value: "9876543210" })
    child("mobileEntry").send({ type: "Submit" })
    expect(child("mobileEntry").getSnapshot().context.errors.mobile).toBe(spec.samePhone)
    child("mobileEntry").send({ type: "Type mobile", value: "9123456780" })
    child("mobileEntry").send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(sent).toEqual([{ mobile: "9123456780", purpose: "referral" }])
    child("otp").send({ type: "Type code", value: "123456" })
    child("otp").send({ type: "Verify" })
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(verified).toEqual([{ mobile: "9123456780", purpose: "referral", code: "123456" }])
    expect(saved).toEqual([{ mobile: "9123456780", token: "referral-token" }])
    expect(actor.getSnapshot().output).toEqual({
      next: "/resources/apply-now?applicationType=Referral&refname=Ravi+Kumar&refmobile=9876543210&mobile=9123456780"
    })
    expect(referralApplyPath("Ravi Kumar", "9876543210", "9123456780")).toBe(actor.getSnapshot().output?.next)
  })

  it("Change number goes back to the mobile entry", async () => {
    const { actor, child } = start({ name: "Ravi", mobile: "9876543210" })
    child("mobileEntry").send({ type: "Type mobile", value: "9123456780" })
    child("mobileEntry").send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    actor.send({ type: "Change number" })
    expect(actor.getSnapshot().value).toBe("entering")
    expect(child("mobileEntry").getSnapshot().context.mobile).toBe("")
  })

  it("storage that refuses the verified mobile says so", async () => {
    const { actor, child, saved } = start({ name: "Ravi", mobile: "9876543210" }, async () => {
      throw new Error("quota")
    })
    child("mobileEntry").send({ type: "Type mobile", value: "9123456780" })
    child("mobileEntry").send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    child("otp").send({ type: "Type code", value: "123456" })
    child("otp").send({ type: "Verify" })
    await waitFor(actor, (s) => s.matches("notKept"), { timeout: 3000 })
    // It tried to keep the verified mobile, and stops there: no apply form, not done.
    expect(saved).toEqual([{ mobile: "9123456780", token: "referral-token" }])
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("notKept")
    expect(snapshot.status).toBe("active")
    expect(snapshot.output).toBeUndefined()
  })
})
