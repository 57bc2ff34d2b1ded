/**
 * The server's settings: read from the environment by `npm start`, given directly by tests and the benchmark.
 */

import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import { defaultRetention, type RetentionPeriods, retentionVariables } from "../domain/retention.ts"
import { parseTrustedProxies } from "./limits/client-address.ts"
import { defaultLimits, type LimitSettings, limitVariables, parseRule, type Rule } from "./limits/rules.ts"
import { defaultMessageSettings, type MessageSettings, messageSettingsFromEnv } from "./messages/settings.ts"

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
  /** Signs verified-mobile tokens and keys OTP hashes. Unset: a random secret kept in DATA_DIR/secrets (mode 0600). */
  readonly tokenSecret: Redacted.Redacted<string> | undefined
  /** Encrypts PANs at rest (AES-256-GCM). Unset: a random key kept in DATA_DIR/secrets (mode 0600). */
  readonly panEncryptionKey: Redacted.Redacted<string> | undefined
  /** An SMS gateway to POST each message to; unset: messages go to the server log and the sms_outbox table. */
  readonly smsGatewayUrl: string | undefined
  readonly smsGatewayToken: Redacted.Redacted<string> | undefined
  /** The credit bureau page the browser leaves for after a credit-score enquiry. */
  readonly bureauUrl: string
  /** Points a referrer earns when a referred enquiry is disbursed. */
  readonly rewardPointsPerReferral: number
  /** FLOWS=1: serve the flow viewer at /flows (the app is then built with it; docs/flows.md). Otherwise a 404. */
  readonly flows: boolean
  /** The back office's 'admin' password (stored only as a scrypt hash). Unset: one is generated at first start and logged once. */
  readonly adminPassword: Redacted.Redacted<string> | undefined
  /**
   * The proxies (addresses or CIDRs) whose X-Forwarded-For and X-Forwarded-Proto are believed, when the socket's peer
   * is one of them (server/limits/client-address.ts). Empty: the client address is the socket's.
   */
  readonly trustProxy: ReadonlyArray<string>
  /** The rate limits (server/limits/rules.ts, docs/limits.md). */
  readonly limits: LimitSettings
  /** How long data is kept (domain/retention.ts; RETENTION_* variables). */
  readonly retention: RetentionPeriods
  /** Run the retention job at start and daily (server/retention/retention.ts). Tests run it by hand. */
  readonly retentionJob: boolean
  /**
   * How long a client may take to send a request's headers, and its whole request (headers and body), in
   * milliseconds; past either, the server answers 408 and closes the connection (docs/operations.md, "Timeouts").
   */
  readonly headersTimeoutMs: number
  readonly requestTimeoutMs: number
  /** Status messages: worker, caps, DLT, SMTP, the WhatsApp sender (server/messages/settings.ts). */
  readonly messages: MessageSettings
}

export const repoRoot = fileURLToPath(new URL("..", import.meta.url))

export const defaultSettings: ServerSettings = {
  port: 3000,
  host: "0.0.0.0",
  dataDir: "./data",
  databaseUrl: undefined,
  databaseSchema: undefined,
  distDir: path.join(repoRoot, "dist"),
  requestLog: true,
  tokenSecret: undefined,
  panEncryptionKey: undefined,
  smsGatewayUrl: undefined,
  smsGatewayToken: undefined,
  bureauUrl: "https://www.cibil.com/freecibilscore",
  rewardPointsPerReferral: 500,
  flows: false,
  adminPassword: undefined,
  trustProxy: [],
  limits: defaultLimits,
  retention: defaultRetention,
  retentionJob: true,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  messages: defaultMessageSettings
}

const nonEmpty = <A>(option: Option.Option<A>, value: (a: A) => string) =>
  Option.getOrUndefined(Option.filter(option, (a) => value(a) !== ""))

export class Settings extends Context.Service<Settings, ServerSettings>()("server/Settings") {
  static readonly layer = (settings: Partial<ServerSettings> = {}) =>
    Layer.succeed(Settings, { ...defaultSettings, ...settings })

