/** Everything the calculator screen shows for its inputs, and where Apply Now leads. */

import { type CalculatorInputs, loanTypeName } from "./calculator.ts"
import { type EligibilityResult, eligibility, hasEligibility } from "./eligibility.ts"
import { amortizationSchedule, type EmiBreakdown, emiBreakdown, type ScheduleYear, tenureInMonths } from "./emi.ts"
import type { LoanProductId } from "./loan-products.ts"

export interface CalculatorResults {
  readonly emi: EmiBreakdown
  readonly schedule: ReadonlyArray<ScheduleYear>
  /** Present for Personal Loan only. */
  readonly eligibility: EligibilityResult | undefined
}

export const calculatorResults = (inputs: CalculatorInputs): CalculatorResults => {
  const months = tenureInMonths(inputs)
  return {
    emi: emiBreakdown(inputs.amount, inputs.rate, months),
    schedule: amortizationSchedule(inputs.amount, inputs.rate, months),
    eligibility: hasEligibility(inputs.loanType) ? eligibility(inputs) : undefined
  }
}

/**
 * Apply Now (spec section 2): to /resources/apply-now when the product dropdown is visible (the calculator screen),
 * otherwise (a loan page's calculator, fixed to its product) to the apply form with that loan type's name.
 */
export const applyNowHref = (loanType: LoanProductId, productChoiceVisible: boolean): string =>
  productChoiceVisible ? "/resources/apply-now" : `/apply?loanType=${encodeURIComponent(loanTypeName(loanType))}`

/**
 * "See offers for this loan" (issue 31): the offers page with the calculator's amount, tenure (in months) and loan
 * type.
 */
export const offersHref = (inputs: Pick<CalculatorInputs, "loanType" | "amount" | "tenure" | "unit">): string => {
  const months = inputs.unit === "Year" ? Math.round(inputs.tenure * 12) : Math.round(inputs.tenure)
  const query = new URLSearchParams({
    amount: String(Math.round(inputs.amount)),
    tenure: String(months),
    loanType: loanTypeName(inputs.loanType)
  })
  return `/offers?${query.toString()}`
}

// ---------------------------------------------------------------------------------------------------------------
