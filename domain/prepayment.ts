/**
 * May a lender charge for a pre-payment (part or whole, "foreclosure")? The Reserve Bank of India (Pre-payment Charges
 * on Loans) Directions, 2025 (notified 2 July 2025; for loans sanctioned or renewed on or after 1 January 2026), as
 * read in the published summaries of the notification (the Directions' own text was not in the store we searched; the
 * clause letters below follow those summaries, check them against the Directions before quoting them):
 *
 * - No pre-payment charge on any floating-rate loan to an individual for a purpose other than business, with or without
 *   co-obligants (the first clause of the prohibition).
 * - No pre-payment charge on a floating-rate loan for business to an individual or a micro or small enterprise, by a
 *   commercial bank (not a small finance, regional rural or local area bank), a Tier 4 urban co-operative bank, an NBFC
 *   in the upper layer or an all-India financial institution; by a small finance bank, regional rural bank, Tier 3
 *   urban, state or central co-operative bank or an NBFC in the middle layer, only up to a sanctioned amount of
 *   ₹50 lakh (the second clause).
 * - Whatever the source of the funds, fully or partly, and with no minimum lock-in; a dual or special rate loan counts
 *   by its rate at the time of pre-payment.
 * - Otherwise the lender's policy applies: a term loan's charge is on the amount prepaid; and a charge not disclosed in
 *   the sanction letter, loan agreement and Key Facts Statement may not be levied; nor any charge when the lender
 *   causes the pre-payment.
 *
 * Before 1 January 2026, the earlier instructions already barred foreclosure charges on floating-rate term loans to
 * individuals for non-business purposes (banks since 2012, NBFCs since 2019), so that case gives no charge on either
 * side of the date; the business-purpose exemptions are the Directions' and apply from 1 January 2026 only.
 */
import type { PrepaymentClass } from "./lenders.ts"

export interface PrepaymentCase {
  readonly rateType: "fixed" | "floating"
  readonly borrower: "individual" | "micro-or-small-enterprise" | "other"
  readonly purpose: "business" | "non-business"
  /** The lender's class under the Directions (domain/lenders.ts). */
  readonly lenderClass: PrepaymentClass
  /** Rupees. */
  readonly sanctionedAmount: number
  /** ISO date, yyyy-mm-dd. */
  readonly sanctionedOn: string
  /** Whether the lender disclosed the charge in the sanction letter, agreement and KFS. */
  readonly disclosed: boolean
  /** Whether the lender caused the pre-payment. */
  readonly atLendersInstance: boolean
}

export type PrepaymentRule =
  | { readonly _tag: "NoCharge"; readonly reason: PrepaymentExemption }
  | { readonly _tag: "LendersPolicy" }

export type PrepaymentExemption =
  | "FloatingNonBusinessIndividual"
  | "FloatingBusinessFullClass"
  | "FloatingBusinessUpTo50Lakh"
  | "NotDisclosed"
  | "AtLendersInstance"

/** The Directions' date: loans sanctioned or renewed on or after it. */
export const directionsInForceFrom = "2026-01-01"
/** ₹50 lakh. */
export const fiftyLakh = 5_000_000

export const prepaymentRule = (c: PrepaymentCase): PrepaymentRule => {
  const none = (reason: PrepaymentExemption): PrepaymentRule => ({ _tag: "NoCharge", reason })
  if (c.atLendersInstance) return none("AtLendersInstance")
  if (!c.disclosed) return none("NotDisclosed")
  if (c.rateType !== "floating") return { _tag: "LendersPolicy" }
  if (c.borrower === "individual" && c.purpose === "non-business") return none("FloatingNonBusinessIndividual")
  const directions = c.sanctionedOn >= directionsInForceFrom
  const businessBorrower = c.borrower === "individual" || c.borrower === "micro-or-small-enterprise"
  if (directions && businessBorrower && c.purpose === "business") {
    if (c.lenderClass === "full") return none("FloatingBusinessFullClass")
    if (c.lenderClass === "up-to-50-lakh" && c.sanctionedAmount <= fiftyLakh) return none("FloatingBusinessUpTo50Lakh")
  }
  return { _tag: "LendersPolicy" }
}

/** Loan types taken for a business purpose (the others are taken by individuals for their own needs). */
export const businessLoanTypes: ReadonlyArray<string> = [
  "Business Loan",
  "Working Capital Loan",
  "Commercial Vehicle Loan",
  "Professional Loan"
]
