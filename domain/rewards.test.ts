/**
 * Referrals without a reward yet (ours, beyond the spec's summary): the rewards page lists a referred friend's
 * enquiry from the day it is sent. While the application is in progress its reward is pending; Decline / Not
 * Interested and Rejected close it with none. Statuses written out from spec section 4.
 */
import { describe, expect, it } from "vitest"
import { hasNoReferrals, RewardSummary, referralReward } from "./rewards.ts"
import { validate } from "./validation.ts"

const empty = {
  totalEarnings: 0,
  withdrawableBalance: 0,
  availableForWithdrawal: [],
  referralName: "",
  loanEnquiries: [],
  unrewardedReferrals: []
}
const inProgress = { customerName: "Asha Rao", applicationId: "K7QMX-3P9TD", applicationStatus: "Login" }

describe("a referral's reward before the loan is disbursed", () => {
  it.each(["Call Back", "Appointment Fixed", "Login", "Underwriting", "Approved"] as const)(
    "%s: the reward is pending",
    (status) => {
      expect(referralReward(status)).toBe("pending")
    }
  )

  it.each(["Decline / Not Interested", "Rejected"] as const)("%s: no reward", (status) => {
    expect(referralReward(status)).toBe("none")
  })

  it("'No referrals yet' only when there is neither a reward nor a referral without one", () => {
    expect(hasNoReferrals(empty)).toBe(true)
    expect(hasNoReferrals({ ...empty, unrewardedReferrals: [inProgress as never] })).toBe(false)
    expect(
      hasNoReferrals({
        ...empty,
        loanEnquiries: [
          {
            _id: "1",
            customerName: "Asha Rao",
            applicationId: "K7QMX-3P9TD",
            withdrawalAmount: 500,
            createdAt: "2026-11-20T10:00:00Z",
            isWithdrawalDisbursed: false
          }
        ]
      })
    ).toBe(false)
  })
})

describe("the summary's referrals without a reward (the contract)", () => {
  it("takes a referral with its name, tracking ID and application status", () => {
    expect(validate(RewardSummary, { ...empty, unrewardedReferrals: [inProgress] })).toEqual([])
  })

  it("refuses a status the lifecycle does not have, and a summary without the list", () => {
    expect(
      validate(RewardSummary, { ...empty, unrewardedReferrals: [{ ...inProgress, applicationStatus: "Pending" }] })
    ).not.toEqual([])
    const { unrewardedReferrals: _, ...without } = empty
    expect(validate(RewardSummary, without)).toEqual([{ path: ["unrewardedReferrals"], message: "Missing key" }])
  })
})

const enquiry = {
  _id: "e1",
  customerName: "Asha Rao",
  applicationId: "APP-1001",
  withdrawalAmount: 250,
  createdAt: "2026-11-24T10:00:00.000Z",
  isWithdrawalDisbursed: false
}
const fullSummary = {
  totalEarnings: 500,
  withdrawableBalance: 250,
  availableForWithdrawal: [{ _id: "e1" }],
  referralName: "Ravi",
  loanEnquiries: [enquiry],
  unrewardedReferrals: []
}

describe("the reward summary a page can trust", () => {
  it("takes a whole summary", () => {
    expect(validate(RewardSummary, fullSummary)).toEqual([])
  })
  it("refuses a loan enquiry without its amount, or with a name that is not text", () => {
    const { withdrawalAmount: _, ...noAmount } = enquiry
    expect(validate(RewardSummary, { ...fullSummary, loanEnquiries: [noAmount] })).toEqual([
      { path: ["loanEnquiries", 0, "withdrawalAmount"], message: "Missing key" }
    ])
    expect(validate(RewardSummary, { ...fullSummary, loanEnquiries: [{ ...enquiry, customerName: 7 }] })).toEqual([
      { path: ["loanEnquiries", 0, "customerName"], message: "Expected string" }
    ])
  })
  it("refuses an available item without its id", () => {
    expect(validate(RewardSummary, { ...fullSummary, availableForWithdrawal: [{}] })).toEqual([
      { path: ["availableForWithdrawal", 0, "_id"], message: "Missing key" }
    ])
  })
})
