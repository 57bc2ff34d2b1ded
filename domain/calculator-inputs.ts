/**
 * The calculator's defaults and input rules (spec sections 4, 5, 9): typing, leaving a field, sliders, and the unit,
 * employment and loan type switches. Every rule ends in `normaliseValue`, so inputs always lie inside the limits.
 */

import {
  type CalculatorInputs,
  type CalculatorTab,
  type Employment,
  fieldRange,
  limitsFor,
  type NumericField,
  type Range,
  roundTo,
  type TenureUnit
} from "./calculator.ts"
import { formatIndianNumber } from "./format.ts"
import type { LoanProductId } from "./loan-products.ts"

/** The spec's defaults as written (section 9). They are not the starting inputs: see `defaultInputs`. */
export const specDefaults: CalculatorInputs = {
  loanType: "personal",
  amount: 10_000,
  rate: 6,
  tenure: 3,
  income: 2_000,
  obligation: 0,
  employment: "Salaried",
  unit: "Months"
}

const clamp = (value: number, range: Range): number => Math.min(range.max, Math.max(range.min, value))

/**
 * The value a field takes when it is left (spec section 5), from a number: not a number, empty or zero becomes the
 * minimum, anything else is clamped into the range. The amount (and income and obligation, typed as digits) are
 * whole rupees; the rate keeps two decimals at most. On the eligibility tab a tenure in months is rounded to the
 * nearest multiple of 12 (its slider's step); a tenure in years is whole.
 */
export const normaliseValue = (
  field: NumericField,
  value: number,
  inputs: CalculatorInputs,
  tab: CalculatorTab
): number => {
  const range = fieldRange(field, inputs)
  if (!Number.isFinite(value) || value <= 0) return range.min
  switch (field) {
    case "rate":
      return clamp(roundTo(value, 2), range)
    case "tenure": {
      const whole = clamp(Math.round(value), range)
      return tab === "eligibility" && inputs.unit === "Months" ? clamp(Math.round(whole / 12) * 12, range) : whole
    }
    default:
      return clamp(Math.round(value), range)
  }
}

/** Every value clamped into the limits of the inputs' loan type and employment (for the tab). */
export const clampInputs = (inputs: CalculatorInputs, tab: CalculatorTab = "emi"): CalculatorInputs => ({
  ...inputs,
  amount: normaliseValue("amount", inputs.amount, inputs, tab),
  rate: normaliseValue("rate", inputs.rate, inputs, tab),
  tenure: normaliseValue("tenure", inputs.tenure, inputs, tab),
  income: normaliseValue("income", inputs.income, inputs, tab),
  obligation: normaliseValue("obligation", inputs.obligation, inputs, tab)
})

/**
 * The starting inputs: the spec's defaults clamped into Personal Loan's limits, i.e. ₹25,000 at 6% for 12 months,
 * income ₹15,000, obligation 0.
 *
 * Why clamp: the spec's defaults (₹10,000 for 3 months, income ₹2,000) lie below Personal Loan's minimums
 * (₹25,000, 12 months, ₹15,000). Shown as they are, the sliders would sit pinned at their minimum while the fields
 * say otherwise, and the first EMI on screen would be for a loan the product does not offer. The spec clamps on every
 * other path (leaving a field, switching employment or loan type), so we apply the same rule from the start and keep
 * one invariant: inputs are always inside the limits. The result equals Personal Loan's minimums, which is also what
 * choosing Personal Loan in the dropdown gives.
 */
export const defaultInputs: CalculatorInputs = clampInputs(specDefaults)

/** A tenure's minimum in its unit, e.g. 12 months or 1 year. */
const minimumTenure = (inputs: CalculatorInputs): number => fieldRange("tenure", inputs).min

/**
 * Choosing a loan type resets amount, rate, tenure, income and obligation to that type's minimums (spec section 4);
 * employment and unit are kept. The result is inside the new limits by construction.
 */
export const chooseLoanType = (inputs: CalculatorInputs, loanType: LoanProductId): CalculatorInputs => {
  const next = { ...inputs, loanType }
  const l = limitsFor(loanType, inputs.employment)
  return {
    ...next,
    amount: l.amount.min,
    rate: l.rate.min,
    tenure: minimumTenure(next),
    income: l.income.min,
    obligation: l.obligation.min
  }
}

/** The inputs a calculator fixed to one product starts with (its loan page, or the screen after `type=` in a link). */
export const inputsForLoanType = (loanType: LoanProductId): CalculatorInputs => chooseLoanType(defaultInputs, loanType)

