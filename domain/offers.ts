/**
 * Matching and pricing (issue 31, section 2): from a request in the person's terms and the lender catalogue, every
 * matching lender's offer and every lender that does not match, with the reason as a tagged value carrying its figures
 * (the views word it in English and Hindi). Pure: the same code runs in the browser preview, on the server and in the
 * Key Fact Statement. The method in plain words: docs/marketplace.md.
 */
import { aprPercent, emiPaise, gstPaise, type Instalment, repaymentSchedule, toPaise, toRupees } from "./apr.ts"
import type { Employment } from "./calculator.ts"
import { bandOfScore, type Catalogue, type CreditBand, type Lender, type LenderProduct } from "./lenders.ts"
import { businessLoanTypes, prepaymentRule } from "./prepayment.ts"

export type CreditInput =
  | { readonly _tag: "Band"; readonly band: CreditBand }
  | { readonly _tag: "Unknown" }
  | { readonly _tag: "Score"; readonly score: number }

export interface OfferRequest {
  readonly loanType: string
  /** Rupees. */
  readonly amount: number
  readonly tenureMonths: number
  readonly employment: Employment
  /** Rupees a month, after tax. */
  readonly netMonthlyIncome: number
  /** Rupees a month, all EMIs already being paid. */
  readonly existingEmis: number
  /** yyyy-mm-dd. */
  readonly dateOfBirth: string
  /** yyyy-mm-dd: the day of the request (India time), given so that the function stays pure. */
  readonly today: string
  readonly pincode: string
  readonly credit: CreditInput
  /** Years the business has run; asked only for business loans. */
  readonly businessVintageYears?: number | undefined
}

/** Why a lender makes no offer, with the figures the sentence needs. */
export type NoMatchReason =
  | { readonly _tag: "Paused" }
  | { readonly _tag: "AmountBelowMinimum"; readonly minimum: number }
  | { readonly _tag: "TenureOutOfRange"; readonly minimum: number; readonly maximum: number }
  | { readonly _tag: "AgeBelowMinimum"; readonly minimum: number }
  | { readonly _tag: "AgeAboveMaximum"; readonly maximum: number }
  | { readonly _tag: "AgeAtMaturityAboveMaximum"; readonly maximum: number }
  | { readonly _tag: "EmploymentNotServed"; readonly employmentTypes: ReadonlyArray<Employment> }
  | { readonly _tag: "IncomeBelowMinimum"; readonly minimum: number }
  | { readonly _tag: "CreditScoreBelowMinimum"; readonly minimum: number }
  | { readonly _tag: "CreditBandNotServed"; readonly band: CreditBand | "unknown" }
  | { readonly _tag: "PincodeNotServed"; readonly cities: ReadonlyArray<string> }
  | { readonly _tag: "BusinessVintageBelowMinimum"; readonly minimum: number }
  | { readonly _tag: "BusinessVintageNeeded"; readonly minimum: number }
  | { readonly _tag: "NoRoomForEmi"; readonly foirCapPercent: number; readonly largestEmi: number }

export interface Offer {
  readonly lender: Lender
  readonly catalogueVersion: number
  /** Rupees: the requested amount capped by the lender's maximum and the room the FOIR cap leaves. */
  readonly amount: number
  /** Why the amount is below the request, if it is. */
  readonly cappedBy: "lender-maximum" | "foir" | null
  readonly ratePercent: number
  readonly rateType: "fixed" | "floating"
  readonly tenureMonths: number
  /** Rupees, to the paisa. */
  readonly emi: number
  readonly processingFee: number
  readonly processingFeeGst: number
  readonly otherCharges: ReadonlyArray<{
    readonly name: string
    readonly amount: number
    readonly gst: number
    readonly payee: "lender" | "third-party"
  }>
  /** Every upfront charge with its GST. */
  readonly upfrontCharges: number
  readonly netDisbursed: number
  readonly totalInterest: number
  /** Total interest plus every upfront charge. */
  readonly totalCost: number
  /** Percent a year, to two decimals. */
  readonly apr: number
  readonly penalCharges: string
  /** The penal charges in Hindi, where staff have written them. */
  readonly penalChargesHi: string | null
  readonly bounceCharge: number
  /** Percent of the amount prepaid; 0 where the RBI forbids a charge. */
  readonly foreclosurePercent: number
  readonly partPrepaymentPercent: number
  readonly schedule: ReadonlyArray<Instalment>
}

export interface NoMatch {
  readonly lender: Lender
  readonly reason: NoMatchReason
}

