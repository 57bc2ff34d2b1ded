import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import type { LoanEnquiry } from "../../../domain/enquiry.ts"
import { Api } from "../../services/api.ts"
import { Storage } from "../../services/storage.ts"
import { submitEnquiryEffect } from "../apply/submit.ts"
import { findVerifiedMobile, forgetVerifiedMobile, saveVerifiedMobile, verifiedMobileKeys } from "./verified-mobile.ts"

const now = Date.UTC(2026, 10, 20, 10, 0, 0)
const token = (claims: { m: string; p: string; e: number }) =>
  `${Buffer.from(JSON.stringify({ v: 1, ...claims })).toString("base64url")}.c2ln`
const referralToken = token({ m: "9123456780", p: "referral", e: now / 1000 + 600 })

const run = <A, E>(effect: Effect.Effect<A, E, Storage>) =>
  Effect.runPromise(effect.pipe(Effect.provide(Storage.layerMemory)))

describe("the verified mobile of referral-link mode", () => {
  it("is kept in local storage as mobileNumber with its referral token, and found while the token is good", async () => {
    const result = await run(
      Effect.gen(function* () {
        yield* saveVerifiedMobile({ mobile: "9123456780", token: referralToken })
        const stored = yield* Storage.use((s) => s.get("local", verifiedMobileKeys.mobile))
        return { stored, found: yield* findVerifiedMobile(now), later: yield* findVerifiedMobile(now + 600_000) }
      })
    )
    expect(verifiedMobileKeys.mobile).toBe("mobileNumber")
    expect(result).toEqual({
      stored: "9123456780",
      found: { mobile: "9123456780", token: referralToken },
      later: undefined
    })
  })

  it("a token for another mobile or purpose, or no token, is no verification; forgetting removes both", async () => {
    for (const t of [
      token({ m: "9000000000", p: "referral", e: now / 1000 + 600 }),
      token({ m: "9123456780", p: "redeem", e: now / 1000 + 600 })
    ]) {
      expect(
        await run(
          Effect.gen(function* () {
            yield* saveVerifiedMobile({ mobile: "9123456780", token: t })
            return yield* findVerifiedMobile(now)
          })
        )
      ).toBeUndefined()
    }
    expect(
      await run(
        Effect.gen(function* () {
          yield* Storage.use((s) => s.set("local", verifiedMobileKeys.mobile, "9123456780"))
          return yield* findVerifiedMobile(now)
        })
      )
    ).toBeUndefined()
    expect(
      await run(
        Effect.gen(function* () {
          yield* saveVerifiedMobile({ mobile: "9123456780", token: referralToken })
          yield* forgetVerifiedMobile
          return [
            yield* Storage.use((s) => s.get("local", "mobileNumber")),
            yield* Storage.use((s) => s.get("local", "referralToken"))
          ]
        })
      )
    ).toEqual([undefined, undefined])
  })

  it("storage that refuses fails the save", async () => {
    const refusing = Layer.succeed(Storage, {
      get: () => Effect.succeed(undefined),
      set: () => Effect.void,
      remove: () => Effect.void,
      keys: () => Effect.succeed([])
    })
    const exit = await Effect.runPromise(
      Effect.exit(saveVerifiedMobile({ mobile: "9123456780", token: referralToken })).pipe(Effect.provide(refusing))
    )
    expect(exit._tag).toBe("Failure")
  })

  it("a referral-link enquiry sends the token and, once accepted, forgets the verified mobile", async () => {
    const headers: Array<Headers> = []
    let status = 201
    const api = Api.layerWith({
      fetch: (async (_url: string, init: RequestInit) => {
        headers.push(new Headers(init.headers))
        return status === 201
          ? new Response(JSON.stringify({ success: true, trackingId: "K7QMX-3P9TD", message: "ok" }), { status: 201 })
          : new Response(JSON.stringify({ _tag: "InvalidToken", success: false, message: "no" }), { status: 401 })
      }) as typeof fetch
    })
    const payload: LoanEnquiry = {
      applicationType: "Referral",
      loanType: "Personal Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: "9123456780",
      referralPhone: "9876543210",
      consent: true,
      location: "Pune",
      referralName: "Ravi Kumar",
      referralEmail: "ravi@example.com",
      referralLocation: "Mumbai"
    }
    const program = Effect.gen(function* () {
      yield* saveVerifiedMobile({ mobile: "9123456780", token: referralToken })
      status = 401
      const refused = yield* Effect.exit(submitEnquiryEffect({ payload, idempotencyKey: "k1", token: referralToken }))
      const keptAfterRefusal = yield* Storage.use((s) => s.get("local", "mobileNumber"))
      status = 201
      yield* submitEnquiryEffect({ payload, idempotencyKey: "k2", token: referralToken })
      const keptAfterSuccess = yield* Storage.use((s) => s.get("local", "mobileNumber"))
      return { refused, keptAfterRefusal, keptAfterSuccess }
    })
    const result = await Effect.runPromise(program.pipe(Effect.provide(Layer.mergeAll(api, Storage.layerMemory))))
    expect(result.refused._tag).toBe("Failure")
    expect(JSON.stringify(result.refused)).toContain("InvalidToken")
    expect(result.keptAfterRefusal).toBe("9123456780")
    expect(result.keptAfterSuccess).toBeUndefined()
    expect(headers.map((h) => h.get("authorization"))).toEqual([`Bearer ${referralToken}`, `Bearer ${referralToken}`])
  })
})
