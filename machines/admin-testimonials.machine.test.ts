import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { PendingTestimonial } from "../domain/admin-api.ts"
import { adminTestimonialsMachine, type Decision, moderationMessages } from "./admin-testimonials.machine.ts"

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
  it("approves and rejects waiting testimonials, which leave the list", async () => {
    const decisions: Array<unknown> = []
    const { actor, emitted } = start(
      async () => [t("1"), t("2")],
      async (input) => void decisions.push(input)
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Approve", id: "9" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Approve", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.pending.length === 1, { timeout: 3000 })
    actor.send({ type: "Reject", id: "2" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.pending.length === 0, { timeout: 3000 })
    expect(decisions).toEqual([
      { id: "1", decision: "approve" },
      { id: "2", decision: "reject" }
    ])
    expect(emitted).toEqual([
      { type: "toast", kind: "success", message: moderationMessages.approve },
      { type: "toast", kind: "success", message: moderationMessages.reject }
    ])
  })

  it("reloads after a failed decision; an ended session is reported", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [t("1")]),
      async () => Promise.reject({ _tag: "AdminNotFound" })
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Reject", id: "1" })
    await waitFor(actor, () => loads === 2, { timeout: 3000 })
    expect(emitted).toContainEqual({ type: "toast", kind: "error", message: moderationMessages.decisionFailed })
    const expired = start(
      async () => Promise.reject({ _tag: "Unauthorized" }),
      async () => {}
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
  })
})
