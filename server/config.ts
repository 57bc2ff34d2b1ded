/**
 * The server's settings: read from the environment by `npm start`, given directly by tests and the benchmark.
 */
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

export interface ServerSettings {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number
  readonly host: string
  /** Folder of the embedded database (PGlite). Unused when `databaseUrl` is set. */
  readonly dataDir: string
  /** A PostgreSQL server to use instead of the embedded database. */
  readonly databaseUrl: Redacted.Redacted<string> | undefined
  /** Optional PostgreSQL schema to keep the tables in (tests isolate each run in its own schema). */
  readonly databaseSchema: string | undefined
  /** The built browser app (vite build output). */
  readonly distDir: string
  /** One JSON line per request on stdout. */
  readonly requestLog: boolean
}

export const repoRoot = fileURLToPath(new URL("..", import.meta.url))

export const defaultSettings: ServerSettings = {
  port: 3000,
  host: "0.0.0.0",
  dataDir: "./data",
  databaseUrl: undefined,
  databaseSchema: undefined,
  distDir: path.join(repoRoot, "dist"),
  requestLog: true
}

export class Settings extends Context.Service<Settings, ServerSettings>()("server/Settings") {
  static readonly layer = (settings: Partial<ServerSettings> = {}) =>
    Layer.succeed(Settings, { ...defaultSettings, ...settings })

  /** PORT, HOST, DATA_DIR, DATABASE_URL (optional), DATABASE_SCHEMA (optional), DIST_DIR, REQUEST_LOG (default true). */
  static readonly fromEnv = Effect.gen(function*() {
    const port = yield* Config.Port("PORT").pipe(Config.withDefault(defaultSettings.port))
    const host = yield* Config.String("HOST").pipe(Config.withDefault(defaultSettings.host))
    const dataDir = yield* Config.String("DATA_DIR").pipe(Config.withDefault(defaultSettings.dataDir))
    const databaseUrl = yield* Config.Redacted("DATABASE_URL").pipe(Config.option)
    const databaseSchema = yield* Config.String("DATABASE_SCHEMA").pipe(Config.option)
    const distDir = yield* Config.String("DIST_DIR").pipe(Config.withDefault(defaultSettings.distDir))
    const requestLog = yield* Config.Boolean("REQUEST_LOG").pipe(Config.withDefault(true))
    const settings: ServerSettings = {
      port,
      host,
      dataDir,
      databaseUrl: Option.getOrUndefined(Option.filter(databaseUrl, (u) => Redacted.value(u) !== "")),
      databaseSchema: Option.getOrUndefined(Option.filter(databaseSchema, (s) => s !== "")),
      distDir: path.resolve(distDir),
      requestLog
    }
    return settings
  })

  static readonly layerFromEnv = Layer.effect(Settings, Settings.fromEnv)
}
