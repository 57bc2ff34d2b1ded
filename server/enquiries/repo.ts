// Over 300 lines: the repository owns its table whole (design): an enquiry's life, and what it holds for a mobile and its erasure.
/**
 * Loan enquiries: stored with a random tracking ID, found by it, and moved between statuses (tests; the back office
 * moves them through the lifecycle in server/admin/enquiries/). Every status change lands in
 * loan_enquiry_status_history by a database trigger.
 */

import { createHash } from "node:crypto"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, type SqlError, SqlSchema } from "effect/sql"
import { TrackedApplication } from "../../domain/api.ts"
import { type ApplicationStatus, applicationStatuses, initialStatus } from "../../domain/application-status.ts"
import { type ContactPreference, defaultContactPreference } from "../../domain/contact-preference.ts"
import { type LoanEnquiry, maskedName } from "../../domain/enquiry.ts"
import type { LoanTypeName } from "../../domain/loans.ts"
import { type ErasureCounts, type MyData, MyEnquiry, MyShare } from "../../domain/my-data.ts"
import type { OfferChoice } from "../../domain/offer-choice.ts"
import { normalizeTrackingId, trackingIdFromBytes } from "../../domain/tracking-id.ts"
import { baseLocale, type Locale } from "../../i18n/locale.ts"
import { consentColumns, enquiryConsenter } from "../consents/repo.ts"
import { batchedLookup, batchedWrite } from "../db/batch.ts"
import { inList, type PersonalData, rowsFor } from "../db/personal-data.ts"
import { Count, IsoDateTime } from "../db/schemas.ts"

export class EnquiryNotFound extends Schema.TaggedError<EnquiryNotFound>()("EnquiryNotFound", {}) {}
/** The enquiry was erased at the person's request ("My data"): its tracking ID reads "Removed at your request". */
export class EnquiryRemoved extends Schema.TaggedError<EnquiryRemoved>()("EnquiryRemoved", {}) {}

/** The proposal was already made an enquiry, with another mobile. */
export class ProposalChosen extends Schema.TaggedError<ProposalChosen>()("ProposalChosen", {}) {}

/** What an enquiry made from an offer shares with its lender (lender_shares.details): the person's details and the offer. */
export const sharedDetails = ["name", "mobile", "email", "location", "offer"] as const

/** The offer an enquiry is made from: its proposal, its lender as the person saw it, its loan type. */
export interface ChosenOffer {
  readonly proposalNumber: string
  readonly lenderId: string
  readonly lenderName: string
  readonly loanType: LoanTypeName
}

/** The Idempotency-Key was already used for a different enquiry. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {}) {}

export interface Created {
  readonly trackingId: string
  /** True when an earlier request with the same Idempotency-Key and payload created it. */
  readonly replayed: boolean
}

/** A fresh tracking ID from the platform's CSPRNG (domain/tracking-id.ts: 10 of 31 symbols, about 2^49.5). */
export const newTrackingId = (): string => {
  for (;;) {
    const id = trackingIdFromBytes(crypto.getRandomValues(new Uint8Array(16)))
    if (id !== undefined) return id
  }
}

/** Same enquiry, same hash: the decoded payload's fields in the schema's order. */
export const requestHash = (enquiry: LoanEnquiry): string =>
  createHash("sha256").update(JSON.stringify(enquiry)).digest("base64url")

const { name: _name, lender: _lender, ...trackedFields } = TrackedApplication.fields
const TrackedRow = Schema.Struct({
  ...trackedFields,
  firstName: Schema.String,
  lastName: Schema.String,
  lenderName: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  erased: Schema.Boolean
}).pipe(
  Schema.encodeKeys({
    firstName: "first_name",
    lastName: "last_name",
    lenderName: "lender_name",
    loanType: "loan_type",
    createdAt: "created_at",
    updatedAt: "updated_at"
  })
)

const isTrackingIdClash = (error: SqlError.SqlError) =>
  error.cause._tag === "UniqueViolation" && error.cause.constraint.includes("tracking_id")

/**
 * The contact preference's columns (migration 0073): without one, the default (a call and SMS, 09:00-21:00). The
 * channels go as an array literal: they come from a closed list of plain words.
 */
export const contactColumns = (contact: ContactPreference | undefined) => {
  const p = contact ?? defaultContactPreference
  return { contact_channels: `{${p.channels.join(",")}}`, call_from: p.callFrom, call_to: p.callTo }
}

/** One enquiry to store under a drawn tracking ID, with its Idempotency-Key and request hash ("" without a key). */
interface Write {
  readonly enquiry: LoanEnquiry
  readonly trackingId: string
  readonly key: string | undefined
  readonly hash: string
}

