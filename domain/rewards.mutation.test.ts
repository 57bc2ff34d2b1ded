/**
 * The reward summary's shape at its edges: written to kill the mutants StrykerJS left alive in domain/rewards.ts
 * (docs/benchmarks.md, "Mutation testing"). Values written out by hand.
 */
import { describe, expect, it } from "vitest"
import { RewardSummary } from "./rewards.ts"
import { validate } from "./validation.ts"

const enquiry = {
  _id: "e1",
  customerName: "Asha Rao",
  applicationId: "APP-1001",
  withdrawalAmount: 250,
  createdAt: "2026-11-24T10:00:00.000Z",
  isWithdrawalDisbursed: false
}
const summary = {
  totalEarnings: 500,
  withdrawableBalance: 250,
  availableForWithdrawal: [{ _id: "e1" }],
  referralName: "Ravi",
  loanEnquiries: [enquiry],
  unrewardedReferrals: []
}

describe("the reward summary (mutation gaps)", () => {
  it("takes a whole summary", () => {
    expect(validate(RewardSummary, summary)).toEqual([])
  })
  it("refuses a loan enquiry without its amount, or with a name that is not text", () => {
    const { withdrawalAmount: _, ...noAmount } = enquiry
    expect(validate(RewardSummary, { ...summary, loanEnquiries: [noAmount] })).toEqual([
      { path: ["loanEnquiries", 0, "withdrawalAmount"], message: "Missing key" }
    ])
    expect(validate(RewardSummary, { ...summary, loanEnquiries: [{ ...enquiry, customerName: 7 }] })).toEqual([
      { path: ["loanEnquiries", 0, "customerName"], message: "Expected string" }
    ])
  })
  it("refuses an available item without its id", () => {
    expect(validate(RewardSummary, { ...summary, availableForWithdrawal: [{}] })).toEqual([
      { path: ["availableForWithdrawal", 0, "_id"], message: "Missing key" }
    ])
  })
})
