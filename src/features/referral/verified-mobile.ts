/**
 * The verified mobile of referral-link mode (spec sections 2 and 6): local storage holds the visitor's mobile as
 * verified on the referral landing (`mobileNumber`) and its signed referral token; the apply form reads them, and
 * removes both after a successful submission. A token that is not a referral token for that mobile, or has
 * expired, counts as no verification.
 */
import { Effect } from "effect"
import { readTokenClaims } from "../../../domain/otp.ts"
import type { VerifiedMobile } from "../../../machines/enquiry.machine.ts"
import { Storage } from "../../services/storage.ts"

export const verifiedMobileKeys = { mobile: "mobileNumber", token: "referralToken" } as const

export class NotKept extends Error {
  readonly _tag = "NotKept"
}

/** Keeps the verified mobile and its token; fails when storage did not keep them. */
export const saveVerifiedMobile = ({ mobile, token }: VerifiedMobile) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    yield* storage.set("local", verifiedMobileKeys.mobile, mobile)
    yield* storage.set("local", verifiedMobileKeys.token, token)
    if ((yield* storage.get("local", verifiedMobileKeys.token)) !== token) {
      return yield* Effect.fail(new NotKept("Local storage did not keep the verified mobile."))
    }
  })

/** The stored verified mobile, if its token is a referral token for it that has not expired at `now`. */
export const findVerifiedMobile = (now: number) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const mobile = yield* storage.get("local", verifiedMobileKeys.mobile)
    const token = yield* storage.get("local", verifiedMobileKeys.token)
    if (mobile === undefined || token === undefined) return undefined
    const claims = readTokenClaims(token)
    const usable =
      claims !== undefined && claims.purpose === "referral" && claims.mobile === mobile && claims.expiresAt > now
    return usable ? ({ mobile, token } satisfies VerifiedMobile) : undefined
  })

export const forgetVerifiedMobile = Effect.gen(function* () {
  const storage = yield* Storage
  yield* storage.remove("local", verifiedMobileKeys.mobile)
  yield* storage.remove("local", verifiedMobileKeys.token)
})
