/**
 * The redeem machines' live actors: the redeem token record in session storage (domain/redeem-token.ts, through the
 * Storage service), and the contract's rewards calls with the `redeem` token.
 */
import { Effect } from "effect"
import { ServerError } from "../../../domain/failures.ts"
import { bearer } from "../../../domain/otp.ts"
import {
  findRedeemToken,
  type KeyValueStore,
  memoryStore,
  newRedeemTokenId,
  redeemTokenKey,
  redeemTokenPrefix,
  saveRedeemToken
} from "../../../domain/redeem-token.ts"
import { redeemMachine } from "../../../machines/redeem.machine.ts"
import {
  type FetchRewardsInput,
  type FindTokenFailure,
  type RewardsSession,
  rewardsMachine,
  type WithdrawInput
} from "../../../machines/rewards.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { Storage } from "../../services/storage.ts"
import { liveOtpMachine } from "../otp/live.ts"

/** Runs `f` over the redeem token records of session storage, then writes back what it changed. */
export const withRedeemRecords = <A>(f: (store: KeyValueStore) => A) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const entries: Array<readonly [string, string]> = []
    for (const key of yield* storage.keys("session", redeemTokenPrefix)) {
      const value = yield* storage.get("session", key)
      if (value !== undefined) entries.push([key, value])
    }
    const store = memoryStore(entries)
    const result = f(store)
    const { set, removed } = store.changes()
    for (const key of removed) yield* storage.remove("session", key)
    for (const [key, value] of set) yield* storage.set("session", key, value)
    return result
  })

const randomHex = (): string => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!.toString(16).padStart(8, "0")

export class RecordNotKept extends Error {
  readonly _tag = "RecordNotKept"
}

/** Keeps a verified mobile's redeem token; answers the record's id (fails when storage did not keep it). */
export const saveRedeemTokenEffect = ({ mobileNumber, token }: { mobileNumber: string; token: string }) =>
  Effect.gen(function* () {
    const now = Date.now()
    const id = yield* withRedeemRecords((store) =>
      saveRedeemToken(store, { mobileNumber, token }, { now, id: newRedeemTokenId(now, randomHex) })
    )
    const kept = yield* Storage.use((s) => s.get("session", redeemTokenKey(id)))
    if (kept === undefined)
      return yield* Effect.fail(new RecordNotKept("Session storage did not keep the redeem token."))
    return id
  })

/** The record of an id, or why there is none. Unreadable data is logged (spec section 8), never its content. */
export const findRedeemTokenEffect = ({ id }: { id: string }) =>
  withRedeemRecords((store) => findRedeemToken(store, id, Date.now())).pipe(
    Effect.flatMap((found): Effect.Effect<RewardsSession, FindTokenFailure> => {
      if (found._tag === "Found") return Effect.succeed({ mobileNumber: found.mobileNumber, token: found.token })
      if (found._tag === "Corrupt") console.warn("Corrupt redeem token data: nothing returned")
      return Effect.fail({ _tag: found._tag })
    })
  )

export const fetchRewardsEffect = ({ mobile, token }: FetchRewardsInput) =>
  Api.use((api) => api.rewards.summary({ params: { mobile }, headers: { authorization: bearer(token) } })).pipe(
    // An answer without `success` is a failure too, one the contract does not describe.
    Effect.flatMap((answer) =>
      answer.success ? Effect.succeed(answer.data) : Effect.fail(new ServerError({ status: 200 }))
    )
  )

export const withdrawEffect = ({ enquiryIds, referralPhone, token }: WithdrawInput) =>
  Api.use((api) =>
    api.rewards.withdraw({ payload: { enquiryIds, referralPhone }, headers: { authorization: bearer(token) } })
  ).pipe(
    Effect.flatMap((answer) =>
      answer.success ? Effect.succeed({ message: answer.message }) : Effect.fail(new ServerError({ status: 200 }))
    )
  )

export const liveRedeemMachine = redeemMachine.provide({
  actors: { otp: liveOtpMachine, saveRedeemToken: fromEffect(saveRedeemTokenEffect) }
})

export const liveRewardsMachine = rewardsMachine.provide({
  actors: {
    findToken: fromEffect(findRedeemTokenEffect),
    fetchRewards: fromEffect(fetchRewardsEffect),
    withdraw: fromEffect(withdrawEffect)
  }
})

/** The OTP screen; `resendIn`: the mobile already had a code, and a new one may be asked for in that many seconds. */
export const redeemVerifyPath = (mobile: string, resendInSeconds?: number): string =>
  `/redeem/verify-mobile?mobile=${encodeURIComponent(mobile)}${resendInSeconds === undefined ? "" : `&resendIn=${resendInSeconds}`}`
