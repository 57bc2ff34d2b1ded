import { describe, expect, it } from "vitest"
import { type PrepaymentCase, prepaymentRule } from "./prepayment.ts"

const base: PrepaymentCase = {
  rateType: "floating",
  borrower: "individual",
  purpose: "non-business",
  lenderClass: "none",
  sanctionedAmount: 3_000_000,
  sanctionedOn: "2026-02-01",
  disclosed: true,
  atLendersInstance: false
}

describe("pre-payment charges (RBI (Pre-payment Charges on Loans) Directions, 2025)", () => {
  it("first clause: none on a floating-rate loan to an individual for a non-business purpose, whatever the lender", () => {
    expect(prepaymentRule(base)).toEqual({ _tag: "NoCharge", reason: "FloatingNonBusinessIndividual" })
    // and before 1 January 2026 too (earlier instructions: banks 2012, NBFCs 2019)
    expect(prepaymentRule({ ...base, sanctionedOn: "2025-12-31" })._tag).toBe("NoCharge")
  })

  it("a fixed-rate loan follows the lender's disclosed policy", () => {
    expect(prepaymentRule({ ...base, rateType: "fixed" })).toEqual({ _tag: "LendersPolicy" })
  })

  it("second clause: floating business loans to individuals and MSEs, by the lender's class", () => {
    const business = { ...base, purpose: "business", borrower: "micro-or-small-enterprise" } as const
    expect(prepaymentRule({ ...business, lenderClass: "full", sanctionedAmount: 90_00_000 })).toEqual({
      _tag: "NoCharge",
      reason: "FloatingBusinessFullClass"
    })
    // ₹50 lakh is within the limit, one rupee more is not
    expect(prepaymentRule({ ...business, lenderClass: "up-to-50-lakh", sanctionedAmount: 50_00_000 })._tag).toBe(
      "NoCharge"
    )
    expect(prepaymentRule({ ...business, lenderClass: "up-to-50-lakh", sanctionedAmount: 50_00_001 })._tag).toBe(
      "LendersPolicy"
    )
    expect(prepaymentRule({ ...business, lenderClass: "none" })._tag).toBe("LendersPolicy")
    // the business exemptions start with loans sanctioned on 1 January 2026
    expect(prepaymentRule({ ...business, lenderClass: "full", sanctionedOn: "2025-12-31" })._tag).toBe("LendersPolicy")
    expect(prepaymentRule({ ...business, lenderClass: "full", sanctionedOn: "2026-01-01" })._tag).toBe("NoCharge")
    // a large company is not covered
    expect(prepaymentRule({ ...business, borrower: "other", lenderClass: "full" })._tag).toBe("LendersPolicy")
  })

  it("a charge not disclosed in the KFS, or a pre-payment the lender caused, costs nothing", () => {
    expect(prepaymentRule({ ...base, rateType: "fixed", disclosed: false })).toEqual({
      _tag: "NoCharge",
      reason: "NotDisclosed"
    })
    expect(prepaymentRule({ ...base, rateType: "fixed", atLendersInstance: true })).toEqual({
      _tag: "NoCharge",
      reason: "AtLendersInstance"
    })
  })
})
