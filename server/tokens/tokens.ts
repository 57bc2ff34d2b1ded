/**
 * Verified-mobile tokens: `<payload>.<signature>` (base64url), the payload JSON { v: 1, m: mobile, p: purpose,
 * e: expiry in epoch seconds, r: the mobile's token epoch when issued } (domain/otp.ts reads it in the browser), the
 * signature HMAC-SHA256 of the payload text with a key derived from TOKEN_SECRET. A token is good for 15 minutes,
 * for one mobile and one purpose, and until the mobile's data is erased.
 *
 * `check` takes the `authorization` header as it arrived and fails with TokenRejected: `missing` (no header, or not
 * `Bearer <token>`) or `invalid` (forged, expired, another purpose, another mobile, or issued before an erasure of the
 * mobile). Time comes from effect's Clock, read at each call, so tests can move it.
 *
 * Revocation (TokenEpochs, migration 0056): an erasure of a mobile raises its epoch in `token_revocations` (filed
 * under an HMAC of the mobile) in the erasure's own transaction; a token whose `r` is below the mobile's epoch is
 * refused, whatever its purpose. So every token of the mobile issued before the erasure stops at once, the one that
 * asked for it included (it is spent), and a token issued after it is taken. Issuing and checking each read the
 * epoch: one read by primary key. A token without `r` counts as epoch 0.
 */

import { createHmac, timingSafeEqual } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type OtpPurpose, otpLimits, readTokenClaims, type TokenClaims, tokenFromHeader } from "../../domain/otp.ts"
import { Int8 } from "../db/schemas.ts"
import { type Keys, ServerKeys } from "./secrets.ts"

export class TokenRejected extends Schema.TaggedError<TokenRejected>()("TokenRejected", {
  reason: Schema.Literals(["missing", "invalid"])
}) {}

export interface IssuedToken {
  readonly token: string
  /** Epoch milliseconds. */
  readonly expiresAt: number
}

export interface Expected {
  readonly purpose: OtpPurpose
  /** The mobile the call is about: the token must be for it. */
  readonly mobile: string
}

/** A genuine token's claims, with the mobile's token epoch it was issued under. */
export interface CheckedClaims extends TokenClaims {
  readonly epoch: number
}

/** What a mobile's token epoch is filed under: an HMAC of the mobile, never the mobile itself. */
export const revocationSubject = (keys: Keys, mobile: string): string =>
  createHmac("sha256", keys.otp).update(`tokens:${mobile}`).digest("base64url")

const EpochRow = Schema.Struct({ epoch: Int8 })

/** The token epochs of mobiles (migration 0056). */
export class TokenEpochs extends Context.Service<
  TokenEpochs,
  {
    /** The least epoch a token of the mobile must carry to be taken (0: the mobile was never erased). */
    current(mobile: string): Effect.Effect<number>
    /**
     * Raises the mobile's epoch above every epoch issued so far, voiding all its tokens; run it inside the erasure's
     * transaction so it happens exactly when the erasure does.
     */
    revoke(mobile: string): Effect.Effect<void>
  }
>()("server/TokenEpochs") {
  /** Over the database: needs ServerKeys and SqlClient. */
  static readonly layerNoDeps = Layer.effect(
    TokenEpochs,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* ServerKeys
      const find = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: EpochRow,
        execute: (subject) => sql`SELECT epoch FROM token_revocations WHERE subject = ${subject}`
      })
      const current = (mobile: string) =>
        find(revocationSubject(keys, mobile)).pipe(
          Effect.map(Option.match({ onNone: () => 0, onSome: (row) => row.epoch })),
          Effect.orDie
        )
      // The database's clock in milliseconds, and always above the epoch before (two erasures in one millisecond).
      const revoke = (mobile: string) =>
        sql`
          INSERT INTO token_revocations (subject, epoch, revoked_at)
          VALUES (${revocationSubject(keys, mobile)}, floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint, now())
          ON CONFLICT (subject) DO UPDATE
          SET epoch = greatest(token_revocations.epoch + 1, EXCLUDED.epoch), revoked_at = EXCLUDED.revoked_at
        `.pipe(Effect.asVoid, Effect.orDie)
      return TokenEpochs.of({ current, revoke })
    })
  )

  static readonly layer = TokenEpochs.layerNoDeps.pipe(Layer.provide(ServerKeys.layer))
}

/** The `r` of a token's payload (its signature already checked): 0 when absent. */
const epochOf = (token: string): number => {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"))
    const r = (claims as { r?: unknown }).r
    return typeof r === "number" && Number.isSafeInteger(r) && r >= 0 ? r : 0
  } catch {
    return 0
  }
}

export class Tokens extends Context.Service<
  Tokens,
  {
    /** A token for a mobile and purpose, good for 15 minutes from now (and until the mobile is erased). */
    issue(mobile: string, purpose: OtpPurpose): Effect.Effect<IssuedToken>
    /** The claims of a header's token when it is genuine, unexpired, not revoked, and for this purpose and mobile. */
    check(authorization: string | undefined, expected: Expected): Effect.Effect<CheckedClaims, TokenRejected>
  }
>()("server/Tokens") {
  /** Tokens alone: needs ServerKeys and TokenEpochs. */
  static readonly layerNoDeps = Layer.effect(
    Tokens,
    Effect.gen(function* () {
      const keys = yield* ServerKeys
      const epochs = yield* TokenEpochs
      const sign = (payload: string) => createHmac("sha256", keys.token).update(payload).digest()

      const issue = Effect.fn("Tokens.issue")(function* (mobile: string, purpose: OtpPurpose) {
        const now = yield* Clock.currentTimeMillis
        const epoch = yield* epochs.current(mobile)
        const expiresAt = (Math.floor(now / 1000) + otpLimits.tokenTtlSeconds) * 1000
        const payload = Buffer.from(
          JSON.stringify({ v: 1, m: mobile, p: purpose, e: expiresAt / 1000, r: epoch })
        ).toString("base64url")
        return { token: `${payload}.${sign(payload).toString("base64url")}`, expiresAt } satisfies IssuedToken
      })

      const invalid = new TokenRejected({ reason: "invalid" })

      const check = Effect.fn("Tokens.check")(function* (authorization: string | undefined, expected: Expected) {
        const token = tokenFromHeader(authorization)
        if (token === undefined) return yield* new TokenRejected({ reason: "missing" })
        const [payload = "", signature = ""] = token.split(".")
        const given = Buffer.from(signature)
        const wanted = Buffer.from(sign(payload).toString("base64url"))
        if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return yield* invalid
        const claims = readTokenClaims(token)
        if (claims === undefined) return yield* invalid
        const now = yield* Clock.currentTimeMillis
        if (claims.expiresAt <= now) return yield* invalid
        if (claims.purpose !== expected.purpose || claims.mobile !== expected.mobile) return yield* invalid
        const epoch = epochOf(token)
        if (epoch < (yield* epochs.current(claims.mobile))) return yield* invalid
        return { ...claims, epoch } satisfies CheckedClaims
      })

      return Tokens.of({ issue, check })
    })
  )

  /** Tokens with the server's keys and the database's epochs (needs Settings and SqlClient). */
  static readonly layer = Tokens.layerNoDeps.pipe(
    Layer.provideMerge(TokenEpochs.layerNoDeps),
    Layer.provideMerge(ServerKeys.layer)
  )
}
