/**
 * The rewards page: opened with and without a token id; the record is found or not; the summary loads (with
 * points, or none) or fails; a person asks to withdraw, cancels or confirms; the withdrawal succeeds, finds
 * nothing, is refused or fails; the re-fetch succeeds or fails; the invite modal opens and closes. While one of
 * the two modal dialogs is open, only its own buttons can be pressed.
 */
import { invalidToken, networkError, nothingToWithdraw, serverError } from "../domain/failures.fixtures.ts"
import { canWithdraw, type RewardSummary } from "../domain/rewards.ts"
import { rewardsMachine } from "../machines/rewards.machine.ts"
import type { MachineModel } from "./harness.ts"

const withPoints: RewardSummary = {
  totalEarnings: 500,
  withdrawableBalance: 500,
  availableForWithdrawal: [{ _id: "e1" }],
  referralName: "Ravi Kumar",
  loanEnquiries: [
    {
      _id: "e1",
      customerName: "Asha Rao",
      applicationId: "K7QMX-3P9TD",
      withdrawalAmount: 500,
      createdAt: "2026-11-20T10:00:00Z",
      isWithdrawalDisbursed: false
    }
  ],
  unrewardedReferrals: [
    { customerName: "Nisha Patel", applicationId: "Q3RST-5UVWX", applicationStatus: "Underwriting" },
    { customerName: "Dev Shah", applicationId: "A2BCD-3EFGH", applicationStatus: "Rejected" }
  ]
}
const none: RewardSummary = { ...withPoints, withdrawableBalance: 0, availableForWithdrawal: [] }

const rewardsModel = (tokenId: string | null): MachineModel<typeof rewardsMachine> => ({
  name: tokenId ? "rewards" : "rewards (no token)",
  machine: rewardsMachine,
  input: { tokenId },
  actors: ["findToken", "fetchRewards", "withdraw"],
  abstract: (s) => canWithdraw(s.context.summary),
  // A modal dialog (the confirmation, the invite) leaves a person only its own buttons.
  events: (s) => [
    ...(s.matches({ loaded: { invite: "open" } })
      ? []
      : [{ type: "Withdraw Now" } as const, { type: "Confirm withdrawal" } as const, { type: "Cancel" } as const]),
    ...(s.matches({ loaded: { withdrawal: "confirming" } }) ? [] : [{ type: "Invite friends" } as const]),
    { type: "Done" },
    { type: "xstate.done.actor.findToken", output: { mobileNumber: "9876543210", token: "signed" } } as never,
    { type: "xstate.error.actor.findToken", error: { _tag: "Expired" } } as never,
    { type: "xstate.done.actor.fetchRewards", output: withPoints } as never,
    { type: "xstate.done.actor.fetchRewards", output: none } as never,
    { type: "xstate.error.actor.fetchRewards", error: invalidToken() } as never,
    { type: "xstate.error.actor.fetchRewards", error: serverError() } as never,
    { type: "xstate.done.actor.withdraw", output: { message: "Withdrawal request submitted successfully!" } } as never,
    { type: "xstate.error.actor.withdraw", error: invalidToken() } as never,
    { type: "xstate.error.actor.withdraw", error: nothingToWithdraw("Nothing") } as never,
    { type: "xstate.error.actor.withdraw", error: networkError() } as never,
    { type: "xstate.error.actor.withdraw", error: serverError() } as never,
    { type: "xstate.done.actor.refreshRewards", output: none } as never,
    { type: "xstate.error.actor.refreshRewards", error: invalidToken() } as never,
    { type: "xstate.error.actor.refreshRewards", error: serverError() } as never
  ]
})

export const models = [rewardsModel("lz3k9q1c-4f9a2b7c-9d0e1f2a"), rewardsModel(null)]
