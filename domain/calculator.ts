/**
 * The EMI and eligibility calculators (spec sections 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs", 9 limits, defaults and formulas): the limit table, the input rules (typing, leaving a field, sliders,
 * unit, employment and loan type switches), the math (EMI, eligibility, amortization schedule) and the query string
 * that shares a result. Pure: no I/O, no clock, no randomness.
 *
 * Inputs always lie inside the limits of the chosen loan type: every rule below ends in `normaliseValue`, so the
 * results shown are never computed from a value the product does not offer.
 */
// The Effect-free product list: the calculator (and its chunk in the browser) needs names and ids, not Schemas.

import { m } from "../i18n/paraglide/messages.js"
import { formatIndianNumber } from "./format.ts"
import { type LoanProductId, type LoanTypeName, loanProducts } from "./loan-products.ts"

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------------------

export const calculatorTabs = ["emi", "eligibility"] as const
export type CalculatorTab = (typeof calculatorTabs)[number]

export const employmentTypes = ["Salaried", "Self Employed"] as const
export type Employment = (typeof employmentTypes)[number]

/** The unit choice; the view names the two options 'Year' and 'Months' (spec section 2). */
export const tenureUnits = ["Year", "Months"] as const
export type TenureUnit = (typeof tenureUnits)[number]

export const numericFields = ["amount", "rate", "tenure", "income", "obligation"] as const
export type NumericField = (typeof numericFields)[number]

/**
 * The accessible name of each input, shared by its slider and its number field, in the language in force (the
 * calculator catalog): each property is read when the screen renders.
 */
export const fieldLabels: Readonly<Record<NumericField, string>> = {
  get amount() {
    return m.calculator_field_amount()
  },
  get rate() {
    return m.calculator_field_rate()
  },
  get tenure() {
    return m.calculator_field_tenure()
  },
  get income() {
    return m.calculator_field_income()
  },
  get obligation() {
    return m.calculator_field_obligation()
  }
}

/** The inputs each tab shows, in order. The eligibility tab's rate is fixed (see `eligibilityRate`). */
export const tabFields: Readonly<Record<CalculatorTab, ReadonlyArray<NumericField>>> = {
  emi: ["amount", "rate", "tenure"],
  eligibility: ["income", "obligation", "tenure"]
}

/** The tabs' names, in the language in force (read when the screen renders). */
export const tabLabels: Readonly<Record<CalculatorTab, string>> = {
  get emi() {
    return m.calculator_tab_emi()
  },
  get eligibility() {
    return m.calculator_tab_eligibility()
  }
}

/** The loan types the calculator offers: every product of domain/loans.ts, by id and name, in the navbar's order. */
export const calculatorLoanTypes: ReadonlyArray<{ readonly id: LoanProductId; readonly name: LoanTypeName }> =
  loanProducts.map((p) => ({ id: p.id, name: p.name }))

export const loanTypeName = (id: LoanProductId): LoanTypeName => loanProducts.find((p) => p.id === id)!.name

/**
 * A loan type's name as the page shows it, in the language in force ("Home Loan", "होम लोन"); `loanTypeName` is the
 * value the apply form and the query string use, the same in every language.
 */
export const loanTypeLabel = (id: LoanProductId): string => loanProducts.find((p) => p.id === id)!.label()

export interface CalculatorInputs {
  readonly loanType: LoanProductId
  readonly employment: Employment
  readonly unit: TenureUnit
  /** Rupees, whole. */
  readonly amount: number
  /** Percent a year. */
  readonly rate: number
  /** In `unit`: years or months. */
  readonly tenure: number
  /** Net monthly income, rupees. */
  readonly income: number
  /** Monthly obligation (EMIs already paid), rupees. */
  readonly obligation: number
}

// ---------------------------------------------------------------------------------------------------------------
// Limits (spec section 9)
// ---------------------------------------------------------------------------------------------------------------

export interface Range {
  readonly min: number
  readonly max: number
}

export interface CalculatorLimits {
  readonly amount: Range
  readonly rate: Range
  /** Always in months; `fieldRange` gives the range in years. */
  readonly tenureMonths: Range
  readonly income: Range
  readonly obligation: Range
}

export type EmploymentLimits = Readonly<Record<Employment, CalculatorLimits>>

const limits = (
  amount: [number, number],
  rate: [number, number],
  tenureMonths: [number, number],
  income: [number, number],
  obligation: [number, number]
): CalculatorLimits => {
  const range = ([min, max]: [number, number]): Range => ({ min, max })
  return {
    amount: range(amount),
    rate: range(rate),
    tenureMonths: range(tenureMonths),
    income: range(income),
    obligation: range(obligation)
  }
}

