import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import { otpMachine } from "./otp.machine.ts"
import { redeemMachine, rewardsPath } from "./redeem.machine.ts"

const start = (mobile: string | null, save: () => Promise<string> = async () => "lz3k9q1c-4f9a2b7c-9d0e1f2a") => {
  const saved: Array<{ mobileNumber: string; token: string }> = []
  const actor = createActor(
    redeemMachine.provide({
      actors: {
        otp: otpMachine.provide({
          actors: {
            sendOtp: fromPromise(async () => {}),
            verifyOtp: fromPromise(async () => ({ token: "redeem-token" }))
          }
        }),
        saveRedeemToken: fromPromise(async ({ input }: { input: { mobileNumber: string; token: string } }) => {
          saved.push(input)
          return save()
        })
      }
    }),
    { input: { mobile } }
  ).start()
  const otp = () => actor.getSnapshot().children.otp as AnyActorRef
  return { actor, otp, saved }
}

describe("redeem verification machine", () => {
  it("verifies the mobile, keeps its token in a record and ends with the rewards page for that record", async () => {
    const { actor, otp, saved } = start("9876543210")
    otp().send({ type: "Type code", value: "123456" })
    otp().send({ type: "Verify" })
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(saved).toEqual([{ mobileNumber: "9876543210", token: "redeem-token" }])
    expect(actor.getSnapshot().output).toEqual({ next: "/redeem/rewards?token=lz3k9q1c-4f9a2b7c-9d0e1f2a" })
    expect(rewardsPath("a b")).toBe("/redeem/rewards?token=a%20b")
  })

  it("keeps the resend wait it is given, and none for null", () => {
    const otp = otpMachine.provide({
      actors: { sendOtp: fromPromise(async () => {}), verifyOtp: fromPromise(async () => ({ token: "t" })) }
    })
    const machine = redeemMachine.provide({ actors: { otp } })
    const waiting = createActor(machine, { input: { mobile: "9876543210", resendInSeconds: 20 } }).start()
    expect(waiting.getSnapshot().context.resendInSeconds).toBe(20)
    const none = createActor(machine, { input: { mobile: "9876543210", resendInSeconds: null } }).start()
    expect(none.getSnapshot().context.resendInSeconds).toBeUndefined()
  })

  it("without a mobile the OTP screen has nothing to verify", () => {
    const { otp } = start(null)
    expect(otp().getSnapshot().value).toBe("missingMobile")
  })

  it("a record that cannot be kept says so", async () => {
    const { actor, otp, saved } = start("9876543210", async () => {
      throw new Error("quota")
    })
    otp().send({ type: "Type code", value: "123456" })
    otp().send({ type: "Verify" })
    await waitFor(actor, (s) => s.matches("notKept"), { timeout: 3000 })
    // It tried to keep the verified token, and stops there: no rewards page, not done.
    expect(saved).toEqual([{ mobileNumber: "9876543210", token: "redeem-token" }])
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("notKept")
    expect(snapshot.status).toBe("active")
    expect(snapshot.output).toBeUndefined()
    expect(snapshot.context.next).toBeUndefined()
  })
})
