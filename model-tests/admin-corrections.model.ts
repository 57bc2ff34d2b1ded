/** Correction requests in the back office: load outcomes, a note typed or not, done or rejected, their outcomes. */

import { correctionDecided, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { CorrectionRow } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminCorrectionsMachine } from "../machines/admin-corrections.machine.ts"
import type { MachineModel } from "./harness.ts"

export const correction = (status: CorrectionRow["status"], note: string | null = null): CorrectionRow => ({
  id: "c1",
  mobile: "9123456780",
  record: "enquiry:LN7K2QX",
  field: "Last name",
  details: "It is Rao-Iyer.",
  status,
  note,
  createdAt: "2026-11-20T10:00:00Z",
  decidedAt: status === "open" ? null : "2026-11-22T10:00:00Z"
})

const correctionsModel: MachineModel<typeof adminCorrectionsMachine> = {
  name: "admin-corrections",
  machine: adminCorrectionsMachine,
  actors: ["fetchCorrections", "decideCorrection"],
  abstract: (s) => ({
    open: s.context.corrections.map((c) => c.status === "open"),
    note: (s.context.notes.c1 ?? "").trim() !== ""
  }),
  events: () => [
    { type: "Type note", id: "c1", value: "Surname corrected." },
    { type: "Mark done", id: "c1" },
    { type: "Mark rejected", id: "c1" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchCorrections", output: [correction("open")] } as never,
    { type: "xstate.error.actor.fetchCorrections", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchCorrections", error: networkError() } as never,
    { type: "xstate.done.actor.decideCorrection", output: correction("done", "Surname corrected.") } as never,
    { type: "xstate.error.actor.decideCorrection", error: unauthorized() } as never,
    {
      type: "xstate.error.actor.decideCorrection",
      error: correctionDecided("This correction request is already closed.")
    } as never
  ]
}

export const models = [correctionsModel]
