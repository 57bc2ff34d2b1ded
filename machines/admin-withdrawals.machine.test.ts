import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, alreadyPaid, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { Withdrawal } from "../domain/admin-api.ts"
import { adminWithdrawalsMachine } from "./admin-withdrawals.machine.ts"

const w = (id: string, paidAt: string | null = null): Withdrawal => ({
  id,
  referrerPhone: "9123456780",
  referrerName: "Ravi",
  points: 500,
  itemCount: 1,
  requestedAt: "2026-11-20T10:00:00Z",
  paidAt
})

const start = (fetch: () => Promise<ReadonlyArray<Withdrawal>>, pay: (id: string) => Promise<Withdrawal>) => {
  const actor = createActor(
    adminWithdrawalsMachine.provide({
      actors: { fetchWithdrawals: fromPromise(fetch), payWithdrawal: fromPromise(({ input }) => pay(input.id)) }
    })
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe("admin withdrawals", () => {
  it("marks an unpaid withdrawal paid, that row only (never a paid or unknown one), and says so", async () => {
    const paid: Array<string> = []
    const { actor, emitted } = start(
      async () => [w("a"), w("b", "2026-11-21T10:00:00Z")],
      async (id) => (paid.push(id), w(id, "2026-11-22T10:00:00Z"))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Mark paid", id: "b" })
    actor.send({ type: "Mark paid", id: "zzz" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Mark paid", id: "a" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.paying === undefined, { timeout: 3000 })
    expect(paid).toEqual(["a"])
    expect(actor.getSnapshot().context.withdrawals).toEqual([
      w("a", "2026-11-22T10:00:00Z"),
      w("b", "2026-11-21T10:00:00Z")
    ])
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Withdrawal marked paid." }])
  })

  it("reloads after a failed payment with the server's message, and reports an ended session", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [w("a")]),
      async () => Promise.reject(alreadyPaid("This withdrawal is already paid."))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Mark paid", id: "a" })
    await waitFor(actor, () => loads === 2, { timeout: 3000 })
    expect(emitted).toContainEqual({ type: "toast", kind: "error", message: "This withdrawal is already paid." })
    const expired = start(
      async () => Promise.reject(unauthorized()),
      async () => w("a")
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
  })

  // Issue 16: Unauthorized while paying ends the session: it tells the shell (which signs out), reloads nothing,
  // shows no failure and no toast, and does not leave for 'failed'.
  it("ends the session on Unauthorized while paying, not 'failed'", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => {
        loads++
        return [w("a")]
      },
      async () => Promise.reject(unauthorized("Please sign in to continue."))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 2000 })
    actor.send({ type: "Mark paid", id: "a" })
    expect(actor.getSnapshot().value).toBe("paying")
    await waitFor(actor, () => emitted.length > 0, { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(emitted).toEqual([{ type: "unauthorized" }])
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("ready")
    expect(snapshot.matches("failed")).toBe(false)
    expect(snapshot.context.error).toBeUndefined()
    expect(snapshot.context.paying).toBeUndefined()
    expect(snapshot.context.withdrawals).toEqual([w("a")])
    expect(loads).toBe(1)
  })

  it.each([
    ["a network failure", new Error("offline")],
    ["AlreadyPaid without a message", alreadyPaid()],
    ["another tag's message", adminNotFound("No such withdrawal.")],
    ["no error value at all", undefined]
  ])("a failed payment (%s) toasts the generic message and reloads", async (_, error) => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [w("a")]),
      async () => Promise.reject(error)
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Mark paid", id: "a" })
    await waitFor(actor, (s) => loads === 2 && s.matches("ready"), { timeout: 3000 })
    expect(emitted).toEqual([
      { type: "toast", kind: "error", message: "The withdrawal could not be marked paid. Please try again." }
    ])
    expect(actor.getSnapshot().context.paying).toBeUndefined()
  })

  it("starts loading with no rows, nothing being paid and no error; a load failing with no error value fails", async () => {
    const { actor } = start(
      () => Promise.reject(undefined),
      async () => w("a")
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    const fresh = start(
      () => new Promise<ReadonlyArray<Withdrawal>>(() => {}),
      async () => w("a")
    )
    expect(fresh.actor.getSnapshot().value).toBe("loading")
    expect(fresh.actor.getSnapshot().context).toEqual({ withdrawals: [], paying: undefined, error: undefined })
  })

  it("a failed load says 'The withdrawals could not be loaded. Please try again.' and Try again reloads", async () => {
    let loads = 0
    const { actor } = start(
      async () => {
        loads++
        if (loads === 1) throw new Error("offline")
        return [w("a")]
      },
      async () => w("a")
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("The withdrawals could not be loaded. Please try again.")
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toEqual({ withdrawals: [w("a")], paying: undefined, error: undefined })
  })
})