  /**
   * PORT, HOST, DATA_DIR, DATABASE_URL (optional), DATABASE_SCHEMA (optional), DIST_DIR, REQUEST_LOG (default true),
   * TOKEN_SECRET, PAN_ENCRYPTION_KEY, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN (all optional), BUREAU_URL (https),
   * REWARD_POINTS_PER_REFERRAL (default 500), FLOWS ("1" serves the flow viewer), ADMIN_PASSWORD (optional),
   * TRUST_PROXY (addresses or CIDRs, comma-separated), LIMIT_OTP_RESEND_SECONDS and the LIMIT_* rules (`20/1h`),
   * the RETENTION_* periods (domain/retention.ts), HEADERS_TIMEOUT_SECONDS (10) and REQUEST_TIMEOUT_SECONDS (20),
   * and the status messages' variables (server/messages/settings.ts).
   */
  static readonly fromEnv = Effect.gen(function* () {
    const port = yield* Config.Port("PORT").pipe(Config.withDefault(defaultSettings.port))
    const host = yield* Config.String("HOST").pipe(Config.withDefault(defaultSettings.host))
    const dataDir = yield* Config.String("DATA_DIR").pipe(Config.withDefault(defaultSettings.dataDir))
    const databaseUrl = yield* Config.Redacted("DATABASE_URL").pipe(Config.option)
    const databaseSchema = yield* Config.String("DATABASE_SCHEMA").pipe(Config.option)
    const distDir = yield* Config.String("DIST_DIR").pipe(Config.withDefault(defaultSettings.distDir))
    const requestLog = yield* Config.Boolean("REQUEST_LOG").pipe(Config.withDefault(true))
    const flows = yield* Config.String("FLOWS").pipe(Config.withDefault(""))
    const tokenSecret = yield* Config.Redacted("TOKEN_SECRET").pipe(Config.option)
    const panEncryptionKey = yield* Config.Redacted("PAN_ENCRYPTION_KEY").pipe(Config.option)
    const smsGatewayUrl = yield* Config.URL("SMS_GATEWAY_URL").pipe(Config.option)
    const smsGatewayToken = yield* Config.Redacted("SMS_GATEWAY_TOKEN").pipe(Config.option)
    const bureauUrl = yield* Config.URL("BUREAU_URL").pipe(Config.option)
    const rewardPointsPerReferral = yield* Config.Int("REWARD_POINTS_PER_REFERRAL").pipe(
      Config.withDefault(defaultSettings.rewardPointsPerReferral)
    )
    const adminPassword = yield* Config.Redacted("ADMIN_PASSWORD").pipe(Config.option)
    const trustProxyText = yield* Config.String("TRUST_PROXY").pipe(Config.withDefault(""))
    const trustProxy = trustProxyText
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "")
    if (parseTrustedProxies(trustProxy) === undefined)
      return yield* Effect.fail(new Error("TRUST_PROXY must list IP addresses or CIDRs, comma-separated"))
    const otpResendSeconds = yield* Config.Int("LIMIT_OTP_RESEND_SECONDS").pipe(
      Config.withDefault(defaultLimits.otpResendSeconds)
    )
    if (otpResendSeconds < 1) return yield* Effect.fail(new Error("LIMIT_OTP_RESEND_SECONDS must be 1 or more"))
    const rules: Record<string, Rule> = {}
    for (const [key, variable] of Object.entries(limitVariables)) {
      const text = yield* Config.String(variable).pipe(Config.option)
      const given = Option.getOrUndefined(Option.filter(text, (t) => t.trim() !== ""))
      const rule = given === undefined ? defaultLimits[key as keyof typeof limitVariables] : parseRule(given)
      if (rule === undefined)
        return yield* Effect.fail(new Error(`${variable} must read <count>/<window>, e.g. 20/1h, 120/1m or 10/90s`))
      rules[key] = rule
    }
    const limits = { ...defaultLimits, ...rules, otpResendSeconds } as LimitSettings
    const retention: Record<string, number> = {}
    for (const [key, variable] of Object.entries(retentionVariables)) {
      const period = yield* Config.Int(variable).pipe(
        Config.withDefault(defaultRetention[key as keyof RetentionPeriods])
      )
      if (period < 1) return yield* Effect.fail(new Error(`${variable} must be a whole number, 1 or more`))
      retention[key] = period
    }
    if (rewardPointsPerReferral < 0)
      return yield* Effect.fail(new Error("REWARD_POINTS_PER_REFERRAL must be 0 or more"))
    const headersTimeout = yield* Config.Int("HEADERS_TIMEOUT_SECONDS").pipe(
      Config.withDefault(defaultSettings.headersTimeoutMs / 1000)
    )
    const requestTimeout = yield* Config.Int("REQUEST_TIMEOUT_SECONDS").pipe(
      Config.withDefault(defaultSettings.requestTimeoutMs / 1000)
    )
    if (headersTimeout < 1) return yield* Effect.fail(new Error("HEADERS_TIMEOUT_SECONDS must be 1 or more"))
    if (requestTimeout < headersTimeout)
      return yield* Effect.fail(new Error("REQUEST_TIMEOUT_SECONDS must be at least HEADERS_TIMEOUT_SECONDS"))
    const bureau = Option.getOrUndefined(bureauUrl)
    if (bureau !== undefined && bureau.protocol !== "https:")
      return yield* Effect.fail(new Error("BUREAU_URL must be https"))
    const messages = yield* messageSettingsFromEnv
    const settings: ServerSettings = {
      port,
      host,
      dataDir,
      databaseUrl: Option.getOrUndefined(Option.filter(databaseUrl, (u) => Redacted.value(u) !== "")),
      databaseSchema: Option.getOrUndefined(Option.filter(databaseSchema, (s) => s !== "")),
      distDir: path.resolve(distDir),
      requestLog,
      tokenSecret: nonEmpty(tokenSecret, Redacted.value),
      panEncryptionKey: nonEmpty(panEncryptionKey, Redacted.value),
      smsGatewayUrl: Option.getOrUndefined(smsGatewayUrl)?.href,
      smsGatewayToken: nonEmpty(smsGatewayToken, Redacted.value),
      bureauUrl: bureau?.href ?? defaultSettings.bureauUrl,
      rewardPointsPerReferral,
      flows: flows === "1",
      adminPassword: nonEmpty(adminPassword, Redacted.value),
      trustProxy,
      limits,
      retention: retention as unknown as RetentionPeriods,
      retentionJob: true,
      headersTimeoutMs: headersTimeout * 1000,
      requestTimeoutMs: requestTimeout * 1000,
      messages
    }
    return settings
  })

  static readonly layerFromEnv = Layer.effect(Settings, Settings.fromEnv)
}
