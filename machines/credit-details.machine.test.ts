import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import type { CreditTextField } from "../domain/credit.ts"
import { invalidToken, networkError, serverError, validationError } from "../domain/failures.fixtures.ts"
import {
  type CreditDetailsEmitted,
  type CreditSubmitInput,
  creditDetailsMachine,
  creditRedirectDelayMs
} from "./credit-details.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  creditBadToken: "Token has expired or is invalid. Please start over.",
  creditFailure: "Failed to submit credit score check. Please try again.",
  name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  pan: "Invalid PAN number format. Please enter a valid PAN number."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  creditFormGender: "Please choose your gender.",
  creditFormPan: "Please enter your PAN number.",
  creditFormTerms: "Please accept the terms and conditions.",
  email: "Please enter a valid email address.",
  nameRequired: "Please enter your name."
} as const

const now = Date.UTC(2026, 10, 20, 10, 0, 0)

/** A token shaped like the server's (domain/otp.ts): base64url JSON claims, a dot, a signature. */
const fakeToken = (claims: { m: string; p: string; e: number }) =>
  `${Buffer.from(JSON.stringify({ v: 1, ...claims })).toString("base64url")}.c2lnbmF0dXJl`

const goodToken = fakeToken({ m: "9876543210", p: "credit-score", e: now / 1000 + 600 })

const start = (
  token: string | null,
  submit: (input: CreditSubmitInput) => Promise<{ redirectUrl: string }> = async () => ({
    redirectUrl: "https://bureau.example/enrol"
  })
) => {
  const clock = new SimulatedClock()
  const calls: Array<CreditSubmitInput> = []
  const toasts: Array<CreditDetailsEmitted> = []
  const actor = createActor(
    creditDetailsMachine.provide({
      actors: {
        submitCredit: fromPromise(async ({ input }: { input: CreditSubmitInput }) => {
          calls.push(input)
          return submit(input)
        })
      }
    }),
    { input: { token, now }, clock }
  )
  actor.on("toast", (e) => toasts.push(e))
  actor.start()
  return { actor, clock, calls, toasts }
}

const fill = (actor: ReturnType<typeof start>["actor"]) => {
  const values: Array<[CreditTextField, string]> = [
    ["firstName", "Asha"],
    ["lastName", "Rao"],
    ["email", "asha@example.com"],
    ["pan", "abcde1234f"],
    ["dob", "1990-04-12"],
    ["address", "12 MG Road"],
    ["pincode", "411001"],
    ["city", "Pune"],
    ["state", "Maharashtra"]
  ]
  for (const [field, value] of values) actor.send({ type: "Edit field", field, value })
  actor.send({ type: "Choose gender", gender: "Female" })
  actor.send({ type: "Accept terms", accepted: true })
}

