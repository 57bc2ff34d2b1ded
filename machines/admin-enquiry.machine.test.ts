import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, moveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { EnquiryDetail } from "../domain/admin-api.ts"
import { serverError } from "../domain/failures.fixtures.ts"
import { adminEnquiryMachine } from "./admin-enquiry.machine.ts"

const detail = (status: EnquiryDetail["status"]): EnquiryDetail => ({
  trackingId: "K7QMX3P9TD",
  name: "Asha Rao",
  phone: "9876543210",
  loanType: "Home Loan",
  applicationType: "Self",
  status,
  location: "Pune",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  email: null,
  referrer: null,
  offer: null,
  history: [],
  audit: [],
  consentWithdrawnAt: null
})

const start = (
  fetch: () => Promise<EnquiryDetail>,
  move: (input: { event: string; note: string }) => Promise<EnquiryDetail>
) => {
  const actor = createActor(
    adminEnquiryMachine.provide({
      actors: { fetchEnquiry: fromPromise(fetch), moveEnquiry: fromPromise(({ input }) => move(input)) }
    }),
    { input: { trackingId: "K7QMX3P9TD" } }
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe("admin enquiry", () => {
  it("offers only allowed moves, sends the note, and shows the new status with a toast", async () => {
    const sent: Array<unknown> = []
    const { actor, emitted } = start(
      async () => detail("Call Back"),
      async (input) => (sent.push(input), detail("Appointment Fixed"))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Choose move", event: "Disburse" })
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
    actor.send({ type: "Choose move", event: "Fix appointment" })
    actor.send({ type: "Type note", value: "Tuesday" })
    actor.send({ type: "Confirm move" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(sent).toEqual([{ trackingId: "K7QMX3P9TD", event: "Fix appointment", note: "Tuesday" }])
    expect(actor.getSnapshot().context.enquiry?.status).toBe("Appointment Fixed")
    expect(emitted).toContainEqual({ type: "toast", kind: "success", message: "Status changed to Appointment Fixed." })
  })

  it("shows a refused move's message and reloads", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, detail("Call Back")),
      async () => Promise.reject(moveRefused("'Fix appointment' is not allowed from Login."))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Choose move", event: "Fix appointment" })
    actor.send({ type: "Confirm move" })
    await waitFor(actor, () => loads === 2, { timeout: 3000 })
    expect(emitted).toContainEqual({
      type: "toast",
      kind: "error",
      message: "'Fix appointment' is not allowed from Login."
    })
  })

  it("starts loading its tracking ID with nothing chosen", () => {
    const seen: Array<unknown> = []
    const actor = createActor(
      adminEnquiryMachine.provide({
        actors: { fetchEnquiry: fromPromise(({ input }) => (seen.push(input), new Promise<EnquiryDetail>(() => {}))) }
      }),
      { input: { trackingId: "ABCDE12345" } }
    ).start()
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({
      trackingId: "ABCDE12345",
      enquiry: undefined,
      chosen: undefined,
      note: "",
      error: undefined
    })
    expect(seen).toEqual([{ trackingId: "ABCDE12345" }])
  })

  it("says no enquiry has the ID, or that it could not be loaded and Try again reloads; only an ended session is told to the app", async () => {
    const missing = start(
      async () => Promise.reject(adminNotFound()),
      async () => detail("Call Back")
    )
    await waitFor(missing.actor, (s) => s.matches("notFound"), { timeout: 3000 })
    expect(missing.actor.getSnapshot().context.error).toBe("No enquiry has this tracking ID.")
    expect(missing.emitted).toEqual([])
    let fail = true
    const down = start(
      async () => (fail ? Promise.reject(serverError()) : detail("Login")),
      async () => detail("Login")
    )
    await waitFor(down.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(down.actor.getSnapshot().context.error).toBe("The enquiry could not be loaded. Please try again.")
    expect(down.emitted).toEqual([])
    fail = false
    down.actor.send({ type: "Try again" })
    await waitFor(down.actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(down.actor.getSnapshot().context.error).toBeUndefined()
    expect(down.actor.getSnapshot().context.enquiry).toEqual(detail("Login"))
    const expired = start(
      async () => Promise.reject(unauthorized()),
      async () => detail("Call Back")
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.actor.getSnapshot().context.error).toBe("The enquiry could not be loaded. Please try again.")
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
  })

  it("a load failure without any error value is a failure, not 'not found'", async () => {
    const { actor, emitted } = start(
      async () => Promise.reject(undefined),
      async () => detail("Call Back")
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("The enquiry could not be loaded. Please try again.")
    expect(emitted).toEqual([])
  })

  it("a move refused without the server's words says the generic message, and forgets the choice", async () => {
    for (const error of [serverError("boom"), moveRefused(), undefined]) {
      const { actor, emitted } = start(
        async () => detail("Call Back"),
        async () => Promise.reject(error)
      )
      await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
      actor.send({ type: "Choose move", event: "Decline" })
      actor.send({ type: "Type note", value: "no answer" })
      actor.send({ type: "Confirm move" })
      expect(actor.getSnapshot().matches({ ready: "moving" })).toBe(true)
      await waitFor(actor, (s) => s.matches("loading"), { timeout: 3000 })
      expect(actor.getSnapshot().context).toMatchObject({ chosen: undefined, note: "" })
      expect(emitted).toEqual([
        { type: "toast", kind: "error", message: "The status could not be changed. Please try again." }
      ])
    }
  })

  it("a 401 while moving stays on the enquiry, forgets the choice and tells the app", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, detail("Call Back")),
      async () => Promise.reject(unauthorized())
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Choose move", event: "Decline" })
    actor.send({ type: "Type note", value: "x" })
    actor.send({ type: "Confirm move" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(loads).toBe(1)
    expect(emitted).toEqual([{ type: "unauthorized" }])
    expect(actor.getSnapshot().context).toMatchObject({ chosen: undefined, note: "" })
  })

  it("choosing again starts with an empty note; cancelling forgets the note; the answer replaces the enquiry", async () => {
    const sent: Array<unknown> = []
    const { actor, emitted } = start(
      async () => detail("Underwriting"),
      async (input) => (sent.push(input), detail("Rejected"))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Choose move", event: "Approve" })
    expect(actor.getSnapshot().context).toMatchObject({ chosen: "Approve", note: "" })
    actor.send({ type: "Type note", value: "first" })
    actor.send({ type: "Cancel move" })
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ chosen: undefined, note: "" })
    actor.send({ type: "Choose move", event: "Reject" })
    actor.send({ type: "Confirm move" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(sent).toEqual([{ trackingId: "K7QMX3P9TD", event: "Reject", note: "" }])
    expect(actor.getSnapshot().context).toMatchObject({ enquiry: detail("Rejected"), chosen: undefined, note: "" })
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Status changed to Rejected." }])
    actor.send({ type: "Choose move", event: "Reject" })
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
  })
})
