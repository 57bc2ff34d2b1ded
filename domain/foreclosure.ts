/**
 * Foreclosure (issue 32): closing a loan now, on an EMI date, by paying the outstanding principal, the lender's
 * foreclosure charge (a percent of the outstanding principal) and 18% GST on the charge, against the interest the
 * loan would still cost if run to its end. Where the RBI forbids a charge (domain/prepayment.ts: floating rate to an
 * individual for a non-business purpose; and, for loans sanctioned from 1 January 2026, the business loans the
 * Pre-payment Charges Directions, 2025 name), the charge is zero and the rule says why. Money in paise. Pure.
 */
import { gstPaise, toPaise } from "./apr.ts"
import { monthlyInstalment } from "./emi.ts"
import { interestToCome, outstandingAfter } from "./loan-tools.ts"
import { directionsInForceFrom, type PrepaymentRule, prepaymentRule } from "./prepayment.ts"

export const rateTypes = ["fixed", "floating"] as const
export type RateType = (typeof rateTypes)[number]
/** Who borrowed, and for what: an individual for personal needs, or for a business (an individual or a micro or small enterprise). */
export const borrowerKinds = ["individual", "business"] as const
export type BorrowerKind = (typeof borrowerKinds)[number]
/** The lender's class under the Directions (domain/lenders.ts `PrepaymentClass`). */
export const lenderClasses = ["full", "up-to-50-lakh", "none"] as const
export type LenderClass = (typeof lenderClasses)[number]
/** When the loan was sanctioned: before the Directions, or from 1 January 2026. */
export const sanctionPeriods = ["before-2026", "from-2026"] as const
export type SanctionPeriod = (typeof sanctionPeriods)[number]

export interface ForeclosureInputs {
  readonly amount: number
  readonly rate: number
  readonly rateType: RateType
  readonly tenure: number
  readonly paid: number
  readonly borrower: BorrowerKind
  readonly lender: LenderClass
  readonly sanctioned: SanctionPeriod
  /** The lender's charge, percent of the outstanding principal. */
  readonly chargePercent: number
}

export interface ForeclosureResult {
  /** All in paise. */
  readonly outstandingPaise: number
  readonly chargePaise: number
  readonly gstPaise: number
  readonly totalPaise: number
  /** Interest the loan would still cost if run to its end. */
  readonly interestSavedPaise: number
  /** Interest saved less the charge and its GST (negative: closing costs more than it saves). */
  readonly netSavingPaise: number
  readonly emi: number
  readonly monthsLeft: number
  /** NoCharge with its reason, or the lender's policy (the charge entered applies). */
  readonly rule: PrepaymentRule
}

export const foreclosureRule = (inputs: ForeclosureInputs): PrepaymentRule =>
  prepaymentRule({
    rateType: inputs.rateType,
    borrower: inputs.borrower === "individual" ? "individual" : "micro-or-small-enterprise",
    purpose: inputs.borrower === "individual" ? "non-business" : "business",
    lenderClass: inputs.lender,
    sanctionedAmount: inputs.amount,
    sanctionedOn: inputs.sanctioned === "from-2026" ? directionsInForceFrom : "2025-12-31",
    disclosed: true,
    atLendersInstance: false
  })

export const foreclosure = (inputs: ForeclosureInputs): ForeclosureResult => {
  const { amount, rate, tenure } = inputs
  const paid = Math.min(Math.max(0, inputs.paid), tenure)
  const outstanding = toPaise(outstandingAfter(amount, rate, tenure, paid))
  const rule = foreclosureRule(inputs)
  const charge = rule._tag === "NoCharge" ? 0 : Math.round((outstanding * inputs.chargePercent) / 100)
  const gst = gstPaise(charge)
  const saved = toPaise(interestToCome(amount, rate, tenure, paid))
  return {
    outstandingPaise: outstanding,
    chargePaise: charge,
    gstPaise: gst,
    totalPaise: outstanding + charge + gst,
    interestSavedPaise: saved,
    netSavingPaise: saved - charge - gst,
    emi: monthlyInstalment(amount, rate, tenure),
    monthsLeft: tenure - paid,
    rule
  }
}
