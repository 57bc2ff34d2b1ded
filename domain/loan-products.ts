/**
 * The eight loan products as plain data, with no effect import: the navbar and the home page load this file in the
 * first bundle. Schemas over it live in loans.ts.
 */
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
