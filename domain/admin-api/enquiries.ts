/** The enquiry list (search, filters, pages, the CSV export), one enquiry with its history and audit, and its moves. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { ApplicationStatusSchema } from "../application-status.ts"
import { ContactPreference, hourLabel } from "../contact-preference.ts"
import { applicationTypes } from "../enquiry.ts"
import { UnsupportedMediaType } from "../failures.ts"
import { Lender } from "../lenders.ts"
import { failsWith } from "../validation.ts"
import { adminMessages, Ok, Text } from "./common.ts"
import { AdminNotFound, CallRefused, MoveRefused } from "./failures.ts"
import { AdminSession } from "./session.ts"

/** The lender filter's value for the enquiries made without an offer (lender ids are the catalogue's own slugs). */
export const noLender = "none"

/** A lender's queue: a lender of the catalogue by its id (the enquiries made from its offers), or "none". */
const isLenderId = Schema.is(Lender.fields.id)
export const EnquiryLender = Schema.String.check(
  failsWith((s: string) => s !== noLender && !isLenderId(s), "Lender must be a lender's id from the catalogue, or none")
)

/** The enquiry list's query (and the CSV export's): a search, filters, and the page. */
export const EnquiryQuery = Schema.Struct({
  /** A tracking ID, part of a name, or a mobile. */
  q: Schema.optional(Text(100)),
  status: Schema.optional(ApplicationStatusSchema),
  loanType: Schema.optional(Text(60)),
  applicationType: Schema.optional(Schema.Literals(applicationTypes)),
  /** A lender's id: that lender's queue (enquiries made from its offers); "none": the enquiries without an offer. */
  lender: Schema.optional(EnquiryLender),
  page: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100_000 }))
  )
})
export type EnquiryQuery = typeof EnquiryQuery.Type

/** The filter as staff set it in the list: the query's fields but the page, each one "" for any. */
export type EnquiryFilter = {
  readonly [K in Exclude<keyof EnquiryQuery, "page">]-?: Exclude<EnquiryQuery[K], undefined> | ""
}
export const emptyFilter: EnquiryFilter = { q: "", status: "", loanType: "", applicationType: "", lender: "" }

/** The query of a filter and a page: blank fields and page 1 left out. */
export const enquiryQueryOf = (filter: EnquiryFilter, page = 1): EnquiryQuery => ({
  ...(filter.q.trim() === "" ? {} : { q: filter.q.trim() }),
  ...(filter.status === "" ? {} : { status: filter.status }),
  ...(filter.loanType === "" ? {} : { loanType: filter.loanType }),
  ...(filter.applicationType === "" ? {} : { applicationType: filter.applicationType }),
  ...(filter.lender === "" ? {} : { lender: filter.lender }),
  ...(page === 1 ? {} : { page })
})

export const EnquiryRow = Schema.Struct({
  trackingId: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  loanType: Schema.String,
  applicationType: Schema.String,
  status: ApplicationStatusSchema,
  location: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** The person asked not to be called ("Message me, don't call"): the queue shows "Messages only". */
  noCalls: Schema.Boolean
})
export type EnquiryRow = typeof EnquiryRow.Type

export const EnquiryPage = Schema.Struct({
  items: Schema.Array(EnquiryRow),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int
})
export type EnquiryPage = typeof EnquiryPage.Type

export const AuditEntry = Schema.Struct({
  at: Schema.String,
  who: Schema.String,
  action: Schema.String,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String)
})
export type AuditEntry = typeof AuditEntry.Type

