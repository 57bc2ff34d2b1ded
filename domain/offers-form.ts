/**
 * The offers form (issue 31, section 3): what the person types, as text. Its check (offers-form-check.ts) makes the
 * request with the request's Schema; it is kept apart so that the page's first visit does not download the Schema.
 * Nothing here is personal data kept anywhere: the request only prices offers.
 */
import type { Employment } from "./calculator.ts"
import type { CreditBand } from "./lenders.ts"
import type { OffersRequest } from "./offers-request.ts"

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
