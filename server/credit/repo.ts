/**
 * Credit-score enquiries. The PAN is personal data: it is encrypted before it reaches the database (AES-256-GCM with
 * the key of server/tokens/secrets.ts), kept beside it only in masked form (ABCDE****F), and never logged.
 */

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type CreditEnquiry, maskPan } from "../../domain/credit.ts"
import { type ErasureCounts, type MyData, maskPanForOwner } from "../../domain/my-data.ts"
import { consentColumns } from "../consents/repo.ts"
import { erasedRows, type PersonalData, rowsFor } from "../db/personal-data.ts"
import { Count, IsoDateTime, RowId } from "../db/schemas.ts"
import { ServerKeys } from "../tokens/secrets.ts"

const StoredCreditEnquiry = Schema.Struct({
  id: Schema.String,
  phone: Schema.String,
  panMasked: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String
}).pipe(Schema.encodeKeys({ panMasked: "pan_masked", firstName: "first_name", lastName: "last_name" }))
export type StoredCreditEnquiry = typeof StoredCreditEnquiry.Type

/** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export const encryptPan = (key: Buffer, pan: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const ciphertext = Buffer.concat([cipher.update(pan, "utf8"), cipher.final()])
  return ["v1", iv, ciphertext, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".")
}

export const decryptPan = (key: Buffer, stored: string): string => {
  const [version, iv, ciphertext, tag] = stored.split(".")
  if (version !== "v1" || iv === undefined || ciphertext === undefined || tag === undefined)
    throw new Error("not an encrypted PAN")
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8")
}

export class CreditEnquiries extends Context.Service<
  CreditEnquiries,
  {
    /** Stores a valid enquiry (the caller has checked the token); the PAN encrypted. */
    create(enquiry: CreditEnquiry): Effect.Effect<{ readonly id: string }>
    /** The newest enquiry of a mobile, PAN masked (tests, the back office). */
    latestFor(phone: string): Effect.Effect<StoredCreditEnquiry | undefined>
    /** The PAN in clear, for the back office's hand-off to the bureau. */
    revealPan(id: string): Effect.Effect<string | undefined>
    readonly count: Effect.Effect<number>
  }
>()("server/credit/CreditEnquiries") {
  static readonly layer = Layer.effect(
    CreditEnquiries,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { pan: key } = yield* ServerKeys

      const consent = consentColumns("credit-check")
      const create = Effect.fn("CreditEnquiries.create")(function* (e: CreditEnquiry) {
        const insert = SqlSchema.findOne({
          Request: Schema.Void,
          Result: RowId,
          // One statement: the enquiry and its consent record (issue 14: the terms box covers the credit check) are
          // stored together or not at all.
          execute: () => sql`
          WITH created AS (
          INSERT INTO credit_enquiries ${sql.insert({
            first_name: e.first_name.trim(),
            last_name: e.last_name.trim(),
            gender: e.gender,
            email: e.email.trim(),
            phone: e.phone,
            pan_encrypted: encryptPan(key, e.panNumber),
            pan_masked: maskPan(e.panNumber),
            dob: e.dob,
            address: e.address.trim(),
            pincode: e.pincode,
            city: e.city.trim(),
            state: e.state.trim(),
            terms_accepted_at: new Date()
          })}
          RETURNING id
          ), consented AS (
            INSERT INTO consents (purpose, notice_version, channel, credit_enquiry_id, mobile, email)
            SELECT ${consent.purpose}, ${consent.notice_version}, ${consent.channel}, created.id, ${e.phone},
              ${e.email.trim()}
            FROM created
          )
          SELECT id::text AS id FROM created
        `
        })
        return yield* Effect.orDie(insert())
      })

      const findLatest = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: StoredCreditEnquiry,
        execute: (phone) => sql`
          SELECT id::text AS id, phone, pan_masked, first_name, last_name FROM credit_enquiries
          WHERE phone = ${phone} ORDER BY id DESC LIMIT 1
        `
      })
      const findPan = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Schema.Struct({ pan_encrypted: Schema.String }),
        execute: (id) => sql`SELECT pan_encrypted FROM credit_enquiries WHERE id = ${id}::bigint`
      })

      const latestFor = (phone: string) => findLatest(phone).pipe(Effect.map(Option.getOrUndefined), Effect.orDie)

      const revealPan = (id: string) =>
        findPan(id).pipe(
          Effect.map(Option.match({ onNone: () => undefined, onSome: (r) => decryptPan(key, r.pan_encrypted) })),
          Effect.orDie
        )

      const count = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT count(*)::int AS n FROM credit_enquiries`
      })().pipe(
        Effect.map((row) => row.n),
        Effect.orDie
      )

      return CreditEnquiries.of({ create, latestFor, revealPan, count })
    })
  ).pipe(Layer.provide(ServerKeys.layer))
}

const MyCreditRow = Schema.Struct({
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

/** The credit-score enquiries of a mobile, the PAN shown to its owner masked. Erased: deleted. */
export const creditEnquiryRecords: PersonalData<
  Pick<MyData, "creditEnquiries">,
  Pick<ErasureCounts, "creditEnquiries">
> = {
  tables: ["credit_enquiries"],
  of: ({ sql, keys }) => ({
    held: (mobile) =>
      rowsFor(
        MyCreditRow,
        (m) => sql`
          SELECT id::text AS id, trim(first_name || ' ' || last_name) AS name, gender, email, pan_encrypted,
            to_char(dob, 'YYYY-MM-DD') AS dob, address, pincode, city, state, created_at
          FROM credit_enquiries WHERE phone = ${m} ORDER BY id
        `
      )(mobile).pipe(
        Effect.map((rows) => ({
          creditEnquiries: rows.map(({ pan_encrypted, created_at, ...c }) => ({
            ...c,
            pan: maskPanForOwner(decryptPan(keys.pan, pan_encrypted)),
            createdAt: created_at
          }))
        }))
      ),
    erase: (mobile) =>
      sql`DELETE FROM credit_enquiries WHERE phone = ${mobile} RETURNING id`.pipe(
        Effect.map(erasedRows("creditEnquiries"))
      )
  })
}
