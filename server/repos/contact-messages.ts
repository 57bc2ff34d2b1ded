/** Get In Touch messages (spec section 7: POST /api/contact-us), stored as decoded by the shared Schema. */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { ContactMessage } from "../../domain/contact.ts"
import { Count } from "../db/schemas.ts"

export class ContactMessages extends Context.Service<
  ContactMessages,
  {
    readonly create: (message: ContactMessage) => Effect.Effect<void>
    /** Number of stored messages (tests). */
    readonly count: Effect.Effect<number>
  }
>()("server/repos/ContactMessages") {
  static readonly layer = Layer.effect(
    ContactMessages,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const create = (m: ContactMessage) =>
        sql`INSERT INTO contact_messages ${sql.insert({ name: m.name.trim(), email: m.email.trim(), phone: m.phone, message: m.message.trim() })}`.pipe(
          Effect.asVoid,
          Effect.orDie,
          Effect.withSpan("ContactMessages.create")
        )
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
