import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { Withdrawal } from "../domain/admin-api.ts"
import { adminWithdrawalsMachine, withdrawalMessages } from "./admin-withdrawals.machine.ts"

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
  it("marks an unpaid withdrawal paid (never a paid or unknown one)", async () => {
    const paid: Array<string> = []
    const { actor, emitted } = start(
      async () => [w("a"), w("b", "2026-11-21T10:00:00Z")],
      async (id) => (paid.push(id), w(id, "2026-11-22T10:00:00Z"))
    )
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "Mark paid", id: "b" })
    actor.send({ type: "Mark paid", id: "zzz" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Mark paid", id: "a" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.paying === undefined)
    expect(paid).toEqual(["a"])
    expect(actor.getSnapshot().context.withdrawals[0]!.paidAt).toBe("2026-11-22T10:00:00Z")
    expect(emitted).toContainEqual({ type: "toast", kind: "success", message: withdrawalMessages.paid })
  })

  it("reloads after a failed payment with the server's message, and reports an ended session", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [w("a")]),
      async () => Promise.reject({ _tag: "AlreadyPaid", message: "This withdrawal is already paid." })
    )
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "Mark paid", id: "a" })
    await waitFor(actor, () => loads === 2)
    expect(emitted).toContainEqual({ type: "toast", kind: "error", message: "This withdrawal is already paid." })
    const expired = start(
      async () => Promise.reject({ _tag: "Unauthorized" }),
      async () => w("a")
    )
    await waitFor(expired.actor, (s) => s.matches("failed"))
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
  })
})
