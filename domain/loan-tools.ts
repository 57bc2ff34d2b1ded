/**
 * What the part-prepayment, foreclosure and balance-transfer tools share (issue 32): the outstanding principal of an
 * EMI loan after some instalments, the interest still to come, and the fields' limits and leave rules, which follow
 * the calculator's (spec section 5: numeric, leading zeros stripped, on leaving empty or zero becomes the minimum,
 * anything else is clamped into the range). Tenures are in months. Pure.
 */
import { roundTo } from "./calculator.ts"
import { monthlyInstalment } from "./emi.ts"

export interface ToolRange {
  readonly min: number
  readonly max: number
}

/** The tools' limits (ours): any lender's EMI loan, ₹10,000 to ₹10 crore, 1% to 30% a year, up to 30 years. */
export const toolLimits = {
  amount: { min: 10_000, max: 100_000_000 },
  rate: { min: 1, max: 30 },
  tenure: { min: 3, max: 360 },
  /** The lender's foreclosure charge, percent of the outstanding principal. */
  chargePercent: { min: 0, max: 10 },
  /** The new lender's processing fee, percent of the new loan. */
  feePercent: { min: 0, max: 5 },
  topUp: { min: 0, max: 50_000_000 }
} as const satisfies Record<string, ToolRange>

/** EMIs already paid: none up to one fewer than the tenure (a loan with every EMI paid has nothing left). */
export const paidRange = (tenure: number): ToolRange => ({ min: 0, max: Math.max(0, tenure - 1) })

/**
 * The principal outstanding right after `paid` EMIs of the exact instalment: P·(1+R)^k − EMI·((1+R)^k − 1)/R, the
 * balance a schedule reaches month by month. Every EMI paid (or more) leaves 0.
 */
export const outstandingAfter = (principal: number, annualRate: number, months: number, paid: number): number => {
  if (paid <= 0) return principal
  if (paid >= months) return 0
  const emi = monthlyInstalment(principal, annualRate, months)
  if (emi === 0) return principal
  const r = annualRate / 1200
  const growth = (1 + r) ** paid
  return Math.max(0, principal * growth - (emi * (growth - 1)) / r)
}

/** The interest still to pay if the loan runs to its end after `paid` EMIs: EMI × months left − outstanding. */
export const interestToCome = (principal: number, annualRate: number, months: number, paid: number): number => {
  const emi = monthlyInstalment(principal, annualRate, months)
  const left = Math.max(0, months - paid)
  return left === 0 ? 0 : emi * left - outstandingAfter(principal, annualRate, months, paid)
}

/**
 * The value a tool's field takes when it is left (the calculator's rule): not a number, or zero and below, becomes
 * the minimum; anything else is clamped into the range. Rates and percentages keep two decimals, rupees and months
 * are whole.
 */
export const leaveValue = (value: number, range: ToolRange, decimals: 0 | 2): number => {
  if (!Number.isFinite(value) || value <= 0) return range.min
  const rounded = decimals === 0 ? Math.round(value) : roundTo(value, 2)
  return Math.min(range.max, Math.max(range.min, rounded))
}
