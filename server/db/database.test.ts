/**
 * The database layers, written out: DATABASE_SCHEMA's pattern, the schema as the search_path, the
 * migrations and their log line, the pool's name and size and the db_connections probe (server/db/database.ts); the
 * embedded database's data-folder lock, socket place, start and stop (server/db/embedded.ts). Every expected value
 * is written out by hand. The PostgreSQL parts run when TEST_DATABASE_URL is set (in a schema of their own, dropped
 * afterwards); the embedded parts unless TEST_DATABASES=postgres.
 */
import { spawn, spawnSync } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync
} from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Deferred, Effect, Exit, Fiber, Layer, Logger, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, describe, expect, it } from "vitest"
import { Settings } from "../config.ts"
import { metricsText } from "../ops/metrics.ts"
import { failureOf, useTempDirs } from "../test-targets.ts"
import { DatabaseLive } from "./database.ts"
import { EmbeddedDatabase } from "./embedded.ts"

const tempDir = useTempDirs()
const url = process.env.TEST_DATABASE_URL
const embeddedToo = process.env.TEST_DATABASES !== "postgres"

interface LogLine {
  readonly message: unknown
  readonly level: string
  readonly annotations: Record<string, unknown>
}
const logs: Array<LogLine> = []
const capture = Logger.make((options) => {
  logs.push(JSON.parse(Logger.formatJson.log(options)))
})
const logged = (message: string) => logs.filter((line) => line.message === message)

/** Runs `use` with `layer` built (and closed afterwards), the log captured. */
const run = <A, E, R>(layer: Layer.Layer<R, unknown>, use: Effect.Effect<A, E, R>) =>
  Effect.runPromiseExit(use.pipe(Effect.provide(layer), Effect.provide(Logger.layer([capture]))))

const samplesOf = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(name))

const query = <A extends object>(text: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.unsafe<A>(text)
  })

/** The migrations, written out (server/db/migrations/index.ts). */
const allMigrations = [
  "1_loan_enquiries",
  "10_testimonials",
  "20_carousel",
  "21_contact_messages",
  "22_page_views",
  "30_otp",
  "31_credit_enquiries",
  "32_referral_rewards",
  "40_admin",
  "41_testimonial_moderation",
  "42_carousel_images",
  "43_rate_limits",
  "50_consents",
  "51_retention",
  "52_carousel_button_text",
  "53_grievances",
  "54_my_data",
  "55_grievance_erasure",
  "56_token_revocations",
  "59_carousel_hindi",
  "60_rate_limit_batches",
  "70_offers",
  "71_offer_enquiries",
  "72_status_messages",
  "73_contact_preferences",
  "74_whatsapp_messages",
  "76_scheduled_jobs",
  "77_reward_messages",
  "78_lender_logos"
]

// -----------------------------------------------------------------------------------------------------------------
// DATABASE_SCHEMA's pattern: checked before any connection (a PostgreSQL URL nothing listens on).

describe("DATABASE_SCHEMA (database.ts)", () => {
  const nowhere = Redacted.make("postgres://postgres@127.0.0.1:1/nowhere")
  const startWith = (databaseSchema: string) =>
    run(DatabaseLive.pipe(Layer.provide(Settings.layer({ databaseUrl: nowhere, databaseSchema }))), Effect.void).then(
      failureOf
    )

  it.each(["1a", "A", "a-b", "a".repeat(64), "", "ab$", "a b"])("refuses %j", async (schema) => {
    expect((await startWith(schema)).message).toBe("DATABASE_SCHEMA must match /^[a-z_][a-z0-9_]{0,62}$/u")
  })

  it.each(["a", "_x", "a".repeat(63), "z_0", "_", "a9", "_9"])(
    "takes %j (then fails only to connect)",
    async (schema) => {
      expect((await startWith(schema)).message).not.toContain("DATABASE_SCHEMA")
    }
  )
})

// -----------------------------------------------------------------------------------------------------------------
// On PostgreSQL.

