/**
 * Verified-mobile tokens: `<payload>.<signature>` (base64url), the payload JSON { v: 1, m: mobile, p: purpose,
 * e: expiry in epoch seconds } (domain/otp.ts reads it in the browser), the signature HMAC-SHA256 of the payload
 * text with a key derived from TOKEN_SECRET. A token is good for 15 minutes, for one mobile and one purpose.
 *
 * `check` takes the `authorization` header as it arrived and fails with TokenRejected: `missing` (no header, or not
 * `Bearer <token>`) or `invalid` (forged, expired, another purpose, another mobile). Time comes from effect's Clock,
 * read at each call, so tests can move it.
 */

import { createHmac, timingSafeEqual } from "node:crypto"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { type OtpPurpose, otpLimits, readTokenClaims, type TokenClaims, tokenFromHeader } from "../../domain/otp.ts"
import { ServerKeys } from "./secrets.ts"

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

export class Tokens extends Context.Service<
  Tokens,
  {
    /** A token for a mobile and purpose, good for 15 minutes from now. */
    issue(mobile: string, purpose: OtpPurpose): Effect.Effect<IssuedToken>
    /** The claims of a header's token when it is genuine, unexpired, and for this purpose and mobile. */
    check(authorization: string | undefined, expected: Expected): Effect.Effect<TokenClaims, TokenRejected>
  }
>()("server/Tokens") {
  /** Tokens alone: needs ServerKeys. */
  static readonly layerNoDeps = Layer.effect(
    Tokens,
    Effect.gen(function* () {
      const keys = yield* ServerKeys
      const sign = (payload: string) => createHmac("sha256", keys.token).update(payload).digest()

      const issue = Effect.fn("Tokens.issue")(function* (mobile: string, purpose: OtpPurpose) {
        const now = yield* Clock.currentTimeMillis
        const expiresAt = (Math.floor(now / 1000) + otpLimits.tokenTtlSeconds) * 1000
        const payload = Buffer.from(JSON.stringify({ v: 1, m: mobile, p: purpose, e: expiresAt / 1000 })).toString(
          "base64url"
        )
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
        return claims
      })

      return Tokens.of({ issue, check })
    })
  )

  /** Tokens with the server's keys. */
  static readonly layer = Tokens.layerNoDeps.pipe(Layer.provideMerge(ServerKeys.layer))
}
