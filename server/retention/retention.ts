/**
 * The retention job (issue 14, point 5): erases what has outlived its purpose, with the periods of
 * domain/retention.ts as the server's settings give them (RETENTION_* variables; the Privacy Policy quotes the
 * defaults):
 *
 * - OTP codes (otp_challenges with no send and no expiry in the period) and the SMS outbox: deleted;
 * - idempotency keys: deleted;
 * - contact messages: deleted (their consent records go with them);
 * - loan enquiries declined or rejected, decided before the period: anonymised, not deleted. The row keeps its
 *   tracking ID, loan type and status, and its append-only status history stays as it was; the name, mobile,
 *   e-mail, location and the referrer's details are removed, with their consent records and the credit-score
 *   enquiries of the same mobile made before the period (unless the mobile has another enquiry still kept);
 * - token revocations (token_revocations, an HMAC of an erased mobile and its token epoch): deleted a day after the
 *   erasure, when every token it voided has long expired (a token lives 15 minutes; server/tokens/tokens.ts).
 *
 * A scheduled job (docs/messages.md, "Scheduled jobs"): its row in job_leases says when it is next due (03:00 India
 * time, domain/retention.ts). Every server process looks every `pollMinutes`; the one that claims the row while it is
 * due (an update that only one process can win) runs the job for at most `leaseMinutes` and sets the next time. A
 * process that dies mid-run holds the claim only until it expires, and the job, still due, goes to the next process
 * that looks; a failed run is tried again an hour later. A restart neither repeats nor skips a day. It logs counts,
 * never personal data. `runOnce` runs it now whatever the schedule (still one process at a time).
 */