export const EnquiryDetail = Schema.Struct({
  ...EnquiryRow.fields,
  email: Schema.NullOr(Schema.String),
  referrer: Schema.NullOr(
    Schema.Struct({
      name: Schema.String,
      phone: Schema.String,
      email: Schema.NullOr(Schema.String),
      location: Schema.NullOr(Schema.String)
    })
  ),
  /** Made from a lender's offer ("Choose this offer"): the lender, the proposal number and the offer's terms. */
  offer: Schema.NullOr(
    Schema.Struct({
      lender: Schema.String,
      proposalNumber: Schema.String,
      /** The proposal's terms, while it is kept. */
      terms: Schema.NullOr(
        Schema.Struct({
          amount: Schema.Number,
          tenureMonths: Schema.Number,
          ratePercent: Schema.Number,
          emi: Schema.Number,
          apr: Schema.Number
        })
      )
    })
  ),
  /** How and when the person may be contacted: the channels they chose and the India-time hours a call is welcome. */
  contact: ContactPreference,
  history: Schema.Array(Schema.Struct({ status: Schema.String, at: Schema.String })),
  /** Staff changes and the calls they logged, oldest first. */
  audit: Schema.Array(AuditEntry),
  /** When the applicant withdrew their consent (on My data, by the link in a message, or by erasing): contact stops. */
  consentWithdrawnAt: Schema.NullOr(Schema.String)
})
export type EnquiryDetail = typeof EnquiryDetail.Type

export const MoveRequest = Schema.Struct({
  /** The staff action, e.g. 'Fix appointment' (the lifecycle of domain/application-status.ts). */
  event: Text(60),
  note: Schema.optional(Text(1000, adminMessages.noteCharacters, true))
})
export type MoveRequest = typeof MoveRequest.Type

/** How a call to the person went, as staff log it. */
export const callOutcomes = ["reached", "no-answer", "call-back-later", "wrong-number"] as const
export type CallOutcome = (typeof callOutcomes)[number]

export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: "Reached",
  "no-answer": "No answer",
  "call-back-later": "Asked to call back later",
  "wrong-number": "Wrong number"
}

/** The audit's action of a logged call: "Call: Reached". */
export const callAction = (outcome: CallOutcome): string => `Call: ${callOutcomeLabels[outcome]}`

export const LogCallRequest = Schema.Struct({
  outcome: Schema.Literals(callOutcomes),
  note: Schema.optional(Text(1000, adminMessages.noteCharacters, true))
})
export type LogCallRequest = typeof LogCallRequest.Type

/** Why a call may not be logged, in the words staff read (the server's 409 and the disabled "Log a call"). */
export const callRefusedMessage = (reason: "no-calls" | "outside-window", callFrom: number, callTo: number): string =>
  reason === "no-calls"
    ? "Messages only: this person asked not to be called."
    : `Outside this person's call window: call between ${hourLabel(callFrom)} and ${hourLabel(callTo)} India time.`

export class AdminEnquiriesGroup extends HttpApiGroup.make("enquiries")
  .add(
    HttpApiEndpoint.get("list", "/enquiries", { query: EnquiryQuery, success: Ok(EnquiryPage) }),
    HttpApiEndpoint.get("detail", "/enquiries/:trackingId", {
      params: { trackingId: Text(40) },
      success: Ok(EnquiryDetail),
      error: AdminNotFound
    }),
    /** Every enquiry matching the list's query (no paging) as CSV, formula-like cells kept as text (domain/csv.ts). */
    HttpApiEndpoint.get("export", "/export/enquiries.csv", {
      query: EnquiryQuery,
      success: Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/csv" }))
    }),
    HttpApiEndpoint.post("move", "/enquiries/:trackingId/moves", {
      params: { trackingId: Text(40) },
      payload: MoveRequest,
      success: Ok(EnquiryDetail),
      error: [AdminNotFound, MoveRefused, UnsupportedMediaType]
    }),
    /** Logs a call to the person, only within their preference (server/admin/enquiries/repo.ts). */
    HttpApiEndpoint.post("logCall", "/enquiries/:trackingId/calls", {
      params: { trackingId: Text(40) },
      payload: LogCallRequest,
      success: Ok(EnquiryDetail),
      error: [AdminNotFound, CallRefused, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}
