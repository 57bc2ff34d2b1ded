/**
 * The lender catalogue in the back office: load outcomes, open and close a lender, change its figures (to good ones
 * and to a cooling-off period of 0 days), save and the save's outcomes (saved, someone saved a newer version, the
 * server's 400, an ended session), reload, try again.
 */
import { catalogueChanged, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import { networkError, validationError } from "../domain/failures.fixtures.ts"
import { editOf } from "../domain/lender-edit.ts"
import type { Catalogue } from "../domain/lenders.ts"
import { sampleLender, sampleProduct } from "../domain/offers.fixtures.ts"
import { adminLendersMachine, type LendersData } from "../machines/admin-lenders.machine.ts"
import type { MachineModel } from "./harness.ts"

const catalogue: Catalogue = {
  version: 1,
  lenders: [sampleLender("axis-bank", "Axis Bank Limited")],
  products: [sampleProduct("axis-bank")]
}
const data: LendersData = {
  catalogue,
  history: [{ version: 1, changedBy: "seed", createdAt: "2026-11-28T10:00:00.000Z", summary: "The first catalogue" }]
}
const paused = { ...editOf(catalogue, "axis-bank")!, takingApplications: false }
const bad = { ...paused, coolingOffDays: 0 }

const lendersModel: MachineModel<typeof adminLendersMachine> = {
  name: "admin-lenders",
  machine: adminLendersMachine,
  actors: ["fetchLenders", "saveLender"],
  abstract: (s) => [
    s.context.selected ?? "",
    s.context.draft?.coolingOffDays ?? -1,
    s.context.draft?.takingApplications ?? null,
    s.context.conflict,
    Object.keys(s.context.errors).length
  ],
  events: () => [
    { type: "Open lender", id: "axis-bank" },
    { type: "Close lender" },
    { type: "Change", draft: paused },
    { type: "Change", draft: bad },
    { type: "Save" },
    { type: "Reload" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchLenders", output: data } as never,
    { type: "xstate.error.actor.fetchLenders", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchLenders", error: networkError() } as never,
    { type: "xstate.done.actor.saveLender", output: { version: 2, summary: "Axis Bank Limited paused" } } as never,
    { type: "xstate.error.actor.saveLender", error: unauthorized() } as never,
    { type: "xstate.error.actor.saveLender", error: catalogueChanged() } as never,
    {
      type: "xstate.error.actor.saveLender",
      error: validationError([{ path: "website", message: "Website must be an https:// address" }])
    } as never
  ]
}

export const models = [lendersModel]
