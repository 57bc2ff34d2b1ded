import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { type ApplicationStatus, ApplicationStatusSchema } from "./application-status.ts"
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

/**
 * Ours, beyond the spec's summary: a referred friend's enquiry that has earned no reward yet, so that the rewards
 * page lists a referral from the day it is sent, not only once its loan is disbursed. Its reward is pending while the
 * application is in progress; a declined or rejected application earns none (`referralReward`).
 */
export const UnrewardedReferral = Schema.Struct({
  customerName: Schema.String,
  /** The enquiry's tracking ID: the table's Referral ID, as for a reward. */
  applicationId: Schema.String,
  applicationStatus: ApplicationStatusSchema
})
export type UnrewardedReferral = typeof UnrewardedReferral.Type

/**
 * Reward summary (spec section 3), with (ours) `unrewardedReferrals`: every Referral enquiry of this referrer that
 * has no reward yet, newest first. `loanEnquiries` stays the spec's: the rewards credited (one per disbursed loan).
 */
export const RewardSummary = Schema.Struct({
  totalEarnings: Schema.Number,
  withdrawableBalance: Schema.Number,
  availableForWithdrawal: Schema.Array(Schema.Struct({ _id: Schema.String })),
  referralName: Schema.String,
  loanEnquiries: Schema.Array(RewardEnquiry),
  unrewardedReferrals: Schema.Array(UnrewardedReferral)
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

/**
 * What a referral without a reward can still earn: a reward is pending while the application is in progress (any
 * status but the two that close it without a loan); Decline / Not Interested and Rejected earn none. A Disbursed
 * enquiry has its reward already (it is one of `loanEnquiries`), so it is never unrewarded; were it listed, its reward
 * would be pending.
 */
export const referralReward = (status: ApplicationStatus): "pending" | "none" =>
  status === "Decline / Not Interested" || status === "Rejected" ? "none" : "pending"

/** True when the page has no referral to list at all: no reward and no referral in progress or closed. */
export const hasNoReferrals = (summary: RewardSummary): boolean =>
  summary.loanEnquiries.length === 0 && summary.unrewardedReferrals.length === 0