export interface OffersResult {
  readonly offers: ReadonlyArray<Offer>
  readonly noMatches: ReadonlyArray<NoMatch>
}

/** Whole years from `from` to `to` (yyyy-mm-dd). */
export const yearsBetween = (from: string, to: string): number => {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number]
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number]
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0)
}

/** `date` plus `months` (yyyy-mm-dd; the day kept, or the month's last day). */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`
}

const bandUpperBound: Readonly<Record<CreditBand, number>> = {
  "750+": 900,
  "700-749": 749,
  "650-699": 699,
  "300-649": 649
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The largest principal, in whole rupees, whose EMI at `rate` over `months` does not exceed `emi` rupees. */
export const principalForEmi = (emi: number, annualRatePercent: number, months: number): number => {
  const r = annualRatePercent / 1200
  let principal = Math.floor(r === 0 ? emi * months : (emi * (1 - (1 + r) ** -months)) / r)
  while (principal > 0 && emiPaise(principal * 100, annualRatePercent, months) > toPaise(emi)) principal--
  return Math.max(0, principal)
}

const servesPincode = (product: LenderProduct, pincode: string): boolean => {
  const area = product.eligibility.serviceArea
  return area.kind === "all-india" || area.pincodes.some((p) => pincode.startsWith(p))
}

/** The first rule the request fails for this product, or the rate it gets. */
const check = (
  request: OfferRequest,
  product: LenderProduct
): { readonly _tag: "Fails"; readonly reason: NoMatchReason } | { readonly _tag: "Rate"; readonly rate: number } => {
  const fails = (reason: NoMatchReason) => ({ _tag: "Fails", reason }) as const
  const e = product.eligibility
  if (request.amount < product.amount.minimum)
    return fails({ _tag: "AmountBelowMinimum", minimum: product.amount.minimum })
  if (request.tenureMonths < product.tenureMonths.minimum || request.tenureMonths > product.tenureMonths.maximum)
    return fails({ _tag: "TenureOutOfRange", ...product.tenureMonths })
  const age = yearsBetween(request.dateOfBirth, request.today)
  if (age < e.ageAtApplication.minimum) return fails({ _tag: "AgeBelowMinimum", minimum: e.ageAtApplication.minimum })
  if (age > e.ageAtApplication.maximum) return fails({ _tag: "AgeAboveMaximum", maximum: e.ageAtApplication.maximum })
  const ageAtMaturity = yearsBetween(request.dateOfBirth, addMonths(request.today, request.tenureMonths))
  if (ageAtMaturity > e.maximumAgeAtMaturity)
    return fails({ _tag: "AgeAtMaturityAboveMaximum", maximum: e.maximumAgeAtMaturity })
  if (!e.employmentTypes.includes(request.employment))
    return fails({ _tag: "EmploymentNotServed", employmentTypes: e.employmentTypes })
  if (request.netMonthlyIncome < e.minimumNetMonthlyIncome)
    return fails({ _tag: "IncomeBelowMinimum", minimum: e.minimumNetMonthlyIncome })
  const credit = request.credit
  if (e.minimumCreditScore !== null) {
    const best = credit._tag === "Score" ? credit.score : credit._tag === "Band" ? bandUpperBound[credit.band] : null
    if (best !== null && best < e.minimumCreditScore)
      return fails({ _tag: "CreditScoreBelowMinimum", minimum: e.minimumCreditScore })
  }
  const band = credit._tag === "Score" ? bandOfScore(credit.score) : credit._tag === "Band" ? credit.band : "unknown"
  const rate = product.rates[band]
  if (rate === null) return fails({ _tag: "CreditBandNotServed", band })
  if (!servesPincode(product, request.pincode))
    return fails({
      _tag: "PincodeNotServed",
      cities: e.serviceArea.kind === "pincodes" ? e.serviceArea.cities : []
    })
  if (e.minimumBusinessVintageYears !== null && e.minimumBusinessVintageYears > 0) {
    if (request.businessVintageYears === undefined)
      return fails({ _tag: "BusinessVintageNeeded", minimum: e.minimumBusinessVintageYears })
    if (request.businessVintageYears < e.minimumBusinessVintageYears)
      return fails({ _tag: "BusinessVintageBelowMinimum", minimum: e.minimumBusinessVintageYears })
  }
  return { _tag: "Rate", rate }
}

/** Prices one product for the request, or says why not. */
export const priceProduct = (
  request: OfferRequest,
  lender: Lender,
  product: LenderProduct,
  catalogueVersion: number
): Offer | NoMatch => {
  if (!lender.takingApplications) return { lender, reason: { _tag: "Paused" } }
  const checked = check(request, product)
  if (checked._tag === "Fails") return { lender, reason: checked.reason }
  const rate = checked.rate
  const months = request.tenureMonths
  const e = product.eligibility
  const room = round2((request.netMonthlyIncome * e.foirCapPercent) / 100 - request.existingEmis)
  const foirLimit = room > 0 ? principalForEmi(room, rate, months) : 0
  const amount = Math.min(request.amount, product.amount.maximum, foirLimit)
  if (amount < product.amount.minimum)
    return { lender, reason: { _tag: "NoRoomForEmi", foirCapPercent: e.foirCapPercent, largestEmi: Math.max(0, room) } }
  const cappedBy =
    amount === request.amount
      ? null
      : amount === foirLimit && foirLimit < product.amount.maximum
        ? "foir"
        : "lender-maximum"

  const principal = toPaise(amount)
  const fee = product.processingFee
  const feePaise = Math.min(
    Math.max(Math.round((principal * fee.percent) / 100), toPaise(fee.minimum)),
    toPaise(fee.maximum)
  )
  const feeGst = gstPaise(feePaise)
  const others = product.otherUpfrontCharges.map((c) => {
    const paise = toPaise(c.amount)
    return { name: c.name, amount: paise, gst: c.gst ? gstPaise(paise) : 0, payee: c.payee }
  })
  const upfront = feePaise + feeGst + others.reduce((sum, c) => sum + c.amount + c.gst, 0)
  const net = principal - upfront
  const schedule = repaymentSchedule(principal, rate, months)
  const instalments = schedule.map((row) => row.instalment)
  const interest = schedule.reduce((sum, row) => sum + row.interest, 0)
  const apr = Math.round(aprPercent(net, instalments, rate / 1200 + 0.001) * 100) / 100

  const business = businessLoanTypes.includes(request.loanType)
  const rule = prepaymentRule({
    rateType: product.rateType,
    borrower: "individual",
    purpose: business ? "business" : "non-business",
    lenderClass: lender.prepaymentClass,
    sanctionedAmount: amount,
    sanctionedOn: request.today,
    disclosed: true,
    atLendersInstance: false
  })
  const free = rule._tag === "NoCharge"

  return {
    lender,
    catalogueVersion,
    amount,
    cappedBy,
    ratePercent: rate,
    rateType: product.rateType,
    tenureMonths: months,
    emi: toRupees(emiPaise(principal, rate, months)),
    processingFee: toRupees(feePaise),
    processingFeeGst: toRupees(feeGst),
    otherCharges: others.map((c) => ({ ...c, amount: toRupees(c.amount), gst: toRupees(c.gst) })),
    upfrontCharges: toRupees(upfront),
    netDisbursed: toRupees(net),
    totalInterest: toRupees(interest),
    totalCost: toRupees(interest + upfront),
    apr,
    penalCharges: product.penalCharges,
    penalChargesHi: product.penalChargesHi ?? null,
    bounceCharge: product.bounceCharge,
    foreclosurePercent: free ? 0 : product.prepayment.foreclosurePercent,
    partPrepaymentPercent: free ? 0 : product.prepayment.partPrepaymentPercent,
    schedule
  }
}

/** By APR, then total cost, then the lender's legal name: never by what a lender pays us. */
export const compareOffers = (a: Offer, b: Offer): number =>
  a.apr - b.apr ||
  a.totalCost - b.totalCost ||
  (a.lender.legalName < b.lender.legalName ? -1 : a.lender.legalName > b.lender.legalName ? 1 : 0)

/** Every lender with a product for the loan type: its offer, or why it makes none. */
export const offersFor = (request: OfferRequest, catalogue: Catalogue): OffersResult => {
  const offers: Array<Offer> = []
  const noMatches: Array<NoMatch> = []
  for (const product of catalogue.products) {
    if (product.loanType !== request.loanType) continue
    const lender = catalogue.lenders.find((l) => l.id === product.lenderId)
    if (!lender) continue
    const priced = priceProduct(request, lender, product, catalogue.version)
    if ("reason" in priced) noMatches.push(priced)
    else offers.push(priced)
  }
  offers.sort(compareOffers)
  noMatches.sort((a, b) =>
    a.lender.legalName < b.lender.legalName ? -1 : a.lender.legalName > b.lender.legalName ? 1 : 0
  )
  return { offers, noMatches }
}
