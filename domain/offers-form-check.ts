/**
 * The offers form's check (issue 31, section 3): the text the person typed made into the request of POST /api/offers
 * and checked with the request's own Schema (offers-request.ts), so that the browser and the server say the same
 * words, in the language in force. The offers machine loads it when the person first asks for offers.
 */
import { messagesByField } from "./field-errors.ts"
import type { OffersField, OffersForm, OffersRequestInput } from "./offers-form.ts"
import { OffersRequest } from "./offers-request.ts"
import { validate } from "./validation.ts"

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
