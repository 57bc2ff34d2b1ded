/**
 * The Annex B illustration, worked by hand.
 *
 * A published KFS (a bank's personal loan): ₹47,000 at 21% fixed for 24 months, 24 EMIs of ₹2,415.14, a processing
 * fee of ₹1,175 plus 18% GST (₹211.50) paid to the bank. Total interest: 24 × 2,415.14 − 47,000 = ₹10,963.36.
 * Charges to the lender (6A): 1,175 + 211.50 = ₹1,386.50; to third parties (6B): none. Net disbursed (7 = 1 − 6):
 * 47,000 − 1,386.50 = ₹45,613.50. Total to pay (8 = 1 + 5): 47,000 + 10,963.36 = ₹57,963.36.
 */
import { describe, expect, it } from "vitest"
import { annexB } from "./annex-b.ts"

const published = {
  amount: 47_000,
  tenureMonths: 24,
  emi: 2_415.14,
  rateType: "fixed",
  ratePercent: 21,
  totalInterest: 10_963.36,
  processingFee: 1_175,
  processingFeeGst: 211.5,
  apr: 24.15
} as const

describe("the Annex B illustration of the APR", () => {
  it("lays out the published KFS's loan item by item, the net disbursed and the total to pay worked from them", () => {
    expect(annexB({ offer: published, otherCharges: [] })).toEqual({
      sanctionedAmount: 47_000,
      termMonths: 24,
      instalments: { count: 24, amount: 2_415.14 },
      rateType: "fixed",
      ratePercent: 21,
      totalInterest: 10_963.36,
      chargesToLender: 1_386.5,
      chargesToThirdParties: 0,
      netDisbursed: 45_613.5,
      totalToPay: 57_963.36,
      apr: 24.15
    })
  })

  it("puts each other charge with its GST under whom it is paid to", () => {
    // Stamp duty ₹200 paid to the state through the lender (no GST); a documentation charge of ₹500 + ₹90 GST to the
    // lender. 6A: 1,175 + 211.50 + 500 + 90 = ₹1,976.50; 6B: ₹200; net: 47,000 − 1,976.50 − 200 = ₹44,823.50.
    const figures = annexB({
      offer: published,
      otherCharges: [
        { amount: 200, gst: 0, payee: "third-party" },
        { amount: 500, gst: 90, payee: "lender" }
      ]
    })
    expect([figures.chargesToLender, figures.chargesToThirdParties, figures.netDisbursed]).toEqual([
      1_976.5, 200, 44_823.5
    ])
  })
})