/** How many fresh IDs to try when one is taken (31^10 values: a clash is rare, two in a row rarer still). */
const maxAttempts = 5

export class Enquiries extends Context.Service<
  Enquiries,
  {
    /**
     * Stores a valid enquiry with status Call Back, in the language the person used (its status messages are written
     * in it). With a key, a retry of the same payload replays the first ID.
     */
    create(enquiry: LoanEnquiry, idempotencyKey?: string, locale?: Locale): Effect.Effect<Created, IdempotencyKeyReused>
    /**
     * Looks up by tracking ID as typed (spaces, hyphens and case forgiven); unknown or malformed: EnquiryNotFound.
     * The name is masked: first name and the last name's initial (domain/enquiry.ts `maskedName`).
     */
    findByTrackingId(input: string): Effect.Effect<TrackedApplication, EnquiryNotFound | EnquiryRemoved>
    /**
     * Stores the enquiry of an offer chosen ("Choose this offer"), status Call Back, with the offer's lender and
     * proposal number, and its consent record naming that lender, in one statement. A proposal makes one enquiry: the
     * same mobile choosing it again gets the first tracking ID back; another mobile, ProposalChosen. Its messages are
     * written in `locale`, the language the person chose the offer in.
     */
    createFromOffer(choice: OfferChoice, offer: ChosenOffer, locale?: Locale): Effect.Effect<Created, ProposalChosen>
    /** Moves an enquiry to a status (the history keeps every step). */
    setStatus(trackingId: string, status: ApplicationStatus): Effect.Effect<void, EnquiryNotFound>
    /** Number of stored enquiries (tests). */
    readonly count: Effect.Effect<number>
  }
