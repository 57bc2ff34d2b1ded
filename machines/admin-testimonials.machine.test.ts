import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { PendingTestimonial } from "../domain/admin-api.ts"
import { serverError } from "../domain/failures.fixtures.ts"
import { adminTestimonialsMachine, type Decision } from "./admin-testimonials.machine.ts"

const t = (id: string): PendingTestimonial => ({
  id,
  name: `Person ${id}`,
  email: null,
  loanType: "Home Loan",
  content: "Quick.",
  rating: 5,
  submittedAt: "2026-11-20T10:00:00Z",
  pictureUrl: null
})

const start = (
  fetch: () => Promise<ReadonlyArray<PendingTestimonial>>,
  decide: (input: { id: string; decision: Decision }) => Promise<void>
) => {
  const actor = createActor(
    adminTestimonialsMachine.provide({
      actors: { fetchPending: fromPromise(fetch), decide: fromPromise(({ input }) => decide(input)) }
    })
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe("testimonials moderation", () => {
  it("starts loading with an empty list", () => {
    const { actor } = start(
      () => new Promise(() => {}),
      async () => {}
    )
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({ pending: [], deciding: undefined, error: undefined })
  })

  it("a failed load shows its message, Try again loads and clears it; only an ended session is told to the app", async () => {
    let fail = true
    const { actor, emitted } = start(
      async () => (fail ? Promise.reject(serverError()) : [t("1")]),
      async () => {}
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("The testimonials could not be loaded. Please try again.")
    expect(emitted).toEqual([])
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toEqual({ pending: [t("1")], deciding: undefined, error: undefined })
    const expired = start(
      async () => Promise.reject(unauthorized()),
      async () => {}
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
  })

  it("approves or rejects a waiting testimonial, which alone leaves the list, with a toast; an unknown one is refused", async () => {
    const decisions: Array<unknown> = []
    let release: () => void = () => {}
    const { actor, emitted } = start(
      async () => [t("1"), t("2"), t("3")],
      async (input) => {
        decisions.push(input)
        await new Promise<void>((resolve) => {
          release = resolve
        })
      }
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Reject", id: "9" })
    actor.send({ type: "Approve", id: "9" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Reject", id: "2" })
    expect(actor.getSnapshot().value).toBe("deciding")
    expect(actor.getSnapshot().context.deciding).toEqual({ id: "2", decision: "reject" })
    await waitFor(actor, () => decisions.length === 1, { timeout: 3000 })
    release()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context.pending.map((p) => p.id)).toEqual(["1", "3"])
    expect(actor.getSnapshot().context.deciding).toBeUndefined()
    actor.send({ type: "Approve", id: "3" })
    expect(actor.getSnapshot().context.deciding).toEqual({ id: "3", decision: "approve" })
    await waitFor(actor, () => decisions.length === 2, { timeout: 3000 })
    release()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context.pending.map((p) => p.id)).toEqual(["1"])
    expect(decisions).toEqual([
      { id: "2", decision: "reject" },
      { id: "3", decision: "approve" }
    ])
    expect(emitted).toEqual([
      { type: "toast", kind: "success", message: "Testimonial rejected." },
      { type: "toast", kind: "success", message: "Testimonial approved: it is now published." }
    ])
  })

  it("a failed decision says it could not be updated and reloads; a 401 keeps the list and tells the app", async () => {
    let answer: unknown = adminNotFound()
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [t("1")]),
      async () => Promise.reject(answer)
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Approve", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && loads === 2, { timeout: 3000 })
    expect(actor.getSnapshot().context.deciding).toBeUndefined()
    answer = serverError()
    actor.send({ type: "Reject", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && loads === 3, { timeout: 3000 })
    expect(emitted).toEqual(
      Array(2).fill({
        type: "toast",
        kind: "error",
        message: "The testimonial could not be updated. Please try again."
      })
    )
    answer = unauthorized()
    actor.send({ type: "Approve", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && emitted.length === 3, { timeout: 3000 })
    expect(emitted[2]).toEqual({ type: "unauthorized" })
    expect(loads).toBe(3)
    expect(actor.getSnapshot().context).toEqual({ pending: [t("1")], deciding: undefined, error: undefined })
  })
})
