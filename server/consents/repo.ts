/**
 * Consent records (issue 14, point 2; migration 0050): written by the repositories of the submissions that rely on
 * consent, in the same statement as the submission (a data-modifying CTE), so one is never stored without the
 * other. The notice version is the one the site shows now (domain/consent.ts); the channel is the web.
 */
import { Context, Effect, Layer, type Option, Schema } from "effect"
import { SqlClient, SqlSchema, type Statement } from "effect/sql"
import { type ConsentPurpose, consentChannel, noticeVersion } from "../../domain/consent.ts"
import type { LoanEnquiry } from "../../domain/enquiry.ts"
import { type ErasureCounts, MyConsent, type MyData } from "../../domain/my-data.ts"
import { erasedRows, type PersonalData, rowsFor } from "../db/personal-data.ts"
import { IsoDateTime } from "../db/schemas.ts"

/** Who gave consent on an enquiry: the person submitting it (Self, the visitor from a link, or the referrer). */
export const enquiryConsenter = (e: LoanEnquiry): { readonly mobile: string; readonly email: string | null } =>
  e.applicationType === "Self" || e.via === "link"
    ? { mobile: e.phone, email: e.email ? e.email : null }
    : { mobile: e.referralPhone, email: e.referralEmail ? e.referralEmail : null }

/** The fixed columns of a record made now. */
export const consentColumns = (purpose: ConsentPurpose) =>
  ({ purpose, notice_version: noticeVersion, channel: consentChannel }) as const

export const StoredConsent = Schema.Struct({
  purpose: Schema.String,
  noticeVersion: Schema.String,
  channel: Schema.String,
  givenAt: IsoDateTime,
  enquiryId: Schema.NullOr(Schema.String),
  creditEnquiryId: Schema.NullOr(Schema.String),
  contactMessageId: Schema.NullOr(Schema.String),
  mobile: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String)
}).pipe(
  Schema.encodeKeys({
    noticeVersion: "notice_version",
    givenAt: "given_at",
    enquiryId: "enquiry_id",
    creditEnquiryId: "credit_enquiry_id",
    contactMessageId: "contact_message_id"
  })
)
export type StoredConsent = typeof StoredConsent.Type

export class Consents extends Context.Service<
  Consents,
  {
    /** Every consent record, oldest first (tests; the "My data" page will list a mobile's). */
    readonly all: Effect.Effect<ReadonlyArray<StoredConsent>>
    /**
     * The consent given on an enquiry, withdrawn now (its first withdrawal's time is kept): no message about the
     * enquiry goes out after it. An enquiry since erased has nothing left to withdraw.
     */
    readonly withdrawForEnquiry: (enquiryId: string) => Effect.Effect<void>
    /**
     * One of the mobile's consents withdrawn now, as withdrawForEnquiry does for an enquiry's (the first withdrawal's
     * time kept; every message not yet sent about its enquiry stopped in the same statement): the consent as it now
     * is, or none when the id is not among the mobile's consents (unknown, another person's, or erased).
     */
    readonly withdrawOfMobile: (mobile: string, consentId: string) => Effect.Effect<Option.Option<MyConsent>>
  }
