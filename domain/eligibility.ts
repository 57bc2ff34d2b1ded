/** The eligibility calculator (spec section 9, Formulas; Personal Loan only). Pure. */

import { type CalculatorInputs, calculatorLimits } from "./calculator.ts"
import { type EmiBreakdown, emiBreakdown } from "./emi.ts"
import type { LoanProductId } from "./loan-products.ts"

/** The eligibility calculator's rate: forced to 16% whatever the rate input says. */
export const eligibilityRate = 16
/** Share of net monthly income that may go to instalments. */
export const usableIncomeShare = 0.65

/**
 * EMI per lakh (₹1,00,000) by tenure in years, the business's table (spec section 9). NOTE: these factors are the
 * EMIs per lakh at 15%, not at the 16% the calculator states (at 15%: 9026, 4849, 3467, 2783, 2379, 2115, 1930, the
 * table to the rupee but for 3 years; at 16%: 9073, 4896, 3516, 2834, 2432, 2169, 1986). We keep the business's table
 * as the spec does; so the EMI at 16% shown beside the eligible amount comes out 0.5-3% above the usable amount.
 */
export const eligibilityFactors: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>> = {
  1: 9026,
  2: 4849,
  3: 3461,
  4: 2783,
  5: 2379,
  6: 2115,
  7: 1930
}

/** The eligibility tenure in whole years, clamped to 1-7 (spec section 9); months are rounded to the nearest year. */
export const eligibilityYears = (inputs: Pick<CalculatorInputs, "tenure" | "unit">): 1 | 2 | 3 | 4 | 5 | 6 | 7 => {
  const years = inputs.unit === "Year" ? inputs.tenure : inputs.tenure / 12
  return Math.min(7, Math.max(1, Math.round(Number.isFinite(years) ? years : 1))) as 1 | 2 | 3 | 4 | 5 | 6 | 7
}

export interface EligibilityResult {
  readonly years: number
  readonly factor: number
  /** 65% of net income minus obligation; may be negative (then nothing is eligible). */
  readonly usableMonthly: number
  /** The spec's formula, usable / factor × 1,00,000, never negative, whole rupees. */
  readonly formulaAmount: number
  /** The amount shown: the formula's, at most Personal Loan's maximum amount. */
  readonly eligibleAmount: number
  /** True when the formula gave more than the product lends. */
  readonly cappedAtMaximum: boolean
  /** The standard EMI at 16% on the eligible amount over the years, with its totals and split. */
  readonly emi: EmiBreakdown
}

/**
 * Eligibility exactly as spec section 9 states it: usable = 65% of income − obligation; eligible amount = usable /
 * factor(years) × 1,00,000, never negative; the EMI shown is the standard EMI at 16% on that amount.
 * One addition of ours: the amount shown is capped at Personal Loan's maximum (₹1,00,00,000) and says so
 * (`cappedAtMaximum`): the formula alone would promise crores the product does not lend (income ₹10,00,000 a month
 * gives ₹3.3 crore). `formulaAmount` keeps the uncapped figure.
 */
export const eligibility = (
  inputs: Pick<CalculatorInputs, "income" | "obligation" | "tenure" | "unit">
): EligibilityResult => {
  const years = eligibilityYears(inputs)
  const factor = eligibilityFactors[years]
  const usableMonthly = usableIncomeShare * inputs.income - inputs.obligation
  const formulaAmount = Math.max(0, Math.round((usableMonthly / factor) * 100_000))
  const max = calculatorLimits.personal.amount.max
  const eligibleAmount = Math.min(formulaAmount, max)
  return {
    years,
    factor,
    usableMonthly,
    formulaAmount,
    eligibleAmount,
    cappedAtMaximum: formulaAmount > max,
    emi: emiBreakdown(eligibleAmount, eligibilityRate, years * 12)
  }
}

/** The eligibility tab exists for Personal Loan only (spec section 4). */
export const hasEligibility = (loanType: LoanProductId): boolean => loanType === "personal"

// ---------------------------------------------------------------------------------------------------------------
