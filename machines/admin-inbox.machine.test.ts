import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import { serverError } from "../domain/failures.fixtures.ts"
import { adminInboxMachine } from "./admin-inbox.machine.ts"

const inbox = (
  fetch: (page: number) => Promise<{ items: Array<unknown>; total: number; page: number; pageSize: number }>
) =>
  createActor(adminInboxMachine.provide({ actors: { fetchPage: fromPromise(async ({ input }) => fetch(input.page)) } }))

describe("admin inbox", () => {
  it("starts on page 1 with nothing loaded and no error", () => {
    const actor = inbox(() => new Promise(() => {})).start()
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({ page: 1, result: undefined, error: undefined })
  })

  it("keeps the page it loaded and clears the earlier failure", async () => {
    let fail = true
    const result = { items: [{ id: 1 }], total: 1, page: 1, pageSize: 20 }
    const actor = inbox(async () => (fail ? Promise.reject(new Error("down")) : result)).start()
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("This inbox could not be loaded. Please try again.")
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toEqual({ page: 1, result, error: undefined })
  })

  it("tells the app of an ended session, and of no other failure", async () => {
    for (const [failure, told] of [
      [unauthorized(), [{ type: "unauthorized" }]],
      [serverError(), []]
    ] as const) {
      const actor = inbox(async () => Promise.reject(failure))
      const emitted: Array<unknown> = []
      actor.on("*", (e) => void emitted.push(e))
      actor.start()
      await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
      expect(emitted).toEqual(told)
    }
  })

  it("pages from 1 up to the last page of 20 and not beyond; 'Try again' only after a failure", async () => {
    const pages: Array<number> = []
    const actor = inbox(async (page) => (pages.push(page), { items: [], total: 41, page, pageSize: 20 })).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Try again" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 4 })
    actor.send({ type: "Go to page", page: 0 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 3 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 3, { timeout: 3000 })
    actor.send({ type: "Go to page", page: 3 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 1 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 1, { timeout: 3000 })
    expect(pages).toEqual([1, 3, 1])
  })

  it("an empty inbox has one page", async () => {
    const pages: Array<number> = []
    const actor = inbox(async (page) => (pages.push(page), { items: [], total: 0, page, pageSize: 20 })).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 2 })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(pages).toEqual([1])
  })
})
