import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AdminGrievance } from "../domain/admin-api.ts"
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
      throw { _tag: "GrievanceMoveRefused", message }
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
        if (fail) throw { _tag: "NetworkError" }
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
})
