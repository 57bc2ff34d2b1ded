/**
 * The inputs of the three loan tools (issue 32): their fields, defaults and limits, the leave rule (the calculator's:
 * empty or zero becomes the minimum, anything else is clamped), the messages a clamped value shows, the query string
 * that shares a result (the Effect Schemas that state the same rules: loan-tools-schemas.ts, apart so the pages
 * do not carry Schema).
 * A field's range may depend on the fields before it (EMIs paid on the tenure, the prepayment on the outstanding
 * principal), so fields are normalised in their order.
 */
import { m } from "../i18n/paraglide/messages.js"
import type { BalanceTransferInputs } from "./balance-transfer.ts"
import { decodeCalculatorQuery } from "./calculator-query.ts"
import {
  type BorrowerKind,
  borrowerKinds,
  type ForeclosureInputs,
  type LenderClass,
  lenderClasses,
  type RateType,
  rateTypes,
  type SanctionPeriod,
  sanctionPeriods
} from "./foreclosure.ts"
import { formatRupees } from "./format.ts"
import { leaveValue, outstandingAfter, paidRange, type ToolRange, toolLimits } from "./loan-tools.ts"
import {
  type PartPrepaymentInputs,
  type PrepaymentEffect,
  type PrepaymentFrequency,
  prepaymentEffects,
  prepaymentFrequencies
} from "./part-prepayment.ts"

export const loanTools = ["prepayment", "foreclosure", "transfer"] as const
export type LoanTool = (typeof loanTools)[number]

/** How a number is shown: rupees, a percent, or months. */
export type FieldKind = "rupees" | "percent" | "months"

export interface NumberField<I> {
  readonly key: keyof I & string
  readonly kind: FieldKind
  /** The slider's step. */
  readonly step: number
  readonly range: (inputs: I) => ToolRange
}

export interface ToolSpec<I> {
  readonly tool: LoanTool
  readonly defaults: I
  /** In the order they are shown and normalised. */
  readonly numbers: ReadonlyArray<NumberField<I>>
  /** The choice fields and their options. */
  readonly choices: Readonly<Partial<Record<keyof I & string, ReadonlyArray<string>>>>
}

const amount = <I>(key: keyof I & string): NumberField<I> => ({
  key,
  kind: "rupees",
  step: 10_000,
  range: () => toolLimits.amount
})
const rate = <I>(key: keyof I & string): NumberField<I> => ({
  key,
  kind: "percent",
  step: 0.05,
  range: () => toolLimits.rate
})
const tenure = <I>(): NumberField<I> => ({
  key: "tenure" as keyof I & string,
  kind: "months",
  step: 1,
  range: () => toolLimits.tenure
})
const paid = <I extends { tenure: number }>(): NumberField<I> => ({
  key: "paid" as keyof I & string,
  kind: "months",
  step: 1,
  range: (i) => paidRange(i.tenure)
})

/** The prepayment's range: none up to the outstanding principal after the EMIs paid, in whole rupees. */
export const prepaymentRange = (i: PartPrepaymentInputs): ToolRange => ({
  min: 0,
  max: Math.round(outstandingAfter(i.amount, i.rate, i.tenure, Math.min(i.paid, i.tenure - 1)))
})

export const prepaymentSpec: ToolSpec<PartPrepaymentInputs> = {
  tool: "prepayment",
  defaults: {
    amount: 2_000_000,
    rate: 8.5,
    tenure: 240,
    paid: 36,
    prepayment: 200_000,
    frequency: "once",
    reduce: "tenure"
  },
  numbers: [
    amount("amount"),
    rate("rate"),
    tenure(),
    paid(),
    { key: "prepayment", kind: "rupees", step: 10_000, range: prepaymentRange }
  ],
  choices: { frequency: prepaymentFrequencies, reduce: prepaymentEffects }
}

export const foreclosureSpec: ToolSpec<ForeclosureInputs> = {
  tool: "foreclosure",
  defaults: {
    amount: 500_000,
    rate: 11,
    rateType: "fixed",
    tenure: 60,
    paid: 12,
    borrower: "individual",
    lender: "full",
    sanctioned: "from-2026",
    chargePercent: 4
  },
  numbers: [
    amount("amount"),
    rate("rate"),
    tenure(),
    paid(),
    { key: "chargePercent", kind: "percent", step: 0.5, range: () => toolLimits.chargePercent }
  ],
  choices: { rateType: rateTypes, borrower: borrowerKinds, lender: lenderClasses, sanctioned: sanctionPeriods }
}

export const transferSpec: ToolSpec<BalanceTransferInputs> = {
  tool: "transfer",
  defaults: { outstanding: 2_500_000, rate: 9.5, tenure: 180, newRate: 8.5, feePercent: 0.5, topUp: 0 },
  numbers: [
    amount("outstanding"),
    rate("rate"),
    tenure(),
    rate("newRate"),
    { key: "feePercent", kind: "percent", step: 0.05, range: () => toolLimits.feePercent },
    { key: "topUp", kind: "rupees", step: 10_000, range: () => toolLimits.topUp }
  ],
  choices: {}
}

const decimalsOf = (kind: FieldKind): 0 | 2 => (kind === "percent" ? 2 : 0)

