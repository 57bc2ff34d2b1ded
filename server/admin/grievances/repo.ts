/**
 * Grievances as staff work them (issue 14, point 3): the queue (open ones by due date, with the days left) and the
 * steps of domain/grievance.ts: Acknowledge, Reply (with the reply's text) and Resolve.
 *
 * A step is one transaction: the status is read, the step checked against the lifecycle, then
 *   UPDATE grievances SET status = <to> ... WHERE number = <number> AND status = <from>
 * so of two staff members stepping the same grievance at once exactly one succeeds; the other is refused (409) with
 * the status it has now. The audit entry is written in the same transaction.
 */
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { AdminGrievance, type CurrentStaff } from "../../../domain/admin-api.ts"
import {
  type GrievanceEventName,
  type GrievanceStatus,
  grievanceDaysLeft,
  grievanceStatuses,
  nextGrievanceStatus
} from "../../../domain/grievance.ts"
import { normalizeGrievanceNumber } from "../../../domain/grievance-form.ts"
import { IsoDateTime } from "../../db/schemas.ts"
import { Audit } from "../audit.ts"

export class AdminGrievanceNotFound extends Schema.TaggedError<AdminGrievanceNotFound>()(
  "AdminGrievanceNotFound",
  {}
) {}
/** The lifecycle does not allow this step from the grievance's status (as it is now). */
export class GrievanceStepRefused extends Schema.TaggedError<GrievanceStepRefused>()("GrievanceStepRefused", {
  status: Schema.Literals(grievanceStatuses),
  event: Schema.String
}) {}

const { daysLeft: _, ...rowFields } = AdminGrievance.fields
const Row = Schema.Struct({
  ...rowFields,
  receivedAt: IsoDateTime,
  repliedAt: Schema.NullOr(IsoDateTime),
  resolvedAt: Schema.NullOr(IsoDateTime),
  erasedAt: Schema.NullOr(IsoDateTime)
}).pipe(
  Schema.encodeKeys({
    trackingId: "tracking_id",
    receivedAt: "received_at",
    dueDate: "due_date",
    repliedAt: "replied_at",
    resolvedAt: "resolved_at",
    erasedAt: "erased_at"
  })
)

export class AdminGrievances extends Context.Service<
  AdminGrievances,
  {
    /** Open grievances by due date (soonest first), or resolved ones, newest first; at most 500. */
    list(show: "open" | "resolved"): Effect.Effect<ReadonlyArray<AdminGrievance>>
    /** One staff step, audited; the grievance as it is now. */
    step(
      number: string,
      event: GrievanceEventName,
      reply?: string
    ): Effect.Effect<AdminGrievance, AdminGrievanceNotFound | GrievanceStepRefused, CurrentStaff>
  }
>()("server/admin/AdminGrievances") {
  static readonly layer = Layer.effect(
    AdminGrievances,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit

      const columns = sql`number, name, mobile, email, tracking_id, category, description, status, received_at,
        to_char(due_date, 'YYYY-MM-DD') AS due_date, reply, replied_at, resolved_at, erased_at`

      const findOpen = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT ${columns} FROM grievances WHERE status <> 'Resolved' ORDER BY due_date, id LIMIT 500
        `
      })
      const findResolved = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT ${columns} FROM grievances WHERE status = 'Resolved' ORDER BY resolved_at DESC, id DESC LIMIT 500
        `
      })
      const findOne = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Row,
        execute: (number) => sql`SELECT ${columns} FROM grievances WHERE number = ${number}`
      })

      const withDaysLeft = (rows: ReadonlyArray<typeof Row.Type>) =>
        Effect.map(Clock.currentTimeMillis, (now) =>
          rows.map((row) => ({ ...row, daysLeft: grievanceDaysLeft(row.dueDate, new Date(now)) }))
        )

      const list = Effect.fn("AdminGrievances.list")(function* (show: "open" | "resolved") {
        const rows = yield* show === "open" ? findOpen() : findResolved()
        return yield* withDaysLeft(rows)
      }, Effect.orDie)

      const update = (number: string, from: GrievanceStatus, to: GrievanceStatus, reply: string | undefined) =>
        sql<{ number: string }>`
          UPDATE grievances SET status = ${to}, updated_at = now()
            ${to === "Acknowledged" ? sql`, acknowledged_at = now()` : sql``}
            ${to === "Replied" ? sql`, reply = ${reply ?? ""}, replied_at = now()` : sql``}
            ${to === "Resolved" ? sql`, resolved_at = now()` : sql``}
          WHERE number = ${number} AND status = ${from}
          RETURNING number
        `

      const step = Effect.fn("AdminGrievances.step")(function* (
        input: string,
        event: GrievanceEventName,
        reply?: string
      ) {
        const number = normalizeGrievanceNumber(input)
        if (number === undefined) return yield* new AdminGrievanceNotFound()
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const before = yield* Effect.orDie(findOne(number))
              if (Option.isNone(before)) return yield* new AdminGrievanceNotFound()
              const from = before.value.status
              const to = nextGrievanceStatus(from, event)
              if (to === undefined) return yield* new GrievanceStepRefused({ status: from, event })
              const updated = yield* update(number, from, to, reply?.trim())
              if (updated.length === 0) {
                // Another step got there first: refuse with the status it has now.
                const now = yield* Effect.orDie(findOne(number))
                return yield* new GrievanceStepRefused({
                  status: Option.match(now, { onNone: () => from, onSome: (g) => g.status }),
                  event
                })
              }
              yield* audit.record({
                action: event,
                subject: `grievance:${number}`,
                from,
                to,
                note: event === "Reply" ? (reply?.trim() ?? null) : null
              })
            })
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        const after = yield* Effect.orDie(findOne(number))
        const [row] = yield* withDaysLeft(Option.toArray(after))
        return row!
      })

      return AdminGrievances.of({ list, step })
    })
  )
}
