import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, callRefused, moveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { AuditEntry, EnquiryDetail } from "../domain/admin-api.ts"
import type { ContactPreference } from "../domain/contact-preference.ts"
import { serverError } from "../domain/failures.fixtures.ts"
import { adminEnquiryMachine } from "./admin-enquiry.machine.ts"

/** Calls welcome from 18:00 to 21:00 India time, by call or SMS. */
const evenings: ContactPreference = { channels: ["call", "sms"], callFrom: 18, callTo: 21 }
const messagesOnly: ContactPreference = { channels: ["sms", "whatsapp"], callFrom: 9, callTo: 21 }
/** 29 November 2026, 19:30 India time (14:00 UTC): inside the evening window. */
const evening = Date.UTC(2026, 10, 29, 14, 0)
/** The same day at 12:00 India time (06:30 UTC): outside it. */
const noon = Date.UTC(2026, 10, 29, 6, 30)
const loggedCall: AuditEntry = {
  at: "2026-11-29T14:00:05.000Z",
  who: "Administrator",
  action: "Call: Reached",
  from: null,
  to: "reached",
  note: "Sending papers"
}

const detail = (
  status: EnquiryDetail["status"],
  contact: ContactPreference = evenings,
  audit: ReadonlyArray<AuditEntry> = []
): EnquiryDetail => ({
  trackingId: "K7QMX3P9TD",
  name: "Asha Rao",
  phone: "9876543210",
  loanType: "Home Loan",
  applicationType: "Self",
  status,
  location: "Pune",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  noCalls: !contact.channels.includes("call"),
  email: null,
  referrer: null,
  offer: null,
  contact,
  history: [],
  audit,
  consentWithdrawnAt: null
})

const start = (
  fetch: () => Promise<EnquiryDetail>,
  move: (input: { event: string; note: string }) => Promise<EnquiryDetail>,
  logCall: (input: { outcome: string; note: string }) => Promise<EnquiryDetail> = async () => detail("Call Back")
) => {
  const actor = createActor(
    adminEnquiryMachine.provide({
      actors: {
        fetchEnquiry: fromPromise(fetch),
        moveEnquiry: fromPromise(({ input }) => move(input)),
        logCall: fromPromise(({ input }) => logCall(input))
      }
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
      error: undefined,
      outcome: undefined,
      callNote: "",
      callProblem: undefined
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

  it("logs a call inside the person's window: the outcome and note sent, the audit shows it, a toast says so", async () => {
    const sent: Array<unknown> = []
    const { actor, emitted } = start(
      async () => detail("Call Back"),
      async () => detail("Call Back"),
      async (input) => (sent.push(input), detail("Call Back", evenings, [loggedCall]))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open call log", at: evening })
    expect(actor.getSnapshot().matches({ ready: "callForm" })).toBe(true)
    actor.send({ type: "Log call" })
    expect(actor.getSnapshot().matches({ ready: "callForm" })).toBe(true)
    expect(actor.getSnapshot().context.callProblem).toBe("Choose how the call went.")
    actor.send({ type: "Choose outcome", outcome: "reached" })
    expect(actor.getSnapshot().context.callProblem).toBeUndefined()
    actor.send({ type: "Type call note", value: "Sending papers" })
    actor.send({ type: "Log call" })
    expect(actor.getSnapshot().matches({ ready: "loggingCall" })).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(sent).toEqual([{ trackingId: "K7QMX3P9TD", outcome: "reached", note: "Sending papers" }])
    expect(actor.getSnapshot().context.enquiry?.audit).toEqual([loggedCall])
    expect(actor.getSnapshot().context).toMatchObject({ outcome: undefined, callNote: "", callProblem: undefined })
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Call logged." }])
  })

  it("does not open the call log outside the window, nor for someone who asked not to be called", async () => {
    const outside = start(
      async () => detail("Call Back", evenings),
      async () => detail("Call Back")
    )
    await waitFor(outside.actor, (s) => s.matches("ready"), { timeout: 3000 })
    outside.actor.send({ type: "Open call log", at: noon })
    expect(outside.actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
    const noCalls = start(
      async () => detail("Call Back", messagesOnly),
      async () => detail("Call Back")
    )
    await waitFor(noCalls.actor, (s) => s.matches("ready"), { timeout: 3000 })
    noCalls.actor.send({ type: "Open call log", at: noon })
    expect(noCalls.actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
  })

  it("shows the server's refusal of a call and reloads the enquiry, its preference perhaps changed", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, detail("Call Back", loads === 1 ? evenings : messagesOnly)),
      async () => detail("Call Back"),
      async () => Promise.reject(callRefused("no-calls", "Messages only: this person asked not to be called."))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open call log", at: evening })
    actor.send({ type: "Choose outcome", outcome: "no-answer" })
    actor.send({ type: "Log call" })
    await waitFor(actor, () => loads === 2, { timeout: 3000 })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({
      outcome: undefined,
      callNote: "",
      callProblem: "Messages only: this person asked not to be called."
    })
    expect(actor.getSnapshot().context.enquiry?.contact).toEqual(messagesOnly)
    expect(emitted).toEqual([])
  })

  it("a call that could not be logged keeps the form and what was typed; a 401 closes it and tells the app", async () => {
    let fail: unknown = serverError("boom")
    const { actor, emitted } = start(
      async () => detail("Call Back"),
      async () => detail("Call Back"),
      async () => Promise.reject(fail)
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open call log", at: evening })
    actor.send({ type: "Choose outcome", outcome: "call-back-later" })
    actor.send({ type: "Type call note", value: "after 8" })
    actor.send({ type: "Log call" })
    await waitFor(actor, (s) => s.matches({ ready: "callForm" }), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({
      outcome: "call-back-later",
      callNote: "after 8",
      callProblem: "The call could not be logged. Please try again."
    })
    fail = unauthorized()
    actor.send({ type: "Log call" })
    await waitFor(actor, (s) => s.matches({ ready: "idle" }), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({ outcome: undefined, callNote: "" })
    expect(emitted).toEqual([{ type: "unauthorized" }])
  })

  it("cancelling the call log forgets it; opening it again starts empty", async () => {
    const { actor } = start(
      async () => detail("Call Back"),
      async () => detail("Call Back")
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open call log", at: evening })
    actor.send({ type: "Choose outcome", outcome: "wrong-number" })
    actor.send({ type: "Type call note", value: "x" })
    actor.send({ type: "Cancel call" })
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
    actor.send({ type: "Open call log", at: evening })
    expect(actor.getSnapshot().context).toMatchObject({ outcome: undefined, callNote: "", callProblem: undefined })
  })
})
