/** Get In Touch messages (spec section 7: POST /api/contact-us), stored as decoded by the shared Schema. */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { ContactMessage } from "../../domain/contact.ts"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
import { consentColumns } from "../consents/repo.ts"
import { erasedRows, type PersonalData, rowsFor } from "../db/personal-data.ts"
import { Count, IsoDateTime } from "../db/schemas.ts"

export class ContactMessages extends Context.Service<
  ContactMessages,
  {
    readonly create: (message: ContactMessage) => Effect.Effect<void>
    /** Number of stored messages (tests). */
    readonly count: Effect.Effect<number>
  }
>()("server/contact/ContactMessages") {
  static readonly layer = Layer.effect(
    ContactMessages,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const consent = consentColumns("contact")
      /** One statement: the message and its consent record (issue 14) are stored together or not at all. */
      const create = (m: ContactMessage) =>
        sql`
          WITH created AS (
            INSERT INTO contact_messages ${sql.insert({ name: m.name.trim(), email: m.email.trim(), phone: m.phone, message: m.message.trim() })}
            RETURNING id
          )
          INSERT INTO consents (purpose, notice_version, channel, contact_message_id, mobile, email)
          SELECT ${consent.purpose}, ${consent.notice_version}, ${consent.channel}, created.id, ${m.phone},
            ${m.email.trim()}
          FROM created
        `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("ContactMessages.create"))
      const count = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT count(*)::int AS n FROM contact_messages`
      })().pipe(
        Effect.map((row) => row.n),
        Effect.orDie
      )
      return ContactMessages.of({ create, count })
    })
  )
}

const MyContactRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  message: Schema.String,
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ createdAt: "created_at" }))

/** The Get In Touch messages sent with a mobile. Erased: deleted. */
export const contactMessageRecords: PersonalData<
  Pick<MyData, "contactMessages">,
  Pick<ErasureCounts, "contactMessages">
> = {
  tables: ["contact_messages"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyContactRow,
        (m) => sql`
            SELECT id::text AS id, name, email, message, created_at FROM contact_messages WHERE phone = ${m} ORDER BY id
          `
      )(mobile).pipe(Effect.map((contactMessages) => ({ contactMessages }))),
    erase: (mobile) =>
      sql`DELETE FROM contact_messages WHERE phone = ${mobile} RETURNING id`.pipe(
        Effect.map(erasedRows("contactMessages"))
      )
  })
}
