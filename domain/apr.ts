/**
 * The repayment schedule of an equated monthly instalment (EMI) loan, and its Annual Percentage Rate (APR) as the RBI
 * defines it in the Key Facts Statement circular (RBI/2024-25/18, DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024,
 * paragraph 3(c) and Annex B): the annual cost of credit to the borrower, the internal rate of return (IRR) of the net
 * amount disbursed (the amount less every upfront charge the borrower pays, GST included, to the lender or to a third
 * party through it) against the instalments, on the reducing balance.
 *
 * Annualisation: the monthly IRR times 12 (a nominal annual rate, the spreadsheet `RATE(n, -EMI, net) * 12` that
 * lenders' KFS calculators use), not the compounded (1 + r)^12 - 1. With no upfront charge the APR then equals the
 * loan's own rate, as the circular's definition implies; the published KFS of the issue (₹47,000, 21%, 24 months,
 * fee ₹1,175 + GST) gives 24.15% this way (compounded would give 27.02%): see apr.test.ts.
 *
 * All money is computed in paise (integers) so that the schedule ends at exactly zero.
 */
import { monthlyInstalment } from "./emi.ts"

/** Rupees to paise, rounded half away from zero. */
export const toPaise = (rupees: number): number => Math.sign(rupees) * Math.round(Math.abs(rupees) * 100)
export const toRupees = (paise: number): number => paise / 100

/** The EMI in paise, rounded to the nearest paisa: the calculator's reducing-balance EMI; P / n at a zero rate. */
export const emiPaise = (principalPaise: number, annualRatePercent: number, months: number): number =>
  annualRatePercent === 0
    ? Math.ceil(principalPaise / months)
    : Math.round(monthlyInstalment(principalPaise, annualRatePercent, months))

export interface Instalment {
  /** 1-based. */
  readonly month: number
  readonly opening: number
  readonly instalment: number
  readonly interest: number
  readonly principal: number
  readonly closing: number
}

/**
 * Month by month, in paise: interest = the opening balance times the monthly rate, rounded to the paisa; principal = EMI
 * less interest; the last instalment repays whatever is left (so it may differ from the EMI by a few paise) and the
 * closing balance is exactly zero.
 */
export const repaymentSchedule = (
  principalPaise: number,
  annualRatePercent: number,
  months: number
): ReadonlyArray<Instalment> => {
  const r = annualRatePercent / 1200
  const emi = emiPaise(principalPaise, annualRatePercent, months)
  const rows: Array<Instalment> = []
  let opening = principalPaise
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(opening * r)
    const last = month === months
    const principal = last ? opening : Math.min(opening, emi - interest)
    const closing = opening - principal
    rows.push({ month, opening, instalment: principal + interest, interest, principal, closing })
    opening = closing
  }
  return rows
}

/**
 * The monthly internal rate of return: the r at which the instalments, discounted monthly, equal the net amount
 * disbursed. The present value falls as r rises, so the root is unique; Newton's steps from `guess`, kept inside a
 * bracket that bisection narrows whenever a step leaves it. Gives 0 when the instalments do not exceed the net amount.
 */
export const monthlyIrr = (
  netDisbursedPaise: number,
  instalmentsPaise: ReadonlyArray<number>,
  guess = 0.01
): number => {
  let total = 0
  for (const payment of instalmentsPaise) total += payment
  if (total <= netDisbursedPaise) return 0
  let low = 0
  let high = 1
  let r = Math.min(Math.max(guess, 1e-9), 0.5)
  for (let i = 0; i < 200; i++) {
    let pv = 0
    let slope = 0
    let discount = 1
    for (let k = 0; k < instalmentsPaise.length; k++) {
      discount /= 1 + r
      const term = instalmentsPaise[k]! * discount
      pv += term
      slope -= ((k + 1) * term) / (1 + r)
    }
    const f = pv - netDisbursedPaise
    if (f > 0) low = r
    else high = r
    if (Math.abs(f) < 1e-7 || high - low < 1e-15) return r
    const next = r - f / slope
    r = next > low && next < high ? next : (low + high) / 2
  }
  return r
}

/** The APR in percent a year: the monthly IRR times 12 (see the module's note). */
export const aprPercent = (
  netDisbursedPaise: number,
  instalmentsPaise: ReadonlyArray<number>,
  guess?: number
): number => monthlyIrr(netDisbursedPaise, instalmentsPaise, guess) * 1200

/** The same IRR compounded over a year, (1 + r)^12 - 1, in percent: shown for comparison only, never as the APR. */
export const compoundedAnnualPercent = (netDisbursedPaise: number, instalmentsPaise: ReadonlyArray<number>): number =>
  ((1 + monthlyIrr(netDisbursedPaise, instalmentsPaise)) ** 12 - 1) * 100

/** GST on a fee, 18%, in paise rounded to the paisa. */
export const gstPaise = (feePaise: number): number => Math.round(feePaise * 0.18)