describe.runIf(url)("DatabaseLive on PostgreSQL", () => {
  // 63 characters, the longest a schema may have.
  const schema = `dbmut_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`.padEnd(63, "x")
  const settings = Settings.layer({
    databaseUrl: Redacted.make(url ?? ""),
    databaseSchema: schema,
    dataDir: tempDir("loans-dbmut-pg-")
  })
  const database = DatabaseLive.pipe(Layer.provide(settings))

  afterAll(async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`DROP SCHEMA IF EXISTS ${sql(schema)} CASCADE`
      }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url ?? "") }).pipe(Layer.orDie)))
    )
  })

  it("creates the schema, migrates into it once, logging what it applied, as loans-server with 10 connections", async () => {
    expect(schema).toHaveLength(63)
    logs.length = 0
    const first = await run(
      database,
      Effect.gen(function* () {
        const [where] = yield* query<{ schema: string; app: string; path: string }>(
          "SELECT current_schema() AS schema, current_setting('application_name') AS app, current_setting('search_path') AS path"
        )
        const tables = yield* query<{ table_schema: string }>(
          "SELECT table_schema FROM information_schema.tables WHERE table_name = 'loan_enquiries' AND table_schema LIKE 'dbmut\\_%'"
        )
        const metrics = yield* Effect.promise(() => metricsText())
        return { where, tables: tables.map((t) => t.table_schema), metrics }
      })
    )
    expect(Exit.isSuccess(first)).toBe(true)
    if (!Exit.isSuccess(first)) return
    expect(first.value.where).toEqual({ schema, app: "loans-server", path: schema })
    expect(first.value.tables).toContain(schema)
    expect(samplesOf(first.value.metrics, "db_pool_max_connections")).toEqual(["db_pool_max_connections 10"])
    expect(samplesOf(first.value.metrics, "db_connections").length).toBeGreaterThan(0)
    const migrated = logged("database migrated")
    expect(migrated).toHaveLength(1)
    expect(migrated[0]?.level).toBe("INFO")
    expect(migrated[0]?.annotations).toEqual({ applied: allMigrations })
    // Closed: the probe is gone with it.
    expect(samplesOf(await metricsText(), "db_connections")).toEqual([])

    // Again on the same schema: nothing pending, nothing logged.
    logs.length = 0
    const second = await run(database, query<{ n: number }>("SELECT count(*)::int AS n FROM loan_enquiries"))
    expect(Exit.isSuccess(second) && second.value).toEqual([{ n: 0 }])
    expect(logged("database migrated")).toEqual([])
  }, 60_000)

  it("counts only loans-server's connections in db_connections", async () => {
    // Twelve connections of another application, idle in a transaction while /metrics is read.
    const other = PgClient.layer({
      url: Redacted.make(url ?? ""),
      applicationName: "dbmut-other",
      maxConnections: 12
    }).pipe(Layer.orDie)
    const exit = await run(
      database,
      Effect.gen(function* () {
        const ours = yield* Effect.context<SqlClient.SqlClient>()
        const release = yield* Deferred.make<void>()
        const open = yield* Deferred.make<void>()
        let begun = 0
        const theirs = yield* Effect.forkChild(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* Effect.forEach(
              Array.from({ length: 12 }, (_, i) => i),
              () =>
                sql.withTransaction(
                  Effect.gen(function* () {
                    yield* sql`SELECT 1`
                    begun++
                    if (begun === 12) yield* Deferred.succeed(open, undefined)
                    yield* Deferred.await(release)
                  })
                ),
              { concurrency: "unbounded", discard: true }
            )
          }).pipe(Effect.provide(other))
        )
        yield* Deferred.await(open).pipe(Effect.timeout("20 seconds"))
        const [held] = yield* query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'dbmut-other' AND state = 'idle in transaction'"
        ).pipe(Effect.provide(ours))
        const metrics = yield* Effect.promise(() => metricsText())
        yield* Deferred.succeed(release, undefined)
        yield* Fiber.join(theirs)
        return { held: held?.n, metrics }
      })
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    if (!Exit.isSuccess(exit)) return
    expect(exit.value.held).toBe(12)
    const idleInTransaction = samplesOf(exit.value.metrics, 'db_connections{state="idle in transaction"}')
    // Other loans servers on this PostgreSQL may have a few; never these twelve.
    expect(idleInTransaction.map((line) => Number(line.split(" ").at(-1))).filter((n) => n >= 12)).toEqual([])
    expect(samplesOf(exit.value.metrics, 'db_connections{state="unknown"}')).toEqual([])
  }, 60_000)
})

