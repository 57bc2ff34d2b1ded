/**
 * The illustration of the APR's computation that the RBI's Key Facts Statement circular (15 April 2024, Annex B)
 * asks every KFS to carry, for an offer of ours: the sanctioned amount (1), the term and its equated monthly
 * instalments (2), the rate's type and level (3, 4), the total interest over the term at the rate of the day (5), the
 * fees and charges, split into those paid to the lender (6A) and those paid to third parties through the lender
 * (6B), the net amount disbursed (7 = 1 - 6), the total the borrower pays (8 = 1 + 5), and the APR (9: the
 * internal rate of return on the net amount disbursed, by the reducing balance method; domain/apr.ts). Our loans are
 * disbursed in full at once (10) and repaid monthly from a month after disbursal (11). Amounts in rupees, with paise.
 */

export interface AnnexBInput {
  readonly offer: {
    readonly amount: number
    readonly tenureMonths: number
    readonly emi: number
    readonly rateType: "fixed" | "floating"
    readonly ratePercent: number
    readonly totalInterest: number
    readonly processingFee: number
    readonly processingFeeGst: number
    readonly apr: number
  }
  readonly otherCharges: ReadonlyArray<{
    readonly amount: number
    readonly gst: number
    readonly payee: "lender" | "third-party"
  }>
}

export interface AnnexB {
  readonly sanctionedAmount: number
  readonly termMonths: number
  readonly instalments: { readonly count: number; readonly amount: number }
  readonly rateType: "fixed" | "floating"
  readonly ratePercent: number
  readonly totalInterest: number
  /** 6A: the processing fee and every other charge paid to the lender, each with its GST. */
  readonly chargesToLender: number
  /** 6B: the charges paid to third parties through the lender, each with its GST. */
  readonly chargesToThirdParties: number
  readonly netDisbursed: number
  readonly totalToPay: number
  readonly apr: number
}

/** Rupees added without a floating-point tail: summed as whole paise. */
const sumRupees = (amounts: ReadonlyArray<number>): number =>
  amounts.reduce((paise, rupees) => paise + Math.round(rupees * 100), 0) / 100

export const annexB = ({ offer, otherCharges }: AnnexBInput): AnnexB => {
  const paidTo = (payee: "lender" | "third-party") =>
    otherCharges.filter((c) => c.payee === payee).flatMap((c) => [c.amount, c.gst])
  const chargesToLender = sumRupees([offer.processingFee, offer.processingFeeGst, ...paidTo("lender")])
  const chargesToThirdParties = sumRupees(paidTo("third-party"))
  return {
    sanctionedAmount: offer.amount,
    termMonths: offer.tenureMonths,
    instalments: { count: offer.tenureMonths, amount: offer.emi },
    rateType: offer.rateType,
    ratePercent: offer.ratePercent,
    totalInterest: offer.totalInterest,
    chargesToLender,
    chargesToThirdParties,
    netDisbursed: sumRupees([offer.amount, -chargesToLender, -chargesToThirdParties]),
    totalToPay: sumRupees([offer.amount, offer.totalInterest]),
    apr: offer.apr
  }
}
