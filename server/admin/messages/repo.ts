/**
 * Status messages that kept failing (docs/messages.md), as staff see them: oldest first, without recipient or text;
 * a retry queues one again at once with its attempts counted afresh (same idempotency key), and is audited.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type CurrentStaff, FailedMessage } from "../../../domain/admin-api.ts"
import { IsoDateTime } from "../../db/schemas.ts"
import { Audit } from "../audit.ts"

export class FailedMessageNotFound extends Schema.TaggedError<FailedMessageNotFound>()("FailedMessageNotFound", {}) {}

const Row = Schema.Struct({ ...FailedMessage.fields, queuedAt: IsoDateTime }).pipe(
  Schema.encodeKeys({ trackingId: "tracking_id", lastError: "last_error", queuedAt: "created_at" })
)

const columns = `m.id::text AS id, e.tracking_id, m.channel, m.status, m.attempts, m.last_error, m.created_at`

export class AdminMessages extends Context.Service<
  AdminMessages,
  {
    readonly failed: Effect.Effect<ReadonlyArray<FailedMessage>>
    /** Queues a failed message again; the message as it is now. */
    retry(id: string): Effect.Effect<FailedMessage, FailedMessageNotFound, CurrentStaff>
  }
>()("server/admin/AdminMessages") {
  static readonly layer = Layer.effect(
    AdminMessages,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit
      const findFailed = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT ${sql.literal(columns)} FROM status_messages m JOIN loan_enquiries e ON e.id = m.enquiry_id
          WHERE m.state = 'failed' ORDER BY m.created_at, m.id
        `
      })
      const requeue = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Row,
        execute: (id) => sql`
          WITH requeued AS (
            UPDATE status_messages SET state = 'queued', attempts = 0, next_attempt_at = now(), claimed_until = NULL
            WHERE id = ${id}::bigint AND state = 'failed'
            RETURNING *
          )
          SELECT ${sql.literal(columns)} FROM requeued m JOIN loan_enquiries e ON e.id = m.enquiry_id
        `
      })
      const retry = Effect.fn("AdminMessages.retry")(function* (id: string) {
        const found = yield* Effect.orDie(requeue(id))
        if (Option.isNone(found)) return yield* new FailedMessageNotFound()
        const message = found.value
        yield* audit.record({
          action: "Retry message",
          subject: `enquiry:${message.trackingId}`,
          from: "failed",
          to: `${message.channel} queued`,
          note: null
        })
        return message
      })
      return AdminMessages.of({ failed: Effect.orDie(findFailed(undefined)), retry })
    })
  )
}