describe("credit details machine", () => {
  it("without a token: the missing-token toast, and back to /credit-score", () => {
    for (const token of [null, ""]) {
      const { actor, toasts } = start(token)
      expect(actor.getSnapshot().status).toBe("done")
      expect(toasts).toEqual([
        { type: "toast", kind: "error", message: "Invalid or missing token. Please start over." }
      ])
      expect(actor.getSnapshot().output).toEqual({ _tag: "StartOver", path: "/credit-score" })
    }
  })

  it("an unreadable, expired or other-purpose token: the bad-token toast, and back to /credit-score", () => {
    for (const token of [
      "nonsense",
      fakeToken({ m: "9876543210", p: "credit-score", e: now / 1000 }),
      fakeToken({ m: "9876543210", p: "redeem", e: now / 1000 + 600 })
    ]) {
      const { actor, toasts } = start(token)
      expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.creditBadToken }])
      expect(actor.getSnapshot().output).toEqual({ _tag: "StartOver", path: "/credit-score" })
    }
  })

  it("fills the read-only mobile from the token", () => {
    const { actor } = start(goodToken)
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.mobile).toBe("9876543210")
  })

  it("uppercases the PAN, keeps letters and digits up to 10, and checks it once typed", () => {
    const { actor } = start(goodToken)
    actor.send({ type: "Edit field", field: "pan", value: "abcde 1234f99" })
    expect(actor.getSnapshot().context.form.pan).toBe("ABCDE1234F")
    expect(actor.getSnapshot().context.errors.pan).toBeUndefined()
    actor.send({ type: "Edit field", field: "pan", value: "abc12" })
    expect(actor.getSnapshot().context.errors.pan).toBe(spec.pan)
    actor.send({ type: "Edit field", field: "pan", value: "" })
    expect(actor.getSnapshot().context.errors.pan).toBeUndefined()
    actor.send({ type: "Edit field", field: "pincode", value: "41-1001x9" })
    expect(actor.getSnapshot().context.form.pincode).toBe("411001")
    actor.send({ type: "Edit field", field: "firstName", value: "Asha1" })
    expect(actor.getSnapshot().context.errors.firstName).toBe(spec.name)
  })

  it("every field, the gender and the terms are required", () => {
    const { actor, calls } = start(goodToken)
    actor.send({ type: "Submit" })
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().context.errors).toMatchObject({
      firstName: ours.nameRequired,
      gender: ours.creditFormGender,
      email: ours.email,
      pan: ours.creditFormPan,
      dob: "Please enter your date of birth.",
      acceptTerms: ours.creditFormTerms
    })
    actor.send({ type: "Edit field", field: "dob", value: "2999-01-01" })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.dob).toBe("Please enter a valid date of birth.")
    actor.send({ type: "Choose gender", gender: "Male" })
    actor.send({ type: "Accept terms", accepted: true })
    expect(actor.getSnapshot().context.errors.gender).toBeUndefined()
    expect(actor.getSnapshot().context.errors.acceptTerms).toBeUndefined()
  })

  it("sends the spec's payload with the token, clears the form, toasts, and leaves for the bureau after 4 s", async () => {
    const { actor, calls, clock, toasts } = start(goodToken)
    fill(actor)
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("submitting")
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 3000 })
    expect(calls).toEqual([
      {
        token: goodToken,
        payload: {
          first_name: "Asha",
          last_name: "Rao",
          gender: "Female",
          email: "asha@example.com",
          phone: "9876543210",
          panNumber: "ABCDE1234F",
          dob: "1990-04-12",
          address: "12 MG Road",
          pincode: "411001",
          city: "Pune",
          state: "Maharashtra",
          acceptTerms: true
        }
      }
    ])
    expect(toasts).toEqual([
      { type: "toast", kind: "success", message: "Credit Score Check submitted successfully! Redirecting..." }
    ])
    expect(actor.getSnapshot().context.form.firstName).toBe("")
    expect(actor.getSnapshot().context.submittedPan).toBe("ABCDE****F")
    clock.increment(creditRedirectDelayMs - 1)
    expect(actor.getSnapshot().status).toBe("active")
    clock.increment(1)
    expect(actor.getSnapshot().output).toEqual({ _tag: "Leave", href: "https://bureau.example/enrol" })
  })

  it("a refused submit keeps the form: failure or exception message, the server's field messages", async () => {
    let failure: unknown = serverError()
    const { actor, toasts } = start(goodToken, async () => {
      throw failure
    })
    fill(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts.at(-1)?.message).toBe("Failed to submit credit score check. Please try again.")
    expect(actor.getSnapshot().context.form.firstName).toBe("Asha")
    failure = networkError()
    actor.send({ type: "Submit" })
    await waitFor(actor, () => toasts.length === 2, { timeout: 3000 })
    expect(toasts.at(-1)?.message).toBe("An error occurred while checking your credit score. Please try again.")
    failure = validationError([{ path: "panNumber", message: spec.pan }])
    actor.send({ type: "Submit" })
    await waitFor(actor, () => toasts.length === 3, { timeout: 3000 })
    expect(toasts.at(-1)?.message).toBe(spec.creditFailure)
    expect(actor.getSnapshot().context.errors.pan).toBe(spec.pan)
    expect(toasts.map((t) => t.kind)).toEqual(["error", "error", "error"])
  })

  it("the server's 401 on submit: the bad-token toast and back to /credit-score", async () => {
    const { actor, toasts } = start(goodToken, async () => {
      throw invalidToken()
    })
    fill(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.creditBadToken }])
    expect(actor.getSnapshot().output).toEqual({ _tag: "StartOver", path: "/credit-score" })
  })
  it("choosing a gender or accepting the terms clears that message only", () => {
    const { actor } = start(goodToken)
    actor.send({ type: "Submit" })
    actor.send({ type: "Choose gender", gender: "Female" })
    expect(actor.getSnapshot().context.errors.gender).toBeUndefined()
    expect(actor.getSnapshot().context.errors.pan).toBe(ours.creditFormPan)
    expect(actor.getSnapshot().context.errors.acceptTerms).toBe(ours.creditFormTerms)
    actor.send({ type: "Accept terms", accepted: true })
    expect(actor.getSnapshot().context.errors.acceptTerms).toBeUndefined()
    expect(actor.getSnapshot().context.errors.pan).toBe(ours.creditFormPan)
    expect(actor.getSnapshot().context.errors.firstName).toBe(ours.nameRequired)
  })

  it("a failure without any value: the generic toast, the form kept", async () => {
    const { actor, toasts } = start(goodToken, () => Promise.reject(undefined))
    fill(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts.at(-1)?.message).toBe("Failed to submit credit score check. Please try again.")
    expect(actor.getSnapshot().context.form.firstName).toBe("Asha")
  })
})
