import { Schema } from "effect"

/** The eight loan products (spec section 1), in the order the navbar and the apply sidebar list them. */
export const loanProducts = [
  { id: "personal", name: "Personal Loan", path: "/services/personal-loan", aliases: [] },
  { id: "business", name: "Business Loan", path: "/services/business-loan", aliases: [] },
  { id: "professional", name: "Professional Loan", path: "/services/professional-loan", aliases: ["/services/professional-Loan"] },
  { id: "home", name: "Home Loan", path: "/services/home-loan", aliases: [] },
  { id: "auto", name: "Auto Loan", path: "/services/auto-loan", aliases: [] },
  {
    id: "property",
    name: "Loan Against Property",
    // The navbar links /services/loan-against-property and the loan card /services/property-loan:
    // both are served (spec section 2, route table).
    path: "/services/loan-against-property",
    aliases: ["/services/property-loan"]
  },
  { id: "commercial-vehicle", name: "Commercial Vehicle Loan", path: "/services/commercial-vehicle-loan", aliases: [] },
  { id: "working-capital", name: "Working Capital Loan", path: "/services/working-capital-loan", aliases: [] }
] as const satisfies ReadonlyArray<{ id: string; name: string; path: string; aliases: ReadonlyArray<string> }>

export type LoanProduct = (typeof loanProducts)[number]
export type LoanTypeName = LoanProduct["name"]
export type LoanProductId = LoanProduct["id"]

export const loanTypeNames = loanProducts.map((p) => p.name) as unknown as readonly [LoanTypeName, ...Array<LoanTypeName>]

export const LoanType = Schema.Literals(loanTypeNames).annotate({
  message: "Please choose one of our eight loan types."
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
