/**
 * The offers form (issue 31, section 3): what the person types, as text, and the request it makes, each field checked
 * with a message in plain words in the language in force (the `offers` catalog). Nothing here is personal data kept
 * anywhere: the request only prices offers.
 */
import { m } from "../i18n/paraglide/messages.js"
import type { Employment } from "./calculator.ts"
import type { CreditBand } from "./lenders.ts"
import type { LoanTypeName } from "./loans.ts"
import type { OffersRequest } from "./offers-api.ts"

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

/** The request the contract takes (POST /api/offers): domain/offers-api.ts's OffersRequest. */
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

/** Digits only, Indian grouping commas and spaces allowed ("5,00,000"). */
const wholeRupees = (text: string): number | undefined => {
  const bare = text.replace(/[,\s₹]/gu, "")
  return /^\d{1,12}$/u.test(bare) ? Number(bare) : undefined
}

const isDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false
  const [y, mo, d] = text.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900
}

export type FormCheck =
  | { readonly _tag: "Valid"; readonly request: OffersRequestInput }
  | { readonly _tag: "Invalid"; readonly errors: Partial<Record<OffersField, string>> }

/** Every field's fault at once, or the request. */
export const checkOffersForm = (form: OffersForm): FormCheck => {
  const errors: Partial<Record<OffersField, string>> = {}
  const amount = wholeRupees(form.amount)
  if (amount === undefined || amount <= 0) errors.amount = m.offers_error_amount()
  const tenure = wholeRupees(form.tenureMonths)
  if (tenure === undefined || tenure < 1 || tenure > 360) errors.tenureMonths = m.offers_error_tenure()
  const income = wholeRupees(form.netMonthlyIncome)
  if (income === undefined || income <= 0) errors.netMonthlyIncome = m.offers_error_income()
  const existing = form.existingEmis.trim() === "" ? 0 : wholeRupees(form.existingEmis)
  if (existing === undefined) errors.existingEmis = m.offers_error_existing()
  if (!isDate(form.dateOfBirth)) errors.dateOfBirth = m.offers_error_dob()
  const pincode = form.pincode.replace(/\s/gu, "")
  if (!/^[1-9]\d{5}$/u.test(pincode)) errors.pincode = m.offers_error_pincode()
  const vintageText = form.businessVintageYears.trim()
  const vintage = vintageText === "" ? undefined : wholeRupees(vintageText)
  if (vintageText !== "" && (vintage === undefined || vintage > 100))
    errors.businessVintageYears = m.offers_error_vintage()
  if (Object.keys(errors).length > 0) return { _tag: "Invalid", errors }
  return {
    _tag: "Valid",
    request: {
      loanType: form.loanType as LoanTypeName,
      amount: amount!,
      tenureMonths: tenure!,
      employment: form.employment,
      netMonthlyIncome: income!,
      existingEmis: existing!,
      dateOfBirth: form.dateOfBirth,
      pincode,
      credit: form.credit === "unknown" ? { _tag: "Unknown" } : { _tag: "Band", band: form.credit },
      ...(vintage === undefined ? {} : { businessVintageYears: vintage })
    }
  }
}