>()("server/enquiries/Enquiries") {
  static readonly layer = Layer.effect(
    Enquiries,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const columns = (e: LoanEnquiry, trackingId: string) => {
        const referral = e.applicationType === "Referral" ? e : undefined
        return {
          tracking_id: trackingId,
          application_type: e.applicationType,
          loan_type: e.loanType,
          first_name: e.first_name,
          last_name: e.last_name,
          phone: e.phone,
          email: e.email ? e.email : null,
          location: e.location,
          referral_name: referral?.referralName ?? null,
          referral_email: referral?.referralEmail ?? null,
          referral_phone: referral?.referralPhone ?? null,
          referral_location: referral?.referralLocation ?? null,
          status: initialStatus,
          ...contactColumns(e.contact)
        }
      }

      /** The consent record (issue 14) of the enquiry the statement inserts as `created`. */
      const consentOf = (e: LoanEnquiry) => {
        const c = consentColumns("loan-enquiry")
        const who = enquiryConsenter(e)
        return sql`
          consented AS (
            INSERT INTO consents (purpose, notice_version, channel, enquiry_id, mobile, email)
            SELECT ${c.purpose}, ${c.notice_version}, ${c.channel}, created.id, ${who.mobile}, ${who.email} FROM created
          )
        `
      }

      /** One statement: the enquiry and its consent record are created together or not at all. */
      const insertPlain = (e: LoanEnquiry, trackingId: string) =>
        sql`
          WITH created AS (
            INSERT INTO loan_enquiries ${sql.insert(columns(e, trackingId))} RETURNING id, tracking_id
          ), ${consentOf(e)}
          SELECT tracking_id FROM created
        `

      /** One statement: the key row, the enquiry and its consent record are created together or not at all. */
      const insertKeyed = (e: LoanEnquiry, trackingId: string, key: string, hash: string) => {
        const c = columns(e, trackingId)
        const names = sql.csv(Object.keys(c).map((name) => sql`${sql(name)}`))
        const values = sql.csv(Object.values(c).map((value) => sql`${value}`))
        return sql`
          WITH claimed AS (
            INSERT INTO idempotency_keys (key, request_hash, tracking_id) VALUES (${key}, ${hash}, ${trackingId})
            ON CONFLICT (key) DO NOTHING
            RETURNING tracking_id
          ), created AS (
            INSERT INTO loan_enquiries (${names}) SELECT ${values} FROM claimed RETURNING id, tracking_id
          ), ${consentOf(e)}
          SELECT tracking_id FROM created
        `
      }

      /** One enquiry as written alone: true when stored, false when its key was claimed by an earlier request. */
      const insertOne = (w: Write) =>
        (w.key === undefined
          ? insertPlain(w.enquiry, w.trackingId)
          : insertKeyed(w.enquiry, w.trackingId, w.key, w.hash)
        ).pipe(Effect.map((rows) => rows.length > 0))

      /**
       * The enquiries of one moment in one statement: every row with its consent record, and for those with an
       * Idempotency-Key the key's row, claimed first (in key order, so two statements never wait on each other's
       * keys); an enquiry whose key is taken is not stored. The statement is atomic: when a row fails, none is kept,
       * and `batchedWrite` writes each again on its own.
       */
      const insertMany = (writes: ReadonlyArray<Write>) => {
        const c = consentColumns("loan-enquiry")
        // One parameter: the rows as JSON (an array parameter of text cannot be typed when all its values are null).
        const rows = writes.map((w, n) => {
          const who = enquiryConsenter(w.enquiry)
          return {
            ...columns(w.enquiry, w.trackingId),
            idempotency_key: w.key ?? null,
            request_hash: w.hash,
            consent_mobile: who.mobile,
            consent_email: who.email,
            n
          }
        })
        return sql<{ readonly tracking_id: string }>`
          WITH input AS (
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(tracking_id text,
              application_type text, loan_type text, first_name text, last_name text, phone text, email text,
              location text, referral_name text, referral_email text, referral_phone text, referral_location text,
              status text, contact_channels text[], call_from smallint, call_to smallint, idempotency_key text,
              request_hash text, consent_mobile text, consent_email text, n int)
          ), claimed AS (
            INSERT INTO idempotency_keys (key, request_hash, tracking_id)
            SELECT idempotency_key, request_hash, tracking_id FROM input
            WHERE idempotency_key IS NOT NULL ORDER BY idempotency_key
            ON CONFLICT (key) DO NOTHING
            RETURNING tracking_id
          ), created AS (
            INSERT INTO loan_enquiries (tracking_id, application_type, loan_type, first_name, last_name, phone, email,
              location, referral_name, referral_email, referral_phone, referral_location, status, contact_channels,
              call_from, call_to)
            SELECT tracking_id, application_type, loan_type, first_name, last_name, phone, email, location,
              referral_name, referral_email, referral_phone, referral_location, status, contact_channels, call_from,
              call_to
            FROM input WHERE idempotency_key IS NULL OR tracking_id IN (SELECT tracking_id FROM claimed)
            ORDER BY n
            RETURNING id, tracking_id
          ), consented AS (
            INSERT INTO consents (purpose, notice_version, channel, enquiry_id, mobile, email)
            SELECT ${c.purpose}, ${c.notice_version}, ${c.channel}, created.id, input.consent_mobile, input.consent_email
            FROM created JOIN input USING (tracking_id)
            ORDER BY input.n
          )
          SELECT tracking_id FROM created
        `.pipe(
          Effect.map((created) => {
            const stored = new Set(created.map((row) => row.tracking_id))
            return writes.map((w) => stored.has(w.trackingId))
          })
        )
      }

      /** An enquiry waits for the next statement of enquiries (server/db/batch.ts). */
      const insert = batchedWrite(yield* Effect.context<never>(), insertMany, insertOne)

      const findKey = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Schema.Struct({ request_hash: Schema.String, tracking_id: Schema.String }),
        execute: (key) => sql`SELECT request_hash, tracking_id FROM idempotency_keys WHERE key = ${key}`
      })
      const decodeTracked = Schema.decodeUnknownEffect(TrackedRow)
      /** The look-ups of one moment: one statement for all their tracking IDs. */
      const findTracked = batchedLookup(
        yield* Effect.context<never>(),
        Effect.fn(function* (trackingIds: ReadonlyArray<string>) {
          const rows = yield* sql<{ readonly tracking_id: string }>`
            SELECT tracking_id, first_name, last_name, lender_name, loan_type, status, created_at, updated_at,
              erased_at IS NOT NULL AS erased
            FROM loan_enquiries WHERE tracking_id = ANY(${trackingIds}::text[])
          `
          const found = new Map<string, typeof TrackedRow.Type>()
          for (const row of rows) found.set(row.tracking_id, yield* decodeTracked(row))
          return found
        })
      )
      const countAll = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT count(*)::int AS n FROM loan_enquiries`
      })

      // create and findByTrackingId are untraced (no span, no call-site capture): they run on every submit and every
      // look-up, where capturing the caller's stack was a measurable share of the main thread (docs/benchmarks.md).
      // The language is set by a second statement only for an enquiry made in another language than the base one:
      // the batched insert of every enquiry stays as it is.
      const setLocale = (trackingId: string, locale: Locale) =>
        sql`UPDATE loan_enquiries SET locale = ${locale} WHERE tracking_id = ${trackingId}`.pipe(Effect.orDie)
      const create = Effect.fnUntraced(function* (
        enquiry: LoanEnquiry,
        idempotencyKey?: string,
        locale: Locale = baseLocale
      ) {
        const hash = idempotencyKey === undefined ? "" : requestHash(enquiry)
        for (let attempt = 1; ; attempt++) {
          const trackingId = newTrackingId()
          const stored = yield* insert({ enquiry, trackingId, key: idempotencyKey, hash }).pipe(
            Effect.catchIf(
              (error) => attempt < maxAttempts && isTrackingIdClash(error),
              () => Effect.succeed(undefined)
            ),
            Effect.orDie
          )
          if (stored === undefined) continue // the ID was taken: draw another
          if (stored) {
            if (locale !== baseLocale) yield* setLocale(trackingId, locale)
            return { trackingId, replayed: false } satisfies Created
          }
          // The key was claimed by an earlier request (committed before our statement ended).
          const first = yield* Effect.orDie(findKey(idempotencyKey!))
          if (Option.isNone(first)) continue // claimed and rolled back meanwhile: try again
          if (first.value.request_hash !== hash) return yield* new IdempotencyKeyReused()
          return { trackingId: first.value.tracking_id, replayed: true } satisfies Created
        }
      })

      const findByTrackingId = Effect.fnUntraced(function* (input: string) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return yield* new EnquiryNotFound()
        const found = yield* findTracked(trackingId)
        if (found === undefined) return yield* new EnquiryNotFound()
        const { erased, firstName, lastName, lenderName, ...tracked } = found
        if (erased) return yield* new EnquiryRemoved()
        // Anyone with the tracking ID may look: the full name never leaves the server.
        return { name: maskedName(firstName, lastName), ...tracked, ...(lenderName ? { lender: lenderName } : {}) }
      })

      /** One statement: the offer's enquiry and its consent naming the lender, or nothing when the proposal is taken. */
      const insertChosen = (choice: OfferChoice, offer: ChosenOffer, trackingId: string) => {
        const c = consentColumns("loan-enquiry")
        const row = {
          tracking_id: trackingId,
          application_type: "Self",
          loan_type: offer.loanType,
          first_name: choice.first_name,
          last_name: choice.last_name,
          phone: choice.phone,
          email: choice.email,
          location: choice.location,
          status: initialStatus,
          lender_id: offer.lenderId,
          lender_name: offer.lenderName,
          proposal_number: offer.proposalNumber,
          ...contactColumns(choice.contact)
        }
        return sql<{ readonly tracking_id: string }>`
          WITH created AS (
            INSERT INTO loan_enquiries ${sql.insert(row)}
            ON CONFLICT (proposal_number) DO NOTHING
            RETURNING id, tracking_id
          ), consented AS (
            INSERT INTO consents (purpose, notice_version, channel, enquiry_id, mobile, email, lender_id, lender_name)
            SELECT ${c.purpose}, ${c.notice_version}, ${c.channel}, created.id, ${choice.phone}, ${choice.email},
              ${offer.lenderId}, ${offer.lenderName}
            FROM created
          ), shared AS (
            INSERT INTO lender_shares (enquiry_id, tracking_id, mobile, lender_id, lender_name, details)
            SELECT created.id, created.tracking_id, ${choice.phone}, ${offer.lenderId}, ${offer.lenderName},
              ${`{${sharedDetails.join(",")}}`}::text[]
            FROM created
          )
          SELECT tracking_id FROM created
        `
      }

      const createFromOffer = Effect.fn("Enquiries.createFromOffer")(function* (
        choice: OfferChoice,
        offer: ChosenOffer,
        locale: Locale = baseLocale
      ) {
        for (let attempt = 1; ; attempt++) {
          const trackingId = newTrackingId()
          const rows = yield* insertChosen(choice, offer, trackingId).pipe(
            Effect.catchIf(
              (error) => attempt < maxAttempts && isTrackingIdClash(error),
              () => Effect.succeed(undefined)
            ),
            Effect.orDie
          )
          if (rows === undefined) continue // the ID was taken: draw another
          if (rows.length > 0) {
            if (locale !== baseLocale) yield* setLocale(trackingId, locale)
            return { trackingId, replayed: false } satisfies Created
          }
          const [first] = yield* Effect.orDie(sql<{ readonly tracking_id: string; readonly same: boolean }>`
            SELECT tracking_id, (phone = ${choice.phone} AND erased_at IS NULL) AS same
            FROM loan_enquiries WHERE proposal_number = ${offer.proposalNumber}
          `)
          if (first === undefined) continue // taken and rolled back meanwhile: try again
          if (!first.same) return yield* new ProposalChosen()
          return { trackingId: first.tracking_id, replayed: true } satisfies Created
        }
      })

      const setStatus = Effect.fn("Enquiries.setStatus")(function* (input: string, status: ApplicationStatus) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined || !applicationStatuses.includes(status)) return yield* new EnquiryNotFound()
        const rows = yield* Effect.orDie(sql`
          UPDATE loan_enquiries SET status = ${status}, updated_at = now() WHERE tracking_id = ${trackingId}
          RETURNING id
        `)
        if (rows.length === 0) return yield* new EnquiryNotFound()
      })

      const count = countAll().pipe(
        Effect.map((row) => row.n),
        Effect.orDie
      )

      return Enquiries.of({ create, createFromOffer, findByTrackingId, setStatus, count })
    })
  )
}

/** The SET list that removes the applicant's details from an enquiry (an erasure; the retention job's anonymisation). */
export const applicantRemoved = (sql: SqlClient.SqlClient) =>
  sql`first_name = 'Removed', last_name = '', phone = '', email = NULL, location = ''`
/** The SET list that removes the referrer's details from an enquiry. */
export const referrerRemoved = (sql: SqlClient.SqlClient) =>
  sql`referral_name = NULL, referral_email = NULL, referral_phone = NULL, referral_location = NULL`

const MyEnquiryRow = Schema.Struct({ ...MyEnquiry.fields, createdAt: IsoDateTime, updatedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({
    trackingId: "tracking_id",
    applicationType: "application_type",
    loanType: "loan_type",
    createdAt: "created_at",
    updatedAt: "updated_at"
  })
)

/**
 * The enquiries of a mobile, as applicant and as referrer. Erased: as applicant, the name, mobile, e-mail and
 * location removed and `erased_at` set (the row, its status and its history stay; the referrer's details are the
 * referrer's own); as referrer, the referrer's details removed; the idempotency keys of both deleted (a hash of the
 * request, personal data included); the staff notes on the applicant's enquiries go.
 */
export const enquiryRecords: PersonalData<Pick<MyData, "enquiries">, Pick<ErasureCounts, "enquiries" | "referrals">> = {
  tables: ["loan_enquiries", "idempotency_keys"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyEnquiryRow,
        (m) => sql`
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
      )(mobile).pipe(Effect.map((enquiries) => ({ enquiries }))),
    erase: (mobile) =>
      Effect.gen(function* () {
        const applicant = yield* sql<{ tracking_id: string }>`
          SELECT tracking_id FROM loan_enquiries WHERE phone = ${mobile} FOR UPDATE
        `
        const referrer = yield* sql<{ tracking_id: string }>`
          SELECT tracking_id FROM loan_enquiries WHERE referral_phone = ${mobile} FOR UPDATE
        `
        const trackingIds = [...applicant, ...referrer].map((r) => r.tracking_id)
        yield* sql`DELETE FROM idempotency_keys WHERE tracking_id IN ${inList(sql, trackingIds)}`
        const enquiries = yield* sql`
          UPDATE loan_enquiries
          SET ${applicantRemoved(sql)}, erased_at = now(), anonymised_at = coalesce(anonymised_at, now())
          WHERE phone = ${mobile}
          RETURNING id
        `
        const referrals = yield* sql`
          UPDATE loan_enquiries SET ${referrerRemoved(sql)} WHERE referral_phone = ${mobile} RETURNING id
        `
        return {
          counts: { enquiries: enquiries.length, referrals: referrals.length },
          auditSubjects: applicant.map((r) => `enquiry:${r.tracking_id}`)
        }
      })
  })
}

const MyShareRow = Schema.Struct({ ...MyShare.fields, sharedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({ trackingId: "tracking_id", lenderName: "lender_name", sharedAt: "shared_at" })
)

/**
 * Each sharing of the mobile's details with a lender (issue 31, section 5): what, with whom, when. Erased: kept as the
 * proof that the sharing happened, without the mobile.
 */
export const lenderShareRecords: PersonalData<Pick<MyData, "shares">, Pick<ErasureCounts, "shares">> = {
  tables: ["lender_shares"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyShareRow,
        (m) => sql`
          SELECT tracking_id, lender_name, details, shared_at FROM lender_shares
          WHERE mobile = ${m} AND erased_at IS NULL ORDER BY id
        `
      )(mobile).pipe(Effect.map((shares) => ({ shares }))),
    erase: (mobile) =>
      sql`
        UPDATE lender_shares SET mobile = NULL, erased_at = now() WHERE mobile = ${mobile} AND erased_at IS NULL
        RETURNING id
      `.pipe(Effect.map((rows) => ({ counts: { shares: rows.length }, auditSubjects: [] })))
  })
}
