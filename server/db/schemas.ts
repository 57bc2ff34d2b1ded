/**
 * Column schemas the repositories decode rows with (effect/sql's SqlSchema): what the PostgreSQL driver hands back,
 * as the API sends it. The embedded database and PostgreSQL both give a timestamptz as a Date, an integer as a number
 * and a bytea as a Uint8Array. A row that does not decode is a defect, never a wrong answer.
 */
import { Schema, SchemaGetter } from "effect"
import { imageTypes } from "../../domain/testimonials.ts"

/** A timestamptz as an ISO 8601 string in UTC (2026-11-20T10:00:00.000Z). */
export const IsoDateTime = Schema.Date.pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((date: Date) => date.toISOString()),
    encode: SchemaGetter.transform((text: string) => new Date(text))
  })
)

/** `count(*)::int AS n`. */
export const Count = Schema.Struct({ n: Schema.Int })

/** An int8 (epoch milliseconds, a bigint count) as a number: the driver hands an int8 back as a bigint. */
export const Int8 = Schema.BigInt.pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((n: bigint) => Number(n)),
    encode: SchemaGetter.transform((n: number) => BigInt(n))
  })
)

/** A row id as text (`RETURNING id::text AS id`). */
export const RowId = Schema.Struct({ id: Schema.String })

/** An image stored with its type (checked by its bytes before it was stored). */
export const StoredPicture = Schema.Struct({
  contentType: Schema.Literals(imageTypes),
  bytes: Schema.Uint8Array
}).pipe(Schema.encodeKeys({ contentType: "content_type" }))
export type StoredPicture = typeof StoredPicture.Type
