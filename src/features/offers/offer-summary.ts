/** What the offers page and the Key Fact Statement show of an offer: the contract's OfferSummary, as the view reads it. */
export interface OfferSummaryView {
  readonly proposalNumber: string
  readonly validUntil: string
  readonly lender: { readonly id: string; readonly legalName: string; readonly kind: string; readonly website: string }
  readonly amount: number
  readonly cappedBy: "lender-maximum" | "foir" | null
  readonly ratePercent: number
  readonly rateType: "fixed" | "floating"
  readonly tenureMonths: number
  readonly emi: number
  readonly processingFee: number
  readonly processingFeeGst: number
  readonly upfrontCharges: number
  readonly netDisbursed: number
  readonly totalInterest: number
  readonly totalCost: number
  readonly apr: number
  readonly penalCharges: string
  readonly bounceCharge: number
  readonly foreclosurePercent: number
  readonly partPrepaymentPercent: number
}

/** The Key Fact Statement as the page reads it: the offer, every charge, the schedule and the full lender. */
export interface KeyFactStatementView {
  readonly offer: OfferSummaryView
  readonly otherCharges: ReadonlyArray<{
    readonly name: string
    readonly amount: number
    readonly gst: number
    readonly payee: "lender" | "third-party"
  }>
  /** Rupees, one row a month. */
  readonly schedule: ReadonlyArray<{
    readonly month: number
    readonly opening: number
    readonly instalment: number
    readonly interest: number
    readonly principal: number
    readonly closing: number
  }>
  readonly lender: {
    readonly legalName: string
    readonly kind: string
    readonly rbiRegistration: string
    readonly website: string
    readonly grievanceOfficer: { readonly name: string; readonly phone: string; readonly email: string }
    readonly coolingOffDays: number
  }
  readonly validUntil: string
}
