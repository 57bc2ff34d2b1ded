import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { isPlainText, Mobile, unsupportedCharactersMessage } from "./validation.ts"

export const rewardMessages = {
  get missingToken() {
    return m.credit_reward_missing_token()
  },
  get badToken() {
    return m.credit_bad_token()
  },
  get fetchFailed() {
    return m.credit_reward_fetch_failed()
  },
  get withdrawn() {
    return m.credit_reward_withdrawn()
  },
  get withdrawFailed() {
    return m.credit_reward_withdraw_failed()
  },
  get withdrawException() {
    return m.credit_reward_withdraw_exception()
  },
  // Ours: a withdrawal that finds nothing of the caller's still available (e.g. a repeated request).
  get nothingToWithdraw() {
    return m.credit_reward_nothing()
  }
}

export const RewardEnquiry = Schema.Struct({
  _id: Schema.String,
  customerName: Schema.String,
  applicationId: Schema.String,
  withdrawalAmount: Schema.Number,
  createdAt: Schema.String,
  isWithdrawalDisbursed: Schema.Boolean
})

/** Reward summary (spec section 3). */
export const RewardSummary = Schema.Struct({
  totalEarnings: Schema.Number,
  withdrawableBalance: Schema.Number,
  availableForWithdrawal: Schema.Array(Schema.Struct({ _id: Schema.String })),
  referralName: Schema.String,
  loanEnquiries: Schema.Array(RewardEnquiry)
})
export type RewardSummary = typeof RewardSummary.Type

/** Withdrawal request (spec section 3). */
export const WithdrawalRequest = Schema.Struct({
  enquiryIds: Schema.Array(
    Schema.String.check(isPlainText(unsupportedCharactersMessage("the reward item's id")), Schema.isMaxLength(64))
  ).check(Schema.isMaxLength(1000)),
  referralPhone: Mobile
})

/** Withdrawable points and at least one available item. */
export const canWithdraw = (summary: RewardSummary | undefined): boolean =>
  summary !== undefined && summary.withdrawableBalance > 0 && summary.availableForWithdrawal.length > 0
