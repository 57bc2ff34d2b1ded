// Over 300 lines: the back office's one repository of enquiries (the list, the export, one enquiry, its moves and its calls) shares its row schemas and row locks.
/**
 * Loan enquiries as staff work them: search, filters and paging, the CSV export, one enquiry with its referrer,
 * status history and audit, and lifecycle moves.
 *
 * A move is checked against the lifecycle of domain/application-status.ts, then made in one transaction that locks
 * the row, sets the status only if it is still the one the move starts from, queues the applicant's status messages
 * (server/messages/outbox.ts) and writes the audit log. The status
 * history and a referrer's reward (on Disbursed) come from the database triggers of migrations 0001 and 0032.
 *
 * A logged call is checked against the person's contact preference (domain/contact-preference.ts, `mayCall`) at the
 * server's clock, in the transaction that writes it to the audit log, with the preference's row locked: a call is
 * never logged to someone who asked not to be called, or outside their window.
 */
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import {
  AuditEntry,
  adminPageSize,
  type CallOutcome,
  type CurrentStaff,
  callAction,
  type EnquiryDetail,
  EnquiryQuery,
  EnquiryRow,
  noLender
} from "../../../domain/admin-api.ts"
import { ApplicationStatusSchema, nextStatus } from "../../../domain/application-status.ts"
import { ContactPreference, mayCall } from "../../../domain/contact-preference.ts"
import { normalizeTrackingId } from "../../../domain/tracking-id.ts"
import { Count, IsoDateTime } from "../../db/schemas.ts"
import { EnquiryNotFound } from "../../enquiries/repo.ts"
import { queueStatusMessages } from "../../messages/outbox.ts"
import { Audit } from "../audit.ts"

/** 409: the lifecycle does not allow this move from the enquiry's status. */
export class MoveNotAllowed extends Schema.TaggedError<MoveNotAllowed>()("MoveNotAllowed", {
  status: ApplicationStatusSchema,
  event: Schema.String
}) {}

/** 409: the person's preference does not allow a call now; nothing was written. */
export class CallNotAllowed extends Schema.TaggedError<CallNotAllowed>()("CallNotAllowed", {
  reason: Schema.Literals(["no-calls", "outside-window"]),
  callFrom: Schema.Int,
  callTo: Schema.Int
}) {}

const rowKeys = {
  trackingId: "tracking_id",
  loanType: "loan_type",
  applicationType: "application_type",
  createdAt: "created_at",
  updatedAt: "updated_at",
  noCalls: "no_calls"
} as const
const rowFields = { ...EnquiryRow.fields, createdAt: IsoDateTime, updatedAt: IsoDateTime }

const Row = Schema.Struct(rowFields).pipe(Schema.encodeKeys(rowKeys))

/** A row of the CSV export: the list's columns, the e-mail and the referrer. */
export const ExportRow = Schema.Struct({
  ...rowFields,
  email: Schema.NullOr(Schema.String),
  referrerName: Schema.NullOr(Schema.String),
  referrerPhone: Schema.NullOr(Schema.String),
  lender: Schema.NullOr(Schema.String),
  proposalNumber: Schema.NullOr(Schema.String)
}).pipe(
  Schema.encodeKeys({
    ...rowKeys,
    referrerName: "referral_name",
    referrerPhone: "referral_phone",
    lender: "lender_name",
    proposalNumber: "proposal_number"
  })
)
export type ExportRow = typeof ExportRow.Type

/** The contact preference's columns (migration 0073). */
const PreferenceColumns = Schema.Struct({
  contact_channels: ContactPreference.fields.channels,
  call_from: Schema.Int,
  call_to: Schema.Int
})

const DetailRow = Schema.Struct({
  ...rowFields,
  id: Schema.String,
  email: Schema.NullOr(Schema.String),
  referral_name: Schema.NullOr(Schema.String),
  referral_phone: Schema.NullOr(Schema.String),
  referral_email: Schema.NullOr(Schema.String),
  referral_location: Schema.NullOr(Schema.String),
  lender_name: Schema.NullOr(Schema.String),
  proposal_number: Schema.NullOr(Schema.String),
  terms: Schema.NullOr(Schema.Unknown),
  ...PreferenceColumns.fields,
  consentWithdrawnAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ ...rowKeys, consentWithdrawnAt: "consent_withdrawn_at" }))

const preferenceOf = (row: typeof PreferenceColumns.Type): ContactPreference => ({
  channels: row.contact_channels,
  callFrom: row.call_from,
  callTo: row.call_to
})

const HistoryRow = Schema.Struct({ status: Schema.String, at: IsoDateTime }).pipe(
  Schema.encodeKeys({ at: "changed_at" })
)

const AuditRow = Schema.Struct({ ...AuditEntry.fields, at: IsoDateTime }).pipe(
  Schema.encodeKeys({ from: "from_value", to: "to_value" })
)

