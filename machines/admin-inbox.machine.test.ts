import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminInboxMachine, inboxMessages } from "./admin-inbox.machine.ts"

describe("admin inbox", () => {
  it("loads page 1 and pages within range only", async () => {
    const pages: Array<number> = []
    const actor = createActor(
      adminInboxMachine.provide({
        actors: {
          fetchPage: fromPromise(
            async ({ input }) => (pages.push(input.page), { items: [], total: 30, page: input.page, pageSize: 20 })
          )
        }
      })
    ).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 3 })
    actor.send({ type: "Go to page", page: 0 })
    actor.send({ type: "Go to page", page: 1 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 2 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2, { timeout: 3000 })
    expect(pages).toEqual([1, 2])
  })

  it("fails with Try again and reports an ended session", async () => {
    let fail = true
    const actor = createActor(
      adminInboxMachine.provide({
        actors: {
          fetchPage: fromPromise(async () =>
            fail ? Promise.reject({ _tag: "Unauthorized" }) : { items: [], total: 0, page: 1, pageSize: 20 }
          )
        }
      })
    )
    const emitted: Array<unknown> = []
    actor.on("*", (e) => void emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe(inboxMessages.failed)
    expect(emitted).toEqual([{ type: "unauthorized" }])
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
  })
})
