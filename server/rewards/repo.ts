/**
 * Referral rewards (migration 0032): credited by a database trigger when a Referral enquiry reaches Disbursed, with
 * the points per referral of REWARD_POINTS_PER_REFERRAL (written to reward_settings at start). A referrer's items are
 * available, then requested by a withdrawal, then paid when the back office pays the withdrawal.
 */

import { randomUUID } from "node:crypto"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { ApplicationStatusSchema } from "../../domain/application-status.ts"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
import type { RewardSummary } from "../../domain/rewards.ts"
import { Settings } from "../config.ts"
import { type PersonalData, rowsFor } from "../db/personal-data.ts"
import { IsoDateTime } from "../db/schemas.ts"

export interface Withdrawal {
  readonly id: string
  readonly points: number
  readonly itemCount: number
  readonly paid: boolean
}

const ItemRow = Schema.Struct({
  id: Schema.String,
  customer_name: Schema.String,
  tracking_id: Schema.String,
  points: Schema.Int,
  status: Schema.Literals(["available", "requested", "paid"]),
  created_at: IsoDateTime
})

const ReferralRow = Schema.Struct({
  customer_name: Schema.String,
  tracking_id: Schema.String,
  status: ApplicationStatusSchema
})

const WithdrawalRow = Schema.Struct({
  id: Schema.String,
  points: Schema.Int,
  itemCount: Schema.Int,
  paid: Schema.Boolean
}).pipe(Schema.encodeKeys({ itemCount: "item_count" }))

/** Reward ids are bigserial numbers; anything else cannot be one of ours. */
const rewardId = /^[1-9]\d{0,17}$/u

export class Rewards extends Context.Service<
  Rewards,
  {
    /** The spec's reward summary of one referrer, newest first, with the referrals that have no reward yet. */
    summary(mobile: string): Effect.Effect<RewardSummary>
    /**
     * Requests a withdrawal of those of `ids` that are the caller's and still available, in one statement: concurrent
     * or repeated requests cannot take an item twice. Undefined when nothing was taken.
     */
    requestWithdrawal(mobile: string, ids: ReadonlyArray<string>): Effect.Effect<Withdrawal | undefined>
    /** The back office paid a withdrawal: its items become disbursed. False when unknown or already paid. */
    markWithdrawalPaid(withdrawalId: string): Effect.Effect<boolean>
    /** A referrer's withdrawals, newest first (tests, the back office). */
    withdrawals(mobile: string): Effect.Effect<ReadonlyArray<Withdrawal>>
  }