import { randomUUID } from "node:crypto"
import { Context, Duration, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { nextRetentionRun, type RetentionPeriods } from "../../domain/retention.ts"
import { Settings } from "../config.ts"
import { Count } from "../db/schemas.ts"
import { applicantRemoved, referrerRemoved } from "../enquiries/repo.ts"

export interface RetentionCounts {
  readonly otpCodes: number
  readonly smsOutbox: number
  readonly idempotencyKeys: number
  readonly contactMessages: number
  readonly closedEnquiries: number
  readonly creditEnquiries: number
  readonly tokenRevocations: number
}

/** A run: done with its counts, or skipped (another process holds the job, or it is not due). */
export type RetentionOutcome = { readonly ran: true; readonly counts: RetentionCounts } | { readonly ran: false }

const leaseName = "retention"
const leaseMinutes = 30
/** How often each process looks whether the job is due. */
const pollMinutes = 5
/** A failed run is tried again this much later. */
const retryMinutes = 60
const day = 86_400_000
/** A token revocation is kept this long after its erasure: far beyond a token's 15 minutes, clocks' skew included. */
const tokenRevocationHours = 24

const ClosedCounts = Schema.Struct({ enquiries: Schema.Number, credit: Schema.Number })

export class Retention extends Context.Service<
  Retention,
  {
    /** One run with the settings' periods (or the given ones), unless another process holds the lease. */
    readonly runOnce: (periods?: RetentionPeriods) => Effect.Effect<RetentionOutcome>
    /** The scheduled run: only when the job is due and no process holds it; then the next time is set. */
    readonly runIfDue: Effect.Effect<RetentionOutcome>
  }
>()("server/retention/Retention") {
  static readonly layer = Layer.effect(
    Retention,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const settings = yield* Settings

      const acquire = (holder: string) =>
        sql<{ holder: string }>`
          INSERT INTO job_leases (name, holder, leased_until)
          VALUES (${leaseName}, ${holder}, now() + make_interval(mins => ${leaseMinutes}))
          ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, leased_until = EXCLUDED.leased_until
          WHERE job_leases.leased_until < now()
          RETURNING holder
        `.pipe(Effect.map((rows) => rows.length > 0))
      const release = (holder: string) =>
        sql`
          UPDATE job_leases SET leased_until = now(), last_finished_at = now()
          WHERE name = ${leaseName} AND holder = ${holder}
        `.pipe(Effect.asVoid)
      /** Claims the job while it is due (a row not made yet is due); answers the database's time, or nothing. */
      const claimDue = (holder: string) =>
        sql<{ now: Date }>`
          INSERT INTO job_leases (name, holder, leased_until)
          VALUES (${leaseName}, ${holder}, now() + make_interval(mins => ${leaseMinutes}))
          ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, leased_until = EXCLUDED.leased_until
          WHERE job_leases.leased_until < now() AND job_leases.next_run_at <= now()
          RETURNING now() AS now
        `.pipe(Effect.map((rows) => (rows[0] ? new Date(rows[0].now) : undefined)))
      const finish = (holder: string, nextRunAt: Date, finished: boolean) =>
        sql`
          UPDATE job_leases SET leased_until = now(), next_run_at = ${nextRunAt},
            last_finished_at = CASE WHEN ${finished} THEN now() ELSE last_finished_at END
          WHERE name = ${leaseName} AND holder = ${holder}
        `.pipe(Effect.asVoid)

      /** The number of rows a `WITH gone AS (DELETE ... RETURNING 1) SELECT count(*)::int AS n` removed. */
      const count = (statement: () => ReturnType<typeof sql.unsafe>) =>
        SqlSchema.findOne({ Request: Schema.Void, Result: Count, execute: statement })().pipe(
          Effect.map((row) => row.n)
        )

      const erase = (p: RetentionPeriods, nowMs: number) =>
        Effect.gen(function* () {
          const otpCutoff = nowMs - p.otpCodesDays * day
          const otpCodes = yield* count(
            () => sql`
              WITH gone AS (
                DELETE FROM otp_challenges
                WHERE coalesce(expires_at, 0) < ${otpCutoff}
                  AND NOT EXISTS (SELECT 1 FROM unnest(sends) AS sent(at) WHERE sent.at >= ${otpCutoff})
                RETURNING 1
              ) SELECT count(*)::int AS n FROM gone
            `
          )
          const smsOutbox = yield* count(
            () => sql`
              WITH gone AS (
                DELETE FROM sms_outbox WHERE created_at < now() - make_interval(days => ${p.smsOutboxDays}) RETURNING 1
              ) SELECT count(*)::int AS n FROM gone
            `
          )
          const idempotencyKeys = yield* count(
            () => sql`
              WITH gone AS (
                DELETE FROM idempotency_keys
                WHERE created_at < now() - make_interval(hours => ${p.idempotencyKeysHours}) RETURNING 1
              ) SELECT count(*)::int AS n FROM gone
            `
          )
          const contactMessages = yield* count(
            () => sql`
              WITH gone AS (
                DELETE FROM contact_messages
                WHERE created_at < now() - make_interval(days => ${p.contactMessagesDays}) RETURNING 1
              ) SELECT count(*)::int AS n FROM gone
            `
          )
          const closed = yield* SqlSchema.findOne({
            Request: Schema.Void,
            Result: ClosedCounts,
            execute: () => sql`
              WITH closed AS (
                SELECT id, phone FROM loan_enquiries
                WHERE status IN ('Decline / Not Interested', 'Rejected') AND anonymised_at IS NULL
                  AND updated_at < now() - make_interval(days => ${p.closedEnquiriesDays})
              ), credit AS (
                DELETE FROM credit_enquiries c
                WHERE c.phone IN (SELECT phone FROM closed)
                  AND c.created_at < now() - make_interval(days => ${p.closedEnquiriesDays})
                  AND NOT EXISTS (
                    SELECT 1 FROM loan_enquiries kept
                    WHERE kept.phone = c.phone AND kept.anonymised_at IS NULL
                      AND kept.id NOT IN (SELECT id FROM closed)
                  )
                RETURNING c.id
              ), consents_gone AS (
                DELETE FROM consents WHERE enquiry_id IN (SELECT id FROM closed) RETURNING 1
              ), anonymised AS (
                UPDATE loan_enquiries e
                SET ${applicantRemoved(sql)}, ${referrerRemoved(sql)}, anonymised_at = now()
                FROM closed WHERE e.id = closed.id
                RETURNING e.id
              )
              SELECT (SELECT count(*) FROM anonymised)::int AS enquiries, (SELECT count(*) FROM credit)::int AS credit
            `
          })()
          const tokenRevocations = yield* count(
            () => sql`
              WITH gone AS (
                DELETE FROM token_revocations
                WHERE revoked_at < now() - make_interval(hours => ${tokenRevocationHours}) RETURNING 1
              ) SELECT count(*)::int AS n FROM gone
            `
          )
          return {
            otpCodes,
            smsOutbox,
            idempotencyKeys,
            contactMessages,
            closedEnquiries: closed.enquiries,
            creditEnquiries: closed.credit,
            tokenRevocations
          } satisfies RetentionCounts
        })

      const runOnce = (periods: RetentionPeriods = settings.retention) =>
        Effect.gen(function* () {
          const holder = randomUUID()
          if (!(yield* acquire(holder))) return { ran: false } as const
          const counts = yield* sql
            .withTransaction(erase(periods, Date.now()))
            .pipe(Effect.ensuring(Effect.orDie(release(holder))))
          return { ran: true, counts } as const
        }).pipe(Effect.orDie, Effect.withSpan("Retention.runOnce"))

      const runIfDue = Effect.gen(function* () {
        const holder = randomUUID()
        const claimedAt = yield* claimDue(holder)
        if (claimedAt === undefined) return { ran: false } as const
        const counts = yield* sql
          .withTransaction(erase(settings.retention, Date.now()))
          .pipe(
            Effect.onError(() =>
              Effect.orDie(finish(holder, new Date(claimedAt.getTime() + retryMinutes * 60_000), false))
            )
          )
        yield* finish(holder, nextRetentionRun(claimedAt), true)
        return { ran: true, counts } as const
      }).pipe(Effect.orDie, Effect.withSpan("Retention.runIfDue"))

      return Retention.of({ runOnce, runIfDue })
    })
  )
}

/**
 * The schedule, in the background of the server's scope (ended with it): a look at start and then every
 * `pollMinutes`, running the job when it is due. A run is logged with its counts, a failed one with its cause (it is
 * tried again an hour later); a look that finds nothing due logs nothing.
 */
export const RetentionJob = Layer.effectDiscard(
  Effect.gen(function* () {
    const { retentionJob } = yield* Settings
    if (!retentionJob) return
    const retention = yield* Retention
    const once = retention.runIfDue.pipe(
      Effect.flatMap((outcome) =>
        outcome.ran ? Effect.logInfo("retention run").pipe(Effect.annotateLogs({ ...outcome.counts })) : Effect.void
      ),
      Effect.catchCause((cause) =>
        Effect.logError("retention run failed").pipe(Effect.annotateLogs({ cause: String(cause) }))
      )
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(once, Effect.sleep(Duration.minutes(pollMinutes)))))
  })
)
