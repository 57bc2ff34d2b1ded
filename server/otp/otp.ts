/**
 * One-time codes: 6 digits from the platform's CSPRNG, sent through the SMS port, kept only as an HMAC (keyed with a
 * key derived from TOKEN_SECRET), good for 5 minutes and at most 5 tries; a new code 30 s after the last and at most
 * 5 an hour for one mobile and purpose and 10 an hour for one mobile whatever the purpose, at most 20 an hour asked
 * for from one client address and 100 from one network (IPv4 /24, IPv6 /64), and at most 1000 an hour for the whole
 * site (LIMIT_OTP_* settings, docs/limits.md). A right code is used up and earns a token.
 *
 * Every limit is one conditional SQL statement, so concurrent requests (and several server processes) cannot slip
 * past it. A verify takes one of the code's 5 tries and compares the code in the same statement, under the row's
 * lock: at most 5 codes are ever compared with one sent code. Any valid mobile gets the same answers (nothing tells
 * whether it is known). Time comes from effect's Clock at each call (tests move it).
 */

import { randomInt } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { OtpExpired, OtpNotSent, OtpRateLimited, WrongCode } from "../../domain/api.ts"
import { type OtpPurpose, otpLimits, otpMessages, otpSmsText } from "../../domain/otp.ts"
import { baseLocale, type Locale, withLocale } from "../../i18n/locale.ts"
import { Int8 } from "../db/schemas.ts"
import { networkOf } from "../limits/network.ts"
import { countRefusal, RateLimits } from "../limits/rate-limits.ts"
import { otpSent, recordOtpBudget } from "../ops/metrics.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { type IssuedToken, Tokens } from "../tokens/tokens.ts"
import { otpHmac, otpSubject } from "./challenges.ts"
import { Outbox, Sms } from "./sms.ts"

export interface CodeSent {
  readonly resendAfterSeconds: number
  readonly expiresInSeconds: number
}

const codeTtl = otpLimits.codeTtlSeconds * 1000

/** A code of six digits, leading zeros kept. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** otpLimits.codeLength)).padStart(otpLimits.codeLength, "0")

export class Otp extends Context.Service<
  Otp,
  {
    /**
     * `client`: the asking client's address (counted against LIMIT_OTP_ADDRESS); absent for the server's own calls.
     * `locale`: the language the person used (issue 15): the SMS and the messages are in it; English by default.
     */
    send(
      mobile: string,
      purpose: OtpPurpose,
      client?: string,
      locale?: Locale
    ): Effect.Effect<CodeSent, OtpRateLimited | OtpNotSent>
    verify(
      mobile: string,
      purpose: OtpPurpose,
      code: string,
      locale?: Locale
    ): Effect.Effect<IssuedToken, WrongCode | OtpExpired>
  }
