/**
 * The server's environment variables (README "Configuration", docs/limits.md, docs/operations.md): defaults, each
 * value read, blanks taken as unset, nonsense refused with the variable named. No database.
 */
import * as path from "node:path"
import { ConfigProvider, Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { type ServerSettings, Settings } from "./config.ts"
import { OpsSettings, type OpsSettingsShape } from "./ops/settings.ts"

const provided = <A>(effect: Effect.Effect<A, unknown, never>, env: Record<string, string>) =>
  Effect.runPromise(Effect.result(effect.pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env }))))))

const settingsOf = async (env: Record<string, string>): Promise<ServerSettings> => {
  const result = await provided(Settings.fromEnv, env)
  if (result._tag !== "Success") throw new Error(`refused: ${String(result.failure)}`)
  return result.success
}

const refusalOf = async (env: Record<string, string>): Promise<string> => {
  const result = await provided(Settings.fromEnv, env)
  if (result._tag === "Success") throw new Error("accepted")
  return result.failure instanceof Error ? result.failure.message : String(result.failure)
}

const secret = (value: Redacted.Redacted<string> | undefined) =>
  value === undefined ? undefined : Redacted.value(value)

const hour = 3600

describe("Settings.fromEnv", () => {
  it("without any variable: the README's defaults", async () => {
    const settings = await settingsOf({})
    expect({ ...settings, distDir: undefined }).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      databaseSchema: undefined,
      distDir: undefined,
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
      limits: {
        otpResendSeconds: 30,
        otpPerMobile: { max: 5, windowSeconds: hour },
        otpPerAddress: { max: 20, windowSeconds: hour },
        otpPerNetwork: { max: 100, windowSeconds: hour },
        otpPerMobileAll: { max: 10, windowSeconds: hour },
        otpTotal: { max: 1000, windowSeconds: hour },
        contact: { max: 10, windowSeconds: hour },
        feedback: { max: 5, windowSeconds: hour },
        pageViews: { max: 120, windowSeconds: 60 },
        enquiries: { max: 20, windowSeconds: hour },
        corrections: { max: 5, windowSeconds: hour },
        erasures: { max: 5, windowSeconds: hour },
        grievances: { max: 5, windowSeconds: hour },
        tracking: { max: 60, windowSeconds: 60 },
        offers: { max: 60, windowSeconds: 60 },
        stopLinks: { max: 20, windowSeconds: 3600 },
        consentWithdrawals: { max: 20, windowSeconds: 3600 }
      },
      retention: {
        otpCodesDays: 7,
        smsOutboxDays: 7,
        idempotencyKeysHours: 24,
        contactMessagesDays: 365,
        closedEnquiriesDays: 180
      },
      retentionJob: true,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      messages: {
        worker: true,
        dailyCap: 5,
        maxAttempts: 6,
        retrySeconds: 30,
        retryMaxSeconds: 3600,
        claimSeconds: 120,
        pollSeconds: 5,
        siteUrl: "https://arthikaloans.in",
        dlt: undefined,
        smtpUrl: undefined,
        mailFrom: "Arthika Loans <no-reply@arthikaloans.in>"
      }
    })
    // The repository's dist/ (this file is server/config.test.ts), as an absolute path.
    expect(settings.distDir).toBe(path.resolve(import.meta.dirname, "..", "dist"))
  })

  it("reads every variable", async () => {
    const settings = await settingsOf({
      PORT: "8081",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/loans",
      DATABASE_URL: "postgres://loans@db.internal:5432/loans",
      DATABASE_SCHEMA: "run_42",
      DIST_DIR: "/srv/loans/dist",
      REQUEST_LOG: "false",
      TOKEN_SECRET: "t".repeat(40),
      PAN_ENCRYPTION_KEY: "p".repeat(40),
      SMS_GATEWAY_URL: "https://sms.example.in/send",
      SMS_GATEWAY_TOKEN: "gateway-token",
      BUREAU_URL: "https://bureau.example.in/score",
      REWARD_POINTS_PER_REFERRAL: "250",
      FLOWS: "1",
      ADMIN_PASSWORD: "correct horse battery staple",
      TRUST_PROXY: " 10.0.0.0/8 , ,::1,",
      LIMIT_OTP_RESEND_SECONDS: "45",
      LIMIT_OTP_MOBILE: "3/30m",
      LIMIT_PAGE_VIEWS: "60/1m",
      LIMIT_GRIEVANCES: "2/1d",
      LIMIT_OTP_NETWORK: "50/2h",
      LIMIT_OTP_MOBILE_ALL: "8/1h",
      LIMIT_TRACKING: "30/1m",
      LIMIT_OFFERS: "40/1m",
      RETENTION_OTP_DAYS: "3",
      HEADERS_TIMEOUT_SECONDS: "15",
      REQUEST_TIMEOUT_SECONDS: "30",
      MESSAGE_WORKER: "false",
      MESSAGE_DAILY_CAP: "3",
      MESSAGE_MAX_ATTEMPTS: "8",
      MESSAGE_RETRY_SECONDS: "60",
      MESSAGE_CLAIM_SECONDS: "300",
      SITE_URL: "https://loans.example.in/",
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      MAIL_FROM: "Loans <status@loans.example.in>"
    })
    expect({
      ...settings,
      databaseUrl: secret(settings.databaseUrl),
      tokenSecret: secret(settings.tokenSecret),
      panEncryptionKey: secret(settings.panEncryptionKey),
      smsGatewayToken: secret(settings.smsGatewayToken),
      adminPassword: secret(settings.adminPassword),
      messages: { ...settings.messages, smtpUrl: secret(settings.messages.smtpUrl) }
    }).toEqual({
      port: 8081,
      host: "127.0.0.1",
      dataDir: "/var/lib/loans",
      databaseUrl: "postgres://loans@db.internal:5432/loans",
      databaseSchema: "run_42",
      distDir: "/srv/loans/dist",
      requestLog: false,
      tokenSecret: "t".repeat(40),
      panEncryptionKey: "p".repeat(40),
      smsGatewayUrl: "https://sms.example.in/send",
      smsGatewayToken: "gateway-token",
      bureauUrl: "https://bureau.example.in/score",
      rewardPointsPerReferral: 250,
      flows: true,
      adminPassword: "correct horse battery staple",
      trustProxy: ["10.0.0.0/8", "::1"],
      limits: {
        otpResendSeconds: 45,
        otpPerMobile: { max: 3, windowSeconds: 1800 },
        otpPerAddress: { max: 20, windowSeconds: hour },
        otpPerNetwork: { max: 50, windowSeconds: 2 * hour },
        otpPerMobileAll: { max: 8, windowSeconds: hour },
        otpTotal: { max: 1000, windowSeconds: hour },
        contact: { max: 10, windowSeconds: hour },
        feedback: { max: 5, windowSeconds: hour },
        pageViews: { max: 60, windowSeconds: 60 },
        enquiries: { max: 20, windowSeconds: hour },
        corrections: { max: 5, windowSeconds: hour },
        erasures: { max: 5, windowSeconds: hour },
        grievances: { max: 2, windowSeconds: 86_400 },
        tracking: { max: 30, windowSeconds: 60 },
        offers: { max: 40, windowSeconds: 60 },
        stopLinks: { max: 20, windowSeconds: 3600 },
        consentWithdrawals: { max: 20, windowSeconds: 3600 }
      },
      retention: {
        otpCodesDays: 3,
        smsOutboxDays: 7,
        idempotencyKeysHours: 24,
        contactMessagesDays: 365,
        closedEnquiriesDays: 180
      },
      retentionJob: true,
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      messages: {
        worker: false,
        dailyCap: 3,
        maxAttempts: 8,
        retrySeconds: 60,
        retryMaxSeconds: 3600,
        claimSeconds: 300,
        pollSeconds: 5,
        siteUrl: "https://loans.example.in",
        dlt: undefined,
        smtpUrl: "smtps://mailer:secret@smtp.example.in:465",
        mailFrom: "Loans <status@loans.example.in>"
      }
    })
  })

  it("a relative DIST_DIR is made absolute; the SMS gateway's URL is kept as a URL", async () => {
    const settings = await settingsOf({ DIST_DIR: "build/web", SMS_GATEWAY_URL: "https://SMS.example.in" })
    expect(settings.distDir).toBe(path.join(process.cwd(), "build", "web"))
    expect(settings.smsGatewayUrl).toBe("https://sms.example.in/")
  })

  it("takes a blank secret, database, schema or password as unset, and a blank limit as its default", async () => {
    const settings = await settingsOf({
      DATABASE_URL: "",
      DATABASE_SCHEMA: "",
      TOKEN_SECRET: "",
      PAN_ENCRYPTION_KEY: "",
      SMS_GATEWAY_TOKEN: "",
      ADMIN_PASSWORD: "",
      TRUST_PROXY: " , ",
      LIMIT_CONTACT: "   ",
      FLOWS: "yes"
    })
    expect([
      settings.databaseUrl,
      settings.databaseSchema,
      settings.tokenSecret,
      settings.panEncryptionKey,
      settings.smsGatewayToken,
      settings.adminPassword
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
    expect(settings.trustProxy).toEqual([])
    expect(settings.limits.contact).toEqual({ max: 10, windowSeconds: hour })
    expect(settings.flows).toBe(false)
  })

  it("keeps a secret of one character (only the empty one is unset)", async () => {
    const settings = await settingsOf({ SMS_GATEWAY_TOKEN: "x", ADMIN_PASSWORD: "y", DATABASE_SCHEMA: "s" })
    expect([secret(settings.smsGatewayToken), secret(settings.adminPassword), settings.databaseSchema]).toEqual([
      "x",
      "y",
      "s"
    ])
  })

  it("accepts the edges: one second between codes, no reward points, one day of retention", async () => {
    const settings = await settingsOf({
      LIMIT_OTP_RESEND_SECONDS: "1",
      REWARD_POINTS_PER_REFERRAL: "0",
      RETENTION_CLOSED_ENQUIRIES_DAYS: "1"
    })
    expect(settings.limits.otpResendSeconds).toBe(1)
    expect(settings.rewardPointsPerReferral).toBe(0)
    expect(settings.retention.closedEnquiriesDays).toBe(1)
    const sameTimeouts = await settingsOf({ HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "1" })
    expect([sameTimeouts.headersTimeoutMs, sameTimeouts.requestTimeoutMs]).toEqual([1000, 1000])
  })

  it.each([
    [{ TRUST_PROXY: "10.0.0.1, proxy.internal" }, "TRUST_PROXY must list IP addresses or CIDRs, comma-separated"],
    [{ LIMIT_OTP_RESEND_SECONDS: "0" }, "LIMIT_OTP_RESEND_SECONDS must be 1 or more"],
    [{ LIMIT_OTP_TOTAL: "1000/1w" }, "LIMIT_OTP_TOTAL must read <count>/<window>, e.g. 20/1h, 120/1m or 10/90s"],
    [{ LIMIT_ERASURES: "many" }, "LIMIT_ERASURES must read <count>/<window>, e.g. 20/1h, 120/1m or 10/90s"],
    [{ RETENTION_SMS_OUTBOX_DAYS: "0" }, "RETENTION_SMS_OUTBOX_DAYS must be a whole number, 1 or more"],
    [{ REWARD_POINTS_PER_REFERRAL: "-1" }, "REWARD_POINTS_PER_REFERRAL must be 0 or more"],
    [{ BUREAU_URL: "http://bureau.example.in/score" }, "BUREAU_URL must be https"],
    [{ HEADERS_TIMEOUT_SECONDS: "0" }, "HEADERS_TIMEOUT_SECONDS must be 1 or more"],
    [{ REQUEST_TIMEOUT_SECONDS: "5" }, "REQUEST_TIMEOUT_SECONDS must be at least HEADERS_TIMEOUT_SECONDS"],
    [
      { HEADERS_TIMEOUT_SECONDS: "30", REQUEST_TIMEOUT_SECONDS: "20" },
      "REQUEST_TIMEOUT_SECONDS must be at least HEADERS_TIMEOUT_SECONDS"
    ]
  ])("refuses %j", async (env, message) => {
    expect(await refusalOf(env)).toBe(message)
  })

  it.each([[{ PORT: "http" }], [{ REQUEST_LOG: "maybe" }], [{ SMS_GATEWAY_URL: "not a url" }], [{ BUREAU_URL: "x" }]])(
    "refuses the malformed %j",
    async (env) => {
      const result = await provided(Settings.fromEnv, env)
      expect(result._tag).toBe("Failure")
    }
  )

  it("Settings.layer: the defaults with the given fields over them", async () => {
    const settings = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* Settings
      }).pipe(Effect.provide(Settings.layer({ port: 0, requestLog: false })))
    )
    expect([settings.port, settings.requestLog, settings.host, settings.rewardPointsPerReferral]).toEqual([
      0,
      false,
      "0.0.0.0",
      500
    ])
  })

  it("Settings.layer without fields: a request log, no flow viewer, no trusted proxy, the retention job on", async () => {
    const settings = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* Settings
      }).pipe(Effect.provide(Settings.layer()))
    )
    expect({
      port: settings.port,
      dataDir: settings.dataDir,
      requestLog: settings.requestLog,
      flows: settings.flows,
      trustProxy: settings.trustProxy,
      retentionJob: settings.retentionJob,
      bureauUrl: settings.bureauUrl
    }).toEqual({
      port: 3000,
      dataDir: "./data",
      requestLog: true,
      flows: false,
      trustProxy: [],
      retentionJob: true,
      bureauUrl: "https://www.cibil.com/freecibilscore"
    })
  })
})

