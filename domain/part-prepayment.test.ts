/**
 * Part-prepayment, against figures worked by hand (with bc, 20 decimals) from the reducing-balance formulas:
 *   EMI = P·R·(1+R)^N / ((1+R)^N − 1), R = rate / 12 / 100;
 *   outstanding after k EMIs B_k = P·(1+R)^k − EMI·((1+R)^k − 1)/R;
 *   interest still to come = EMI × (N − k) − B_k.
 */
import { describe, expect, it } from "vitest"
import { monthlyInstalment } from "./emi.ts"
import { interestToCome, outstandingAfter } from "./loan-tools.ts"
import { partPrepayment, prepaymentYears } from "./part-prepayment.ts"

// The loan of most cases: ₹1,00,000 at 12% over 12 months, 6 EMIs paid.
//   R = 0.01, (1.01)^12 = 1.12682503, EMI = 1,00,000 × 0.01 × 1.12682503 / 0.12682503 = 8,884.8789
//   (1.01)^6 = 1.06152015, B_6 = 1,06,152.02 − 8,884.8789 × 6.1520151 = 51,492.1065
//   interest still to come = 6 × 8,884.8789 − 51,492.1065 = 1,817.1667
const loan = { amount: 100_000, rate: 12, tenure: 12, paid: 6 } as const

describe("the annuity the tools start from", () => {
  it("₹2,00,000 at 7.5% over 180 months: EMI 1,854.02", () => {
    // R = 0.075 / 12 = 0.00625; (1.00625)^180 = 3.0694597; EMI = 1,250 × 3.0694597 / 2.0694597 = 1,854.0247
    expect(monthlyInstalment(200_000, 7.5, 180)).toBeCloseTo(1854.02, 2)
  })

  it("outstanding after 6 of 12 EMIs and the interest still to come", () => {
    expect(outstandingAfter(100_000, 12, 12, 6)).toBeCloseTo(51_492.11, 2)
    expect(interestToCome(100_000, 12, 12, 6)).toBeCloseTo(1_817.17, 2)
    // Nothing paid: the whole amount; every EMI paid: nothing.
    expect(outstandingAfter(100_000, 12, 12, 0)).toBe(100_000)
    expect(outstandingAfter(100_000, 12, 12, 12)).toBe(0)
  })
})

