/**
 * Verified-mobile tokens without the database: a fixed key, a fixed clock and the mobiles' token epochs in a map, and
 * the expected token built here from the format (base64url JSON payload, HMAC-SHA256 signature in base64url), not by
 * the code under test.
 */
import { createHmac } from "node:crypto"
import { Clock, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ServerKeys } from "./secrets.ts"
import { TokenEpochs, Tokens } from "./tokens.ts"

const key = Buffer.alloc(32, 7)
const keys = Layer.succeed(
  ServerKeys,
  ServerKeys.of({ token: key, otp: Buffer.alloc(32, 8), pan: Buffer.alloc(32, 9) })
)
/** The mobiles' token epochs (0 for a mobile never erased); a test sets one as an erasure would. */
const epochs = new Map<string, number>()
const layer = Tokens.layerNoDeps.pipe(
  Layer.provide(
    Layer.succeed(
      TokenEpochs,
      TokenEpochs.of({
        current: (mobile) => Effect.sync(() => epochs.get(mobile) ?? 0),
        revoke: (mobile) => Effect.sync(() => void epochs.set(mobile, (epochs.get(mobile) ?? 0) + 1))
      })
    )
  ),
  Layer.provide(keys)
)

/** Runs with the clock reading `now` ms. */
const at = <A, E>(now: number, effect: Effect.Effect<A, E, Tokens>) =>
  Effect.runPromise(
    Effect.match(
      Effect.provideService(effect, Clock.Clock, {
        currentTimeMillisUnsafe: () => now,
        currentTimeMillis: Effect.succeed(now),
        currentTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
        currentTimeNanos: Effect.succeed(BigInt(now) * 1_000_000n),
        monotonicTimeNanosUnsafe: () => 0n,
        monotonicTimeNanos: Effect.succeed(0n),
        sleep: () => Effect.void
      }),
      { onFailure: (error) => ({ error }), onSuccess: (ok) => ({ ok }) }
    ).pipe(Effect.provide(layer))
  )

const b64url = (text: string) => Buffer.from(text).toString("base64url")
const signed = (payload: string) => `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`
const now = 1_800_000_000_500
/** 15 minutes after the whole second. */
const expiry = 1_800_000_900
const payload = b64url(`{"v":1,"m":"9876543210","p":"redeem","e":${expiry},"r":0}`)
const expected = { purpose: "redeem", mobile: "9876543210" } as const
const check = (
  header: string | undefined,
  t = now,
  want: typeof expected | { purpose: "referral"; mobile: string } = expected
) =>
  at(
    t,
    Effect.gen(function* () {
      return yield* (yield* Tokens).check(header, want)
    })
  )
const reason = (result: object) => ("error" in result ? (result.error as { reason?: string }).reason : undefined)

describe("tokens", () => {
  it("issues a token for 15 minutes from the whole second, signed with the key", async () => {
    const result = await at(
      now,
      Effect.gen(function* () {
        return yield* (yield* Tokens).issue("9876543210", "redeem")
      })
    )
    expect(result).toEqual({ ok: { token: signed(payload), expiresAt: expiry * 1000 } })
  })

  it("takes its own token until the last millisecond before expiry", async () => {
    const claims = { mobile: "9876543210", purpose: "redeem", expiresAt: expiry * 1000, epoch: 0 }
    expect(await check(`Bearer ${signed(payload)}`)).toEqual({ ok: claims })
    expect(await check(`Bearer ${signed(payload)}`, expiry * 1000 - 1)).toEqual({ ok: claims })
    expect(reason(await check(`Bearer ${signed(payload)}`, expiry * 1000))).toBe("invalid")
  })

  it("fails with a TokenRejected error, which the handlers catch by its tag", async () => {
    const result = await check(undefined)
    expect("error" in result && (result.error as { _tag: string })._tag).toBe("TokenRejected")
  })

  it("says missing without a Bearer header", async () => {
    expect(reason(await check(undefined))).toBe("missing")
    expect(reason(await check(`Basic ${signed(payload)}`))).toBe("missing")
  })

  it("refuses a forged, cut or unreadable token, another purpose and another mobile", async () => {
    const signature = signed(payload).split(".")[1]!
    const forged = `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`
    expect(reason(await check(`Bearer ${forged}`))).toBe("invalid")
    expect(reason(await check(`Bearer ${payload}.${signature.slice(0, -2)}`))).toBe("invalid")
    expect(reason(await check(`Bearer ${payload}`))).toBe("invalid")
    expect(reason(await check(`Bearer ${signed(b64url("not json"))}`))).toBe("invalid")
    expect(reason(await check(`Bearer ${signed(payload)}`, now, { purpose: "referral", mobile: "9876543210" }))).toBe(
      "invalid"
    )
    expect(
      reason(await check(`Bearer ${signed(payload)}`, now, { purpose: "redeem", mobile: "9876543211" } as never))
    ).toBe("invalid")
  })

  describe("after an erasure of the mobile", () => {
    const mobile = "9876543210"
    const token = (r: number | undefined) =>
      signed(b64url(`{"v":1,"m":"${mobile}","p":"redeem","e":${expiry}${r === undefined ? "" : `,"r":${r}`}}`))

    it("carries the mobile's epoch when issued, and is refused once the epoch is above it", async () => {
      epochs.set(mobile, 1_800_000_000_000)
      try {
        const issued = await at(
          now,
          Effect.gen(function* () {
            return yield* (yield* Tokens).issue(mobile, "redeem")
          })
        )
        expect(issued).toEqual({ ok: { token: token(1_800_000_000_000), expiresAt: expiry * 1000 } })
        expect(await check(`Bearer ${token(1_800_000_000_000)}`)).toEqual({
          ok: { mobile, purpose: "redeem", expiresAt: expiry * 1000, epoch: 1_800_000_000_000 }
        })
        // Issued before: a lower epoch, or none at all.
        for (const r of [1_799_999_999_999, 0, undefined])
          expect(reason(await check(`Bearer ${token(r)}`)), String(r)).toBe("invalid")
        // Another mobile's epoch does not touch this one's tokens.
        epochs.set(mobile, 0)
        epochs.set("9876543211", 5)
        expect(await check(`Bearer ${token(0)}`)).toMatchObject({ ok: { epoch: 0 } })
        expect(await check(`Bearer ${token(undefined)}`)).toMatchObject({ ok: { epoch: 0 } })
      } finally {
        epochs.clear()
      }
    })
  })
})
