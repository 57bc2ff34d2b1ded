/**
 * The offers form (issue 31, section 3): what the person types, as text, and the request it makes, checked with the
 * request's Schema (offers-request.ts) so that the browser and the server say the same words, in the language in
 * force. Nothing here is personal data kept anywhere: the request only prices offers.
 */
import type { Employment } from "./calculator.ts"
import { messagesByField } from "./field-errors.ts"
import type { CreditBand } from "./lenders.ts"
import { OffersRequest } from "./offers-request.ts"
import { validate } from "./validation.ts"

export interface OffersForm {
  readonly loanType: string
  readonly amount: string
  readonly tenureMonths: string
  readonly employment: Employment
  readonly netMonthlyIncome: string
  readonly existingEmis: string
  readonly dateOfBirth: string
  readonly pincode: string
  /** A band, or "unknown" for "I don't know". */
  readonly credit: CreditBand | "unknown"
  readonly businessVintageYears: string
}

export type OffersField = keyof OffersForm

/** The four bands as the form offers them (lenders.ts's, without its Schema: the page stays light). */
export const creditBandChoices = ["750+", "700-749", "650-699", "300-649"] as const satisfies ReadonlyArray<CreditBand>

/** The request the contract takes (POST /api/offers): offers-request.ts's OffersRequest. */
export type OffersRequestInput = OffersRequest

export const emptyOffersForm: OffersForm = {
  loanType: "Personal Loan",
  amount: "",
  tenureMonths: "",
  employment: "Salaried",
  netMonthlyIncome: "",
  existingEmis: "0",
  dateOfBirth: "",
  pincode: "",
  credit: "unknown",
  businessVintageYears: ""
}

/** Digits only, Indian grouping commas and spaces allowed ("5,00,000"); anything else is not a number (NaN). */
const wholeRupees = (text: string): number => {
  const bare = text.replace(/[,\s₹]/gu, "")
  return /^\d{1,12}$/u.test(bare) ? Number(bare) : Number.NaN
}

export type FormCheck =
  | { readonly _tag: "Valid"; readonly request: OffersRequestInput }
  | { readonly _tag: "Invalid"; readonly errors: Partial<Record<OffersField, string>> }

/** The request's fields, each shown at the form's field of the same name. */
const fieldOfPath: Readonly<Record<string, OffersField>> = {
  loanType: "loanType",
  amount: "amount",
  tenureMonths: "tenureMonths",
  employment: "employment",
  netMonthlyIncome: "netMonthlyIncome",
  existingEmis: "existingEmis",
  dateOfBirth: "dateOfBirth",
  pincode: "pincode",
  credit: "credit",
  businessVintageYears: "businessVintageYears"
}

/**
 * Every field's fault at once, or the request: the text made into the request (numbers read with Indian grouping,
 * spaces left out of the pincode, an empty existing-EMIs field read as none, an empty business vintage left out),
 * then checked with the request's own Schema, the one the server checks it with.
 */
export const checkOffersForm = (form: OffersForm): FormCheck => {
  const vintage = form.businessVintageYears.trim()
  const candidate = {
    loanType: form.loanType,
    amount: wholeRupees(form.amount),
    tenureMonths: wholeRupees(form.tenureMonths),
    employment: form.employment,
    netMonthlyIncome: wholeRupees(form.netMonthlyIncome),
    existingEmis: form.existingEmis.trim() === "" ? 0 : wholeRupees(form.existingEmis),
    dateOfBirth: form.dateOfBirth,
    pincode: form.pincode.replace(/\s/gu, ""),
    credit: form.credit === "unknown" ? { _tag: "Unknown" } : { _tag: "Band", band: form.credit },
    ...(vintage === "" ? {} : { businessVintageYears: wholeRupees(vintage) })
  }
  const issues = validate(OffersRequest, candidate)
  return issues.length === 0
    ? { _tag: "Valid", request: candidate as OffersRequestInput }
    : { _tag: "Invalid", errors: messagesByField(fieldOfPath, issues) }
}
