/**
 * Correction requests from "My data" as staff see them (domain/admin-api.ts `corrections`): the queue, and marking
 * one done or rejected with a note for the person. Each decision is audited (`correction:<id>`, open -> done or
 * rejected, with the note) in the same transaction; a request already closed is refused.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type CorrectionDecision, CorrectionRow, type CurrentStaff } from "../../../domain/admin-api.ts"
import { IsoDateTime } from "../../db/schemas.ts"
import { Audit } from "../audit.ts"

export class CorrectionNotFound extends Schema.TaggedError<CorrectionNotFound>()("CorrectionNotFound", {}) {}
export class CorrectionAlreadyDecided extends Schema.TaggedError<CorrectionAlreadyDecided>()(
  "CorrectionAlreadyDecided",
  {}
) {}

const Row = Schema.Struct({
  ...CorrectionRow.fields,
  createdAt: IsoDateTime,
  decidedAt: Schema.NullOr(IsoDateTime)
}).pipe(Schema.encodeKeys({ note: "staff_note", createdAt: "created_at", decidedAt: "decided_at" }))

/** Rows listed at most. */
const listLimit = 200

export class AdminCorrections extends Context.Service<
  AdminCorrections,
  {
    readonly list: Effect.Effect<ReadonlyArray<CorrectionRow>>
    decide(
      id: string,
      decision: CorrectionDecision
    ): Effect.Effect<CorrectionRow, CorrectionNotFound | CorrectionAlreadyDecided, CurrentStaff>
  }
>()("server/admin/AdminCorrections") {
  static readonly layer = Layer.effect(
    AdminCorrections,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit
      const columns = sql`id::text AS id, mobile, record, field, details, status, staff_note, created_at, decided_at`

      const list = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT ${columns} FROM data_corrections
          ORDER BY (status = 'open') DESC,
            CASE WHEN status = 'open' THEN created_at END ASC,
            CASE WHEN status <> 'open' THEN decided_at END DESC, id
          LIMIT ${listLimit}
        `
      })().pipe(Effect.orDie, Effect.withSpan("AdminCorrections.list"))

      const findById = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Row,
        execute: (id) => sql`SELECT ${columns} FROM data_corrections WHERE id = ${id}::bigint`
      })
      /** One statement: only an open request closes, so two staff at once cannot both decide it. */
      const close = SqlSchema.findOneOption({
        Request: Schema.Struct({ id: Schema.String, status: Schema.String, note: Schema.String }),
        Result: Row,
        execute: ({ id, status, note }) => sql`
          UPDATE data_corrections SET status = ${status}, staff_note = ${note}, decided_at = now()
          WHERE id = ${id}::bigint AND status = 'open'
          RETURNING ${columns}
        `
      })

      const decide = Effect.fn("AdminCorrections.decide")(function* (id: string, decision: CorrectionDecision) {
        if (!/^\d{1,18}$/u.test(id)) return yield* new CorrectionNotFound()
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const closed = yield* Effect.orDie(close({ id, status: decision.decision, note: decision.note.trim() }))
              if (Option.isNone(closed)) {
                const found = yield* Effect.orDie(findById(id))
                return yield* Option.isNone(found) ? new CorrectionNotFound() : new CorrectionAlreadyDecided()
              }
              yield* audit.record({
                action: decision.decision === "done" ? "Correction done" : "Correction rejected",
                subject: `correction:${id}`,
                from: "open",
                to: decision.decision,
                note: decision.note.trim()
              })
              return closed.value
            })
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      return AdminCorrections.of({ list, decide })
    })
  )
}
