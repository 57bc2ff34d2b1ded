/**
 * What a repository owes "My data" (server/my-data/repo.ts) for the tables it owns that hold a person's data: what
 * it holds for a mobile, and its erasure (or anonymisation) for a mobile. My data composes the owners; adding a table
 * with personal data is one owner's change, and server/my-data/personal-data.test.ts fails when a table with a mobile column
 * is owned by none of them.
 */
import { Effect, Schema } from "effect"
import { type SqlClient, type SqlError, SqlSchema } from "effect/sql"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
import type { Keys } from "../tokens/secrets.ts"

/** What an owner's erasure changed: its counts, and the audit-log subjects whose staff notes go with it. */
export interface Erased<C extends Partial<ErasureCounts>> {
  readonly counts: C
  readonly auditSubjects: ReadonlyArray<string>
}

/** One owner's records of a mobile, on a database (the erasure runs inside My data's one transaction). */
export interface RecordsOfMobile<V extends Partial<MyData>, C extends Partial<ErasureCounts>> {
  readonly held: (mobile: string) => Effect.Effect<V>
  readonly erase: (mobile: string) => Effect.Effect<Erased<C>, SqlError.SqlError>
}

export interface Database {
  readonly sql: SqlClient.SqlClient
  readonly keys: Keys
}

/** A repository's personal data: the tables it owns that hold a person's data, and its records of a mobile. */
export interface PersonalData<V extends Partial<MyData>, C extends Partial<ErasureCounts>> {
  readonly tables: ReadonlyArray<string>
  readonly of: (db: Database) => RecordsOfMobile<V, C>
}

/** `IN (...)` of a list that may be empty (no row matches the empty string there). */
export const inList = (sql: SqlClient.SqlClient, values: ReadonlyArray<string>) =>
  sql.in(values.length === 0 ? [""] : values)

/** The rows a query finds for a mobile, decoded with `Result` (a row that does not decode is a defect: ours). */
export const rowsFor =
  <Res extends Schema.Constraint>(
    Result: Res,
    execute: (mobile: string) => Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>
  ) =>
  (mobile: string): Effect.Effect<Array<Res["Type"]>, never, Res["DecodingServices"]> =>
    SqlSchema.findAll({ Request: Schema.String, Result, execute })(mobile).pipe(Effect.orDie)

/** An erasure that counted `rows` under `key`, with no audit notes to clear. */
export const erasedRows =
  <K extends keyof ErasureCounts>(key: K) =>
  (rows: ReadonlyArray<unknown>) => ({
    counts: { [key]: rows.length } as Pick<ErasureCounts, K>,
    auditSubjects: []
  })
