/**
 * The SqlClient of the server: the embedded PGlite (default) or the PostgreSQL at DATABASE_URL, migrated at start.
 *
 * Embedded: one connection on each side (PGlite runs one query at a time), with `multiplex` so concurrent requests
 * pipeline their statements on that connection instead of queueing for it.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, type Redacted } from "effect"
import { Migrator, SqlClient } from "effect/sql"
import { Settings } from "../config.ts"
import { EmbeddedDatabase } from "./embedded.ts"
import { migrations } from "./migrations/index.ts"

const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/u

/** search_path for every connection when a schema is configured (tests isolate runs this way). */
const startupFor = (schema: string | undefined) => {
  if (schema === undefined) return {}
  if (!schemaPattern.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${schemaPattern}`)
  return { startupParameters: { search_path: schema } }
}

const embeddedClient = (dataDir: string, schema: string | undefined) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const db = yield* EmbeddedDatabase
      return PgClient.layer({
        path: db.socketPath,
        username: "postgres",
        database: "postgres",
        maxConnections: 1,
        minConnections: 1,
        multiplex: true,
        ...startupFor(schema)
      })
    })
  ).pipe(Layer.provide(EmbeddedDatabase.layer(dataDir)))

const serverClient = (url: Redacted.Redacted<string>, schema: string | undefined) =>
  PgClient.layer({ url, maxConnections: 10, ...startupFor(schema) })

/** Creates the configured schema when missing, then applies pending migrations. */
const migrate = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { databaseSchema } = yield* Settings
  if (databaseSchema !== undefined) yield* sql`CREATE SCHEMA IF NOT EXISTS ${sql(databaseSchema)}`
  const applied = yield* Migrator.make({})({ loader: migrations })
  if (applied.length > 0) {
    yield* Effect.logInfo("database migrated").pipe(
      Effect.annotateLogs({ applied: applied.map(([id, name]) => `${id}_${name}`) })
    )
  }
})

/** PgClient + SqlClient, migrated. Needs Settings. */
export const DatabaseLive = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* Settings
    const client =
      settings.databaseUrl === undefined
        ? embeddedClient(settings.dataDir, settings.databaseSchema)
        : serverClient(settings.databaseUrl, settings.databaseSchema)
    return Layer.effectDiscard(migrate).pipe(Layer.provideMerge(client))
  })
)
