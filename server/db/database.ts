/**
 * The SqlClient of the server: the embedded PGlite (default) or the PostgreSQL at DATABASE_URL, migrated at start.
 *
 * Embedded: one connection on each side (PGlite runs one query at a time), with `multiplex` so concurrent requests
 * pipeline their statements on that connection instead of queueing for it.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, type Redacted, Schema } from "effect"
import { Migrator, SqlClient, SqlSchema } from "effect/sql"
import { Settings } from "../config.ts"
import { dbPoolMax, setDatabaseProbe } from "../ops/metrics.ts"
import { EmbeddedDatabase } from "./embedded.ts"
import { migrations } from "./migrations/index.ts"
import { Int8 } from "./schemas.ts"

const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/u

/** search_path for every connection when a schema is configured (tests isolate runs this way). */
const startupFor = (schema: string | undefined) => {
  if (schema === undefined) return {}
  if (!schemaPattern.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${schemaPattern}`)
  return { startupParameters: { search_path: schema } }
}

/** The PgClient of the embedded database in `dataDir` (server/db/embedded-wire.test.ts reaches it directly). */
export const embeddedClient = (dataDir: string, schema: string | undefined) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const db = yield* EmbeddedDatabase
      return PgClient.layer({
        path: db.socketPath,
        username: "postgres",
        database: "postgres",
        applicationName,
        maxConnections: embeddedMaxConnections,
        minConnections: 1,
        multiplex: true,
        ...startupFor(schema)
      })
    })
  ).pipe(Layer.provide(EmbeddedDatabase.layer(dataDir)))

const serverClient = (url: Redacted.Redacted<string>, schema: string | undefined) =>
  PgClient.layer({ url, applicationName, maxConnections: serverMaxConnections, ...startupFor(schema) })

/** How the server's connections show in pg_stat_activity (the db_connections metric counts them; PGlite ignores it). */
const applicationName = "loans-server"
const embeddedMaxConnections = 1
const serverMaxConnections = 10

/** Pool metrics (server/ops/metrics.ts): the pool's size, and connections by state when /metrics is read. */
const poolMetrics = (maxConnections: number, embedded: boolean) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      dbPoolMax.set(maxConnections)
      const sql = yield* SqlClient.SqlClient
      const count = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Schema.Struct({ state: Schema.String, count: Int8 }),
        execute: () => sql`
        SELECT coalesce(state, 'unknown') AS state, count(*) AS count FROM pg_stat_activity
        WHERE ${embedded ? sql`true` : sql`application_name = ${applicationName}`}
        GROUP BY 1`
      })().pipe(Effect.timeout("1 second"))
      const context = yield* Effect.context<never>()
      yield* Effect.acquireRelease(
        Effect.sync(() => setDatabaseProbe(() => Effect.runPromiseWith(context)(count))),
        (uninstall) => Effect.sync(uninstall)
      )
    })
  )

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

/** How often the embedded database's tables are checked for an analysis (`analyzeChanged`). */
export const statisticsEvery = "5 seconds"

/**
 * Analyses the tables changed since their last analysis by more than autovacuum's default threshold (50 rows and a
 * tenth of the table), as autovacuum does on PostgreSQL; answers their names. PGlite runs PostgreSQL as one process,
 * without autovacuum: its tables were never analysed, and a cached plan chosen while a table was small stayed as it
 * grew (the tracking look-ups read every row of loan_enquiries instead of its tracking-ID index). An analysis
 * replans the statements that read the table.
 */
export const analyzeChanged = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const tables = yield* sql<{ readonly schema: string; readonly name: string }>`
    SELECT schemaname AS schema, relname AS name FROM pg_stat_user_tables
    WHERE n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
  `
  for (const { schema, name } of tables) yield* sql`ANALYZE ${sql(schema)}.${sql(name)}`
  return tables.map(({ name }) => name)
})

/** The embedded database's statistics kept current (`analyzeChanged` every `statisticsEvery`), for as long as it runs. */
const embeddedStatistics = analyzeChanged.pipe(
  Effect.catchCause((cause) =>
    Effect.logWarning("the embedded database's statistics were not refreshed", cause).pipe(Effect.as([]))
  ),
  Effect.delay(statisticsEvery),
  Effect.forever,
  Effect.forkScoped
)

/** PgClient + SqlClient, migrated. Needs Settings. */
export const DatabaseLive = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* Settings
    const client =
      settings.databaseUrl === undefined
        ? embeddedClient(settings.dataDir, settings.databaseSchema)
        : serverClient(settings.databaseUrl, settings.databaseSchema)
    const embedded = settings.databaseUrl === undefined
    const max = embedded ? embeddedMaxConnections : serverMaxConnections
    return Layer.mergeAll(
      // Migrated first: the statistics' loop then runs for as long as the database.
      Layer.effectDiscard(embedded ? Effect.andThen(migrate, embeddedStatistics) : migrate),
      poolMetrics(max, embedded)
    ).pipe(Layer.provideMerge(client))
  })
)