>()("server/Otp") {
  /** The OTP service alone: needs Sms, Tokens, RateLimits, ServerKeys and the database. */
  static readonly layerNoDeps = Layer.effect(
    Otp,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* ServerKeys
      const sms = yield* Sms
      const tokens = yield* Tokens
      const limits = yield* RateLimits
      const { rules } = limits
      const hour = rules.otpPerMobile.windowSeconds * 1000
      const maxSends = rules.otpPerMobile.max
      const resendAfter = rules.otpResendSeconds * 1000
      /** One of our messages in the person's language. */
      const say = (locale: Locale, pick: (messages: typeof otpMessages) => string) =>
        withLocale(locale, () => pick(otpMessages))
      const hourly = (retryAfterSeconds: number, locale: Locale) =>
        new OtpRateLimited({ success: false, message: say(locale, (t) => t.hourlyLimit), retryAfterSeconds })

      /** The row key of a mobile and purpose: no mobile in clear in this table. */
      const subjectOf = (mobile: string, purpose: OtpPurpose) => otpSubject(keys.otp, mobile, purpose)
      const hashOf = (subject: string, code: string) => otpHmac(keys.otp, `code:${subject}:${code}`)

      const findSends = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Schema.Struct({ sends: Schema.Array(Int8) }),
        execute: (subject) => sql`SELECT sends FROM otp_challenges WHERE subject = ${subject}`
      })
      /** One statement: a new code replaces the old unless a send limit is reached (then none). */
      const claimSend = SqlSchema.findOneOption({
        Request: Schema.Struct({ subject: Schema.String, hash: Schema.String, now: Schema.Number }),
        Result: Schema.Struct({ ok: Schema.Int }),
        execute: ({ subject, hash, now }) => sql`
          INSERT INTO otp_challenges AS c (subject, code_hash, expires_at, attempts, sends)
          VALUES (${subject}, ${hash}, ${now + codeTtl}, 0, ARRAY[${now}::bigint])
          ON CONFLICT (subject) DO UPDATE SET
            code_hash = EXCLUDED.code_hash,
            expires_at = EXCLUDED.expires_at,
            attempts = 0,
            sends = ARRAY(SELECT s FROM unnest(c.sends) AS s WHERE s > ${now - hour}::bigint ORDER BY s) || ${now}::bigint
          WHERE coalesce((SELECT max(s) FROM unnest(c.sends) AS s), 0) <= ${now - resendAfter}::bigint
            AND (SELECT count(*) FROM unnest(c.sends) AS s WHERE s > ${now - hour}::bigint) < ${maxSends}
          RETURNING 1 AS ok
        `
      })
      /** One statement: takes a try and compares the code under the row's lock (none when no try is left). */
      const tryCode = SqlSchema.findOneOption({
        Request: Schema.Struct({ subject: Schema.String, hash: Schema.String, now: Schema.Number }),
        Result: Schema.Struct({ matched: Schema.Boolean, attempts: Schema.Int }),
        execute: ({ subject, hash, now }) => sql`
          UPDATE otp_challenges SET
            attempts = attempts + 1,
            code_hash = CASE WHEN code_hash = ${hash} THEN NULL ELSE code_hash END,
            expires_at = CASE WHEN code_hash = ${hash} THEN NULL ELSE expires_at END
          WHERE subject = ${subject} AND code_hash IS NOT NULL AND expires_at > ${now}::bigint
            AND attempts < ${otpLimits.maxWrongAttempts}
          RETURNING code_hash IS NULL AS matched, attempts
        `
      })
      const findBlocked = SqlSchema.findOneOption({
        Request: Schema.Struct({ subject: Schema.String, now: Schema.Number }),
        Result: Schema.Struct({ blocked: Schema.NullOr(Schema.Boolean) }),
        execute: ({ subject, now }) => sql`
          SELECT (code_hash IS NOT NULL AND expires_at > ${now}::bigint AND attempts >= ${otpLimits.maxWrongAttempts}) AS blocked
          FROM otp_challenges WHERE subject = ${subject}
        `
      })

      const rateLimited = (subject: string, now: number, locale: Locale) =>
        Effect.gen(function* () {
          const row = yield* findSends(subject)
          const sends = Option.match(row, { onNone: () => [], onSome: (r) => r.sends })
            .filter((s) => s > now - hour)
            .sort((a, b) => a - b)
          const last = sends.at(-1) ?? 0
          const tooSoon = last + resendAfter > now
          const until = tooSoon ? last + resendAfter : (sends[0] ?? now) + hour
          // A concurrent send may be stamped a moment after `now`: never more than the rule's own wait.
          yield* countRefusal(tooSoon ? "otp-resend" : "otp-mobile")
          const retryAfterSeconds = Math.min(
            (tooSoon ? resendAfter : hour) / 1000,
            Math.max(1, Math.ceil((until - now) / 1000))
          )
          return tooSoon
            ? new OtpRateLimited({ success: false, message: say(locale, (t) => t.resendTooSoon), retryAfterSeconds })
            : hourly(retryAfterSeconds, locale)
        })

      recordOtpBudget(rules.otpTotal.max, rules.otpTotal.max, 0)
      const budgetWindow = rules.otpTotal.windowSeconds * 1000

      const send = Effect.fn("Otp.send")(
        function* (mobile: string, purpose: OtpPurpose, client?: string, locale: Locale = baseLocale) {
          // First the asking address and its network (their refused asks count too), then the mobile and purpose,
          // then the mobile whatever the purpose, then the site's SMS budget.
          if (client !== undefined) {
            const byAddress = yield* limits.take("otp-address", rules.otpPerAddress, client)
            if (!byAddress.allowed) return yield* hourly(byAddress.retryAfterSeconds, locale)
            const byNetwork = yield* limits.take("otp-network", rules.otpPerNetwork, networkOf(client))
            if (!byNetwork.allowed) return yield* hourly(byNetwork.retryAfterSeconds, locale)
          }
          const now = yield* Clock.currentTimeMillis
          const subject = subjectOf(mobile, purpose)
          const code = newCode()
          const hash = hashOf(subject, code)
          // One statement: the limits are checked against the row as it is when this statement gets its lock.
          const claimed = yield* claimSend({ subject, hash, now })
          if (Option.isNone(claimed)) return yield* Effect.flatMap(rateLimited(subject, now, locale), Effect.fail)
          // Not sent: forget this code and this send, so the person may try again as soon as the cause is gone.
          const forget = sql`
              UPDATE otp_challenges
              SET code_hash = NULL, expires_at = NULL, sends = array_remove(sends, ${now}::bigint)
              WHERE subject = ${subject} AND code_hash = ${hash}
            `
          const byMobile = yield* limits.take("otp-mobile-all", rules.otpPerMobileAll, mobile)
          if (!byMobile.allowed)
            return yield* forget.pipe(Effect.andThen(Effect.fail(hourly(byMobile.retryAfterSeconds, locale))))
          const forgetAll = forget.pipe(Effect.andThen(limits.release("otp-mobile-all", mobile, byMobile.windowStart)))
          const budget = yield* limits.take("otp-total", rules.otpTotal, "*")
          if (!budget.allowed) {
            recordOtpBudget(0, rules.otpTotal.max, Math.floor(now / budgetWindow) * budgetWindow + budgetWindow)
            return yield* forgetAll.pipe(Effect.andThen(Effect.fail(hourly(budget.retryAfterSeconds, locale))))
          }
          recordOtpBudget(budget.remaining, rules.otpTotal.max, budget.windowStart + budgetWindow)
          yield* sms.send(mobile, otpSmsText(code, purpose, locale)).pipe(
            Effect.catch(() =>
              forgetAll.pipe(
                // Nothing went out: the budget is given back too.
                Effect.andThen(limits.release("otp-total", "*", budget.windowStart)),
                Effect.andThen(Effect.fail(new OtpNotSent({ success: false, message: say(locale, (t) => t.notSent) })))
              )
            )
          )
          otpSent.inc()
          return {
            resendAfterSeconds: rules.otpResendSeconds,
            expiresInSeconds: otpLimits.codeTtlSeconds
          } satisfies CodeSent
        },
        Effect.catchTag(["SqlError", "SchemaError"], Effect.die)
      )

      const verify = Effect.fn("Otp.verify")(
        function* (mobile: string, purpose: OtpPurpose, code: string, locale: Locale = baseLocale) {
          const now = yield* Clock.currentTimeMillis
          const subject = subjectOf(mobile, purpose)
          // One statement: take a try (only while fewer than 5 were taken) and compare the code under the row's lock.
          // A right code is used up; SET reads the row as it was, RETURNING as it is now.
          const hash = hashOf(subject, code)
          const tried = Option.getOrUndefined(yield* tryCode({ subject, hash, now }))
          if (tried !== undefined) {
            if (tried.matched) return yield* tokens.issue(mobile, purpose)
            const attemptsLeft = Math.max(0, otpLimits.maxWrongAttempts - tried.attempts)
            return yield* new WrongCode({
              success: false,
              message: say(locale, (t) => (attemptsLeft === 0 ? t.tooManyAttempts : t.wrongCode)),
              attemptsLeft
            })
          }

          const blocked = Option.exists(yield* findBlocked({ subject, now }), (row) => row.blocked === true)
          return yield* blocked
            ? new OtpExpired({
                success: false,
                message: say(locale, (t) => t.tooManyAttempts),
                reason: "too-many-attempts"
              })
            : new OtpExpired({ success: false, message: say(locale, (t) => t.expired), reason: "expired" })
        },
        Effect.catchTag(["SqlError", "SchemaError"], Effect.die)
      )

      return Otp.of({ send, verify })
    })
  )

  /** OTP with the configured SMS adapter, the outbox reader, tokens and keys (needs the database and Settings). */
  static readonly layer = Otp.layerNoDeps.pipe(
    Layer.provideMerge(Layer.mergeAll(Sms.layer, Outbox.layer, Tokens.layer, RateLimits.layer))
  )
}
