/**
 * The offers group of the HTTP contract (issue 31): the person's terms in, every matching lender's offer and every
 * lender that does not match out, each offer with an unguessable proposal number whose Key Fact Statement can be read
 * for three working days. Nothing about the person is kept: a proposal holds the offer's terms only.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { employmentTypes } from "./calculator.ts"
import { TooManyRequests, UnsupportedMediaType } from "./failures.ts"
import { CreditBand, Lender, LenderKind } from "./lenders.ts"
import { LoanType } from "./loans.ts"
import { failsWith } from "./validation.ts"

const wholeRupees = (field: string, minimum: number, maximum: number) =>
  Schema.Number.check(
    failsWith((n: number) => !Number.isInteger(n), `${field} must be a whole number of rupees`),
    failsWith((n: number) => n < minimum, `${field} must be at least ₹${minimum.toLocaleString("en-IN")}`),
    failsWith((n: number) => n > maximum, `${field} must be at most ₹${maximum.toLocaleString("en-IN")}`)
  )

const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false
  const [y, m, d] = text.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900
}

export const CreditInputSchema = Schema.Union([
  Schema.Struct({ _tag: Schema.Literal("Band"), band: CreditBand }),
  Schema.Struct({ _tag: Schema.Literal("Unknown") }),
  Schema.Struct({
    _tag: Schema.Literal("Score"),
    score: Schema.Number.check(
      failsWith((n: number) => !Number.isInteger(n) || n < 300 || n > 900, "Credit score must be 300 to 900")
    )
  })
])

/** What the person asks for, in their terms (domain/offers.ts's OfferRequest without `today`, which the server sets). */
export const OffersRequest = Schema.Struct({
  loanType: LoanType,
  amount: wholeRupees("Loan amount", 10_000, 10_00_00_000),
  tenureMonths: Schema.Number.check(
    failsWith((n: number) => !Number.isInteger(n) || n < 1 || n > 360, "Tenure must be 1 to 360 months")
  ),
  employment: Schema.Literals(employmentTypes).annotate({
    message: "Employment type must be Salaried or Self Employed"
  }),
  netMonthlyIncome: wholeRupees("Net monthly income", 1, 10_00_00_000),
  existingEmis: wholeRupees("Existing EMIs", 0, 10_00_00_000),
  dateOfBirth: Schema.String.check(
    failsWith((s: string) => !isCalendarDate(s), "Date of birth must be a date (yyyy-mm-dd)")
  ),
  pincode: Schema.String.check(
    failsWith((s: string) => !/^[1-9]\d{5}$/u.test(s), "Pincode must be 6 digits, not starting with 0")
  ),
  credit: CreditInputSchema,
  businessVintageYears: Schema.optional(
    Schema.Number.check(
      failsWith((n: number) => !Number.isInteger(n) || n < 0 || n > 100, "Business vintage must be 0 to 100 years")
    )
  )
})
export type OffersRequest = typeof OffersRequest.Type

export const LenderSummary = Schema.Struct({
  id: Schema.String,
  legalName: Schema.String,
  kind: LenderKind,
  website: Schema.String
})

export const OfferSummary = Schema.Struct({
  proposalNumber: Schema.String,
  /** yyyy-mm-dd, India time: the last day the Key Fact Statement holds. */
  validUntil: Schema.String,
  lender: LenderSummary,
  amount: Schema.Number,
  cappedBy: Schema.NullOr(Schema.Literals(["lender-maximum", "foir"])),
  ratePercent: Schema.Number,
  rateType: Schema.Literals(["fixed", "floating"]),
  tenureMonths: Schema.Number,
  emi: Schema.Number,
  processingFee: Schema.Number,
  processingFeeGst: Schema.Number,
  upfrontCharges: Schema.Number,
  netDisbursed: Schema.Number,
  totalInterest: Schema.Number,
  totalCost: Schema.Number,
  apr: Schema.Number,
  penalCharges: Schema.String,
  bounceCharge: Schema.Number,
  foreclosurePercent: Schema.Number,
  partPrepaymentPercent: Schema.Number
})
export type OfferSummary = typeof OfferSummary.Type

/** Why a lender makes no offer, with the figures its sentence needs (domain/offers.ts, worded by domain/offer-reasons.ts). */
const NoMatchReasonSchema = Schema.Union([
  Schema.Struct({ _tag: Schema.Literal("Paused") }),
  Schema.Struct({ _tag: Schema.Literal("AmountBelowMinimum"), minimum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("TenureOutOfRange"), minimum: Schema.Number, maximum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("AgeBelowMinimum"), minimum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("AgeAboveMaximum"), maximum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("AgeAtMaturityAboveMaximum"), maximum: Schema.Number }),
  Schema.Struct({
    _tag: Schema.Literal("EmploymentNotServed"),
    employmentTypes: Schema.Array(Schema.Literals(employmentTypes))
  }),
  Schema.Struct({ _tag: Schema.Literal("IncomeBelowMinimum"), minimum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("CreditScoreBelowMinimum"), minimum: Schema.Number }),
  Schema.Struct({
    _tag: Schema.Literal("CreditBandNotServed"),
    band: Schema.Literals([...CreditBand.literals, "unknown"])
  }),
  Schema.Struct({ _tag: Schema.Literal("PincodeNotServed"), cities: Schema.Array(Schema.String) }),
  Schema.Struct({ _tag: Schema.Literal("BusinessVintageBelowMinimum"), minimum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("BusinessVintageNeeded"), minimum: Schema.Number }),
  Schema.Struct({ _tag: Schema.Literal("NoRoomForEmi"), foirCapPercent: Schema.Number, largestEmi: Schema.Number })
])

export const OffersResponse = Schema.Struct({
  catalogueVersion: Schema.Number,
  offers: Schema.Array(OfferSummary),
  noMatches: Schema.Array(Schema.Struct({ lender: LenderSummary, reason: NoMatchReasonSchema }))
})
export type OffersResponse = typeof OffersResponse.Type

/** One month of the repayment schedule, in rupees. */
export const ScheduleRow = Schema.Struct({
  month: Schema.Number,
  opening: Schema.Number,
  instalment: Schema.Number,
  interest: Schema.Number,
  principal: Schema.Number,
  closing: Schema.Number
})

export const KeyFactStatement = Schema.Struct({
  proposalNumber: Schema.String,
  createdAt: Schema.String,
  validUntil: Schema.String,
  catalogueVersion: Schema.Number,
  loanType: LoanType,
  offer: OfferSummary,
  otherCharges: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      amount: Schema.Number,
      gst: Schema.Number,
      payee: Schema.Literals(["lender", "third-party"])
    })
  ),
  schedule: Schema.Array(ScheduleRow),
  lender: Lender
})
export type KeyFactStatement = typeof KeyFactStatement.Type

/** 404: no proposal with that number, or its three working days have passed. */
export class ProposalNotFound extends Schema.TaggedError<ProposalNotFound>()(
  "ProposalNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

export class OffersGroup extends HttpApiGroup.make("offers").add(
  /** At most LIMIT_OFFERS requests (60 a minute) from one client address: beyond it 429 with Retry-After. */
  HttpApiEndpoint.post("find", "/offers", {
    payload: OffersRequest,
    success: OffersResponse,
    error: [TooManyRequests, UnsupportedMediaType]
  }),
  HttpApiEndpoint.get("keyFacts", "/offers/kfs/:proposalNumber", {
    params: { proposalNumber: Schema.String },
    success: KeyFactStatement,
    error: ProposalNotFound
  })
) {}