/** Every number of the inputs left once, in order: all inside their ranges. */
export const clampTool = <I>(spec: ToolSpec<I>, inputs: I): I => {
  let next = { ...inputs }
  for (const f of spec.numbers) {
    const value = Number(next[f.key])
    next = { ...next, [f.key]: leaveValue(value, f.range(next), decimalsOf(f.kind)) }
  }
  return next
}

/**
 * What a clamped value says, or undefined when the value was inside its range: the prepayment and the EMIs paid
 * have their own words; anything else names its range.
 */
export const clampMessage = <I>(
  spec: ToolSpec<I>,
  key: keyof I & string,
  typed: number,
  inputs: I
): string | undefined => {
  const f = spec.numbers.find((n) => n.key === key)
  if (f === undefined || !Number.isFinite(typed)) return undefined
  const range = f.range(inputs)
  if (typed >= range.min && typed <= range.max) return undefined
  if (key === "prepayment" && typed > range.max) return m.tools_prepayment_too_much({ amount: formatRupees(range.max) })
  if (key === "paid" && typed > range.max) return m.tools_paid_too_many({ count: String(range.max + 1) })
  const shown = (v: number) => (f.kind === "rupees" ? formatRupees(v) : f.kind === "percent" ? `${v}%` : String(v))
  return m.tools_out_of_range({ min: shown(range.min), max: shown(range.max) })
}

/** The inputs as a query string without "?": every field, e.g. `amount=2000000&rate=8.5&...&reduce=tenure`. */
export const encodeToolQuery = <I>(spec: ToolSpec<I>, inputs: I): string => {
  const q = new URLSearchParams()
  for (const key of Object.keys(spec.defaults as object) as Array<keyof I & string>) q.set(key, String(inputs[key]))
  return q.toString()
}

const numberFromParam = (value: string | null): number | undefined =>
  value !== null && /^\d{1,15}(?:\.\d+)?$/u.test(value.trim()) ? Number(value.trim()) : undefined

/**
 * Reads a tool's inputs from a query string (with or without "?"): the defaults, then each known value present,
 * clamped into its range; junk (an unknown choice, a value that is not a plain number) keeps the default.
 */
export const decodeToolQuery = <I>(spec: ToolSpec<I>, search: string | URLSearchParams): I => {
  const q = typeof search === "string" ? new URLSearchParams(search) : search
  let inputs = { ...spec.defaults }
  for (const f of spec.numbers) {
    const value = numberFromParam(q.get(f.key))
    if (value !== undefined) inputs = { ...inputs, [f.key]: value }
  }
  for (const [key, options] of Object.entries(spec.choices) as Array<[keyof I & string, ReadonlyArray<string>]>) {
    const value = q.get(key)
    if (value !== null && options.includes(value)) inputs = { ...inputs, [key]: value }
  }
  return clampTool(spec, inputs)
}

/** The loan itself, as every tool can take it: what was borrowed, at what rate, over how long, with how many EMIs paid. */
interface CarriedLoan {
  readonly amount: number
  readonly rate: number
  readonly tenure: number
  readonly paid: number
}

const carriedLoan = (from: LoanTool, search: string): CarriedLoan => {
  if (from === "transfer") {
    const t = decodeToolQuery(transferSpec, search)
    return { amount: t.outstanding, rate: t.rate, tenure: t.tenure, paid: 0 }
  }
  const { amount, rate, tenure, paid } =
    from === "prepayment" ? decodeToolQuery(prepaymentSpec, search) : decodeToolQuery(foreclosureSpec, search)
  return { amount, rate, tenure, paid }
}

/**
 * The query that opens tool `to` on the loan that tool `from` shows (`search`, its query string): the same amount,
 * rate, tenure and EMIs paid between part-prepayment and foreclosure; into a balance transfer, the principal
 * still outstanding (whole rupees) and the months left; out of a balance transfer, the outstanding amount as a loan
 * with none of it paid. The fields only the target has keep their defaults.
 */
export const carriedQuery = (from: LoanTool, to: LoanTool, search: string): string =>
  loanQuery(to, carriedLoan(from, search))

/**
 * The query that opens tool `to` on the loan the EMI calculator shows (`search`, the calculator's query string):
 * its amount, rate and tenure in months, nothing paid yet. Undefined when the calculator's address holds no loan
 * (not yet changed, or the eligibility tab): the tool then opens on its own starting loan.
 */
export const queryFromCalculator = (to: LoanTool, search: string): string | undefined => {
  if (!new URLSearchParams(search).has("amount")) return undefined
  const { tab, inputs } = decodeCalculatorQuery(search)
  if (tab !== "emi") return undefined
  const months = inputs.unit === "Year" ? inputs.tenure * 12 : inputs.tenure
  return loanQuery(to, { amount: inputs.amount, rate: inputs.rate, tenure: months, paid: 0 })
}

const loanQuery = (to: LoanTool, loan: CarriedLoan): string => {
  const q =
    to === "transfer"
      ? {
          outstanding: Math.round(outstandingAfter(loan.amount, loan.rate, loan.tenure, loan.paid)),
          rate: loan.rate,
          tenure: loan.tenure - loan.paid
        }
      : loan
  return new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()
}

export type { BorrowerKind, LenderClass, PrepaymentEffect, PrepaymentFrequency, RateType, SanctionPeriod }