// -----------------------------------------------------------------------------------------------------------------
// The embedded database.

/** A data folder PGlite refuses at once (a PG_VERSION it cannot read): the lock and the socket place are seen. */
const brokenDataDir = (dir: string) => {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(path.join(dir, "PG_VERSION"), "garbage\n", { mode: 0o600 })
  return dir
}

const startEmbedded = (dataDir: string) =>
  run(
    EmbeddedDatabase.layer(dataDir),
    Effect.gen(function* () {
      return yield* EmbeddedDatabase
    })
  )

describe.runIf(embeddedToo)("EmbeddedDatabase (embedded.ts)", () => {
  const didNotStart = (dir: string) =>
    `The embedded database in ${dir} did not start: PGlite failed to initialize properly`

  it("refuses a data folder whose server.pid names a live process, and leaves that file", async () => {
    const dir = brokenDataDir(tempDir("loans-dbmut-live-"))
    const child = spawn("sleep", ["30"], { stdio: "ignore" })
    try {
      writeFileSync(path.join(dir, "server.pid"), `${child.pid}\n`)
      const error = failureOf(await startEmbedded(dir))
      expect(error._tag).toBe("EmbeddedDatabaseError")
      expect(error.message).toBe(
        `${dir} is used by another server (process ${child.pid}); stop it or choose another DATA_DIR`
      )
      expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toBe(`${child.pid}\n`)
    } finally {
      child.kill()
    }
  }, 20_000)

  it("takes over a server.pid left by a process that is gone, by this process, or that names none", async () => {
    const gone = spawnSync("true").pid
    for (const content of [String(gone), String(process.pid), "garbage", "0", "-1", "", "1.5"]) {
      const dir = brokenDataDir(tempDir("loans-dbmut-stale-"))
      writeFileSync(path.join(dir, "server.pid"), content)
      const error = failureOf(await startEmbedded(dir))
      expect([content, error._tag, error.message]).toEqual([content, "EmbeddedDatabaseError", didNotStart(dir)])
      // The lock was taken (the file is this process's), and let go at close.
      expect(existsSync(path.join(dir, "server.pid"))).toBe(false)
    }
  }, 60_000)

  it("puts the socket in DATA_DIR/run while its path has at most 100 characters, elsewhere beyond", async () => {
    const base = tempDir("loans-dbmut-sock-")
    const fits = path.join(base, "d".repeat(100 - base.length - "/run/db.sock".length - 1))
    const tooLong = `${fits}e`
    expect(path.join(fits, "run", "db.sock")).toHaveLength(100)
    for (const dir of [fits, tooLong]) {
      brokenDataDir(dir)
      expect(failureOf(await startEmbedded(dir)).message).toBe(didNotStart(dir))
    }
    expect(readdirSync(fits).sort()).toEqual(["PG_VERSION", "run"])
    expect(readdirSync(tooLong).sort()).toEqual(["PG_VERSION"])
  }, 30_000)

  it("ends the thread of a start it refused: none is left behind per refused start", async () => {
    // The OS threads of this process (Linux). A refused worker keeps its message port, so only terminate() ends it.
    const threads = () => Number(/^Threads:\s+(\d+)$/mu.exec(readFileSync("/proc/self/status", "utf8"))?.[1])
    await startEmbedded(brokenDataDir(tempDir("loans-dbmut-thread-"))) // warms up Node's own thread pool
    await new Promise((r) => setTimeout(r, 300))
    const before = threads()
    for (let i = 0; i < 3; i++) {
      const dir = brokenDataDir(tempDir("loans-dbmut-thread-"))
      expect(failureOf(await startEmbedded(dir)).message).toBe(didNotStart(dir))
    }
    await new Promise((r) => setTimeout(r, 300))
    expect(threads()).toBeLessThanOrEqual(before + 1)
  }, 30_000)

  it("names a data folder it cannot make", async () => {
    const file = path.join(tempDir("loans-dbmut-file-"), "not-a-folder")
    writeFileSync(file, "")
    const error = failureOf(await startEmbedded(file))
    expect(error._tag).toBe("EmbeddedDatabaseError")
    expect(error.message).toBe(`${file}: Error: EEXIST: file already exists, mkdir '${file}'`)
  })

  it("warns, with the count, when it had to restrict the data folder's modes; not when they were right", async () => {
    const dir = brokenDataDir(tempDir("loans-dbmut-modes-"))
    logs.length = 0
    await startEmbedded(dir)
    expect(logs.filter((line) => line.level === "WARN")).toEqual([])
    chmodSync(dir, 0o755)
    chmodSync(path.join(dir, "PG_VERSION"), 0o644)
    await startEmbedded(dir)
    expect(logs.filter((line) => line.level === "WARN")).toEqual([
      expect.objectContaining({
        message: "data folder: modes restricted to its owner (0700 folders, 0600 files)",
        annotations: { changed: 2 }
      })
    ])
  }, 30_000)

  it("starts, holds its folder, serves on a socket, stops, and starts again (also from a folder too deep)", async () => {
    const dir = tempDir("loans-dbmut-full-")
    const relative = path.relative(process.cwd(), dir)
    logs.length = 0
    // Through DatabaseLive: one connection, every connection counted, the migrations logged once.
    const first = await run(
      DatabaseLive.pipe(Layer.provide(Settings.layer({ dataDir: relative }))),
      Effect.gen(function* () {
        const pid = readFileSync(path.join(dir, "server.pid"), "utf8")
        const socket = statSync(path.join(dir, "run", "db.sock")).isSocket()
        const again = yield* Effect.exit(startEmbeddedEffect(dir))
        const metrics = yield* Effect.promise(() => metricsText())
        const [n] = yield* query<{ n: number }>("SELECT count(*)::int AS n FROM loan_enquiries")
        return { pid, socket, again, metrics, n }
      })
    )
    expect(Exit.isSuccess(first)).toBe(true)
    if (!Exit.isSuccess(first)) return
    expect(first.value.pid).toBe(String(process.pid))
    expect(first.value.socket).toBe(true)
    expect(failureOf(first.value.again).message).toBe(`${dir} is already used by this process`)
    expect(first.value.n).toEqual({ n: 0 })
    expect(samplesOf(first.value.metrics, "db_pool_max_connections")).toEqual(["db_pool_max_connections 1"])
    expect(samplesOf(first.value.metrics, 'db_connections{state="active"}')).toEqual([
      'db_connections{state="active"} 1'
    ])
    expect(logged("database migrated").map((line) => line.annotations)).toEqual([{ applied: allMigrations }])
    expect(logged("embedded database closed")).toHaveLength(1)
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false)
    expect(existsSync(path.join(dir, "run", "db.sock"))).toBe(false)

    // Again in the same folder: it is free again, its run folder already there; closing is quick.
    logs.length = 0
    const again = await startEmbedded(relative)
    expect(Exit.isSuccess(again) && again.value).toEqual({ socketPath: path.join(dir, "run", "db.sock"), dataDir: dir })
    expect(logs.map((line) => line.message)).toEqual(["embedded database closed"])

    // The same database in a folder whose socket path would pass 100 characters: a private folder in tmpdir.
    const deep = path.join(tempDir("loans-dbmut-deep-"), "x".repeat(100))
    renameSync(dir, deep)
    const started = Date.now()
    const moved = await startEmbedded(deep)
    expect(Date.now() - started).toBeLessThan(12_000)
    expect(Exit.isSuccess(moved)).toBe(true)
    if (!Exit.isSuccess(moved)) return
    const socketPath = moved.value.socketPath
    expect(socketPath.startsWith(`${tmpdir()}/loans-db-`)).toBe(true)
    expect(path.basename(socketPath)).toBe("db.sock")
    expect(path.dirname(path.dirname(socketPath))).toBe(tmpdir())
    expect(existsSync(path.dirname(socketPath))).toBe(false)
    expect(existsSync(path.join(deep, "server.pid"))).toBe(false)
  }, 180_000)
})

const startEmbeddedEffect = (dataDir: string) =>
  Effect.scoped(Layer.build(EmbeddedDatabase.layer(dataDir)).pipe(Effect.asVoid))
