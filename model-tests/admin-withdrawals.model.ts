/** Withdrawals in the back office: load outcomes, mark one paid, the payment's outcomes, try again. */

import { alreadyPaid, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { Withdrawal } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminWithdrawalsMachine } from "../machines/admin-withdrawals.machine.ts"
import type { MachineModel } from "./harness.ts"

const w = (paidAt: string | null): Withdrawal => ({
  id: "w1",
  referrerPhone: "9123456780",
  referrerName: "Ravi",
  points: 500,
  itemCount: 1,
  requestedAt: "2026-11-20T10:00:00Z",
  paidAt
})

const withdrawalsModel: MachineModel<typeof adminWithdrawalsMachine> = {
  name: "admin-withdrawals",
  machine: adminWithdrawalsMachine,
  actors: ["fetchWithdrawals", "payWithdrawal"],
  abstract: (s) => s.context.withdrawals.map((x) => x.paidAt !== null),
  events: () => [
    { type: "Mark paid", id: "w1" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchWithdrawals", output: [w(null)] } as never,
    { type: "xstate.error.actor.fetchWithdrawals", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchWithdrawals", error: networkError() } as never,
    { type: "xstate.done.actor.payWithdrawal", output: w("2026-11-22T10:00:00Z") } as never,
    { type: "xstate.error.actor.payWithdrawal", error: unauthorized() } as never,
    {
      type: "xstate.error.actor.payWithdrawal",
      error: alreadyPaid("This withdrawal is already paid.")
    } as never
  ]
}

export const models = [withdrawalsModel]
