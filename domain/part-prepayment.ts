/**
 * Part-prepayment (issue 32): a lump sum paid on top of the EMIs, once or once a year, and the choice of what it
 * shortens: the EMI (same months left, smaller instalment) or the tenure (same EMI, fewer months). Month by month on
 * the reducing balance, in exact rupees; the view rounds what it shows. Pure.
 *
 * A prepayment is paid right after an EMI: the first right after the EMIs already paid, a yearly one again every 12
 * EMIs after that while anything is left. Reducing the EMI recomputes it over the months left after each prepayment;
 * reducing the tenure keeps the EMI, and the last instalment is whatever is left with its interest.
 */
import { monthlyInstalment } from "./emi.ts"
import { interestToCome, outstandingAfter } from "./loan-tools.ts"

export const prepaymentFrequencies = ["once", "yearly"] as const
export type PrepaymentFrequency = (typeof prepaymentFrequencies)[number]
export const prepaymentEffects = ["emi", "tenure"] as const
/** What the prepayment reduces: the EMI or the tenure. */
export type PrepaymentEffect = (typeof prepaymentEffects)[number]

export interface PartPrepaymentInputs {
  /** The loan as sanctioned, rupees. */
  readonly amount: number
  /** Percent a year. */
  readonly rate: number
  /** Months. */
  readonly tenure: number
  /** EMIs already paid, 0 to tenure − 1. */
  readonly paid: number
  /** Rupees; no more than the outstanding principal (more is taken as all of it). */
  readonly prepayment: number
  readonly frequency: PrepaymentFrequency
  readonly reduce: PrepaymentEffect
}

export interface PrepaymentMonth {
  /** Counted from the loan's first EMI. */
  readonly month: number
  readonly opening: number
  readonly interest: number
  readonly principal: number
  /** The instalment paid: the EMI, or less in the last month. */
  readonly payment: number
  /** Paid right after this month's EMI (0 in most months). */
  readonly prepayment: number
  readonly closing: number
}

export interface PartPrepaymentResult {
  /** The EMI as sanctioned (exact). */
  readonly emi: number
  /** Outstanding principal right after the EMIs paid, before the (first) prepayment. */
  readonly outstandingBefore: number
  /** Right after the first prepayment. */
  readonly outstandingAfter: number
  /** The EMI after the first prepayment: smaller when reducing the EMI, the same when reducing the tenure; 0 when paid off. */
  readonly newEmi: number
  /** EMIs left before and after. */
  readonly monthsLeftBefore: number
  readonly monthsLeftAfter: number
  /** Interest still to pay without and with the prepayments, and the difference. */
  readonly interestBefore: number
  readonly interestAfter: number
  readonly interestSaved: number
  /** Every prepayment together. */
  readonly prepaidTotal: number
  /** The months after the EMIs paid, with the prepayments. */
  readonly schedule: ReadonlyArray<PrepaymentMonth>
  /** Outstanding principal at the end of each month, from the month of the first prepayment (index 0) on. */
  readonly oldBalances: ReadonlyArray<number>
  readonly newBalances: ReadonlyArray<number>
}

/** Less than half a rupee left counts as paid off. */
const settled = 0.5

export const partPrepayment = (inputs: PartPrepaymentInputs): PartPrepaymentResult => {
  const { amount, rate, tenure } = inputs
  const paid = Math.min(Math.max(0, inputs.paid), tenure)
  const emi = monthlyInstalment(amount, rate, tenure)
  const r = rate / 1200
  const before = outstandingAfter(amount, rate, tenure, paid)
  const oldBalances = [before]
  for (let k = paid + 1; k <= tenure; k++) oldBalances.push(outstandingAfter(amount, rate, tenure, k))

  const prepay = (balance: number) => Math.min(Math.max(0, inputs.prepayment), balance)
  let balance = before
  let first = prepay(balance)
  balance -= first
  if (balance < settled) {
    first += balance
    balance = 0
  }
  let prepaidTotal = first
  let instalment = balance === 0 ? 0 : inputs.reduce === "emi" ? monthlyInstalment(balance, rate, tenure - paid) : emi
  const newEmi = instalment
  const after = balance
  const newBalances = [balance]
  const schedule: Array<PrepaymentMonth> = []
  let interestAfter = 0
  for (let month = paid + 1; month <= tenure && balance > 0; month++) {
    const opening = balance
    const interest = opening * r
    const payment = Math.min(instalment, opening + interest)
    balance = opening + interest - payment
    if (balance < settled) balance = 0
    interestAfter += interest
    let extra = 0
    if (inputs.frequency === "yearly" && balance > 0 && (month - paid) % 12 === 0) {
      extra = prepay(balance)
      balance -= extra
      if (balance < settled) {
        extra += balance
        balance = 0
      }
      prepaidTotal += extra
      if (inputs.reduce === "emi" && balance > 0) instalment = monthlyInstalment(balance, rate, tenure - month)
    }
    schedule.push({
      month,
      opening,
      interest,
      principal: payment - interest,
      payment,
      prepayment: extra,
      closing: balance
    })
    newBalances.push(balance)
  }
  const interestBefore = interestToCome(amount, rate, tenure, paid)
  return {
    emi,
    outstandingBefore: before,
    outstandingAfter: after,
    newEmi,
    monthsLeftBefore: tenure - paid,
    monthsLeftAfter: schedule.length,
    interestBefore,
    interestAfter,
    interestSaved: interestBefore - interestAfter,
    prepaidTotal,
    schedule,
    oldBalances,
    newBalances
  }
}

export interface PrepaymentYear {
  /** Loan year 1, 2, ... (months 1-12, 13-24, ...). */
  readonly year: number
  readonly interest: number
  readonly principal: number
  readonly prepayment: number
  readonly closing: number
}

/** The schedule by loan year: each year's interest, principal and prepayments, and its closing balance. */
export const prepaymentYears = (schedule: ReadonlyArray<PrepaymentMonth>): ReadonlyArray<PrepaymentYear> => {
  const years: Array<PrepaymentYear> = []
  for (const m of schedule) {
    const year = Math.ceil(m.month / 12)
    const last = years[years.length - 1]
    if (last?.year === year) {
      years[years.length - 1] = {
        year,
        interest: last.interest + m.interest,
        principal: last.principal + m.principal,
        prepayment: last.prepayment + m.prepayment,
        closing: m.closing
      }
    } else {
      years.push({ year, interest: m.interest, principal: m.principal, prepayment: m.prepayment, closing: m.closing })
    }
  }
  return years
}
