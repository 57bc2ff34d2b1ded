/**
 * One Effect Schema per loan tool (issue 32): the limits and cross-field rules of loan-tools-inputs.ts as checks,
 * each with the message the page shows, for inputs that arrive whole. Apart from the inputs module so that the
 * tools' pages, which clamp rather than reject, do not carry Schema in their first download.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { borrowerKinds, lenderClasses, rateTypes, sanctionPeriods } from "./foreclosure.ts"
import { formatRupees } from "./format.ts"
import { type ToolRange, toolLimits } from "./loan-tools.ts"
import { prepaymentRange } from "./loan-tools-inputs.ts"
import { type PartPrepaymentInputs, prepaymentEffects, prepaymentFrequencies } from "./part-prepayment.ts"

const within = (range: ToolRange) =>
  Schema.Finite.check(
    Schema.makeFilter((v: number) =>
      v >= range.min && v <= range.max
        ? undefined
        : m.tools_out_of_range({ min: String(range.min), max: String(range.max) })
    )
  )

const loanFields = {
  amount: within(toolLimits.amount),
  rate: within(toolLimits.rate),
  tenure: within(toolLimits.tenure),
  paid: within({ min: 0, max: toolLimits.tenure.max - 1 })
}

const fewerPaidThanTenure = Schema.makeFilter((i: { tenure: number; paid: number }) =>
  i.paid < i.tenure ? undefined : { path: ["paid"], issue: m.tools_paid_too_many({ count: String(i.tenure) }) }
)

export const PartPrepaymentInputsSchema = Schema.Struct({
  ...loanFields,
  prepayment: within({ min: 0, max: toolLimits.amount.max }),
  frequency: Schema.Literals(prepaymentFrequencies),
  reduce: Schema.Literals(prepaymentEffects)
}).check(
  fewerPaidThanTenure,
  Schema.makeFilter((i: PartPrepaymentInputs) => {
    const max = prepaymentRange(i).max
    return i.prepayment <= max
      ? undefined
      : { path: ["prepayment"], issue: m.tools_prepayment_too_much({ amount: formatRupees(max) }) }
  })
)

export const ForeclosureInputsSchema = Schema.Struct({
  ...loanFields,
  rateType: Schema.Literals(rateTypes),
  borrower: Schema.Literals(borrowerKinds),
  lender: Schema.Literals(lenderClasses),
  sanctioned: Schema.Literals(sanctionPeriods),
  chargePercent: within(toolLimits.chargePercent)
}).check(fewerPaidThanTenure)

export const BalanceTransferInputsSchema = Schema.Struct({
  outstanding: within(toolLimits.amount),
  rate: within(toolLimits.rate),
  tenure: within(toolLimits.tenure),
  newRate: within(toolLimits.rate),
  feePercent: within(toolLimits.feePercent),
  topUp: within(toolLimits.topUp)
})