/** The figures staff see of a proposal's stored terms (server/offers/http.ts), or null when it is not readable. */
const termsShown = (terms: unknown): NonNullable<EnquiryDetail["offer"]>["terms"] => {
  const t = (typeof terms === "string" ? JSON.parse(terms) : terms) as Record<string, unknown> | null
  if (t === null || typeof t !== "object") return null
  const { amount, tenureMonths, ratePercent, emi, apr } = t
  return [amount, tenureMonths, ratePercent, emi, apr].every((n) => typeof n === "number")
    ? {
        amount: amount as number,
        tenureMonths: tenureMonths as number,
        ratePercent: ratePercent as number,
        emi: emi as number,
        apr: apr as number
      }
    : null
}

/** LIKE wildcards in what staff type are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`)

export class AdminEnquiries extends Context.Service<
  AdminEnquiries,
  {
    /** One page of the enquiries matching the query, newest first. */
    list(
      query: EnquiryQuery
    ): Effect.Effect<{ items: ReadonlyArray<EnquiryRow>; total: number; page: number; pageSize: number }>
    /** Every enquiry matching the query (the page ignored), newest first. */
    exportRows(query: EnquiryQuery): Effect.Effect<ReadonlyArray<ExportRow>>
    /** One enquiry by its tracking ID as typed (spaces, hyphens and case forgiven). */
    detail(trackingId: string): Effect.Effect<EnquiryDetail, EnquiryNotFound>
    /** Moves an enquiry by a staff action (with an optional note) and audits it; the enquiry as it is now. */
    move(
      trackingId: string,
      event: string,
      note: string | undefined
    ): Effect.Effect<EnquiryDetail, EnquiryNotFound | MoveNotAllowed, CurrentStaff>
    /**
     * Logs a call to the person (its outcome, an optional note) in the audit, if their preference allows a call at
     * the clock's now; the enquiry as it is now.
     */
    logCall(
      trackingId: string,
      outcome: CallOutcome,
      note: string | undefined
    ): Effect.Effect<EnquiryDetail, EnquiryNotFound | CallNotAllowed, CurrentStaff>
  }
