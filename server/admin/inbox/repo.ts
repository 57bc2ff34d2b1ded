/**
 * The read-only inbox: Get In Touch messages and credit-score enquiries, newest first, in pages. A credit enquiry's
 * PAN is read masked only (the encrypted PAN is never read here).
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { adminPageSize, ContactMessageRow, CreditEnquiryRow } from "../../../domain/admin-api.ts"
import { Count, IsoDateTime } from "../../db/schemas.ts"

export interface InboxPage<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

const ContactRow = Schema.Struct({ ...ContactMessageRow.fields, receivedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({ receivedAt: "created_at" })
)
const CreditRow = Schema.Struct({ ...CreditEnquiryRow.fields, receivedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({ panMasked: "pan_masked", receivedAt: "created_at" })
)

export class Inbox extends Context.Service<
  Inbox,
  {
    contactMessages(page: number): Effect.Effect<InboxPage<ContactMessageRow>>
    creditEnquiries(page: number): Effect.Effect<InboxPage<CreditEnquiryRow>>
  }
>()("server/admin/Inbox") {
  static readonly layer = Layer.effect(
    Inbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const offset = (page: number) => (page - 1) * adminPageSize

      const countMessages = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT count(*)::int AS n FROM contact_messages`
      })
      const findMessages = SqlSchema.findAll({
        Request: Schema.Number,
        Result: ContactRow,
        execute: (page) => sql`
          SELECT id::text AS id, name, email, phone, message, created_at FROM contact_messages
          ORDER BY created_at DESC, id DESC LIMIT ${adminPageSize} OFFSET ${offset(page)}
        `
      })
      const countCredit = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT count(*)::int AS n FROM credit_enquiries`
      })
      const findCredit = SqlSchema.findAll({
        Request: Schema.Number,
        Result: CreditRow,
        execute: (page) => sql`
          SELECT id::text AS id, trim(first_name || ' ' || last_name) AS name, gender, email, phone, pan_masked, city,
            state, pincode, created_at
          FROM credit_enquiries ORDER BY created_at DESC, id DESC LIMIT ${adminPageSize} OFFSET ${offset(page)}
        `
      })

      const contactMessages = Effect.fn("Inbox.contactMessages")(function* (page: number) {
        const { n: total } = yield* countMessages()
        const items = yield* findMessages(page)
        return { items, total, page, pageSize: adminPageSize }
      }, Effect.orDie)

      const creditEnquiries = Effect.fn("Inbox.creditEnquiries")(function* (page: number) {
        const { n: total } = yield* countCredit()
        const items = yield* findCredit(page)
        return { items, total, page, pageSize: adminPageSize }
      }, Effect.orDie)

      return Inbox.of({ contactMessages, creditEnquiries })
    })
  )
}
