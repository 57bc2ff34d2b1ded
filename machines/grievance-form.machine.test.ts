import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import {
  invalidToken,
  networkError,
  otpRateLimited,
  tooManyRequests,
  validationError
} from "../domain/failures.fixtures.ts"
import type { GrievanceReceipt } from "../domain/grievance-form.ts"
import { grievanceFormMachine, type SubmitGrievanceInput } from "./grievance-form.machine.ts"
import { fakeOtpActors } from "./otp.fixtures.ts"
import type { SendOtpInput } from "./otp.machine.ts"

/** Our words, written out: the oracle, never imported from domain/. */
const ours = {
  nameRequired: "Please enter your name.",
  mobile: "Mobile number must be 10 digits",
  emailRequired: "Please enter your email address.",
  category: "Please choose what your grievance is about.",
  descriptionRequired: "Please describe your grievance.",
  badToken: "Your mobile verification has expired. Please verify your mobile number again.",
  failed: "We could not send your grievance. Please try again.",
  sendNetwork: "We could not send the OTP. Please check your connection and try again."
} as const

/** A token as the server writes it (payload readable by the browser; the signature is not checked here). */
const tokenFor = (mobile: string) =>
  `${btoa(JSON.stringify({ v: 1, m: mobile, p: "grievance", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

const receipt: GrievanceReceipt = {
  number: "GRV-K7QMX-3P9TD",
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24"
}

const start = (
  submit: (input: SubmitGrievanceInput) => Promise<GrievanceReceipt>,
  send: (input: SendOtpInput) => Promise<void> = async () => {}
) => {
  const sends: Array<string> = []
  const verifies: Array<string> = []
  const submitted: Array<SubmitGrievanceInput> = []
  const toasts: Array<string> = []
  /** Each toast as `<kind>: <message>`, for the tests that check what kind it is. */
  const toastKinds: Array<string> = []
  const sendOtp = async (input: SendOtpInput) => {
    sends.push(input.mobile)
    await send(input)
  }
  const actor = createActor(
    grievanceFormMachine.provide({
      actors: {
        ...fakeOtpActors(sendOtp, async (input) => {
          verifies.push(`${input.purpose}:${input.mobile}:${input.code}`)
          return { token: tokenFor(input.mobile) }
        }),
        submitGrievance: fromPromise(async ({ input }: { input: SubmitGrievanceInput }) => {
          submitted.push(input)
          return submit(input)
        })
      }
    })
  ).start()
  actor.on("toast", (e) => {
    toasts.push(e.message)
    toastKinds.push(`${e.kind}: ${e.message}`)
  })
  const fill = () => {
    for (const [field, value] of [
      ["name", " Asha  Rao "],
      ["mobile", "98765 43210"],
      ["email", "asha@example.in"],
      ["trackingId", "k7qmx3p9td"],
      ["category", "Staff conduct"],
      ["description", "The agent was rude on the phone."]
    ] as const)
      actor.send({ type: "Edit field", field, value })
  }
  const verify = async () => {
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    const otp = actor.getSnapshot().children.otp as AnyActorRef
    otp.send({ type: "Type code", value: "123456" })
    otp.send({ type: "Verify" })
  }
  return { actor, sends, verifies, submitted, toasts, toastKinds, fill, verify }
}

const payload = {
  name: "Asha Rao",
  mobile: "9876543210",
  email: "asha@example.in",
  trackingId: "K7QMX-3P9TD",
  category: "Staff conduct",
  description: "The agent was rude on the phone."
}

describe("grievance form machine", () => {
  it("an empty form says what each field needs and sends no OTP", () => {
    const { actor, sends } = start(async () => receipt)
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ours.nameRequired,
      mobile: ours.mobile,
      email: ours.emailRequired,
      category: ours.category,
      description: ours.descriptionRequired
    })
    expect(sends).toEqual([])
  })

  it("keeps the mobile's 10 national digits (never cutting more) and at most 2,000 characters of the description", () => {
    const { actor } = start(async () => receipt)
    actor.send({ type: "Edit field", field: "mobile", value: "98765-43210 99" })
    expect(actor.getSnapshot().context.form.mobile).toBe("98765-43210 99")
    for (const pasted of ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"]) {
      actor.send({ type: "Edit field", field: "mobile", value: pasted })
      expect(actor.getSnapshot().context.form.mobile, pasted).toBe("9876501234")
    }
    actor.send({ type: "Edit field", field: "description", value: "x".repeat(2100) })
    expect(actor.getSnapshot().context.form.description.length).toBe(2000)
  })

  it("cuts no other field: a name, e-mail or tracking ID longer than 2,000 characters is kept whole (the schema speaks)", () => {
    const { actor } = start(async () => receipt)
    const long = "a".repeat(2100)
    for (const field of ["name", "email", "trackingId"] as const) {
      actor.send({ type: "Edit field", field, value: long })
      expect(actor.getSnapshot().context.form[field].length, field).toBe(2100)
    }
  })

  it("sends an OTP to the mobile, verifies it, then sends the grievance with the token", async () => {
    const { actor, sends, verifies, submitted, fill, verify } = start(async () => receipt)
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 1000 })
    expect(sends).toEqual(["9876543210"])
    expect(verifies).toEqual(["grievance:9876543210:123456"])
    expect(submitted).toEqual([{ payload, token: tokenFor("9876543210") }])
    expect(actor.getSnapshot().context.receipt).toEqual(receipt)
    actor.send({ type: "Raise another" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form.name).toBe("")
  })

  it("a field the server refuses goes back to the form with its message; resubmitting needs no new OTP", async () => {
    let refuse = true
    const { actor, sends, submitted, fill, verify } = start(async () => {
      if (refuse) {
        refuse = false
        throw validationError([{ path: "email", message: "Please enter a valid email address." }])
      }
      return receipt
    })
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 1000 })
    expect(actor.getSnapshot().context.errors.email).toBe("Please enter a valid email address.")
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 1000 })
    expect(sends).toEqual(["9876543210"])
    expect(submitted.length).toBe(2)
  })

  it("a refused token is dropped with our message: the next Submit asks for a new OTP", async () => {
    let refuse = true
    const { actor, sends, toasts, toastKinds, fill, verify } = start(async () => {
      if (refuse) {
        refuse = false
        throw invalidToken()
      }
      return receipt
    })
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 1000 })
    expect(toasts).toEqual([ours.badToken])
    expect(toastKinds).toEqual(["error: Your mobile verification has expired. Please verify your mobile number again."])
    expect(actor.getSnapshot().context.token).toBeUndefined()
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    expect(sends).toEqual(["9876543210", "9876543210"])
  })

  it("a failed send keeps the form and says so", async () => {
    const { actor, toasts, fill, verify } = start(async () => {
      throw networkError()
    })
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 1000 })
    expect(toasts).toEqual([ours.failed])
    expect(actor.getSnapshot().context.form.name).toBe(" Asha  Rao ")
  })

  it("a failure without any value keeps the form and says the send failed", async () => {
    const { actor, toasts, fill, verify } = start(() => Promise.reject(undefined))
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([ours.failed])
    expect(actor.getSnapshot().context.form.name).toBe(" Asha  Rao ")
  })

  it("a refusal with the server's words toasts those words", async () => {
    const { actor, toasts, fill, verify } = start(async () => {
      throw tooManyRequests("Too many grievances from this mobile today.")
    })
    fill()
    actor.send({ type: "Submit" })
    await verify()
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual(["Too many grievances from this mobile today."])
  })

  it("an OTP that cannot be sent: our toast and the form; one sent moments ago: the OTP screen with the wait left", async () => {
    const failures: Array<unknown> = [networkError(), otpRateLimited("Please wait before requesting a new OTP.", 12)]
    const { actor, toasts, fill } = start(
      async () => receipt,
      async () => {
        const failure = failures.shift()
        if (failure !== undefined) throw failure
      }
    )
    fill()
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing") && toasts.length === 1, { timeout: 3000 })
    expect(toasts).toEqual([ours.sendNetwork])
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(actor.getSnapshot().context.resendInSeconds).toBe(12)
    actor.send({ type: "Change details" })
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(actor.getSnapshot().context.resendInSeconds).toBeUndefined()
  })

  it("editing a field clears that field's message only", () => {
    const { actor } = start(async () => receipt)
    actor.send({ type: "Submit" })
    actor.send({ type: "Edit field", field: "name", value: "Asha" })
    expect(actor.getSnapshot().context.errors.name).toBeUndefined()
    expect(actor.getSnapshot().context.errors.description).toBe(ours.descriptionRequired)
  })

  it("Change details leaves the OTP screen for the form, as filled", async () => {
    const { actor, fill } = start(async () => receipt)
    fill()
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    actor.send({ type: "Change details" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form.email).toBe("asha@example.in")
  })
})
