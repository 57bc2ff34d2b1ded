/** Correction requests from "My data": the list, and closing one as done or rejected with a note for the person. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { UnsupportedMediaType } from "../failures.ts"
import { isPlainText } from "../validation.ts"
import { adminMessages, Ok, Text } from "./common.ts"
import { AdminNotFound, CorrectionDecided } from "./failures.ts"
import { AdminSession } from "./session.ts"

/**
 * A correction request from "My data" (domain/my-data.ts) as staff see it. After the person's erasure it keeps only
 * its record, status and dates (`mobile` null, `field` and `details` empty).
 */
export const CorrectionRow = Schema.Struct({
  id: Schema.String,
  mobile: Schema.NullOr(Schema.String),
  record: Schema.String,
  field: Schema.String,
  details: Schema.String,
  status: Schema.Literals(["open", "done", "rejected"]),
  note: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  decidedAt: Schema.NullOr(Schema.String)
})
export type CorrectionRow = typeof CorrectionRow.Type

export const CorrectionDecision = Schema.Struct({
  decision: Schema.Literals(["done", "rejected"]),
  note: Schema.String.check(
    isPlainText(adminMessages.noteCharacters, { multiline: true }),
    Schema.makeFilter((s: string) => (s.trim() !== "" && s.length <= 1000 ? undefined : adminMessages.correctionNote))
  )
})
export type CorrectionDecision = typeof CorrectionDecision.Type

/** Correction requests: open ones first (oldest first), then closed ones (newest first), at most 200. */
export class AdminCorrectionsGroup extends HttpApiGroup.make("corrections")
  .add(
    HttpApiEndpoint.get("list", "/corrections", { success: Ok(Schema.Array(CorrectionRow)) }),
    HttpApiEndpoint.post("decide", "/corrections/:id/decision", {
      params: { id: Text(20) },
      payload: CorrectionDecision,
      success: Ok(CorrectionRow),
      error: [AdminNotFound, CorrectionDecided, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}
