/**
 * The audit log of the back office's changes: who (the signed-in staff member), from where (the request's client
 * address), what (an action on a subject, from a value to another, with a note). Both come from CurrentStaff, which
 * the session middleware provides, so callers name only the change. Sign-ins are audited by server/admin/auth.ts.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { CurrentStaff } from "../../domain/admin-api.ts"

export interface Change {
  readonly action: string
  /** `enquiry:<tracking ID>`, `withdrawal:<id>`, `testimonial:<id>`, `slide:<id>`, `image:<id>`. */
  readonly subject: string
  readonly from?: string | null
  readonly to?: string | null
  readonly note?: string | null
}

export class Audit extends Context.Service<
  Audit,
  {
    /** Writes one entry; inside a transaction, with it. */
    record(change: Change): Effect.Effect<void, never, CurrentStaff>
  }
>()("server/admin/Audit") {
  static readonly layer = Layer.effect(
    Audit,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const record = Effect.fn("Audit.record")(function* (change: Change) {
        const staff = yield* CurrentStaff
        yield* sql`
          INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, note, client)
          VALUES (${staff.id}, ${change.action}, ${change.subject}, ${change.from ?? null}, ${change.to ?? null},
            ${change.note ?? null}, ${staff.client})
        `.pipe(Effect.orDie)
      })
      return Audit.of({ record })
    })
  )
}
