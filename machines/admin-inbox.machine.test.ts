import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import { serverError } from "../domain/failures.fixtures.ts"
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
            fail ? Promise.reject(unauthorized()) : { items: [], total: 0, page: 1, pageSize: 20 }
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

describe("admin inbox, written out", () => {
  const inbox = (
    fetch: (page: number) => Promise<{ items: Array<unknown>; total: number; page: number; pageSize: number }>
  ) =>
    createActor(
      adminInboxMachine.provide({ actors: { fetchPage: fromPromise(async ({ input }) => fetch(input.page)) } })
    )

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

  it("a failure other than 401 tells the app nothing", async () => {
    const actor = inbox(async () => Promise.reject(serverError()))
    const emitted: Array<unknown> = []
    actor.on("*", (e) => void emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(emitted).toEqual([])
  })

  it("pages up to the last page of 20 and not beyond; 'Try again' only after a failure", async () => {
    const pages: Array<number> = []
    const actor = inbox(async (page) => (pages.push(page), { items: [], total: 41, page, pageSize: 20 })).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Try again" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 4 })
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
