/**
 * The EMI (spec section 9, Formulas), its shares, and the amortization schedule (ours: beyond the spec, as every
 * leading lender's calculator has one). Pure.
 */
import { type CalculatorInputs, roundTo } from "./calculator.ts"

export const tenureInMonths = (inputs: Pick<CalculatorInputs, "tenure" | "unit">): number =>
  inputs.unit === "Year" ? inputs.tenure * 12 : inputs.tenure

/**
 * The exact monthly instalment by reducing balance: P·R·(1+R)^N / ((1+R)^N − 1), with R the annual rate / 12 / 100
 * and N the months. Zero (or negative) amount, rate or tenure gives 0.
 */
export const monthlyInstalment = (principal: number, annualRate: number, months: number): number => {
  if (!(principal > 0) || !(annualRate > 0) || !(months > 0)) return 0
  const r = annualRate / 12 / 100
  const growth = (1 + r) ** months
  return (principal * r * growth) / (growth - 1)
}

export interface EmiBreakdown {
  readonly principal: number
  readonly annualRate: number
  readonly months: number
  /** Rounded to whole rupees. */
  readonly emi: number
  /** Whole rupees: total payment − principal. */
  readonly totalInterest: number
  /** Whole rupees: the exact instalment × months, rounded once. */
  readonly totalPayment: number
  /** Percent of the total payment, two decimals; principalShare + interestShare = 100 (both 0 when nothing is paid). */
  readonly principalShare: number
  readonly interestShare: number
}

/**
 * EMI, total interest, total payment and the principal/interest split. Totals come from the exact instalment
 * (rounded once at the end), so they equal the sums of `amortizationSchedule`'s rows to the rupee.
 */
export const emiBreakdown = (principal: number, annualRate: number, months: number): EmiBreakdown => {
  const exact = monthlyInstalment(principal, annualRate, months)
  if (exact === 0) {
    return {
      principal: Math.max(0, principal),
      annualRate,
      months,
      emi: 0,
      totalInterest: 0,
      totalPayment: 0,
      principalShare: 0,
      interestShare: 0
    }
  }
  const totalPayment = Math.round(exact * months)
  const totalInterest = totalPayment - Math.round(principal)
  const principalShare = roundTo((principal / totalPayment) * 100, 2)
  return {
    principal,
    annualRate,
    months,
    emi: Math.round(exact),
    totalInterest,
    totalPayment,
    principalShare,
    interestShare: roundTo(100 - principalShare, 2)
  }
}

/** Two shares of a whole as shown, in percent with one decimal. */
export interface ShownSplit {
  readonly first: number
  readonly second: number
}

/**
 * How a whole splits into two shown percentages that always add up to 100.0: the first share is rounded to one
 * decimal and the second is 100.0 minus it (two shares rounded on their own can show 100.1%: 91.85% and 8.15% read
 * 91.9% and 8.2%). Worked in whole tenths of a percent, so no floating-point remainder shows. The first share is kept
 * between 0 and 100; a whole that is not positive gives 0 and 0 (nothing to split).
 */
export const percentSplit = (first: number, whole: number): ShownSplit => {
  if (!(whole > 0) || !Number.isFinite(whole) || !Number.isFinite(first)) return { first: 0, second: 0 }
  const tenths = Math.min(1000, Math.max(0, Math.round((first / whole) * 1000)))
  return { first: tenths / 10, second: (1000 - tenths) / 10 }
}

/** The principal and interest shares of an EMI's total payment as the pie shows them (see `percentSplit`). */
export const shownShares = (emi: Pick<EmiBreakdown, "principal" | "totalPayment">): ShownSplit =>
  percentSplit(emi.principal, emi.totalPayment)

// ---------------------------------------------------------------------------------------------------------------
// Amortization schedule (ours: beyond the spec, as every leading lender's calculator has one)
// ---------------------------------------------------------------------------------------------------------------

export interface ScheduleRow {
  readonly opening: number
  readonly principal: number
  readonly interest: number
  /** principal + interest: the EMI, give or take a rupee of rounding. */
  readonly payment: number
  readonly closing: number
}

export interface ScheduleMonth extends ScheduleRow {
  /** 1 to N, counted from the first instalment. */
  readonly month: number
}

export interface ScheduleYear extends ScheduleRow {
  /** Loan year 1, 2, ... (months 1-12, 13-24, ...), not a calendar year: the schedule does not know today's date. */
  readonly year: number
  readonly months: ReadonlyArray<ScheduleMonth>
}

/**
 * The schedule by loan year, each year with its months, in whole rupees. Each month's interest is the balance × R
 * and its principal the exact instalment minus that interest; the rupee figures are the differences of the rounded
 * running totals, so every row adds up (opening − principal = closing), the principal column sums to the amount,
 * the interest column to `emiBreakdown`'s total interest, and the last closing balance is exactly 0.
 * Zero amount, rate or tenure gives an empty schedule.
 */
export const amortizationSchedule = (
  principal: number,
  annualRate: number,
  months: number
): ReadonlyArray<ScheduleYear> => {
  const emi = monthlyInstalment(principal, annualRate, months)
  if (emi === 0) return []
  const amount = Math.round(principal)
  const r = annualRate / 12 / 100
  let balance = principal
  let paidPrincipal = 0
  let paidInterest = 0
  let shownPrincipal = 0
  let shownInterest = 0
  const years: Array<ScheduleYear> = []
  let monthsOfYear: Array<ScheduleMonth> = []
  for (let month = 1; month <= months; month++) {
    const interest = balance * r
    balance -= emi - interest
    paidPrincipal += emi - interest
    paidInterest += interest
    const principalSoFar = month === months ? amount : Math.min(amount, Math.round(paidPrincipal))
    const interestSoFar = month === months ? Math.round(emi * months) - amount : Math.round(paidInterest)
    const row: ScheduleMonth = {
      month,
      opening: amount - shownPrincipal,
      principal: principalSoFar - shownPrincipal,
      interest: interestSoFar - shownInterest,
      payment: principalSoFar - shownPrincipal + interestSoFar - shownInterest,
      closing: amount - principalSoFar
    }
    shownPrincipal = principalSoFar
    shownInterest = interestSoFar
    monthsOfYear.push(row)
    if (month % 12 === 0 || month === months) {
      const sum = (pick: (m: ScheduleMonth) => number) => monthsOfYear.reduce((s, m) => s + pick(m), 0)
      years.push({
        year: years.length + 1,
        opening: monthsOfYear[0]!.opening,
        principal: sum((m) => m.principal),
        interest: sum((m) => m.interest),
        payment: sum((m) => m.payment),
        closing: row.closing,
        months: monthsOfYear
      })
      monthsOfYear = []
    }
  }
  return years
}

// ---------------------------------------------------------------------------------------------------------------
