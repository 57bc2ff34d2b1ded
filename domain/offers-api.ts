/**
 * The offers group of the HTTP contract (issue 31): the person's terms in, every matching lender's offer and every
 * lender that does not match out, each offer with an unguessable proposal number whose Key Fact Statement can be read
 * for three working days. Nothing about the person is kept: a proposal holds the offer's terms only.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { employmentTypes } from "./calculator.ts"
import { InvalidToken, TooManyRequests, UnsupportedMediaType } from "./failures.ts"
import { CreditBand, LenderKind, LenderLogo, PublicLender } from "./lenders.ts"
import { LoanType } from "./loans.ts"
import { OfferChoice, OfferChosen } from "./offer-choice.ts"
import { OffersRequest } from "./offers-request.ts"

export const LenderSummary = Schema.Struct({
  id: Schema.String,
  legalName: Schema.String,
  kind: LenderKind,
  website: Schema.String,
  /** One of our partner lettermarks (public/partners/<file>); left out, the offer shows the name alone. */
  logo: Schema.optionalKey(LenderLogo)
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
  /** The penal charges in Hindi; null where staff have not written them (the Hindi page shows the English). */
  penalChargesHi: Schema.NullOr(Schema.String),
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
  lender: PublicLender
})
export type KeyFactStatement = typeof KeyFactStatement.Type

/** 404: no proposal with that number, or its three working days have passed. */
export class ProposalNotFound extends Schema.TaggedError<ProposalNotFound>()(
  "ProposalNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/** 409: the offer was already chosen, with another mobile (a proposal makes one application). */
export class ProposalTaken extends Schema.TaggedError<ProposalTaken>()(
  "ProposalTaken",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 409 }
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
  }),
  /**
   * "Choose this offer": needs an `offer` token (POST /api/otp/verify) whose mobile is the payload's `phone`, else 401.
   * The proposal must exist and be open (else 404); the enquiry is made with its lender, proposal number and terms,
   * and the consent record names that lender. The same mobile choosing the same offer again gets the same tracking
   * ID; another mobile gets 409. At most LIMIT_ENQUIRIES from one client address (429 with Retry-After beyond it).
   */
  HttpApiEndpoint.post("choose", "/offers/choose", {
    headers: { authorization: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))) },
    payload: OfferChoice,
    success: OfferChosen.pipe(HttpApiSchema.status(201)),
    error: [InvalidToken, ProposalNotFound, ProposalTaken, TooManyRequests, UnsupportedMediaType]
  })
) {}