>()("server/consents/Consents") {
  static readonly layer = Layer.effect(
    Consents,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const all = SqlSchema.findAll({
        Request: Schema.Void,
        Result: StoredConsent,
        execute: () => sql`
          SELECT purpose, notice_version, channel, given_at, enquiry_id::text AS enquiry_id,
            credit_enquiry_id::text AS credit_enquiry_id, contact_message_id::text AS contact_message_id, mobile, email
          FROM consents ORDER BY id
        `
      })().pipe(Effect.orDie)
      /**
       * One statement: the consents `chosen` picks withdrawn (a first withdrawal's time kept) and every message not
       * yet sent about the enquiries `enquiries` names stopped (docs/messages.md); a message the worker has claimed is
       * checked again under its row lock before it goes (server/messages/worker.ts). The withdrawn consents as My data
       * shows them. Two at once: the second waits for the first's row lock and keeps its time.
       */
      const withdrawal = (chosen: Statement.Fragment, enquiries: Statement.Fragment) =>
        sql`
          WITH c AS (
            UPDATE consents SET withdrawn_at = coalesce(withdrawn_at, now())
            WHERE ${chosen}
            RETURNING id, purpose, notice_version, channel, given_at, withdrawn_at, enquiry_id, lender_name
          ), stopped AS (
            UPDATE status_messages SET state = 'stopped', claimed_until = NULL
            WHERE enquiry_id IN (${enquiries}) AND state IN ('queued', 'sending', 'failed')
          )
          SELECT ${myConsentColumns(sql)} FROM c
        `
      const withdrawForEnquiry = (enquiryId: string) =>
        withdrawal(sql`enquiry_id = ${enquiryId}::bigint`, sql`${enquiryId}::bigint`).pipe(
          Effect.asVoid,
          Effect.orDie,
          Effect.withSpan("Consents.withdrawForEnquiry")
        )
      const withdrawOfMobile = (mobile: string, consentId: string) =>
        SqlSchema.findOneOption({
          Request: Schema.Void,
          Result: MyConsentRow,
          execute: () =>
            withdrawal(
              sql`id = ${consentId}::bigint AND mobile = ${mobile} AND erased_at IS NULL`,
              sql`SELECT enquiry_id FROM c`
            )
        })().pipe(Effect.orDie, Effect.withSpan("Consents.withdrawOfMobile"))
      return Consents.of({ all, withdrawForEnquiry, withdrawOfMobile })
    })
  )
}

const MyConsentRow = Schema.Struct({
  ...MyConsent.fields,
  givenAt: IsoDateTime,
  withdrawnAt: Schema.NullOr(IsoDateTime)
}).pipe(
  Schema.encodeKeys({
    noticeVersion: "notice_version",
    givenAt: "given_at",
    withdrawnAt: "withdrawn_at",
    trackingId: "tracking_id"
  })
)

/**
 * A consent's columns as My data shows it, from a row `c` of consents: its enquiry's tracking ID, and the lenders its
 * details went to (the offer's lender named on the consent, and every sharing recorded for its enquiry), by name.
 */
const myConsentColumns = (sql: SqlClient.SqlClient) => sql`
  c.id::text AS id, c.purpose, c.notice_version, c.channel, c.given_at, c.withdrawn_at,
  (SELECT e.tracking_id FROM loan_enquiries e WHERE e.id = c.enquiry_id) AS tracking_id,
  ARRAY(
    SELECT c.lender_name WHERE c.lender_name IS NOT NULL
    UNION
    SELECT s.lender_name FROM lender_shares s WHERE s.enquiry_id = c.enquiry_id
    ORDER BY 1
  ) AS lenders
`

/**
 * The consent records given with a mobile. Erased: kept as proof without the mobile, the e-mail and the link to a
 * deleted record, and withdrawn now; also those attached to the mobile's credit enquiries and contact messages, so
 * this runs before their owners delete them (a consent goes with its record: ON DELETE CASCADE).
 */
export const consentRecords: PersonalData<Pick<MyData, "consents">, Pick<ErasureCounts, "consents">> = {
  tables: ["consents"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyConsentRow,
        (m) => sql`
          SELECT ${myConsentColumns(sql)} FROM consents c
          WHERE c.mobile = ${m} ORDER BY c.id
        `
      )(mobile).pipe(Effect.map((consents) => ({ consents }))),
    erase: (mobile) =>
      sql`
        UPDATE consents SET mobile = NULL, email = NULL, credit_enquiry_id = NULL, contact_message_id = NULL,
          withdrawn_at = coalesce(withdrawn_at, now()), erased_at = now()
        WHERE erased_at IS NULL AND (
          mobile = ${mobile}
          OR credit_enquiry_id IN (SELECT id FROM credit_enquiries WHERE phone = ${mobile})
          OR contact_message_id IN (SELECT id FROM contact_messages WHERE phone = ${mobile})
        )
        RETURNING id
      `.pipe(Effect.map(erasedRows("consents")))
  })
}