>()("server/admin/AdminEnquiries") {
  static readonly layer = Layer.effect(
    AdminEnquiries,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit

      const where = (query: typeof EnquiryQuery.Encoded) => {
        const parts = []
        const q = query.q?.trim() ?? ""
        if (q !== "") {
          const id = normalizeTrackingId(q)
          const digits = q.replace(/\D/gu, "")
          const like = `%${likeEscape(q.toLowerCase())}%`
          parts.push(
            sql.or([
              ...(id !== undefined ? [sql`tracking_id = ${id}`] : []),
              sql`lower(first_name || ' ' || last_name) LIKE ${like}`,
              ...(digits.length >= 4 ? [sql`phone LIKE ${`%${digits}%`}`] : [])
            ])
          )
        }
        if (query.status !== undefined) parts.push(sql`status = ${query.status}`)
        if (query.loanType !== undefined && query.loanType !== "") parts.push(sql`loan_type = ${query.loanType}`)
        if (query.applicationType !== undefined) parts.push(sql`application_type = ${query.applicationType}`)
        if (query.lender === noLender) parts.push(sql`lender_id IS NULL`)
        else if (query.lender !== undefined) parts.push(sql`lender_id = ${query.lender}`)
        return parts.length === 0 ? sql`` : sql`WHERE ${sql.and(parts)}`
      }
      const columns = sql`tracking_id, trim(first_name || ' ' || last_name) AS name, phone, loan_type, application_type,
        status, location, created_at, updated_at, NOT ('call' = ANY(contact_channels)) AS no_calls`

      const countMatching = SqlSchema.findOne({
        Request: EnquiryQuery,
        Result: Count,
        execute: (query) => sql`SELECT count(*)::int AS n FROM loan_enquiries ${where(query)}`
      })
      const findPage = SqlSchema.findAll({
        Request: EnquiryQuery,
        Result: Row,
        execute: (query) => sql`
          SELECT ${columns} FROM loan_enquiries ${where(query)}
          ORDER BY created_at DESC, id DESC
          LIMIT ${adminPageSize} OFFSET ${(Number(query.page ?? 1) - 1) * adminPageSize}
        `
      })
      const findAllMatching = SqlSchema.findAll({
        Request: EnquiryQuery,
        Result: ExportRow,
        execute: (query) => sql`
          SELECT ${columns}, email, referral_name, referral_phone, lender_name, proposal_number
          FROM loan_enquiries ${where(query)}
          ORDER BY created_at DESC, id DESC
        `
      })
      const findDetail = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: DetailRow,
        execute: (trackingId) => sql`
          SELECT ${columns}, id::text AS id, email, referral_name, referral_phone, referral_email, referral_location,
            lender_name, proposal_number, contact_channels, call_from, call_to,
            (SELECT p.terms FROM offer_proposals p WHERE p.proposal_number = loan_enquiries.proposal_number) AS terms,
            (SELECT min(k.withdrawn_at) FROM consents k WHERE k.enquiry_id = loan_enquiries.id) AS consent_withdrawn_at
          FROM loan_enquiries WHERE tracking_id = ${trackingId}
        `
      })
      const findHistory = SqlSchema.findAll({
        Request: Schema.String,
        Result: HistoryRow,
        execute: (enquiryId) => sql`
          SELECT status, changed_at FROM loan_enquiry_status_history WHERE enquiry_id = ${enquiryId}
          ORDER BY changed_at, id
        `
      })
      const findAudit = SqlSchema.findAll({
        Request: Schema.String,
        Result: AuditRow,
        execute: (trackingId) => sql`
          SELECT a.at, coalesce(s.display_name, 'unknown') AS who, a.action, a.from_value, a.to_value, a.note
          FROM admin_audit_log a LEFT JOIN admin_staff s ON s.id = a.staff_id
          WHERE a.subject = ${`enquiry:${trackingId}`} ORDER BY a.at, a.id
        `
      })
      const lockStatus = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Schema.Struct({ status: ApplicationStatusSchema }),
        execute: (trackingId) => sql`SELECT status FROM loan_enquiries WHERE tracking_id = ${trackingId} FOR UPDATE`
      })

      const lockPreference = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: PreferenceColumns,
        execute: (trackingId) => sql`
          SELECT contact_channels, call_from, call_to FROM loan_enquiries WHERE tracking_id = ${trackingId} FOR UPDATE
        `
      })

      const list = Effect.fn("AdminEnquiries.list")(function* (query: EnquiryQuery) {
        const { n: total } = yield* countMatching(query)
        const items = yield* findPage(query)
        return { items, total, page: query.page ?? 1, pageSize: adminPageSize }
      }, Effect.orDie)

      const exportRows = Effect.fn("AdminEnquiries.exportRows")(function* (query: EnquiryQuery) {
        return yield* findAllMatching(query)
      }, Effect.orDie)

      const detail = Effect.fn("AdminEnquiries.detail")(function* (input: string) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return yield* new EnquiryNotFound()
        const found = yield* Effect.orDie(findDetail(trackingId))
        if (Option.isNone(found)) return yield* new EnquiryNotFound()
        const {
          id,
          referral_name,
          referral_phone,
          referral_email,
          referral_location,
          email,
          lender_name,
          proposal_number,
          terms,
          contact_channels,
          call_from,
          call_to,
          ...row
        } = found.value
        const history = yield* Effect.orDie(findHistory(id))
        const audit = yield* Effect.orDie(findAudit(trackingId))
        return {
          ...row,
          email: email || null,
          referrer:
            row.applicationType === "Referral" && referral_phone !== null
              ? {
                  name: referral_name ?? "",
                  phone: referral_phone,
                  email: referral_email || null,
                  location: referral_location || null
                }
              : null,
          offer:
            lender_name !== null && proposal_number !== null
              ? { lender: lender_name, proposalNumber: proposal_number, terms: termsShown(terms) }
              : null,
          contact: preferenceOf({ contact_channels, call_from, call_to }),
          history,
          audit
        } satisfies EnquiryDetail
      })

      const move = Effect.fn("AdminEnquiries.move")(function* (input: string, event: string, note: string | undefined) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return yield* new EnquiryNotFound()
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const current = yield* Effect.orDie(lockStatus(trackingId))
              if (Option.isNone(current)) return yield* new EnquiryNotFound()
              const from = current.value.status
              const to = nextStatus(from, event)
              if (to === undefined) return yield* new MoveNotAllowed({ status: from, event })
              yield* sql`
              UPDATE loan_enquiries SET status = ${to}, updated_at = now()
              WHERE tracking_id = ${trackingId} AND status = ${from}
            `
              yield* queueStatusMessages(sql, trackingId, to)
              yield* audit.record({
                action: event,
                subject: `enquiry:${trackingId}`,
                from,
                to,
                note: note?.trim() || null
              })
            })
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        return yield* detail(trackingId)
      })

      const logCall = Effect.fn("AdminEnquiries.logCall")(function* (
        input: string,
        outcome: CallOutcome,
        note: string | undefined
      ) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return yield* new EnquiryNotFound()
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const found = yield* Effect.orDie(lockPreference(trackingId))
              if (Option.isNone(found)) return yield* new EnquiryNotFound()
              const preference = preferenceOf(found.value)
              const verdict = mayCall(preference, new Date(yield* Clock.currentTimeMillis))
              if (verdict._tag === "Refused")
                return yield* new CallNotAllowed({
                  reason: verdict.reason,
                  callFrom: preference.callFrom,
                  callTo: preference.callTo
                })
              yield* audit.record({
                action: callAction(outcome),
                subject: `enquiry:${trackingId}`,
                to: outcome,
                note: note?.trim() || null
              })
            })
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        return yield* detail(trackingId)
      })

      return AdminEnquiries.of({ list, exportRows, detail, move, logCall })
    })
  )
}
