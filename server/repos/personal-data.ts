/**
 * What a repository owes "My data" (server/repos/my-data.ts) for the tables it owns that hold a person's data: what
 * it holds for a mobile, and its erasure (or anonymisation) for a mobile. My data composes the owners; adding a table
 * with personal data is one owner's change, and server/personal-data.test.ts fails when a table with a mobile column
 * is owned by none of them.
 */
import type { Effect } from "effect"
import type { SqlClient, SqlError } from "effect/sql"
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