describe("OpsSettings (METRICS_*)", () => {
  const opsOf = async (env: Record<string, string>): Promise<OpsSettingsShape> => {
    const result = await provided(OpsSettings.fromEnv, env)
    if (result._tag !== "Success") throw new Error(`refused: ${String(result.failure)}`)
    return result.success
  }

  it("defaults: no metrics port, 127.0.0.1, no token", async () => {
    expect(await opsOf({})).toEqual({ metricsPort: undefined, metricsHost: "127.0.0.1", metricsToken: undefined })
  })

  it("reads the port, the host and a token of 32 characters; a blank token is unset", async () => {
    const ops = await opsOf({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "m".repeat(32) })
    expect({ ...ops, metricsToken: secret(ops.metricsToken) }).toEqual({
      metricsPort: 9464,
      metricsHost: "0.0.0.0",
      metricsToken: "m".repeat(32)
    })
    expect((await opsOf({ METRICS_TOKEN: "" })).metricsToken).toBeUndefined()
  })

  it("refuses a token of 31 characters", async () => {
    const result = await provided(OpsSettings.fromEnv, { METRICS_TOKEN: "m".repeat(31) })
    expect(result._tag === "Failure" && (result.failure as Error).message).toBe(
      "METRICS_TOKEN must be at least 32 characters"
    )
  })

  it("OpsSettings.layer: the given fields, the defaults for the others", async () => {
    const read = (settings: Partial<OpsSettingsShape>) =>
      Effect.runPromise(
        Effect.gen(function* () {
          return yield* OpsSettings
        }).pipe(Effect.provide(OpsSettings.layer(settings)))
      )
    expect(await read({})).toEqual({ metricsPort: undefined, metricsHost: "127.0.0.1", metricsToken: undefined })
    const token = Redacted.make("k".repeat(32))
    expect(await read({ metricsPort: 9000, metricsHost: "10.0.0.5", metricsToken: token })).toEqual({
      metricsPort: 9000,
      metricsHost: "10.0.0.5",
      metricsToken: token
    })
  })
})
