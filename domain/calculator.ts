/**
 * The EMI and eligibility calculators (spec sections 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs", 9 limits, defaults and formulas): their vocabulary (tabs, fields, units, employment, loan types) and the
 * limit table. The rest lives beside it: the input rules (calculator-inputs.ts), the EMI and the amortization
 * schedule (emi.ts), the eligibility (eligibility.ts), what the screen shows (calculator-results.ts) and the query
 * string that shares a result (calculator-query.ts). Pure: no I/O, no clock, no randomness.
 *
 * Inputs always lie inside the limits of the chosen loan type: every input rule ends in `normaliseValue`, so the
 * results shown are never computed from a value the product does not offer.
 */
// The Effect-free product list: the calculator (and its chunk in the browser) needs names and ids, not Schemas.
import { m } from "../i18n/paraglide/messages.js"
import { type LoanProductId, type LoanTypeName, loanProducts } from "./loan-products.ts"

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

/** A value rounded to a number of decimals (the inputs' and the shares' own rounding). */
export const roundTo = (value: number, decimals: number): number => {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}
