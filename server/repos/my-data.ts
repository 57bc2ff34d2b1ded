/**
 * "My data" (issue 14, point 4; domain/my-data.ts, docs/compliance.md): every record held for a verified mobile, a
 * correction request, and the erasure.
 *
 * A person's records are those tied to the mobile they verified: found by the mobile, or by the id of a record that
 * is the mobile's. Never by an e-mail address: nobody verified it, and anyone may type another person's address
 * into a form (an enquiry made with one's own mobile and someone else's e-mail must not open that person's records
 * to view or erasure). Feedback, which the form takes without a mobile, is therefore not part of My data; the page
 * says how to have it changed or removed (a grievance).
 *
 * Erasure is ONE transaction (a failure part-way erases nothing), serialised per mobile by a transaction-scoped
 * advisory lock, so of two requests at once one erases and the other finds nothing. Per table:
 *
 * - loan_enquiries, the person as applicant: name, mobile, e-mail and location removed, `erased_at` set (the tracking
 *   ID then reads "Removed at your request"); the row, its status and its append-only history stay. The referrer's
 *   details on a Referral the person applied for are the referrer's own data and stay.
 * - loan_enquiries, the person as referrer: the referrer's name, mobile, e-mail and location removed.
 * - idempotency_keys of those enquiries (a hash of the request, personal data included): deleted.
 * - credit_enquiries (PAN encrypted and masked), contact_messages: deleted.
 * - consents given with the mobile, or attached to its credit enquiries and contact messages: kept as proof without
 *   the mobile, the e-mail and the link to a deleted record; withdrawn now.
 * - referral_rewards, reward_withdrawals: the ledger (points, dates, payouts) kept, the referrer's mobile removed.
 * - otp_challenges (filed under an HMAC of the mobile and purpose) and sms_outbox: deleted.
 * - data_corrections: the mobile, the detail, the words and the staff note removed; the record and status kept.
 * - grievances (found by the mobile that raised them): the name, mobile, e-mail, tracking ID, description and reply
 *   removed, `erased_at` set; the number, category, status and dates kept, the record that we answered within 30
 *   days (RBI Digital Lending Directions; migration 0055).
 * - admin_audit_log: the staff notes on the erased enquiries, corrections and grievances removed (a note may name the
 *   person; a grievance's Reply step notes the reply's words).
 * - my_data_erasures: a dated row with the counts only.
 * - token_revocations: the mobile's token epoch raised (server/tokens/tokens.ts), so every token of the mobile issued
 *   before, of any purpose, the one that asked for the erasure included, is refused from the commit on. Each erasure
 *   does so, even one that finds nothing; a token already spent when the erasure gets the mobile's lock (two at
 *   once with one token) erases nothing and is refused.
 */
import { createHmac } from "node:crypto"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import {
  type CorrectionRequest,
  type ErasureCounts,
  type MyData,
  MyEnquiry,
  MyGrievance,
  maskPanForOwner
} from "../../domain/my-data.ts"
import { otpPurposes } from "../../domain/otp.ts"
import { IsoDateTime } from "../db/schemas.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { TokenEpochs } from "../tokens/tokens.ts"
import { decryptPan } from "./credit-enquiries.ts"

/** The correction names a record that is not among the mobile's. */
export class RecordNotYours extends Schema.TaggedError<RecordNotYours>()("RecordNotYours", {}) {}

/** The erasure's token was issued before an erasure of the mobile that has since been done: it is spent. */
export class TokenSpent extends Schema.TaggedError<TokenSpent>()("TokenSpent", {}) {}

const EnquiryRow = Schema.Struct({ ...MyEnquiry.fields, createdAt: IsoDateTime, updatedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({
    trackingId: "tracking_id",
    applicationType: "application_type",
    loanType: "loan_type",
    createdAt: "created_at",
    updatedAt: "updated_at"
  })
)
const CreditRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  gender: Schema.String,
  email: Schema.String,
  pan_encrypted: Schema.String,
  dob: Schema.String,
  address: Schema.String,
  pincode: Schema.String,
  city: Schema.String,
  state: Schema.String,
  created_at: IsoDateTime
})
const ContactRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  message: Schema.String,
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ createdAt: "created_at" }))
const RewardRow = Schema.Struct({
  trackingId: Schema.String,
  points: Schema.Int,
  status: Schema.String,
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ trackingId: "tracking_id", createdAt: "created_at" }))
const WithdrawalRow = Schema.Struct({
  id: Schema.String,
  points: Schema.Int,
  itemCount: Schema.Int,
  requestedAt: IsoDateTime,
  paidAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ itemCount: "item_count", requestedAt: "requested_at", paidAt: "paid_at" }))