>()("server/rewards/Rewards") {
  static readonly layer = Layer.effect(
    Rewards,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { rewardPointsPerReferral } = yield* Settings
      yield* sql`UPDATE reward_settings SET points_per_referral = ${rewardPointsPerReferral} WHERE id`.pipe(
        Effect.orDie
      )

      const findItems = SqlSchema.findAll({
        Request: Schema.String,
        Result: ItemRow,
        execute: (mobile) => sql`
          SELECT r.id::text AS id, trim(e.first_name || ' ' || e.last_name) AS customer_name, e.tracking_id,
            r.points, r.status, r.created_at
          FROM referral_rewards r JOIN loan_enquiries e ON e.id = r.enquiry_id
          WHERE r.referrer_phone = ${mobile}
          ORDER BY r.created_at DESC, r.id DESC
        `
      })
      // The referrer's Referral enquiries with no reward yet (in progress, or declined or rejected), newest first.
      // An erased referral (my-data) no longer names its referrer, so it is not listed.
      const findUnrewarded = SqlSchema.findAll({
        Request: Schema.String,
        Result: ReferralRow,
        execute: (mobile) => sql`
          SELECT trim(e.first_name || ' ' || e.last_name) AS customer_name, e.tracking_id, e.status
          FROM loan_enquiries e
          WHERE e.referral_phone = ${mobile} AND e.application_type = 'Referral'
            AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.enquiry_id = e.id)
          ORDER BY e.created_at DESC, e.id DESC
        `
      })
      const findReferralName = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Schema.Struct({ referral_name: Schema.String }),
        execute: (mobile) => sql`
          SELECT referral_name FROM loan_enquiries
          WHERE referral_phone = ${mobile} AND application_type = 'Referral' AND referral_name IS NOT NULL
          ORDER BY id DESC LIMIT 1
        `
      })
      const findWithdrawals = SqlSchema.findAll({
        Request: Schema.String,
        Result: WithdrawalRow,
        execute: (mobile) => sql`
          SELECT id, points, item_count, paid_at IS NOT NULL AS paid FROM reward_withdrawals
          WHERE referrer_phone = ${mobile} ORDER BY requested_at DESC, id
        `
      })

      const summary = Effect.fn("Rewards.summary")(function* (mobile: string) {
        const items = yield* findItems(mobile)
        const unrewarded = yield* findUnrewarded(mobile)
        const named = yield* findReferralName(mobile)
        const available = items.filter((i) => i.status === "available")
        const points = (list: ReadonlyArray<{ points: number }>) => list.reduce((sum, i) => sum + i.points, 0)
        return {
          totalEarnings: points(items),
          withdrawableBalance: points(available),
          availableForWithdrawal: available.map((i) => ({ _id: i.id })),
          referralName: Option.match(named, { onNone: () => "", onSome: (row) => row.referral_name }),
          loanEnquiries: items.map((i) => ({
            _id: i.id,
            customerName: i.customer_name,
            applicationId: i.tracking_id,
            withdrawalAmount: i.points,
            createdAt: i.created_at,
            isWithdrawalDisbursed: i.status === "paid"
          })),
          unrewardedReferrals: unrewarded.map((r) => ({
            customerName: r.customer_name,
            applicationId: r.tracking_id,
            applicationStatus: r.status
          }))
        } satisfies RewardSummary
      }, Effect.orDie)

      const requestWithdrawal = Effect.fn("Rewards.requestWithdrawal")(function* (
        mobile: string,
        ids: ReadonlyArray<string>
      ) {
        const wanted = [...new Set(ids.filter((id) => rewardId.test(id)))]
        if (wanted.length === 0) return undefined
        const withdrawalId = randomUUID()
        // One statement: the items are claimed (row locks; a waiting statement re-checks status = 'available' after
        // the first commits) and the withdrawal row is written together, or nothing is.
        const [row] = yield* sql`
          WITH claimed AS (
            UPDATE referral_rewards SET status = 'requested', withdrawal_id = ${withdrawalId}, requested_at = now()
            WHERE id = ANY(string_to_array(${wanted.join(",")}, ',')::bigint[])
              AND referrer_phone = ${mobile} AND status = 'available'
            RETURNING points
          )
          INSERT INTO reward_withdrawals (id, referrer_phone, points, item_count)
          SELECT ${withdrawalId}, ${mobile}, sum(points), count(*) FROM claimed HAVING count(*) > 0
          RETURNING points, item_count
        `
        if (row === undefined) return undefined
        return yield* Schema.decodeUnknownEffect(WithdrawalRow)({ ...row, id: withdrawalId, paid: false })
      }, Effect.orDie)

      const markWithdrawalPaid = Effect.fn("Rewards.markWithdrawalPaid")(function* (withdrawalId: string) {
        const rows = yield* sql`
          WITH paid AS (
            UPDATE reward_withdrawals SET paid_at = now() WHERE id = ${withdrawalId} AND paid_at IS NULL RETURNING id
          )
          UPDATE referral_rewards SET status = 'paid', paid_at = now()
          WHERE withdrawal_id IN (SELECT id FROM paid) AND status = 'requested'
          RETURNING id
        `
        return rows.length > 0
      }, Effect.orDie)

      const withdrawals = Effect.fn("Rewards.withdrawals")(function* (mobile: string) {
        return yield* findWithdrawals(mobile)
      }, Effect.orDie)

      return Rewards.of({ summary, requestWithdrawal, markWithdrawalPaid, withdrawals })
    })
  )
}

const MyRewardRow = Schema.Struct({
  trackingId: Schema.String,
  points: Schema.Int,
  status: Schema.String,
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ trackingId: "tracking_id", createdAt: "created_at" }))
const MyWithdrawalRow = Schema.Struct({
  id: Schema.String,
  points: Schema.Int,
  itemCount: Schema.Int,
  requestedAt: IsoDateTime,
  paidAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ itemCount: "item_count", requestedAt: "requested_at", paidAt: "paid_at" }))

/** The rewards and withdrawals of a referrer's mobile. Erased: the ledger (points, dates, payouts) kept, the mobile removed. */
export const rewardRecords: PersonalData<
  Pick<MyData, "rewards" | "withdrawals">,
  Pick<ErasureCounts, "rewards" | "withdrawals">
> = {
  tables: ["referral_rewards", "reward_withdrawals"],
  of: ({ sql }) => ({
    held: (mobile) =>
      Effect.gen(function* () {
        const rewards = yield* rowsFor(
          MyRewardRow,
          (m) => sql`
            SELECT e.tracking_id, r.points, r.status, r.created_at
            FROM referral_rewards r JOIN loan_enquiries e ON e.id = r.enquiry_id
            WHERE r.referrer_phone = ${m} ORDER BY r.id
          `
        )(mobile)
        const withdrawals = yield* rowsFor(
          MyWithdrawalRow,
          (m) => sql`
            SELECT id, points, item_count, requested_at, paid_at FROM reward_withdrawals
            WHERE referrer_phone = ${m} ORDER BY requested_at, id
          `
        )(mobile)
        return { rewards, withdrawals }
      }),
    erase: (mobile) =>
      Effect.gen(function* () {
        const rewards = yield* sql`
          UPDATE referral_rewards SET referrer_phone = '' WHERE referrer_phone = ${mobile} RETURNING id
        `
        const withdrawals = yield* sql`
          UPDATE reward_withdrawals SET referrer_phone = '' WHERE referrer_phone = ${mobile} RETURNING id
        `
        return { counts: { rewards: rewards.length, withdrawals: withdrawals.length }, auditSubjects: [] }
      })
  })
}
