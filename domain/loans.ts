import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"

export { type LoanProduct, type LoanProductId, type LoanTypeName, loanProducts } from "./loan-products.ts"

import { type LoanTypeName, loanProducts } from "./loan-products.ts"

export const loanTypeNames = loanProducts.map((p) => p.name) as unknown as readonly [
  LoanTypeName,
  ...Array<LoanTypeName>
]

// The message is read once, when the module loads (the browser build's language; the server answers it in the
// request's language, server/http/validation.ts).
export const LoanType = Schema.Literals(loanTypeNames).annotate({
  message: m.validation_loan_type()
})

/** Default loan type of the enquiry form state (spec section 3). */
export const defaultLoanType: LoanTypeName = "Personal Loan"

export const isLoanTypeName = (value: string): value is LoanTypeName =>
  (loanTypeNames as ReadonlyArray<string>).includes(value)

/** Reads a loan type from a query value, case-insensitively; anything else gives the default. */
export const loanTypeFromQuery = (value: string | null | undefined): LoanTypeName => {
  if (!value) return defaultLoanType
  const wanted = value.trim().toLowerCase()
  return loanTypeNames.find((n) => n.toLowerCase() === wanted) ?? defaultLoanType
}
