/**
 * Grievances as the person who raised them deals with them (issue 14, point 3; migration 0053): raising one, which
 * draws a random number (GRV-XXXXX-XXXXX) and sets the reply's due date 30 days on, and looking one up by its number
 * and the mobile that raised it. An unknown number and a number raised from another mobile are the same "not found".
 */
import { randomBytes } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { grievanceDaysLeft, grievanceDueDate } from "../../domain/grievance.ts"
import {
  type GrievanceReceipt,
  type GrievanceSubmission,
  GrievanceView,
  grievanceNumberFromBytes,
  normalizeGrievanceNumber
} from "../../domain/grievance-form.ts"
import { type ErasureCounts, type MyData, MyGrievance } from "../../domain/my-data.ts"
import { normalizeTrackingId } from "../../domain/tracking-id.ts"
import { type PersonalData, rowsFor } from "../db/personal-data.ts"
import { IsoDateTime } from "../db/schemas.ts"

export class GrievanceNotFound extends Schema.TaggedError<GrievanceNotFound>()("GrievanceNotFound", {}) {}

const ViewRow = Schema.Struct({
  number: Schema.String,
  category: Schema.String,
  status: GrievanceView.fields.status,
  receivedAt: IsoDateTime,
  dueDate: Schema.String,
  reply: Schema.NullOr(Schema.String),
  repliedAt: Schema.NullOr(IsoDateTime),
  resolvedAt: Schema.NullOr(IsoDateTime)
}).pipe(
  Schema.encodeKeys({
    receivedAt: "received_at",
    dueDate: "due_date",
    repliedAt: "replied_at",
    resolvedAt: "resolved_at"
  })
)

export class Grievances extends Context.Service<
  Grievances,
  {
    /** Stores a grievance; its number and due date. */
    create(grievance: GrievanceSubmission): Effect.Effect<GrievanceReceipt>
    /** The grievance with this number raised from this mobile. */
    find(number: string, mobile: string): Effect.Effect<GrievanceView, GrievanceNotFound>
  }
>()("server/grievances/Grievances") {
  static readonly layer = Layer.effect(
    Grievances,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const insert = SqlSchema.findOneOption({
        Request: Schema.Struct({
          number: Schema.String,
          g: Schema.Any,
          receivedAt: Schema.String,
          dueDate: Schema.String
        }),
        Result: Schema.Struct({ number: Schema.String }),
        execute: ({ number, g, receivedAt, dueDate }) => {
          const s = g as GrievanceSubmission
          return sql`
            INSERT INTO grievances (number, name, mobile, email, tracking_id, category, description, received_at,
              due_date)
            VALUES (${number}, ${s.name.trim()}, ${s.mobile}, ${s.email.trim()},
              ${s.trackingId.trim() === "" ? null : (normalizeTrackingId(s.trackingId) ?? s.trackingId.trim())}, ${s.category}, ${s.description.trim()},
              ${receivedAt}::timestamptz, ${dueDate}::date)
            ON CONFLICT (number) DO NOTHING
            RETURNING number
          `
        }
      })

      const create = Effect.fn("Grievances.create")(function* (grievance: GrievanceSubmission) {
        const now = new Date(yield* Clock.currentTimeMillis)
        const receivedAt = now.toISOString()
        const dueDate = grievanceDueDate(now)
        // A clash of two random numbers is most unlikely; draw again if it happens.
        for (let attempt = 0; attempt < 5; attempt++) {
          const number = grievanceNumberFromBytes(randomBytes(32))
          if (number === undefined) continue
          const stored = yield* insert({ number, g: grievance, receivedAt, dueDate })
          if (Option.isSome(stored)) return { number, receivedAt, dueDate } satisfies GrievanceReceipt
        }
        return yield* Effect.die(new Error("no free grievance number"))
      }, Effect.orDie)

      const findRow = SqlSchema.findOneOption({
        Request: Schema.Struct({ number: Schema.String, mobile: Schema.String }),
        Result: ViewRow,
        execute: ({ number, mobile }) => sql`
          SELECT number, category, status, received_at, to_char(due_date, 'YYYY-MM-DD') AS due_date, reply,
            replied_at, resolved_at
          FROM grievances WHERE number = ${number} AND mobile = ${mobile}
        `
      })

      const find = Effect.fn("Grievances.find")(function* (input: string, mobile: string) {
        const number = normalizeGrievanceNumber(input)
        if (number === undefined) return yield* new GrievanceNotFound()
        const row = yield* Effect.orDie(findRow({ number, mobile }))
        if (Option.isNone(row)) return yield* new GrievanceNotFound()
        const now = new Date(yield* Clock.currentTimeMillis)
        return { ...row.value, daysLeft: grievanceDaysLeft(row.value.dueDate, now) } satisfies GrievanceView
      })

      return Grievances.of({ create, find })
    })
  )
}

const MyGrievanceRow = Schema.Struct({
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

/**
 * The grievances raised from a mobile. Erased: the name, mobile, e-mail, tracking ID, description and reply removed,
 * `erased_at` set; the number, category, status and dates kept, the record that we answered within 30 days (RBI
 * Digital Lending Directions; migration 0055). Their staff notes go (a Reply step notes the reply's words).
 */
export const grievanceRecords: PersonalData<Pick<MyData, "grievances">, Pick<ErasureCounts, "grievances">> = {
  tables: ["grievances"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyGrievanceRow,
        (m) => sql`
          SELECT number, category, status, name, email, tracking_id, description, received_at,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, reply, replied_at, resolved_at
          FROM grievances WHERE mobile = ${m} ORDER BY received_at, id
        `
      )(mobile).pipe(Effect.map((grievances) => ({ grievances }))),
    erase: (mobile) =>
      sql<{ number: string }>`
        UPDATE grievances
        SET name = NULL, mobile = NULL, email = NULL, tracking_id = NULL, description = NULL, reply = NULL,
          erased_at = now(), updated_at = now()
        WHERE mobile = ${mobile}
        RETURNING number
      `.pipe(
        Effect.map((rows) => ({
          counts: { grievances: rows.length },
          auditSubjects: rows.map((r) => `grievance:${r.number}`)
        }))
      )
  })
}
