/**
 * The `rewards` group of domain/api.ts: a referrer's reward summary and a withdrawal request, each with a `redeem`
 * token for that mobile (the path's `mobile`, the payload's `referralPhone`).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NothingToWithdraw } from "../../domain/api.ts"
import { rewardMessages } from "../../domain/rewards.ts"
import { localeFromAcceptLanguage, withLocale } from "../../i18n/locale.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { Tokens } from "../tokens/tokens.ts"
import { Rewards } from "./repo.ts"

export const RewardsHttp = HttpApiBuilder.group(
  ServerApi,
  "rewards",
  Effect.fn(function* (handlers) {
    const tokens = yield* Tokens
    const rewards = yield* Rewards
    return handlers.handleAll({
      summary: ({ headers, params }) =>
        Effect.gen(function* () {
          const { mobile } = yield* requireToken(
            tokens,
            headers.authorization,
            { purpose: "redeem", mobile: params.mobile },
            rewardMessages
          )
          return { success: true, data: yield* rewards.summary(mobile) }
        }),
      withdraw: ({ headers, payload, request }) =>
        Effect.gen(function* () {
          // The answer's words in the person's language (issue 15): the browser shows them in its toast.
          const say = (pick: (messages: typeof rewardMessages) => string) =>
            withLocale(localeFromAcceptLanguage(request.headers["accept-language"]), () => pick(rewardMessages))
          const { mobile } = yield* requireToken(
            tokens,
            headers.authorization,
            { purpose: "redeem", mobile: payload.referralPhone },
            rewardMessages
          )
          const withdrawal = yield* rewards.requestWithdrawal(mobile, payload.enquiryIds)
          if (withdrawal === undefined) {
            return yield* new NothingToWithdraw({ success: false, message: say((t) => t.nothingToWithdraw) })
          }
          return { success: true, message: say((t) => t.withdrawn) }
        })
    })
  })
).pipe(Layer.provide([Rewards.layer, Tokens.layer]))
