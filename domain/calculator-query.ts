/** The calculator's query string (ours: a result can be shared or bookmarked, and is restored on load). */

import {
  type CalculatorInputs,
  type CalculatorTab,
  type Employment,
  employmentTypes,
  hasEmploymentChoice,
  numericFields,
  type TenureUnit
} from "./calculator.ts"
import { chooseLoanType, defaultInputs, formatText, normaliseValue } from "./calculator-inputs.ts"
import { hasEligibility } from "./eligibility.ts"
import { type LoanProductId, loanProducts } from "./loan-products.ts"

/**
 * The inputs of the tab as a query string without "?", e.g.
 * `calc=emi&type=home&employment=Self+Employed&amount=2500000&rate=8.5&tenure=20&unit=Year`
 * (eligibility: `calc=eligibility&type=personal&income=...&obligation=...&tenure=...&unit=...`).
 * Only what the tab uses is written; employment only where it switches limits.
 */
export const encodeCalculatorQuery = (tab: CalculatorTab, inputs: CalculatorInputs): string => {
  const q = new URLSearchParams({ calc: tab, type: inputs.loanType })
  if (tab === "emi") {
    if (hasEmploymentChoice(inputs.loanType)) q.set("employment", inputs.employment)
    q.set("amount", formatText(inputs.amount))
    q.set("rate", formatText(inputs.rate))
  } else {
    q.set("income", formatText(inputs.income))
    q.set("obligation", formatText(inputs.obligation))
  }
  q.set("tenure", formatText(inputs.tenure))
  q.set("unit", inputs.unit)
  return q.toString()
}

const letters = (value: string): string => value.toLowerCase().replace(/[^a-z]/gu, "")

const loanTypeFromParam = (value: string | null): LoanProductId | undefined => {
  if (value === null) return undefined
  const wanted = letters(value)
  return loanProducts.find((p) => letters(p.id) === wanted || letters(p.name) === wanted)?.id
}

const employmentFromParam = (value: string | null): Employment | undefined =>
  value === null ? undefined : employmentTypes.find((e) => letters(e) === letters(value))

const unitFromParam = (value: string | null): TenureUnit | undefined => {
  const v = value === null ? "" : letters(value)
  return v === "year" || v === "years" ? "Year" : v === "month" || v === "months" ? "Months" : undefined
}

/** A plain non-negative decimal ("2500000", "8.5"); anything else (words, signs, exponents, "") is ignored. */
const numberFromParam = (value: string | null): number | undefined =>
  value !== null && /^\d{1,15}(?:\.\d+)?$/u.test(value.trim()) ? Number(value.trim()) : undefined

export interface DecodedQuery {
  readonly tab: CalculatorTab
  readonly inputs: CalculatorInputs
}

/**
 * Reads the calculator from a query string (with or without "?") or URLSearchParams. The tab is `calc`
 * (eligibility, otherwise EMI — or `defaultTab` when `calc` is absent), eligibility only for Personal Loan. The
 * loan type (id or name, any case) starts from its minimums; each value present is then applied with the leave rule
 * (clamped into the limits). Junk is ignored: an unknown type is Personal Loan, an unknown unit or employment keeps
 * the default, a value that is not a plain number keeps the minimum.
 */
export const decodeCalculatorQuery = (
  search: string | URLSearchParams,
  defaultTab: CalculatorTab = "emi"
): DecodedQuery => {
  const q = typeof search === "string" ? new URLSearchParams(search) : search
  const loanType = loanTypeFromParam(q.get("type")) ?? defaultInputs.loanType
  const calc = q.get("calc")
  const wanted: CalculatorTab =
    calc === null ? defaultTab : calc.trim().toLowerCase() === "eligibility" ? "eligibility" : "emi"
  const tab: CalculatorTab = wanted === "eligibility" && hasEligibility(loanType) ? "eligibility" : "emi"
  let inputs = chooseLoanType(
    {
      ...defaultInputs,
      employment: employmentFromParam(q.get("employment")) ?? defaultInputs.employment,
      unit: unitFromParam(q.get("unit")) ?? defaultInputs.unit
    },
    loanType
  )
  for (const field of numericFields) {
    const value = numberFromParam(q.get(field))
    if (value !== undefined) inputs = { ...inputs, [field]: normaliseValue(field, value, inputs, tab) }
  }
  return { tab, inputs }
}
