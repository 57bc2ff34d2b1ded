import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { EnquiryFilter, EnquiryPage } from "../domain/admin-api.ts"
import { serverError } from "../domain/failures.fixtures.ts"
import { adminEnquiriesMachine, type LenderChoice } from "./admin-enquiries.machine.ts"

const page = (n: number, total = 45): EnquiryPage => ({ items: [], total, page: n, pageSize: 20 })

const noFilter: EnquiryFilter = { q: "", status: "", loanType: "", applicationType: "", lender: "" }
const lenders: ReadonlyArray<LenderChoice> = [
  { id: "axis-bank", name: "Axis Bank Limited" },
  { id: "hdfc-bank", name: "HDFC Bank Limited" }
]
const list = (
  fetch: (input: { filter: EnquiryFilter; page: number }) => Promise<EnquiryPage>,
  fetchLenders: () => Promise<ReadonlyArray<LenderChoice>> = () => new Promise(() => {})
) =>
  createActor(
    adminEnquiriesMachine.provide({
      actors: {
        fetchEnquiries: fromPromise(async ({ input }) => fetch(input)),
        fetchLenderChoices: fromPromise(async () => fetchLenders())
      }
    })
  )

describe("admin enquiries list", () => {
  it("starts on page 1 of no filter, with nothing loaded", () => {
    const actor = list(() => new Promise(() => {})).start()
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({
      filter: noFilter,
      lenders: undefined,
      page: 1,
      result: undefined,
      error: undefined
    })
  })

  it("shows its message on a failure, tells the app nothing unless 401, and keeps the page once loaded", async () => {
    let fail = true
    const actor = list(async ({ page: n }) => (fail ? Promise.reject(serverError()) : page(n, 3)))
    const emitted: Array<unknown> = []
    actor.on("*", (e) => void emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("The enquiries could not be loaded. Please try again.")
    expect(emitted).toEqual([])
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toEqual({
      filter: noFilter,
      lenders: undefined,
      page: 1,
      result: page(1, 3),
      error: undefined
    })
  })

  it("a search while loading starts again with the new filter; a search after a failure loads it", async () => {
    const calls: Array<{ filter: EnquiryFilter; page: number }> = []
    let answers = 0
    const actor = list(async (input) => {
      calls.push(input)
      answers++
      if (answers === 2) return Promise.reject(new Error("down"))
      return page(input.page)
    }).start()
    const asha: EnquiryFilter = { ...noFilter, q: "asha" }
    actor.send({ type: "Search", filter: asha })
    expect(actor.getSnapshot().context.filter).toEqual(asha)
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    const ravi: EnquiryFilter = { ...noFilter, q: "ravi" }
    actor.send({ type: "Search", filter: ravi })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(calls).toEqual([
      { filter: noFilter, page: 1 },
      { filter: asha, page: 1 },
      { filter: ravi, page: 1 }
    ])
  })

  it("a search from page 3 goes back to page 1; the pager stays within 1..last", async () => {
    const calls: Array<number> = []
    const actor = list(async (input) => (calls.push(input.page), page(input.page, 41))).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 0 })
    actor.send({ type: "Go to page", page: 4 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Go to page", page: 3 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 3, { timeout: 3000 })
    actor.send({ type: "Go to page", page: 3 })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Search", filter: { ...noFilter, status: "Login" as const } })
    expect(actor.getSnapshot().context.page).toBe(1)
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 1 })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(calls).toEqual([1, 3, 1])
  })

  it("tells the app of an ended session, and of no other failure", async () => {
    for (const [failure, told] of [
      [unauthorized(), [{ type: "unauthorized" }]],
      [undefined, []]
    ] as const) {
      const actor = list(async () => Promise.reject(failure))
      const emitted: Array<unknown> = []
      actor.on("*", (e) => void emitted.push(e))
      actor.start()
      await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
      expect(actor.getSnapshot().context.error).toBe("The enquiries could not be loaded. Please try again.")
      expect(emitted).toEqual(told)
    }
  })

  it("goes back from page 2 to page 1 with the pager", async () => {
    const calls: Array<number> = []
    const actor = list(async (input) => (calls.push(input.page), page(input.page, 45))).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 2 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2, { timeout: 3000 })
    actor.send({ type: "Go to page", page: 1 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 1, { timeout: 3000 })
    expect(calls).toEqual([1, 2, 1])
  })

  it("an empty list has one page", async () => {
    const actor = list(async (input) => page(input.page, 0)).start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 2 })
    expect(actor.getSnapshot().value).toBe("ready")
  })

  it("loads the catalogue's lenders once for the lender filter, while the list loads and pages", async () => {
    let lenderLoads = 0
    const actor = list(
      async (input) => page(input.page, 45),
      async () => (lenderLoads++, lenders)
    ).start()
    await waitFor(actor, (s) => s.matches("ready") && s.context.lenders !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.lenders).toEqual(lenders)
    actor.send({ type: "Search", filter: { ...noFilter, lender: "hdfc-bank" } })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Go to page", page: 2 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2, { timeout: 3000 })
    expect(actor.getSnapshot().context.lenders).toEqual(lenders)
    expect(lenderLoads).toBe(1)
  })

  it("lenders that could not be loaded leave the list working, and tell the app nothing", async () => {
    const actor = list(
      async (input) => page(input.page, 3),
      () => Promise.reject(unauthorized())
    )
    const emitted: Array<unknown> = []
    actor.on("*", (e) => void emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches("ready") && s.context.lenders === null, { timeout: 3000 })
    expect(actor.getSnapshot().context.result).toEqual(page(1, 3))
    expect(emitted).toEqual([])
  })
})
