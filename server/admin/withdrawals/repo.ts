/**
 * Reward withdrawals as staff see them: every request, unpaid first, with the referrer's name; paying one marks its
 * items paid through the Rewards repository (the one place that does it) and audits it.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type CurrentStaff, Withdrawal } from "../../../domain/admin-api.ts"
import { IsoDateTime } from "../../db/schemas.ts"
import { Rewards } from "../../rewards/repo.ts"
import { Audit } from "../audit.ts"

export class WithdrawalNotFound extends Schema.TaggedError<WithdrawalNotFound>()("WithdrawalNotFound", {}) {}
export class WithdrawalAlreadyPaid extends Schema.TaggedError<WithdrawalAlreadyPaid>()("WithdrawalAlreadyPaid", {}) {}

const Row = Schema.Struct({
  ...Withdrawal.fields,
  requestedAt: IsoDateTime,
  paidAt: Schema.NullOr(IsoDateTime)
}).pipe(
  Schema.encodeKeys({
    referrerPhone: "referrer_phone",
    referrerName: "referrer_name",
    itemCount: "item_count",
    requestedAt: "requested_at",
    paidAt: "paid_at"
  })
)

export class AdminWithdrawals extends Context.Service<
  AdminWithdrawals,
  {
    /** Every withdrawal: unpaid first, then newest first. */
    readonly list: Effect.Effect<ReadonlyArray<Withdrawal>>
    /** Marks a requested withdrawal paid; the withdrawal as it is now. */
    pay(id: string): Effect.Effect<Withdrawal, WithdrawalNotFound | WithdrawalAlreadyPaid, CurrentStaff>
  }
>()("server/admin/AdminWithdrawals") {
  static readonly layer = Layer.effect(
    AdminWithdrawals,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rewards = yield* Rewards
      const audit = yield* Audit

      const select = (id: string | undefined) => sql`
        SELECT w.id, w.referrer_phone, w.points, w.item_count, w.requested_at, w.paid_at,
          (SELECT e.referral_name FROM loan_enquiries e WHERE e.referral_phone = w.referrer_phone
             AND e.referral_name IS NOT NULL ORDER BY e.id DESC LIMIT 1) AS referrer_name
        FROM reward_withdrawals w
        ${id === undefined ? sql`` : sql`WHERE w.id = ${id}`}
        ORDER BY (w.paid_at IS NULL) DESC, w.requested_at DESC, w.id
      `
      const findAll = SqlSchema.findAll({ Request: Schema.Void, Result: Row, execute: () => select(undefined) })
      const findById = SqlSchema.findOneOption({ Request: Schema.String, Result: Row, execute: select })

      const list = findAll().pipe(Effect.orDie, Effect.withSpan("AdminWithdrawals.list"))

      const pay = Effect.fn("AdminWithdrawals.pay")(function* (id: string) {
        const before = yield* Effect.orDie(findById(id))
        if (Option.isNone(before)) return yield* new WithdrawalNotFound()
        if (before.value.paidAt !== null) return yield* new WithdrawalAlreadyPaid()
        if (!(yield* rewards.markWithdrawalPaid(id))) return yield* new WithdrawalAlreadyPaid()
        yield* audit.record({ action: "Mark paid", subject: `withdrawal:${id}`, from: "requested", to: "paid" })
        return Option.getOrThrow(yield* Effect.orDie(findById(id)))
      })

      return AdminWithdrawals.of({ list, pay })
    })
  )
}
