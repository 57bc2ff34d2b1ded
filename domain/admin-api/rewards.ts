/** Reward withdrawals: the requests staff pay out, and marking one paid. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Ok, Text } from "./common.ts"
import { AdminNotFound, AlreadyPaid } from "./failures.ts"
import { AdminSession } from "./session.ts"

export const Withdrawal = Schema.Struct({
  id: Schema.String,
  referrerPhone: Schema.String,
  referrerName: Schema.NullOr(Schema.String),
  points: Schema.Int,
  itemCount: Schema.Int,
  requestedAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String)
})
export type Withdrawal = typeof Withdrawal.Type

export class AdminRewardsGroup extends HttpApiGroup.make("rewards")
  .add(
    HttpApiEndpoint.get("withdrawals", "/withdrawals", { success: Ok(Schema.Array(Withdrawal)) }),
    HttpApiEndpoint.post("pay", "/withdrawals/:id/paid", {
      params: { id: Text(60) },
      success: Ok(Withdrawal),
      error: [AdminNotFound, AlreadyPaid]
    })
  )
  .middleware(AdminSession) {}
