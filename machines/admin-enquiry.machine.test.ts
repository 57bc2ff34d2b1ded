import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { EnquiryDetail } from "../domain/admin-api.ts"
import { adminEnquiryMachine, enquiryMessages } from "./admin-enquiry.machine.ts"

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
  history: [],
  audit: []
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

  it("cancels a chosen move", async () => {
    const { actor } = start(
      async () => detail("Call Back"),
      async () => detail("Call Back")
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Choose move", event: "Decline" })
    actor.send({ type: "Cancel move" })
    expect(actor.getSnapshot().context.chosen).toBeUndefined()
  })

  it("shows a refused move's message and reloads", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, detail("Call Back")),
      async () => Promise.reject({ _tag: "MoveRefused", message: "'Fix appointment' is not allowed from Login." })
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

  it("tells not found from a failure, and reports an ended session", async () => {
    const missing = start(
      async () => Promise.reject({ _tag: "AdminNotFound" }),
      async () => detail("Call Back")
    )
    await waitFor(missing.actor, (s) => s.matches("notFound"), { timeout: 3000 })
    expect(missing.actor.getSnapshot().context.error).toBe(enquiryMessages.notFound)
    const expired = start(
      async () => Promise.reject({ _tag: "Unauthorized" }),
      async () => detail("Call Back")
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.emitted).toContainEqual({ type: "unauthorized" })
  })
})
