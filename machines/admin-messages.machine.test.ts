import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { FailedMessage } from "../domain/admin-api.ts"
import { adminMessagesMachine } from "./admin-messages.machine.ts"

const message = (id: string): FailedMessage => ({
  id,
  trackingId: "LN12345678",
  channel: "sms",
  status: "Approved",
  attempts: 6,
  lastError: "gateway answered 503",
  queuedAt: "2026-11-20T10:00:00Z"
})

const start = (fetch: () => Promise<ReadonlyArray<FailedMessage>>, retry: (id: string) => Promise<FailedMessage>) => {
  const actor = createActor(
    adminMessagesMachine.provide({
      actors: { fetchFailedMessages: fromPromise(fetch), retryMessage: fromPromise(({ input }) => retry(input.id)) }
    })
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe("admin failed messages", () => {
  it("retries a listed message (never an unlisted one), takes it off the list and says so", async () => {
    const retried: Array<string> = []
    const { actor, emitted } = start(
      async () => [message("1"), message("2")],
      async (id) => (retried.push(id), message(id))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Retry", id: "99" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Retry", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.retrying === undefined, { timeout: 3000 })
    expect(retried).toEqual(["1"])
    expect(actor.getSnapshot().context.messages).toEqual([message("2")])
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Message queued again." }])
  })

  it("reloads after a failed retry, and reports an ended session", async () => {
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [message("1")]),
      async () => Promise.reject(adminNotFound("No failed message has this id."))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Retry", id: "1" })
    await waitFor(actor, () => loads === 2, { timeout: 3000 })
    expect(emitted).toContainEqual({
      type: "toast",
      kind: "error",
      message: "The message could not be queued again. Please try again."
    })
    const expired = start(
      async () => Promise.reject(unauthorized()),
      async () => message("1")
    )
    await waitFor(expired.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(expired.emitted).toEqual([{ type: "unauthorized" }])
    expect(expired.actor.getSnapshot().context.error).toBe("The failed messages could not be loaded. Please try again.")
  })
})
