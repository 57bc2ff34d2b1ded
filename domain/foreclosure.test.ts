/**
 * Foreclosure, against figures worked by hand. The loan: ₹1,00,000 at 12% over 12 months; EMI 8,884.8789; after 6
 * EMIs the outstanding principal is 51,492.1065 and the interest still to come 1,817.1667 (see part-prepayment.test.ts
 * for the working). The charge is a percent of the outstanding principal, in paise rounded to the paisa; GST is 18%
 * of the charge.
 */
import { describe, expect, it } from "vitest"
import { type ForeclosureInputs, foreclosure } from "./foreclosure.ts"

const fixed: ForeclosureInputs = {
  amount: 100_000,
  rate: 12,
  rateType: "fixed",
  tenure: 12,
  paid: 6,
  borrower: "individual",
  lender: "full",
  sanctioned: "before-2026",
  chargePercent: 4
}

describe("foreclosure", () => {
  it("a fixed-rate loan after 6 of 12 EMIs, 4% charge: the lender's policy applies", () => {
    // Outstanding 51,492.11 (5,149,211 paise); charge 4% = 205,968.44 -> 2,059.68; GST 18% = 37,074.24 -> 370.74
    // Total = 51,492.11 + 2,059.68 + 370.74 = 53,922.53; interest saved 1,817.17; net 1,817.17 − 2,430.42 = −613.25
    const r = foreclosure(fixed)
    expect(r.rule).toEqual({ _tag: "LendersPolicy" })
    expect(r.outstandingPaise).toBe(5_149_211)
    expect(r.chargePaise).toBe(205_968)
    expect(r.gstPaise).toBe(37_074)
    expect(r.totalPaise).toBe(5_392_253)
    expect(r.interestSavedPaise).toBe(181_717)
    expect(r.netSavingPaise).toBe(181_717 - 205_968 - 37_074)
    expect(r.monthsLeft).toBe(6)
  })

  it("a floating-rate loan to an individual for personal needs: no charge, and the reason", () => {
    // RBI: no foreclosure charge on floating-rate loans to individuals for non-business purposes, before and after
    // 1 January 2026. Total = the outstanding principal alone.
    for (const sanctioned of ["before-2026", "from-2026"] as const) {
      const r = foreclosure({ ...fixed, rateType: "floating", sanctioned })
      expect(r.rule).toEqual({ _tag: "NoCharge", reason: "FloatingNonBusinessIndividual" })
      expect(r.chargePaise).toBe(0)
      expect(r.gstPaise).toBe(0)
      expect(r.totalPaise).toBe(5_149_211)
      expect(r.netSavingPaise).toBe(181_717)
    }
  })

  it("in the first month (the boundary): the whole amount is outstanding and all the interest is saved", () => {
    // No EMI paid: outstanding 1,00,000; interest to come 12 × 8,884.8789 − 1,00,000 = 6,618.5464
    // Charge 4% = 4,000; GST 720; total 1,04,720
    const r = foreclosure({ ...fixed, paid: 0 })
    expect(r.outstandingPaise).toBe(10_000_000)
    expect(r.chargePaise).toBe(400_000)
    expect(r.gstPaise).toBe(72_000)
    expect(r.totalPaise).toBe(10_472_000)
    expect(r.interestSavedPaise).toBe(661_855)
    expect(r.monthsLeft).toBe(12)
  })

  it("a floating-rate business loan: free from 1 January 2026 at a lender the Directions name, charged before", () => {
    const business = { ...fixed, rateType: "floating", borrower: "business" } as const
    expect(foreclosure({ ...business, sanctioned: "from-2026" }).rule).toEqual({
      _tag: "NoCharge",
      reason: "FloatingBusinessFullClass"
    })
    expect(foreclosure({ ...business, sanctioned: "from-2026", lender: "up-to-50-lakh" }).rule).toEqual({
      _tag: "NoCharge",
      reason: "FloatingBusinessUpTo50Lakh"
    })
    // Above ₹50 lakh at a lender of that class, or before the Directions: the charge applies.
    expect(
      foreclosure({ ...business, sanctioned: "from-2026", lender: "up-to-50-lakh", amount: 6_000_000 }).rule._tag
    ).toBe("LendersPolicy")
    expect(foreclosure({ ...business, sanctioned: "before-2026" }).chargePaise).toBe(205_968)
  })
})
