/**
 * Rate limits per client address (and the site-wide OTP budget): fixed windows counted in the database's
 * rate_limits table with ONE statement,
 *
 *   INSERT ... VALUES (..., 1) ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = count + 1
 *   WHERE count < max RETURNING count
 *
 * so the row lock taken by the upsert orders concurrent requests, and with several server processes on one
 * PostgreSQL each request is counted once: at most `max` are let through per window, whatever the burst. A request
 * refused is not counted. The address is kept only as an HMAC. Time comes from effect's Clock (tests move it).
 */

import { createHmac } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient, SqlSchema } from "effect/sql"
import { Settings } from "../config.ts"
import { clientOf } from "../http/client-address.ts"
import { rateLimitRefusals } from "../ops/metrics.ts"
import { ServerKeys } from "../tokens/secrets.ts"
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

      /** The one statement: counts this request unless the window is full (then no row). */
      const count = SqlSchema.findOneOption({
        Request: Schema.Struct({
          bucket: Schema.String,
          key: Schema.String,
          start: Schema.Number,
          end: Schema.Number,
          max: Schema.Number
        }),
        Result: Schema.Struct({ count: Schema.Int }),
        execute: ({ bucket, key, start, end, max }) => sql`
          INSERT INTO rate_limits AS r (bucket, key, window_start, window_end, count)
          VALUES (${bucket}, ${key}, ${start}::bigint, ${end}::bigint, 1)
          ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = r.count + 1
          WHERE r.count < ${max}
          RETURNING count
        `
      })

      const take = Effect.fn("RateLimits.take")(
        function* (bucket: Bucket, rule: Rule, key: string) {
          const now = yield* Clock.currentTimeMillis
          const windowMs = rule.windowSeconds * 1000
          const start = Math.floor(now / windowMs) * windowMs
          const end = start + windowMs
          const counted = yield* count({ bucket, key: keyOf(bucket, key), start, end, max: rule.max })
          if (++taken % sweepEvery === 0)
            yield* sql`DELETE FROM rate_limits WHERE window_end < ${now - sweepAfterMs}::bigint`
          if (Option.isSome(counted))
            return {
              allowed: true,
              remaining: Math.max(0, rule.max - counted.value.count),
              windowStart: start
            } satisfies Taken
          yield* countRefusal(bucket)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) } satisfies Taken
        },
        // The statement or its row failing (SqlError, SchemaError) is a defect: a 500, never a silent allow.
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