const ConsentRow = Schema.Struct({
  id: Schema.String,
  purpose: Schema.String,
  noticeVersion: Schema.String,
  channel: Schema.String,
  givenAt: IsoDateTime,
  withdrawnAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ noticeVersion: "notice_version", givenAt: "given_at", withdrawnAt: "withdrawn_at" }))
const CorrectionRow = Schema.Struct({
  id: Schema.String,
  record: Schema.String,
  field: Schema.String,
  details: Schema.String,
  status: Schema.Literals(["open", "done", "rejected"]),
  note: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ createdAt: "created_at" }))
const GrievanceRow = Schema.Struct({
  ...MyGrievance.fields,
  receivedAt: IsoDateTime,
  repliedAt: Schema.NullOr(IsoDateTime),
  resolvedAt: Schema.NullOr(IsoDateTime)
}).pipe(
  Schema.encodeKeys({
    trackingId: "tracking_id",
    receivedAt: "received_at",
    dueDate: "due_date",
    repliedAt: "replied_at",
    resolvedAt: "resolved_at"
  })
)
const OtpRow = Schema.Struct({ subject: Schema.String, sends: Schema.Array(Schema.Unknown) })
const SmsRow = Schema.Struct({ created_at: IsoDateTime })

const hour = 3_600_000

export class MyDataRepo extends Context.Service<
  MyDataRepo,
  {
    /** Every record held for the mobile. */
    view(mobile: string): Effect.Effect<MyData>
    /** Files a correction request about one of the mobile's records (or `other`); its id. */
    correct(mobile: string, request: CorrectionRequest): Effect.Effect<string, RecordNotYours>
    /**
     * Erases the mobile's personal data in one transaction, asked for with a token of the given epoch, and voids
     * every token of the mobile issued so far; the counts of what changed (all 0: nothing held). TokenSpent when an
     * erasure done meanwhile voided the token.
     */
    erase(mobile: string, tokenEpoch: number): Effect.Effect<ErasureCounts, TokenSpent>
  }
