import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import { grievanceNotFound, invalidToken, networkError, otpRateLimited } from "../domain/failures.fixtures.ts"
import type { GrievanceView } from "../domain/grievance-form.ts"
import { grievanceLookupMachine, type LookupFailure, type LookupInput } from "./grievance-lookup.machine.ts"
import { fakeOtpActors } from "./otp.fixtures.ts"
import type { SendOtpInput } from "./otp.machine.ts"

/** Our words, written out: the oracle, never imported from domain/. */
const ours = {
  number: "Please enter your grievance number, like GRV-K7QMX-3P9TD.",
  mobile: "Mobile number must be 10 digits",
  notFound: "We found no grievance with this number for this mobile number.",
  badToken: "Your mobile verification has expired. Please verify your mobile number again.",
  sendNetwork: "We could not send the OTP. Please check your connection and try again."
} as const

const tokenFor = (mobile: string) =>
  `${btoa(JSON.stringify({ v: 1, m: mobile, p: "grievance", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

const found: GrievanceView = {
  number: "GRV-K7QMX-3P9TD",
  category: "Loan enquiry",
  status: "Replied",
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24",
  daysLeft: 30,
  reply: "We called you.",
  repliedAt: "2026-11-25T05:00:00.000Z",
  resolvedAt: null
}

const start = (
  lookup: (input: LookupInput) => Promise<GrievanceView>,
  send: (input: SendOtpInput) => Promise<void> = async () => {}
) => {
  const sends: Array<string> = []
  const lookups: Array<LookupInput> = []
  const toasts: Array<string> = []
  /** Each toast as `<kind>: <message>`, for the tests that check what kind it is. */
  const toastKinds: Array<string> = []
  const sendOtp = async (input: SendOtpInput) => {
    sends.push(`${input.purpose}:${input.mobile}`)
    await send(input)
  }
  const actor = createActor(
    grievanceLookupMachine.provide({
      actors: {
        ...fakeOtpActors(sendOtp, async (input) => ({ token: tokenFor(input.mobile) })),
        lookupGrievance: fromPromise(async ({ input }: { input: LookupInput }) => {
          lookups.push(input)
          return lookup(input)
        })
      }
    })
  ).start()
  actor.on("toast", (e) => {
    toasts.push(e.message)
    toastKinds.push(`${e.kind}: ${e.message}`)
  })
  const verify = async () => {
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    const otp = actor.getSnapshot().children.otp as AnyActorRef
    otp.send({ type: "Type code", value: "123456" })
    otp.send({ type: "Verify" })
  }
  const fill = (number: string, mobile: string) => {
    actor.send({ type: "Edit field", field: "number", value: number })
    actor.send({ type: "Edit field", field: "mobile", value: mobile })
  }
  return { actor, sends, lookups, toasts, toastKinds, verify, fill }
}

describe("grievance look-up machine", () => {
  it("says what the number and mobile need, and sends nothing", () => {
    const { actor, sends } = start(async () => found)
    actor.send({ type: "Edit field", field: "number", value: "GRV-123" })
    actor.send({ type: "Look up" })
    expect(actor.getSnapshot().context.errors).toEqual({ number: ours.number, mobile: ours.mobile })
    expect(sends).toEqual([])
  })

  it("verifies the mobile, then looks the number up (as typed, normalised) with the token; Refresh needs no new OTP", async () => {
    const { actor, sends, lookups, fill, verify } = start(async () => found)
    fill("grv k7qmx 3p9td", "9876543210")
    actor.send({ type: "Look up" })
    await verify()
    await waitFor(actor, (s) => s.matches("found"), { timeout: 1000 })
    expect(sends).toEqual(["grievance:9876543210"])
    expect(lookups).toEqual([{ number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") }])
    expect(actor.getSnapshot().context.grievance).toEqual(found)
    actor.send({ type: "Refresh" })
    await waitFor(actor, (s) => s.matches("found") && lookups.length === 2, { timeout: 1000 })
    expect(sends.length).toBe(1)
  })

  it.each(["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"])(
    "a mobile pasted as '%s' is verified and looked up as 9876501234",
    async (pasted) => {
      const { actor, sends, lookups, fill, verify } = start(async () => found)
      fill("GRV-K7QMX-3P9TD", pasted)
      expect(actor.getSnapshot().context.form.mobile).toBe("9876501234")
      actor.send({ type: "Look up" })
      await verify()
      await waitFor(actor, (s) => s.matches("found"), { timeout: 1000 })
      expect(sends).toEqual(["grievance:9876501234"])
      expect(lookups).toEqual([{ number: "GRV-K7QMX-3P9TD", mobile: "9876501234", token: tokenFor("9876501234") }])
    }
  )

  it("an unknown number (or another mobile's) says our words above the form", async () => {
    const { actor, fill, verify } = start(async () => {
      throw grievanceNotFound()
    })
    fill("GRV-22222-22222", "9876543210")
    actor.send({ type: "Look up" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 1000 })
    expect(actor.getSnapshot().context.notice).toBe(ours.notFound)
  })

  it("Track from the form just sent looks up at once with its token, no OTP", async () => {
    const { actor, sends, lookups } = start(async () => found)
    actor.send({ type: "Track", number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") })
    await waitFor(actor, (s) => s.matches("found"), { timeout: 1000 })
    expect(sends).toEqual([])
    expect(lookups.length).toBe(1)
  })

  it("a refused token is dropped with our message; a failure offers to try again", async () => {
    let answer: LookupFailure = invalidToken()
    const { actor, toasts, toastKinds, sends } = start(async () => {
      throw answer
    })
    actor.send({ type: "Track", number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 1000 })
    expect(toasts).toEqual([ours.badToken])
    expect(toastKinds).toEqual(["error: Your mobile verification has expired. Please verify your mobile number again."])
    expect(actor.getSnapshot().context.token).toBeUndefined()
    answer = networkError()
    actor.send({ type: "Look up" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    expect(sends.length).toBe(1)
    const otp = actor.getSnapshot().children.otp as AnyActorRef
    otp.send({ type: "Type code", value: "123456" })
    otp.send({ type: "Verify" })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 1000 })
    actor.send({ type: "Look up another" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form).toEqual({ number: "", mobile: "" })
  })
  it("a failure without any value offers to try again, with no toast", async () => {
    const { actor, toasts } = start(() => Promise.reject(undefined))
    actor.send({ type: "Track", number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(toasts).toEqual([])
    expect(actor.getSnapshot().context.token).toBe(tokenFor("9876543210"))
  })
  it("an OTP that cannot be sent: our toast; one sent moments ago: the OTP screen with the wait; Change details", async () => {
    const failures: Array<unknown> = [networkError(), otpRateLimited("Please wait before requesting a new OTP.", 12)]
    const { actor, toasts, fill } = start(
      async () => found,
      async () => {
        const failure = failures.shift()
        if (failure !== undefined) throw failure
      }
    )
    fill("GRV-K7QMX-3P9TD", "98765 43210")
    expect(actor.getSnapshot().context.form.mobile).toBe("9876543210")
    actor.send({ type: "Look up" })
    await waitFor(actor, (s) => s.matches("editing") && toasts.length === 1, { timeout: 3000 })
    expect(toasts).toEqual([ours.sendNetwork])
    actor.send({ type: "Look up" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(actor.getSnapshot().context.resendInSeconds).toBe(12)
    actor.send({ type: "Change details" })
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "Look up" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(actor.getSnapshot().context.resendInSeconds).toBeUndefined()
  })

  it("editing a field clears its message only; a new look-up clears the not-found notice", async () => {
    const { actor, fill } = start(async () => {
      throw grievanceNotFound()
    })
    actor.send({ type: "Look up" })
    actor.send({ type: "Edit field", field: "number", value: "GRV-K7QMX-3P9TD" })
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: ours.mobile })
    fill("GRV-K7QMX-3P9TD", "9876543210")
    actor.send({ type: "Track", number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") })
    await waitFor(actor, (s) => s.matches("editing") && s.context.notice !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.notice).toBe(ours.notFound)
    actor.send({ type: "Look up" })
    expect(actor.getSnapshot().context.notice).toBeUndefined()
  })

  it("from a failure, Refresh looks up again with the token, and Look up another clears the form", async () => {
    const answers: Array<() => Promise<GrievanceView>> = [
      async () => {
        throw networkError()
      },
      async () => found
    ]
    const { actor, lookups } = start(() => answers.shift()!())
    actor.send({ type: "Track", number: "GRV-K7QMX-3P9TD", mobile: "9876543210", token: tokenFor("9876543210") })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    actor.send({ type: "Refresh" })
    await waitFor(actor, (s) => s.matches("found"), { timeout: 3000 })
    expect(lookups).toHaveLength(2)
    actor.send({ type: "Look up another" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form).toEqual({ number: "", mobile: "" })
  })
})