/**
 * The limit table. Personal, Business, Professional, Home Loan and Loan Against Property (by employment) are the
 * spec's rows exactly (section 9).
 *
 * OURS, not the spec's (it says "not shown"): Auto, Commercial Vehicle and Working Capital. We chose ranges that
 * Indian lenders publish for these products:
 * - Auto Loan: ₹1,00,000 to ₹1,00,00,000 (new and used cars), 7% to 20% (banks start near 8.5%, NBFCs for used
 *   cars go near 20%; our marketing says "from 9.50%"), 1 to 7 years, income and obligation as Personal Loan (a
 *   car loan is assessed on the same salary slip).
 * - Commercial Vehicle Loan: ₹1,00,000 to ₹5,00,00,000 (from one small goods carrier to a fleet), 9% to 24%, 1 to
 *   6 years (the usual maximum for a vehicle that earns), income and obligation as Business Loan.
 * - Working Capital Loan: ₹1,00,000 to ₹5,00,00,000, 10% to 30% (the FAQ says 14%, unsecured business credit
 *   reaches the Business Loan ceiling of 30%), 1 to 5 years, income and obligation as Business Loan.
 * Every tenure limit is a whole number of years so that the Year and Months views of a tenure agree.
 */
export const calculatorLimits = {
  personal: limits([25_000, 10_000_000], [6, 30], [12, 84], [15_000, 10_000_000], [0, 1_000_000]),
  business: limits([25_000, 50_000_000], [14, 30], [12, 84], [0, 17_000_000], [0, 17_000_000]),
  professional: limits([25_000, 10_000_000], [10.5, 30], [12, 84], [0, 2_000_000_000], [0, 2_000_000_000]),
  home: {
    Salaried: limits([100_000, 200_000_000], [6, 15], [12, 360], [15_000, 50_000_000], [0, 3_000_000]),
    "Self Employed": limits([100_000, 200_000_000], [6, 15], [12, 360], [0, 17_000_000], [0, 200_000_000])
  },
  property: {
    Salaried: limits([100_000, 500_000_000], [8.5, 20], [12, 240], [100_000, 50_000_000], [0, 10_000_000]),
    "Self Employed": limits([100_000, 400_000_000], [7, 20], [12, 180], [150_000, 40_000_000], [0, 8_000_000])
  },
  // Ours (see above).
  auto: limits([100_000, 10_000_000], [7, 20], [12, 84], [15_000, 10_000_000], [0, 1_000_000]),
  "commercial-vehicle": limits([100_000, 50_000_000], [9, 24], [12, 72], [0, 17_000_000], [0, 17_000_000]),
  "working-capital": limits([100_000, 50_000_000], [10, 30], [12, 60], [0, 17_000_000], [0, 17_000_000])
} as const satisfies Readonly<Record<LoanProductId, CalculatorLimits | EmploymentLimits>>

/** Employment type (Salaried or Self Employed) switches the limit set only for Home Loan and Loan Against Property. */
export const hasEmploymentChoice = (loanType: LoanProductId): loanType is "home" | "property" =>
  loanType === "home" || loanType === "property"

export const limitsFor = (loanType: LoanProductId, employment: Employment): CalculatorLimits => {
  const entry: CalculatorLimits | EmploymentLimits = calculatorLimits[loanType]
  return "amount" in entry ? entry : entry[employment]
}

/** A field's range in the unit it is shown in: tenure in years when the unit is Year. */
export const fieldRange = (
  field: NumericField,
  inputs: Pick<CalculatorInputs, "loanType" | "employment" | "unit">
): Range => {
  const l = limitsFor(inputs.loanType, inputs.employment)
  switch (field) {
    case "tenure":
      return inputs.unit === "Months"
        ? l.tenureMonths
        : { min: Math.ceil(l.tenureMonths.min / 12), max: Math.floor(l.tenureMonths.max / 12) }
    case "amount":
      return l.amount
    case "rate":
      return l.rate
    case "income":
      return l.income
    case "obligation":
      return l.obligation
  }
}

/**
 * Slider steps. The spec fixes rate 0.1, obligation 100 and eligibility tenure 12 (in months). OURS: amount and
 * income move by ₹1,000 (a step of one rupee over a range of crores cannot be used from the keyboard); tenure
 * otherwise by one month or one year. Every minimum is a multiple of its step, so the slider's values line up.
 */
export const sliderStep = (field: NumericField, tab: CalculatorTab, unit: TenureUnit): number => {
  switch (field) {
    case "amount":
    case "income":
      return 1_000
    case "rate":
      return 0.1
    case "obligation":
      return 100
    case "tenure":
      return tab === "eligibility" && unit === "Months" ? 12 : 1
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Defaults and the input rules (spec sections 4, 5, 9)
// ---------------------------------------------------------------------------------------------------------------

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
const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

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
      return clamp(round(value, 2), range)
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
export const formatText = (value: number): string => String(round(value, 2))

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
  [field]: normaliseValue(field, field === "rate" ? round(value, 1) : value, inputs, tab)
})

// ---------------------------------------------------------------------------------------------------------------
// EMI (spec section 9, Formulas)
// ---------------------------------------------------------------------------------------------------------------

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
  const principalShare = round((principal / totalPayment) * 100, 2)
  return {
    principal,
    annualRate,
    months,
    emi: Math.round(exact),
    totalInterest,
    totalPayment,
    principalShare,
    interestShare: round(100 - principalShare, 2)
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
// Eligibility (spec section 9, Formulas; Personal Loan only)
// ---------------------------------------------------------------------------------------------------------------

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
// Everything the screen shows
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Query string (ours: a result can be shared or bookmarked, and is restored on load)
// ---------------------------------------------------------------------------------------------------------------

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