>()("server/repos/MyDataRepo") {
  static readonly layer = Layer.effect(
    MyDataRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* ServerKeys
      const epochs = yield* TokenEpochs
      /** The OTP rows of a mobile, one per purpose (server/otp/otp.ts files them so). */
      const otpSubjects = (mobile: string) =>
        new Map(
          otpPurposes.map((purpose) => [
            createHmac("sha256", keys.otp).update(`subject:${purpose}:${mobile}`).digest("base64url"),
            purpose
          ])
        )
      /** `IN (...)` of a list that may be empty (no row matches the empty string there). */
      const inList = (values: ReadonlyArray<string>) => sql.in(values.length === 0 ? [""] : values)

      const view = Effect.fn("MyDataRepo.view")(function* (mobile: string) {
        const enquiries = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: EnquiryRow,
          execute: (m) => sql`
              SELECT tracking_id, 'applicant' AS role, application_type, loan_type, status,
                trim(first_name || ' ' || last_name) AS name, email, location, created_at, updated_at
              FROM loan_enquiries WHERE phone = ${m} AND erased_at IS NULL
              UNION ALL
              SELECT tracking_id, 'referrer' AS role, application_type, loan_type, status,
                coalesce(referral_name, '') AS name, referral_email AS email, referral_location AS location,
                created_at, updated_at
              FROM loan_enquiries WHERE referral_phone = ${m}
              ORDER BY created_at, tracking_id
            `
        })(mobile)
        const credit = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: CreditRow,
          execute: (m) => sql`
              SELECT id::text AS id, trim(first_name || ' ' || last_name) AS name, gender, email, pan_encrypted,
                to_char(dob, 'YYYY-MM-DD') AS dob, address, pincode, city, state, created_at
              FROM credit_enquiries WHERE phone = ${m} ORDER BY id
            `
        })(mobile)
        const contactMessages = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: ContactRow,
          execute: (m) => sql`
              SELECT id::text AS id, name, email, message, created_at FROM contact_messages WHERE phone = ${m} ORDER BY id
            `
        })(mobile)
        const rewards = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: RewardRow,
          execute: (m) => sql`
              SELECT e.tracking_id, r.points, r.status, r.created_at
              FROM referral_rewards r JOIN loan_enquiries e ON e.id = r.enquiry_id
              WHERE r.referrer_phone = ${m} ORDER BY r.id
            `
        })(mobile)
        const withdrawals = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: WithdrawalRow,
          execute: (m) => sql`
              SELECT id, points, item_count, requested_at, paid_at FROM reward_withdrawals
              WHERE referrer_phone = ${m} ORDER BY requested_at, id
            `
        })(mobile)
        const consents = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: ConsentRow,
          execute: (m) => sql`
              SELECT id::text AS id, purpose, notice_version, channel, given_at, withdrawn_at FROM consents
              WHERE mobile = ${m} ORDER BY id
            `
        })(mobile)
        const corrections = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: CorrectionRow,
          execute: (m) => sql`
              SELECT id::text AS id, record, field, details, status, staff_note AS note, created_at
              FROM data_corrections WHERE mobile = ${m} ORDER BY id
            `
        })(mobile)
        const grievances = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: GrievanceRow,
          execute: (m) => sql`
              SELECT number, category, status, name, email, tracking_id, description, received_at,
                to_char(due_date, 'YYYY-MM-DD') AS due_date, reply, replied_at, resolved_at
              FROM grievances WHERE mobile = ${m} ORDER BY received_at, id
            `
        })(mobile)
        const subjects = otpSubjects(mobile)
        const otpRows = yield* SqlSchema.findAll({
          Request: Schema.Void,
          Result: OtpRow,
          execute: () => sql`SELECT subject, sends FROM otp_challenges WHERE subject IN ${inList([...subjects.keys()])}`
        })()
        const now = Date.now()
        const otp = otpRows.map((row) => {
          const sends = row.sends.map(Number).filter(Number.isFinite)
          const last = sends.length === 0 ? null : new Date(Math.max(...sends)).toISOString()
          return {
            purpose: subjects.get(row.subject) ?? "",
            codesLastHour: sends.filter((at) => at > now - hour).length,
            lastSentAt: last
          }
        })
        const sms = yield* SqlSchema.findAll({
          Request: Schema.String,
          Result: SmsRow,
          execute: (m) => sql`SELECT created_at FROM sms_outbox WHERE mobile = ${m} ORDER BY id`
        })(mobile)
        return {
          mobile,
          enquiries,
          creditEnquiries: credit.map(({ pan_encrypted, created_at, ...c }) => ({
            ...c,
            pan: maskPanForOwner(decryptPan(keys.pan, pan_encrypted)),
            createdAt: created_at
          })),
          contactMessages,
          rewards,
          withdrawals,
          consents,
          corrections,
          grievances,
          otp,
          smsSent: sms.map((s) => s.created_at)
        } satisfies MyData
      }, Effect.orDie)

      const correct = Effect.fn("MyDataRepo.correct")(function* (mobile: string, request: CorrectionRequest) {
        if (request.record !== "other") {
          const data = yield* view(mobile)
          const [kind, id] = request.record.split(":") as [string, string]
          const ids =
            kind === "enquiry"
              ? data.enquiries.map((e) => e.trackingId)
              : kind === "credit"
                ? data.creditEnquiries.map((c) => c.id)
                : data.contactMessages.map((c) => c.id)
          if (!ids.includes(id)) return yield* new RecordNotYours()
        }
        const rows = yield* Effect.orDie(sql<{ id: string }>`
          INSERT INTO data_corrections (mobile, record, field, details)
          VALUES (${mobile}, ${request.record}, ${request.field.trim()}, ${request.details.trim()})
          RETURNING id::text AS id
        `)
        return rows[0]!.id
      })

      const count = (rows: ReadonlyArray<unknown>) => rows.length

      const eraseAll = (mobile: string, tokenEpoch: number) =>
        Effect.gen(function* () {
          // Two erasures of one mobile at once: the second waits here, then finds its token spent by the first. The
          // lock's key is a number derived from the mobile and kept nowhere.
          const lockKey = createHmac("sha256", keys.otp).update(`erase:${mobile}`).digest().readBigInt64BE(0)
          yield* sql`SELECT pg_advisory_xact_lock(${lockKey.toString()}::bigint)`
          if (tokenEpoch < (yield* epochs.current(mobile))) return yield* new TokenSpent()
          yield* epochs.revoke(mobile)
          const applicant = yield* sql<{ id: string; tracking_id: string }>`
            SELECT id::text AS id, tracking_id FROM loan_enquiries WHERE phone = ${mobile} FOR UPDATE
          `
          const referrer = yield* sql<{ id: string; tracking_id: string }>`
            SELECT id::text AS id, tracking_id FROM loan_enquiries WHERE referral_phone = ${mobile} FOR UPDATE
          `
          const trackingIds = [...applicant, ...referrer].map((r) => r.tracking_id)
          const creditIds = (yield* sql<{ id: string }>`
            SELECT id::text AS id FROM credit_enquiries WHERE phone = ${mobile}
          `).map((r) => r.id)
          const contactIds = (yield* sql<{ id: string }>`
            SELECT id::text AS id FROM contact_messages WHERE phone = ${mobile}
          `).map((r) => r.id)
          const correctionIds = (yield* sql<{ id: string }>`
            SELECT id::text AS id FROM data_corrections WHERE mobile = ${mobile}
          `).map((r) => r.id)

          const consents = yield* sql`
            UPDATE consents SET mobile = NULL, email = NULL, credit_enquiry_id = NULL, contact_message_id = NULL,
              withdrawn_at = coalesce(withdrawn_at, now()), erased_at = now()
            WHERE erased_at IS NULL AND (
              mobile = ${mobile}
              OR credit_enquiry_id::text IN ${inList(creditIds)} OR contact_message_id::text IN ${inList(contactIds)}
            )
            RETURNING id
          `
          yield* sql`DELETE FROM idempotency_keys WHERE tracking_id IN ${inList(trackingIds)}`
          const enquiries = yield* sql`
            UPDATE loan_enquiries
            SET first_name = 'Removed', last_name = '', phone = '', email = NULL, location = '',
              erased_at = now(), anonymised_at = coalesce(anonymised_at, now())
            WHERE phone = ${mobile}
            RETURNING id
          `
          const referrals = yield* sql`
            UPDATE loan_enquiries
            SET referral_name = NULL, referral_email = NULL, referral_phone = NULL, referral_location = NULL
            WHERE referral_phone = ${mobile}
            RETURNING id
          `
          const creditEnquiries = yield* sql`DELETE FROM credit_enquiries WHERE phone = ${mobile} RETURNING id`
          const contactMessages = yield* sql`DELETE FROM contact_messages WHERE phone = ${mobile} RETURNING id`
          const rewards = yield* sql`
            UPDATE referral_rewards SET referrer_phone = '' WHERE referrer_phone = ${mobile} RETURNING id
          `
          const withdrawals = yield* sql`
            UPDATE reward_withdrawals SET referrer_phone = '' WHERE referrer_phone = ${mobile} RETURNING id
          `
          const corrections = yield* sql`
            UPDATE data_corrections SET mobile = NULL, field = '', details = '', staff_note = NULL, erased_at = now()
            WHERE mobile = ${mobile}
            RETURNING id
          `
          const grievanceNumbers = (yield* sql<{ number: string }>`
            UPDATE grievances
            SET name = NULL, mobile = NULL, email = NULL, tracking_id = NULL, description = NULL, reply = NULL,
              erased_at = now(), updated_at = now()
            WHERE mobile = ${mobile}
            RETURNING number
          `).map((r) => r.number)
          const otp = yield* sql`
            DELETE FROM otp_challenges WHERE subject IN ${inList([...otpSubjects(mobile).keys()])} RETURNING subject
          `
          const sms = yield* sql`DELETE FROM sms_outbox WHERE mobile = ${mobile} RETURNING id`
          const subjects = [
            ...applicant.map((r) => `enquiry:${r.tracking_id}`),
            ...correctionIds.map((id) => `correction:${id}`),
            ...grievanceNumbers.map((number) => `grievance:${number}`)
          ]
          yield* sql`UPDATE admin_audit_log SET note = NULL WHERE subject IN ${inList(subjects)} AND note IS NOT NULL`

          const counts: ErasureCounts = {
            enquiries: count(enquiries),
            referrals: count(referrals),
            creditEnquiries: count(creditEnquiries),
            contactMessages: count(contactMessages),
            rewards: count(rewards),
            withdrawals: count(withdrawals),
            consents: count(consents),
            corrections: count(corrections),
            grievances: grievanceNumbers.length,
            otp: count(otp),
            sms: count(sms)
          }
          if (Object.values(counts).some((n) => n > 0))
            yield* sql`INSERT INTO my_data_erasures (counts) VALUES (${JSON.stringify(counts)}::jsonb)`
          return counts
        })

      const erase = (mobile: string, tokenEpoch: number) =>
        sql
          .withTransaction(eraseAll(mobile, tokenEpoch))
          .pipe(Effect.catchTag("SqlError", Effect.die), Effect.withSpan("MyDataRepo.erase"))

      return MyDataRepo.of({ view, correct, erase })
    })
  ).pipe(Layer.provide(TokenEpochs.layerNoDeps), Layer.provide(ServerKeys.layer))
}
