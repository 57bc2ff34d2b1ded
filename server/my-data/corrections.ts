/**
 * Correction requests a person files from "My data" (migration 0054); staff decide them in
 * server/admin/corrections/. Only the mobile's own records, or `other`, may be named (server/my-data/repo.ts checks).
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import type { CorrectionRequest, ErasureCounts, MyData } from "../../domain/my-data.ts"
import { type PersonalData, rowsFor } from "../db/personal-data.ts"
import { IsoDateTime } from "../db/schemas.ts"

/** Files a correction request of a mobile; its id. */
export const fileCorrection = (sql: SqlClient.SqlClient, mobile: string, request: CorrectionRequest) =>
  sql<{ id: string }>`
    INSERT INTO data_corrections (mobile, record, field, details)
    VALUES (${mobile}, ${request.record}, ${request.field.trim()}, ${request.details.trim()})
    RETURNING id::text AS id
  `.pipe(Effect.map((rows) => rows[0]!.id))

const MyCorrectionRow = Schema.Struct({
  id: Schema.String,
  record: Schema.String,
  field: Schema.String,
  details: Schema.String,
  status: Schema.Literals(["open", "done", "rejected"]),
  note: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ createdAt: "created_at" }))

/**
 * The correction requests of a mobile. Erased: the mobile, the detail, the words and the staff note removed; the
 * record and its status kept. Their staff notes in the audit log go too.
 */
export const correctionRecords: PersonalData<Pick<MyData, "corrections">, Pick<ErasureCounts, "corrections">> = {
  tables: ["data_corrections"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        MyCorrectionRow,
        (m) => sql`
          SELECT id::text AS id, record, field, details, status, staff_note AS note, created_at
          FROM data_corrections WHERE mobile = ${m} ORDER BY id
        `
      )(mobile).pipe(Effect.map((corrections) => ({ corrections }))),
    erase: (mobile) =>
      sql<{ id: string }>`
        UPDATE data_corrections SET mobile = NULL, field = '', details = '', staff_note = NULL, erased_at = now()
        WHERE mobile = ${mobile}
        RETURNING id::text AS id
      `.pipe(
        Effect.map((rows) => ({
          counts: { corrections: rows.length },
          auditSubjects: rows.map((r) => `correction:${r.id}`)
        }))
      )
  })
}
