/**
 * Rate limits per client address (and the site-wide OTP budget): fixed windows counted in the database's
 * rate_limits table. The requests of one moment (those that arrive while the previous count is in the database, or
 * in the same turn of the event loop) are counted together by ONE statement, one row per window:
 *
 *   INSERT ... SELECT ... FROM unnest(buckets, keys, starts, ends, asked, maxes)
 *   ON CONFLICT (bucket, key, window_start) DO UPDATE
 *     SET count = least(count + asked, max), granted = least(count + asked, max) - count
 *   WHERE count < max RETURNING count, granted
 *
 * (the SET expressions all see the row as it was). A window asked for n requests lets the first `granted` through
 * and refuses the rest. The row lock taken by the upsert orders concurrent statements, so with several server
 * processes on one PostgreSQL each request is counted once: at most `max` are let through per window, whatever the
 * burst. The rows of a statement are sorted, so two statements lock shared rows in the same order (no deadlock). A
 * request refused is not counted. The address is kept only as an HMAC. Time comes from effect's Clock (tests move it).
 */

import { createHmac } from "node:crypto"
import { Clock, Context, Effect, Layer } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { Settings } from "../config.ts"
import { batchSchedule } from "../db/batch.ts"
import { rateLimitRefusals } from "../ops/metrics.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { clientOf } from "./client-address.ts"
import type { LimitSettings, Rule } from "./rules.ts"

/** The counters of rate_limits. */
export type Bucket =
  | "otp-address"
  | "otp-network"
  | "otp-mobile-all"
  | "otp-total"
  | "contact"
  | "feedback"
  | "page-views"
  | "enquiries"
  | "corrections"
  | "erasures"
  | "grievances"
  | "tracking"
  | "offers"
  | "stop-links"
  | "consent-withdrawals"

/** Let through (`remaining`: how many more the window lets through after this one; `windowStart`, ms) or refused. */
export type Taken =
  | { readonly allowed: true; readonly remaining: number; readonly windowStart: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number }

/** The body of a public write refused by its limit (429, with Retry-After). */
export const tooManyRequestsMessage = "Too many requests. Please try again later."

/** 429 with Retry-After (seconds) and the body of the contract's TooManyRequests (domain/api.ts). */
export const tooManyRequests = (retryAfterSeconds: number): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.jsonUnsafe(
    { _tag: "TooManyRequests", success: false, message: tooManyRequestsMessage, retryAfterSeconds },
    { status: 429, headers: { "retry-after": String(retryAfterSeconds) } }
  )

/** Counts one refusal of `limit` (a bucket, `otp-mobile`, `otp-resend` or `admin-lockout`) for /metrics. */
export const countRefusal = (limit: string) => Effect.sync(() => rateLimitRefusals.inc({ limit }))

/** Rows this far past their window are deleted (every `sweepEvery` takes in a process). */
const sweepAfterMs = 60_000
const sweepEvery = 500
/** One window's requests waiting for the next batch statement: each waiter gets its room left, or undefined. */
interface Waiting {
  readonly bucket: Bucket
  readonly key: string
  readonly start: number
  readonly end: number
  readonly max: number
  readonly waiters: Array<(outcome: Effect.Effect<number | undefined>) => void>
}
const windowId = (bucket: string, key: string, start: number) => `${bucket}\n${key}\n${start}`

/** How many address HMACs a process keeps at most (a few MB of strings at worst). */
const keyMemoSize = 10_000

export class RateLimits extends Context.Service<
  RateLimits,
  {
    readonly rules: LimitSettings
    /** Counts one request against `rule` for `key` in `bucket`, unless the window is full. */
    take(bucket: Bucket, rule: Rule, key: string): Effect.Effect<Taken>
    /**
     * Gives back one count that `take` let through in the window starting at `windowStart` (the request did not go
     * ahead, e.g. the site's budget refused the SMS): one `UPDATE ... SET count = count - 1 WHERE count > 0`.
     */
    release(bucket: Bucket, key: string, windowStart: number): Effect.Effect<void>
    /**
     * A public write per client address: `effect` runs only when the client's window has room; otherwise the
     * answer is 429 `tooManyRequests` and nothing runs.
     */
    guard<A, E, R>(
      bucket: Bucket,
      rule: Rule,
      request: HttpServerRequest.HttpServerRequest,
      effect: Effect.Effect<A, E, R>
    ): Effect.Effect<A | HttpServerResponse.HttpServerResponse, E, R>
  }
