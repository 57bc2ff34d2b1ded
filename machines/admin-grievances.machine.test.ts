import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { grievanceMoveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { AdminGrievance } from "../domain/admin-api.ts"
import { networkError, serverError } from "../domain/failures.fixtures.ts"
import { adminGrievancesMachine, type StepInput } from "./admin-grievances.machine.ts"

const ours = {
  replyRequired: "Please write the reply.",
  acknowledged: "Grievance acknowledged.",
  replied: "Reply sent.",
  failed: "The grievances could not be loaded. Please try again."
} as const

const g = (status: AdminGrievance["status"], reply: string | null = null): AdminGrievance => ({
  number: "GRV-K7QMX-3P9TD",
  name: "Asha Rao",
  mobile: "9876543210",
  email: "asha@example.in",
  trackingId: null,
  category: "Loan enquiry",
  description: "Nobody called.",
  status,
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24",
  daysLeft: 30,
  reply,
  repliedAt: null,
  resolvedAt: null,
  erasedAt: null
})

/** A second grievance in the queue, beside g(...)'s GRV-K7QMX-3P9TD. */
const other = { ...g("Received"), number: "GRV-AAAAA-BBBBB" }

const start = (
  step: (input: StepInput) => Promise<AdminGrievance>,
  list: () => Promise<ReadonlyArray<AdminGrievance>> = async () => [g("Received")]
) => {
  const steps: Array<StepInput> = []
  const loads: Array<string> = []
  const toasts: Array<string> = []
  const actor = createActor(
    adminGrievancesMachine.provide({
      actors: {
        fetchGrievances: fromPromise(async ({ input }: { input: { show: "open" | "resolved" } }) => {
          loads.push(input.show)
          return list()
        }),
        stepGrievance: fromPromise(async ({ input }: { input: StepInput }) => {
          steps.push(input)
          return step(input)
        })
      }
    })
  ).start()
  actor.on("toast", (e) => toasts.push(e.message))
  return { actor, steps, loads, toasts }
}

describe("admin grievances machine", () => {
  it("loads the open queue; steps the status does not allow are not taken", async () => {
    const { actor, steps, loads } = start(async () => g("Acknowledged"))
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 })
    expect(loads).toEqual(["open"])
    actor.send({ type: "Resolve" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Resolve" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(steps).toEqual([])
  })

  it("acknowledges, then replies with the text; an empty reply says what is missing", async () => {
    let status: AdminGrievance["status"] = "Received"
    const { actor, steps, toasts } = start(async (input) => {
      status = input.event === "Acknowledge" ? "Acknowledged" : "Replied"
      return g(status, input.event === "Reply" ? input.reply : null)
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 })
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Acknowledge" })
    await waitFor(actor, (s) => s.matches("ready") && toasts.length === 1, { timeout: 1000 })
    actor.send({ type: "Type reply", value: "   " })
    actor.send({ type: "Send reply" })
    expect(actor.getSnapshot().context.replyError).toBe(ours.replyRequired)
    actor.send({ type: "Type reply", value: " We called you. " })
    actor.send({ type: "Send reply" })
    await waitFor(actor, (s) => s.matches("ready") && toasts.length === 2, { timeout: 1000 })
    expect(steps).toEqual([
      { number: "GRV-K7QMX-3P9TD", event: "Acknowledge", reply: "" },
      { number: "GRV-K7QMX-3P9TD", event: "Reply", reply: "We called you." }
    ])
    expect(toasts).toEqual([ours.acknowledged, ours.replied])
    expect(actor.getSnapshot().context.grievances[0]?.status).toBe("Replied")
  })

  it("a step refused by the server toasts its words and reloads", async () => {
    const message = "This grievance is Replied, so it cannot be acknowledged now."
    const { actor, toasts, loads } = start(async () => {
      throw grievanceMoveRefused(message)
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 })
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Acknowledge" })
    await waitFor(actor, (s) => s.matches("ready") && loads.length === 2, { timeout: 1000 })
    expect(toasts).toEqual([message])
  })

  it("a failed load offers Try again; Show resolved loads that view", async () => {
    let fail = true
    const { actor, loads } = start(
      async () => g("Received"),
      async () => {
        if (fail) throw networkError()
        return []
      }
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 1000 })
    expect(actor.getSnapshot().context.error).toBe(ours.failed)
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 })
    actor.send({ type: "Show", show: "resolved" })
    await waitFor(actor, (s) => s.matches("ready") && loads.length === 3, { timeout: 1000 })
    expect(loads).toEqual(["open", "open", "resolved"])
  })

  it("starts loading the open queue with nothing opened", () => {
    const actor = createActor(
      adminGrievancesMachine.provide({
        actors: { fetchGrievances: fromPromise(() => new Promise<ReadonlyArray<AdminGrievance>>(() => {})) }
      })
    ).start()
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({
      show: "open",
      grievances: [],
      selected: undefined,
      reply: "",
      replyError: undefined,
      step: undefined,
      error: undefined
    })
  })

  it("replying and resolving change only that grievance, each with its toast, and empty the reply", async () => {
    const { actor, steps, toasts } = start(
      async (input) => ({ ...g(input.event === "Resolve" ? "Resolved" : "Replied"), number: input.number }),
      async () => [other, g("Received")]
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    expect(actor.getSnapshot().context.selected).toBe("GRV-K7QMX-3P9TD")
    actor.send({ type: "Type reply", value: "Sorted." })
    actor.send({ type: "Send reply" })
    expect(actor.getSnapshot().value).toBe("stepping")
    expect(actor.getSnapshot().context.step).toEqual({ number: "GRV-K7QMX-3P9TD", event: "Reply", reply: "Sorted." })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context.grievances.map((x) => `${x.number} ${x.status}`)).toEqual([
      "GRV-AAAAA-BBBBB Received",
      "GRV-K7QMX-3P9TD Replied"
    ])
    expect(actor.getSnapshot().context).toMatchObject({ reply: "", step: undefined })
    actor.send({ type: "Acknowledge" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Resolve" })
    await waitFor(actor, (s) => s.matches("ready") && toasts.length === 2, { timeout: 3000 })
    expect(toasts).toEqual([ours.replied, "Grievance resolved."])
    expect(steps.map((s) => s.event)).toEqual(["Reply", "Resolve"])
    actor.send({ type: "Type reply", value: "More." })
    actor.send({ type: "Send reply" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.replyError).toBeUndefined()
  })

  it("opening another clears the reply and its message; typing clears the message; Close forgets which", async () => {
    const { actor } = start(
      async () => g("Replied"),
      async () => [other, g("Received")]
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Send reply" })
    expect(actor.getSnapshot().context.replyError).toBeUndefined()
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Send reply" })
    expect(actor.getSnapshot().context.replyError).toBe(ours.replyRequired)
    actor.send({ type: "Type reply", value: "x" })
    expect(actor.getSnapshot().context).toMatchObject({ reply: "x", replyError: undefined })
    actor.send({ type: "Type reply", value: "" })
    actor.send({ type: "Send reply" })
    actor.send({ type: "Open", number: "GRV-AAAAA-BBBBB" })
    expect(actor.getSnapshot().context).toMatchObject({
      selected: "GRV-AAAAA-BBBBB",
      reply: "",
      replyError: undefined
    })
    actor.send({ type: "Close" })
    expect(actor.getSnapshot().context.selected).toBeUndefined()
    actor.send({ type: "Acknowledge" })
    expect(actor.getSnapshot().value).toBe("ready")
  })

  it("a refusal without the server's words, or of another kind, says the generic message and reloads", async () => {
    for (const error of [serverError("boom"), grievanceMoveRefused(), undefined]) {
      const { actor, toasts, loads } = start(async () => Promise.reject(error))
      await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
      actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
      actor.send({ type: "Acknowledge" })
      await waitFor(actor, (s) => s.matches("ready") && loads.length === 2, { timeout: 3000 })
      expect(actor.getSnapshot().context.step).toBeUndefined()
      expect(toasts).toEqual(["The grievance could not be updated. Please try again."])
    }
  })

  it("a 401 while stepping stays on the queue and tells the app; a failed load tells it only on 401", async () => {
    const emitted: Array<unknown> = []
    const { actor, loads, toasts } = start(async () => Promise.reject(unauthorized()))
    actor.on("unauthorized", (e) => void emitted.push(e))
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Acknowledge" })
    await waitFor(actor, () => emitted.length === 1, { timeout: 3000 })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.step).toBeUndefined()
    expect(loads).toEqual(["open"])
    expect(toasts).toEqual([])
    const down = start(
      async () => g("Received"),
      async () => Promise.reject(serverError())
    )
    const told: Array<unknown> = []
    down.actor.on("unauthorized", (e) => void told.push(e))
    await waitFor(down.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(told).toEqual([])
  })

  it("Show opens the other view with nothing opened", async () => {
    const { actor, loads } = start(async () => g("Received"))
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Open", number: "GRV-K7QMX-3P9TD" })
    actor.send({ type: "Show", show: "resolved" })
    expect(actor.getSnapshot().context).toMatchObject({ show: "resolved", selected: undefined })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(loads).toEqual(["open", "resolved"])
  })
})