/** Employment switches the limit set; current values are clamped into it, not reset (spec section 4). */
export const chooseEmployment = (
  inputs: CalculatorInputs,
  employment: Employment,
  tab: CalculatorTab = "emi"
): CalculatorInputs => clampInputs({ ...inputs, employment }, tab)

/**
 * The tenure unit switch (spec section 4). Year to Months multiplies by 12 and caps at the maximum; Months to Year
 * divides by 12 rounding up, at least the minimum years, at most the maximum. Choosing the unit already chosen
 * changes nothing.
 */
export const switchTenureUnit = (
  inputs: CalculatorInputs,
  unit: TenureUnit,
  tab: CalculatorTab = "emi"
): CalculatorInputs => {
  if (unit === inputs.unit) return inputs
  const next = { ...inputs, unit }
  const range = fieldRange("tenure", next)
  const tenure =
    unit === "Months" ? Math.min(inputs.tenure * 12, range.max) : clamp(Math.ceil(inputs.tenure / 12), range)
  return { ...next, tenure: normaliseValue("tenure", tenure, next, tab) }
}

/** Digits allowed in a typed number before the decimal point: more than any limit has (₹2,00,00,00,000 is 10). */
const maxIntegerDigits = 12

/**
 * What typing leaves in a field (spec section 5): digits only, leading zeros stripped ("007" is "7", "0" stays),
 * and one decimal point with (ours) two decimals at most: rates are quoted so (10.75%), and a person typing an
 * amount with paise ("70000.6") means ₹70,000.60, which the leave rule rounds to the whole ₹70,001, never
 * ₹7,00,006. Grouping commas ("5,00,000") are dropped.
 */
export const typeText = (_field: NumericField, raw: string): string => {
  const kept = raw.replace(/[^\d.]/gu, "")
  const point = kept.indexOf(".")
  const whole = (point === -1 ? kept : kept.slice(0, point)).replace(/^0+(?=\d)/u, "").slice(0, maxIntegerDigits)
  if (point === -1) return whole
  const decimals = kept
    .slice(point + 1)
    .replace(/\./gu, "")
    .slice(0, 2)
  return `${whole === "" ? "0" : whole}.${decimals}`
}

/** The number a field's text stands for; empty (or a lone point) is NaN, which leaving turns into the minimum. */
export const parseText = (text: string): number => (/\d/u.test(text) ? Number(text) : Number.NaN)

/** A value written back into its field: plain digits (the rate with its decimals), no grouping. */
export const formatText = (value: number): string => String(roundTo(value, 2))

const isRupeeField = (field: NumericField): boolean =>
  field === "amount" || field === "income" || field === "obligation"

/**
 * What a field shows while it is not being edited: rupee amounts with Indian digit grouping (5,00,000, spec
 * section 9); anything else, or a text that is not a number, as it is. Editing shows the plain text again.
 */
export const displayText = (field: NumericField, text: string): string => {
  if (!isRupeeField(field) || !/^\d+(\.\d*)?$/u.test(text)) return text
  return formatIndianNumber(Number(text))
}

export type FieldTexts = Readonly<Record<NumericField, string>>

export const textsOf = (inputs: CalculatorInputs): FieldTexts => ({
  amount: formatText(inputs.amount),
  rate: formatText(inputs.rate),
  tenure: formatText(inputs.tenure),
  income: formatText(inputs.income),
  obligation: formatText(inputs.obligation)
})

/**
 * While a person types, the value behind the results is the one leaving the field would give (minimum for empty or
 * zero, else clamped): the slider and the results never show a value outside the limits, and leaving only rewrites
 * the text. E.g. typing "9" into the amount keeps the text "9" and computes with ₹25,000.
 */
export const typeValue = (
  inputs: CalculatorInputs,
  field: NumericField,
  raw: string,
  tab: CalculatorTab
): { text: string; inputs: CalculatorInputs } => {
  const text = typeText(field, raw)
  return { text, inputs: { ...inputs, [field]: normaliseValue(field, parseText(text), inputs, tab) } }
}

/** A slider's value: the rate snaps to its 0.1 step (no floating-point noise such as 6.300000000000001), then the leave rule. */
export const slideValue = (
  inputs: CalculatorInputs,
  field: NumericField,
  value: number,
  tab: CalculatorTab
): CalculatorInputs => ({
  ...inputs,
  [field]: normaliseValue(field, field === "rate" ? roundTo(value, 1) : value, inputs, tab)
})

// ---------------------------------------------------------------------------------------------------------------
