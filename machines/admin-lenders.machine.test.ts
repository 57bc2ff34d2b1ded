import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { catalogueChanged, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { SavedVersion } from "../domain/admin-api.ts"
import { validationError } from "../domain/failures.fixtures.ts"
import type { LenderEdit } from "../domain/lender-edit.ts"
import type { Catalogue } from "../domain/lenders.ts"
import { sampleLender as lenderOf, sampleProduct as productOf } from "../domain/offers.fixtures.ts"
import { adminLendersMachine, type LendersData } from "./admin-lenders.machine.ts"

const sampleLender = lenderOf("axis-bank", "Axis Bank Limited")
const sampleProduct = productOf("axis-bank")

const catalogueOf = (version: number, takingApplications = true): Catalogue => ({
  version,
  lenders: [{ ...sampleLender, takingApplications }],
  products: [sampleProduct]
})
const data = (version: number, takingApplications = true): LendersData => ({
  catalogue: catalogueOf(version, takingApplications),
  history: [{ version, changedBy: "admin", createdAt: "2026-11-28T10:00:00.000Z", summary: "The first catalogue" }]
})

const start = (
  fetch: () => Promise<LendersData>,
  save: (input: { id: string; edit: LenderEdit }) => Promise<SavedVersion>
) => {
  const actor = createActor(
    adminLendersMachine.provide({
      actors: { fetchLenders: fromPromise(fetch), saveLender: fromPromise(({ input }) => save(input)) }
    })
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted }
}

const ready = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })

describe("the lender catalogue in the back office", () => {
  it("pauses a lender: the save carries the version it was opened from, then the new version loads", async () => {
    const saved: Array<{ id: string; edit: LenderEdit }> = []
    let version = 1
    const { actor, emitted } = start(
      async () => data(version, version === 1),
      async (input) => {
        saved.push(input)
        version = 2
        return { version: 2, summary: "paused" }
      }
    )
    await ready(actor)
    actor.send({ type: "Open lender", id: sampleLender.id })
    const draft = actor.getSnapshot().context.draft!
    expect(draft.baseVersion).toBe(1)
    expect(draft.takingApplications).toBe(true)
    actor.send({ type: "Change", draft: { ...draft, takingApplications: false } })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.catalogue?.version === 2, { timeout: 3000 })
    expect(saved).toEqual([{ id: sampleLender.id, edit: { ...draft, takingApplications: false } }])
    expect(actor.getSnapshot().context.draft).toMatchObject({ baseVersion: 2, takingApplications: false })
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Saved as version 2." }])
  })

  it("bad figures are marked on their fields and nothing is sent: a minimum above its maximum, a rate of 75%", async () => {
    let sends = 0
    const { actor } = start(
      async () => data(1),
      async () => (sends++, { version: 2, summary: "" })
    )
    await ready(actor)
    actor.send({ type: "Open lender", id: sampleLender.id })
    const draft = actor.getSnapshot().context.draft!
    const product = draft.products[0]!
    actor.send({
      type: "Change",
      draft: {
        ...draft,
        products: [
          { ...product, amount: { minimum: 500_000, maximum: 50_000 }, rates: { ...product.rates, "750+": 75 } }
        ]
      }
    })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.errors).toMatchObject({
      "products.0.amount": "Amount: the minimum must not exceed the maximum",
      "products.0.rates.750+": "Rate for 750+ must be at most 60%"
    })
    expect(sends).toBe(0)
  })

  it("someone saved a newer version: the form says so, and Reload opens the lender from the newest version", async () => {
    let version = 1
    const { actor, emitted } = start(
      async () => data(version),
      async () => {
        version = 8
        throw catalogueChanged()
      }
    )
    await ready(actor)
    actor.send({ type: "Open lender", id: sampleLender.id })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.conflict, { timeout: 3000 })
    expect(emitted).toContainEqual({ type: "toast", kind: "error", message: "Someone saved a newer version; reload" })
    actor.send({ type: "Reload" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.catalogue?.version === 8, { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({ conflict: false, draft: { baseVersion: 8 } })
  })

  it("the server's 400 lands on its field; an ended session is handed to the shell", async () => {
    const { actor } = start(
      async () => data(1),
      async () => {
        throw validationError([{ path: "coolingOffDays", message: "Cooling-off period must be at least 1 days" }])
      }
    )
    await ready(actor)
    actor.send({ type: "Open lender", id: sampleLender.id })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches("ready") && Object.keys(s.context.errors).length > 0, { timeout: 3000 })
    expect(actor.getSnapshot().context.errors).toEqual({ coolingOffDays: "Cooling-off period must be at least 1 days" })

    const expired = start(
      async () => data(1),
      async () => {
        throw unauthorized()
      }
    )
    await ready(expired.actor)
    expired.actor.send({ type: "Open lender", id: sampleLender.id })
    expired.actor.send({ type: "Save" })
    await waitFor(expired.actor, (s) => s.matches("ready"), { timeout: 3000 })
    await new Promise((r) => setTimeout(r, 20))
    expect(expired.emitted).toContainEqual({ type: "unauthorized" })
  })

  it("a lender not in the catalogue is not opened", async () => {
    const { actor } = start(
      async () => data(1),
      async () => ({ version: 2, summary: "" })
    )
    await ready(actor)
    actor.send({ type: "Open lender", id: "no-such-bank" })
    expect(actor.getSnapshot().context.selected).toBeUndefined()
  })
})