describe("part-prepayment", () => {
  it("₹20,000 once, reducing the EMI: the same 6 months at a smaller EMI", () => {
    // After the prepayment: 51,492.1065 − 20,000 = 31,492.1065
    // New EMI over 6 months: 31,492.1065 × 0.01 × 1.06152015 / 0.06152015 = 5,433.9115
    // Interest after = 6 × 5,433.9115 − 31,492.1065 = 1,111.3627; saved = 1,817.1667 − 1,111.3627 = 705.8040
    const r = partPrepayment({ ...loan, prepayment: 20_000, frequency: "once", reduce: "emi" })
    expect(r.emi).toBeCloseTo(8_884.88, 2)
    expect(r.outstandingBefore).toBeCloseTo(51_492.11, 2)
    expect(r.outstandingAfter).toBeCloseTo(31_492.11, 2)
    expect(r.newEmi).toBeCloseTo(5_433.91, 2)
    expect(r.monthsLeftBefore).toBe(6)
    expect(r.monthsLeftAfter).toBe(6)
    expect(r.interestAfter).toBeCloseTo(1_111.36, 2)
    expect(r.interestSaved).toBeCloseTo(705.8, 2)
    expect(r.schedule[r.schedule.length - 1]!.closing).toBe(0)
  })

  it("₹20,000 once, reducing the tenure: the same EMI for 4 months instead of 6", () => {
    // From 31,492.1065 at 8,884.8789 a month (interest = balance × 0.01):
    //   month 7: interest 314.9211, balance 22,922.1487
    //   month 8: interest 229.2215, balance 14,266.4913
    //   month 9: interest 142.6649, balance  5,524.2773
    //   month 10: interest 55.2428, last instalment 5,524.2773 + 55.2428 = 5,579.5201, balance 0
    // Interest after = 742.0502; saved = 1,817.1667 − 742.0502 = 1,075.1165
    const r = partPrepayment({ ...loan, prepayment: 20_000, frequency: "once", reduce: "tenure" })
    expect(r.newEmi).toBeCloseTo(8_884.88, 2)
    expect(r.monthsLeftAfter).toBe(4)
    expect(r.schedule.map((m) => m.month)).toEqual([7, 8, 9, 10])
    expect(r.schedule.map((m) => m.interest.toFixed(2))).toEqual(["314.92", "229.22", "142.66", "55.24"])
    expect(r.schedule[3]!.payment).toBeCloseTo(5_579.52, 2)
    expect(r.interestAfter).toBeCloseTo(742.05, 2)
    expect(r.interestSaved).toBeCloseTo(1_075.12, 2)
    // The balance curves: the old one runs 6 more months to 0, the new one 4.
    expect(r.oldBalances).toHaveLength(7)
    expect(r.newBalances.map((b) => b.toFixed(2))).toEqual(["31492.11", "22922.15", "14266.49", "5524.28", "0.00"])
  })

  it("the whole outstanding amount (the boundary): nothing left, every rupee of interest to come saved", () => {
    const r = partPrepayment({ ...loan, prepayment: 51_492, frequency: "once", reduce: "emi" })
    // 51,492 leaves 0.1065 (under half a rupee), which counts as paid off with it.
    expect(r.outstandingAfter).toBe(0)
    expect(r.newEmi).toBe(0)
    expect(r.monthsLeftAfter).toBe(0)
    expect(r.schedule).toEqual([])
    expect(r.interestSaved).toBeCloseTo(1_817.17, 2)
    // More than the outstanding is taken as all of it.
    expect(
      partPrepayment({ ...loan, prepayment: 90_000, frequency: "once", reduce: "tenure" }).prepaidTotal
    ).toBeCloseTo(51_492.11, 2)
  })

  it("₹10,000 each year, reducing the EMI: paid at the start and again after the 12th EMI", () => {
    // ₹1,20,000 at 12% over 24 months, none paid: EMI 5,648.8167; interest to come 24 × 5,648.8167 − 1,20,000 = 15,571.60
    // Prepay 10,000 now: 1,10,000 over 24 months, EMI 5,178.0819
    // After 12 EMIs: 1,10,000 × 1.12682503 − 5,178.0819 × 12.682503 = 58,279.7135; prepay 10,000: 48,279.7135
    // New EMI over 12 months: 48,279.7135 × 0.01 × 1.12682503 / 0.12682503 = 4,289.5941
    // Interest after = (12 × 5,178.0819 − (1,10,000 − 58,279.7135)) + (12 × 4,289.5941 − 48,279.7135) = 13,612.1120
    // Saved = 15,571.6000 − 13,612.1120 = 1,959.4880
    const r = partPrepayment({
      amount: 120_000,
      rate: 12,
      tenure: 24,
      paid: 0,
      prepayment: 10_000,
      frequency: "yearly",
      reduce: "emi"
    })
    expect(r.newEmi).toBeCloseTo(5_178.08, 2)
    expect(r.prepaidTotal).toBe(20_000)
    expect(r.schedule[11]!.prepayment).toBe(10_000)
    expect(r.schedule[11]!.closing).toBeCloseTo(48_279.71, 2)
    expect(r.schedule[12]!.payment).toBeCloseTo(4_289.59, 2)
    expect(r.monthsLeftAfter).toBe(24)
    expect(r.interestSaved).toBeCloseTo(1_959.49, 2)
    // By loan year: 10,000 prepaid in year 1 (after its 12th EMI); year 2 ends at 0.
    const years = prepaymentYears(r.schedule)
    expect(years.map((y) => [y.year, y.prepayment, Math.round(y.closing)])).toEqual([
      [1, 10_000, 48_280],
      [2, 0, 0]
    ])
  })
})
