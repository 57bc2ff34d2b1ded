import { Schema } from "effect"
import { isPlainText, Mobile, unsupportedCharactersMessage } from "./validation.ts"

export const rewardMessages = {
  missingToken: "Invalid or missing token. Please try again.",
  badToken: "Token has expired or is invalid. Please start over.",
  fetchFailed: "Failed to Fetch Reward Data. Please try again.",
  withdrawn: "Withdrawal request submitted successfully!",
  withdrawFailed: "Failed to submit loan application. Please try again.",
  withdrawException: "An error occurred while submitting your application. Please try again.",
  // Ours: a withdrawal that finds nothing of the caller's still available (e.g. a repeated request).
  nothingToWithdraw: "There are no points available to withdraw."
} as const

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
