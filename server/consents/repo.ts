/**
 * Consent records (issue 14, point 2; migration 0050): written by the repositories of the submissions that rely on
 * consent, in the same statement as the submission (a data-modifying CTE), so one is never stored without the
 * other. The notice version is the one the site shows now (domain/consent.ts); the channel is the web.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type ConsentPurpose, consentChannel, noticeVersion } from "../../domain/consent.ts"
import type { LoanEnquiry } from "../../domain/enquiry.ts"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
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
      // One statement: the withdrawal and the stop of every message not yet sent (docs/messages.md); a message the
      // worker has claimed is checked again under its row lock before it goes (server/messages/worker.ts).
      const withdrawForEnquiry = (enquiryId: string) =>
        sql`
          WITH withdrawn AS (
            UPDATE consents SET withdrawn_at = coalesce(withdrawn_at, now())
            WHERE enquiry_id = ${enquiryId}::bigint
            RETURNING id
          )
          UPDATE status_messages SET state = 'stopped', claimed_until = NULL
          WHERE enquiry_id = ${enquiryId}::bigint AND state IN ('queued', 'sending', 'failed')
        `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("Consents.withdrawForEnquiry"))
      return Consents.of({ all, withdrawForEnquiry })
    })
  )
}

const MyConsentRow = Schema.Struct({
  id: Schema.String,
  purpose: Schema.String,
  noticeVersion: Schema.String,
  channel: Schema.String,
  givenAt: IsoDateTime,
  withdrawnAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ noticeVersion: "notice_version", givenAt: "given_at", withdrawnAt: "withdrawn_at" }))

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
          SELECT id::text AS id, purpose, notice_version, channel, given_at, withdrawn_at FROM consents
          WHERE mobile = ${m} ORDER BY id
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
