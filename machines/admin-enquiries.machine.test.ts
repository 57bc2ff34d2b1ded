import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { EnquiryPage } from "../domain/admin-api.ts"
import { type EnquiryFilter, emptyFilter } from "../domain/admin-api.ts"
import { adminEnquiriesMachine } from "./admin-enquiries.machine.ts"

const page = (n: number, total = 45): EnquiryPage => ({ items: [], total, page: n, pageSize: 20 })

describe("admin enquiries list", () => {
  it("loads page 1, pages within range, and searches from page 1", async () => {
    const calls: Array<{ filter: EnquiryFilter; page: number }> = []
    const actor = createActor(
      adminEnquiriesMachine.provide({
        actors: { fetchEnquiries: fromPromise(async ({ input }) => (calls.push(input), page(input.page))) }
      })
    ).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 4 })
    actor.send({ type: "Go to page", page: 1 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 3 })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    const filter = { ...emptyFilter, q: "asha", status: "Login" as const }
    actor.send({ type: "Search", filter })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(calls).toEqual([
      { filter: emptyFilter, page: 1 },
      { filter: emptyFilter, page: 3 },
      { filter, page: 1 }
    ])
  })

  it("fails with Try again, and tells the app about an ended session", async () => {
    let fail = true
    const actor = createActor(
      adminEnquiriesMachine.provide({
        actors: { fetchEnquiries: fromPromise(async () => (fail ? Promise.reject({ _tag: "Unauthorized" }) : page(1))) }
      })
    )
    const emitted: Array<unknown> = []
    actor.on("*", (e) => void emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(emitted).toEqual([{ type: "unauthorized" }])
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
  })
})