>()("server/RateLimits") {
  static readonly layer = Layer.effect(
    RateLimits,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { limits } = yield* Settings
      const keys = yield* ServerKeys
      /** The HMACs of the addresses seen lately (a client sends many requests): at most `keyMemoSize`, then cleared. */
      const keyMemo = new Map<string, string>()
      const keyOf = (bucket: Bucket, key: string) => {
        if (key === "*") return key
        const plain = `limit:${bucket}:${key}`
        const known = keyMemo.get(plain)
        if (known !== undefined) return known
        const hashed = createHmac("sha256", keys.otp).update(plain).digest("base64url")
        if (keyMemo.size >= keyMemoSize) keyMemo.clear()
        keyMemo.set(plain, hashed)
        return hashed
      }
      let taken = 0

      /** The rows of one batch statement: what each window asked for, in lock order. */
      const countBatch = (windows: ReadonlyArray<Waiting>) => sql<{
        readonly bucket: string
        readonly key: string
        readonly start: number
        readonly count: number
        readonly granted: number
      }>`
        INSERT INTO rate_limits AS r (bucket, key, window_start, window_end, count, max, granted)
        SELECT b, k, s, e, least(n, m), m, least(n, m)
        FROM unnest(
          ${windows.map((w) => w.bucket)}::text[], ${windows.map((w) => w.key)}::text[],
          ${windows.map((w) => w.start)}::bigint[], ${windows.map((w) => w.end)}::bigint[],
          ${windows.map((w) => w.waiters.length)}::int[], ${windows.map((w) => w.max)}::int[]
        ) AS t(b, k, s, e, n, m)
        ON CONFLICT (bucket, key, window_start) DO UPDATE
          SET count = least(r.count + excluded.count, excluded.max),
            granted = least(r.count + excluded.count, excluded.max) - r.count,
            max = excluded.max
        WHERE r.count < excluded.max
        RETURNING bucket, key, window_start::float8 AS start, count, granted
      `

      /** Windows waiting for the next statement, by bucket, key, start and max. */
      let waiting = new Map<string, Waiting>()
      const context = yield* Effect.context<never>()
      /**
       * One statement for the windows waiting (server/db/batch.ts's schedule: the next batch gathers meanwhile and
       * goes on the next turn, with at most two batches in the database).
       */
      const countWaiting = () => {
        const windows: Array<Waiting> = []
        const later = new Map<string, Waiting>()
        let previous: Waiting | undefined
        for (const [id, w] of [...waiting.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
          // One row per window and statement: a second rule for the same window (a test's) waits for the next one.
          if (previous?.bucket === w.bucket && previous.key === w.key && previous.start === w.start) later.set(id, w)
          else {
            windows.push(w)
            previous = w
          }
        }
        waiting = later
        return Effect.runPromiseWith(context)(Effect.suspend(() => countBatch(windows))).then(
          (rows) => {
            const counted = new Map(rows.map((row) => [windowId(row.bucket, row.key, row.start), row]))
            for (const w of windows) {
              const row = counted.get(windowId(w.bucket, w.key, w.start))
              const granted = Math.max(0, row?.granted ?? 0)
              // The count before this statement: the i-th waiter let through leaves max - (before + i + 1).
              const before = (row?.count ?? 0) - granted
              w.waiters.forEach((resume, i) => {
                resume(Effect.succeed(i < granted ? Math.max(0, w.max - (before + i + 1)) : undefined))
              })
            }
          },
          (error: unknown) => {
            for (const w of windows) for (const resume of w.waiters) resume(Effect.die(error))
          }
        )
      }
      const schedule = batchSchedule(countWaiting, () => waiting.size > 0)
      /** Counts one request in the next batch: the window's room left after it, or undefined when refused. */
      const count = (bucket: Bucket, key: string, start: number, end: number, max: number) =>
        Effect.callback<number | undefined>((resume) => {
          const id = `${windowId(bucket, key, start)}\n${max}`
          const known = waiting.get(id)
          if (known !== undefined) known.waiters.push(resume)
          else waiting.set(id, { bucket, key, start, end, max, waiters: [resume] })
          schedule()
        })

      // Untraced (no span, no call-site capture): every request of a limited route takes one, and capturing the
      // caller's stack cost more than the rest of the take in the main thread.
      const take = Effect.fnUntraced(
        function* (bucket: Bucket, rule: Rule, key: string) {
          const now = yield* Clock.currentTimeMillis
          const windowMs = rule.windowSeconds * 1000
          const start = Math.floor(now / windowMs) * windowMs
          const end = start + windowMs
          const remaining = yield* count(bucket, keyOf(bucket, key), start, end, rule.max)
          if (++taken % sweepEvery === 0)
            yield* sql`DELETE FROM rate_limits WHERE window_end < ${now - sweepAfterMs}::bigint`
          if (remaining !== undefined) return { allowed: true, remaining, windowStart: start } satisfies Taken
          yield* countRefusal(bucket)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) } satisfies Taken
        },
        // The statement or its row failing (SqlError) is a defect: a 500, never a silent allow.
        Effect.orDie
      )

      const release = Effect.fn("RateLimits.release")(function* (bucket: Bucket, key: string, windowStart: number) {
        yield* sql`
            UPDATE rate_limits SET count = count - 1
            WHERE bucket = ${bucket} AND key = ${keyOf(bucket, key)} AND window_start = ${windowStart}::bigint
              AND count > 0
          `
      }, Effect.orDie)

      const guard = <A, E, R>(
        bucket: Bucket,
        rule: Rule,
        request: HttpServerRequest.HttpServerRequest,
        effect: Effect.Effect<A, E, R>
      ): Effect.Effect<A | HttpServerResponse.HttpServerResponse, E, R> =>
        Effect.flatMap(
          take(bucket, rule, clientOf(request)),
          (result): Effect.Effect<A | HttpServerResponse.HttpServerResponse, E, R> =>
            result.allowed ? effect : Effect.succeed(tooManyRequests(result.retryAfterSeconds))
        )

      return RateLimits.of({ rules: limits, take, release, guard })
    })
  ).pipe(Layer.provide(ServerKeys.layer))
}
