/**
 * Verified mobiles on the real server (issue 5): OTP by SMS with its limits, signed tokens, the credit-score enquiry,
 * referral-link enquiries, and rewards with withdrawals. Driven with fetch, codes read from the outbox (never from the
 * API). On the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * Time: the server's services read effect's Clock at each call, so a test runs a service call at another time with
 * `server.run(effect.pipe(at(offset)))` and then talks to the server over HTTP at the real time.
 */

import { createDecipheriv, createHmac, randomBytes } from "node:crypto"
import { statSync } from "node:fs"
import { createServer, type IncomingMessage, type Server } from "node:http"
import * as path from "node:path"
import { Clock, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { ApplicationStatus } from "../domain/application-status.ts"
import { creditTermsMessage } from "../domain/credit.ts"
import { type OtpPurpose, otpLimits, readTokenClaims } from "../domain/otp.ts"
import { Settings } from "./config.ts"
import { CreditEnquiries, decryptPan, encryptPan } from "./credit/repo.ts"
import { withEmptyCluster } from "./db/test-cluster.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { roomyLimits } from "./limits/rules.ts"
import { JsonLogger, type RunningServer, startServer } from "./main.ts"
import { otpSent, rateLimitRefusals } from "./ops/metrics.ts"
import { Otp } from "./otp/otp.ts"
import { Outbox, Sms } from "./otp/sms.ts"
import { Rewards } from "./rewards/repo.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"
import { ServerKeys } from "./tokens/secrets.ts"
import { TokenEpochs, Tokens } from "./tokens/tokens.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  creditBadToken: "Token has expired or is invalid. Please start over.",
  creditMissingToken: "Invalid or missing token. Please start over.",
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  pan: "Invalid PAN number format. Please enter a valid PAN number.",
  referralUnverified: "Please Verify your mobile number to proceed with the referral application.",
  rewardBadToken: "Token has expired or is invalid. Please start over.",
  rewardMissingToken: "Invalid or missing token. Please try again.",
  rewardWithdrawn: "Withdrawal request submitted successfully!"
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  otpCodeFormat: "Please enter the 6-digit OTP.",
  otpExpired: "This OTP has expired. Please request a new one.",
  otpHourlyLimit: "Too many OTP requests. Please try again later.",
  otpNotSent: "We could not send the OTP. Please try again.",
  otpPurpose: "Please choose what the OTP is for.",
  otpResendTooSoon: "Please wait before requesting a new OTP.",
  otpSent: "An OTP has been sent to your mobile number.",
  otpTooManyAttempts: "Too many incorrect attempts. Please request a new OTP.",
  otpWrongCode: "Incorrect OTP. Please try again.",
  rewardNothingToWithdraw: "There are no points available to withdraw."
} as const

const tempDir = useTempDirs()
const targets = databaseTargets("otp", tempDir)

/** Runs an effect as if the clock read `offset` ms later (earlier when negative); sleeps stay real. */
const at =
  (offset: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Clock.clockWith((clock) =>
      Effect.provideService(effect, Clock.Clock, {
        currentTimeMillisUnsafe: () => clock.currentTimeMillisUnsafe() + offset,
        currentTimeMillis: Effect.sync(() => clock.currentTimeMillisUnsafe() + offset),
        currentTimeNanosUnsafe: () => clock.currentTimeNanosUnsafe() + BigInt(offset) * 1_000_000n,
        currentTimeNanos: Effect.sync(() => clock.currentTimeNanosUnsafe() + BigInt(offset) * 1_000_000n),
        monotonicTimeNanosUnsafe: () => clock.monotonicTimeNanosUnsafe(),
        monotonicTimeNanos: clock.monotonicTimeNanos,
        sleep: (duration) => clock.sleep(duration)
      })
    )

/** Runs an effect with the clock reading `time` (ms since the epoch) all along: exact instants, unlike `at`. */
const atTime =
  (time: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Clock.clockWith((clock) =>
      Effect.provideService(effect, Clock.Clock, {
        currentTimeMillisUnsafe: () => time,
        currentTimeMillis: Effect.sync(() => time),
        currentTimeNanosUnsafe: () => BigInt(time) * 1_000_000n,
        currentTimeNanos: Effect.sync(() => BigInt(time) * 1_000_000n),
        monotonicTimeNanosUnsafe: () => clock.monotonicTimeNanosUnsafe(),
        monotonicTimeNanos: clock.monotonicTimeNanos,
        sleep: (duration) => clock.sleep(duration)
      })
    )

/** How an effect ended: "success", or each reason of its failure with the tag of its error or defect. */
const ending = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) =>
    exit._tag === "Success"
      ? "success"
      : exit.cause.reasons.map((reason) =>
          reason._tag === "Die"
            ? `Die ${(reason.defect as { _tag?: string })._tag}`
            : reason._tag === "Fail"
              ? `Fail ${(reason.error as { _tag?: string })._tag}`
              : reason._tag
        )
  )

/** The outcome of an effect as data: { ok } or { error }. */
const outcome = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.match(effect, { onFailure: (error) => ({ error }) as const, onSuccess: (ok) => ({ ok }) as const })

const minute = 60_000

/** JSON of database rows (bigint columns included). */
const json = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v))

let nextMobile = 0
/** A fresh valid mobile for each test, so the per-mobile limits of one test do not touch another. */
const freshMobile = () => String(7_000_000_000 + 1_000 * ++nextMobile + Math.floor(Math.random() * 1000))

const creditEnquiry = (phone: string) => ({
  first_name: "Asha",
  last_name: "Rao",
  gender: "Female",
  email: "asha@example.in",
  phone,
  panNumber: "ABCDE1234F",
  dob: "1990-04-12",
  address: "12 MG Road",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  acceptTerms: true
})

const referralEnquiry = (phone: string, referralPhone: string) => ({
  applicationType: "Referral",
  loanType: "Home Loan",
  first_name: "Meera",
  last_name: "Iyer",
  phone,
  referralPhone,
  email: "meera@example.in",
  location: "Bengaluru",
  referralName: "Asha Rao",
  referralEmail: "asha@example.in",
  referralLocation: "Pune",
  consent: true
})

const selfEnquiry = (phone: string) => ({
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: "Ravi",
  last_name: "Kumar",
  phone,
  referralPhone: "",
  location: "Pune",
  consent: true
})

describe.each(targets)("verified mobiles on $name", (target) => {
  let server: RunningServer
  let logs: Array<string>
  const bureauUrl = "https://bureau.example/enroll"
  const points = 700

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const sendOtp = (mobile: string, purpose: OtpPurpose) => post("/api/otp", { mobile, purpose })
  const verifyOtp = (mobile: string, purpose: OtpPurpose, code: string) =>
    post("/api/otp/verify", { mobile, purpose, code })
  const outbox = (mobile: string) => server.run(Outbox.use((o) => o.forMobile(mobile)))
  const latestCode = async (mobile: string) => {
    const code = await server.run(Outbox.use((o) => o.latestCode(mobile)))
    expect(code).toMatch(/^\d{6}$/u)
    return code!
  }
  /** Another 6-digit code than `code`. */
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")
  /** A token the way a person gets one: ask for a code, read the SMS, type it. */
  const tokenFor = async (mobile: string, purpose: OtpPurpose) => {
    expect((await sendOtp(mobile, purpose)).status).toBe(200)
    const response = await verifyOtp(mobile, purpose, await latestCode(mobile))
    expect(response.status).toBe(200)
    return (await response.json()).token as string
  }
  const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(query(sql))
      })
    )

  beforeAll(async () => {
    logs = []
    const log = console.log
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => {
      logs.push(args.map(String).join(" "))
      if (process.env.SERVER_TEST_LOGS) log(...args)
    })
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-otp-")),
      distDir: tempDir("loans-dist-"),
      bureauUrl,
      rewardPointsPerReferral: points,
      // Many requests from one address (127.0.0.1): the per-address limits are raised here, on purpose (server/limits.test.ts tests them).
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 180_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  describe("POST /api/otp", () => {
    it("sends a 6-digit code by SMS: one log line with the last four digits and the text, one outbox row", async () => {
      const mobile = freshMobile()
      const response = await sendOtp(mobile, "redeem")
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        success: true,
        message: ours.otpSent,
        resendAfterSeconds: 30,
        expiresInSeconds: 300
      })
      const sent = await outbox(mobile)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.mobile).toBe(mobile)
      expect(sent[0]!.text).toMatch(/^\d{6} is your OTP to view and redeem your rewards\. It is valid for 5 minutes\./u)
      const code = await latestCode(mobile)

      const smsLines = logs.filter((l) => l.includes(code)).map((l) => JSON.parse(l))
      expect(smsLines).toHaveLength(1)
      expect(smsLines[0].message).toBe("sms")
      expect(smsLines[0].annotations.to).toBe(`******${mobile.slice(-4)}`)
      expect(smsLines[0].annotations.text).toBe(sent[0]!.text)
      expect(logs.join("\n")).not.toContain(mobile)
    })

    it("stores the code only as a hash, and no mobile in the code table", async () => {
      const mobile = freshMobile()
      await sendOtp(mobile, "credit-score")
      const code = await latestCode(mobile)
      const table = await rows((sql) => sql<Record<string, unknown>>`SELECT * FROM otp_challenges`)
      expect(table.length).toBeGreaterThan(0)
      const text = json(table)
      expect(text).not.toContain(code)
      expect(text).not.toContain(mobile)
      const keyed = createHmac("sha256", "guess").update(code).digest("base64url")
      expect(text).not.toContain(keyed)
      for (const row of table) expect(String(row.code_hash ?? "")).not.toMatch(/^\d{6}$/u)
    })

    it("answers the same for a mobile with enquiries and one never seen", async () => {
      const known = freshMobile()
      expect((await post("/api/loan-enquiries", selfEnquiry(known))).status).toBe(201)
      const a = await sendOtp(known, "redeem")
      const b = await sendOtp(freshMobile(), "redeem")
      expect(a.status).toBe(b.status)
      expect(await a.json()).toEqual(await b.json())
    })

    it("refuses a new code within 30 s (429 with the wait), and sends one after 30 s", async () => {
      const mobile = freshMobile()
      expect((await sendOtp(mobile, "redeem")).status).toBe(200)
      const early = await sendOtp(mobile, "redeem")
      expect(early.status).toBe(429)
      const body = await early.json()
      expect(body).toMatchObject({ _tag: "OtpRateLimited", success: false, message: ours.otpResendTooSoon })
      expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(29)
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(30)
      expect(await outbox(mobile)).toHaveLength(1)

      const at29 = await server.run(outcome(Otp.use((o) => o.send(mobile, "redeem"))).pipe(at(29_000)))
      expect(at29).toMatchObject({ error: { _tag: "OtpRateLimited", retryAfterSeconds: 1 } })
      const at31 = await server.run(outcome(Otp.use((o) => o.send(mobile, "redeem"))).pipe(at(31_000)))
      expect(at31).toEqual({ ok: { resendAfterSeconds: 30, expiresInSeconds: 300 } })
      expect(await outbox(mobile)).toHaveLength(2)
    })

    it("refuses the 6th code within an hour for one mobile and purpose, not for another purpose", async () => {
      const mobile = freshMobile()
      // Five codes over the last 50 minutes, then the 6th now over HTTP.
      for (const ago of [50, 40, 30, 20, 10]) {
        const sent = await server.run(outcome(Otp.use((o) => o.send(mobile, "referral"))).pipe(at(-ago * minute)))
        expect(sent, `${ago} minutes ago`).toHaveProperty("ok")
      }
      const sixth = await sendOtp(mobile, "referral")
      expect(sixth.status).toBe(429)
      const body = await sixth.json()
      expect(body).toMatchObject({ _tag: "OtpRateLimited", message: ours.otpHourlyLimit })
      // The oldest of the five leaves the hour in 10 minutes.
      expect(body.retryAfterSeconds).toBeGreaterThan(9 * 60)
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(10 * 60)
      expect(await outbox(mobile)).toHaveLength(5)
      // Another purpose has its own count; and 11 minutes on, the oldest send has left the hour.
      expect((await sendOtp(mobile, "redeem")).status).toBe(200)
      const later = await server.run(outcome(Otp.use((o) => o.send(mobile, "referral"))).pipe(at(11 * minute)))
      expect(later).toHaveProperty("ok")
    })

    it("lets 20 concurrent requests for one mobile send one code", async () => {
      const mobile = freshMobile()
      const responses = await Promise.all(Array.from({ length: 20 }, () => sendOtp(mobile, "redeem")))
      const statuses = responses.map((r) => r.status).sort()
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 429)).toHaveLength(19)
      expect(await outbox(mobile)).toHaveLength(1)
    })

    it.each([
      ["a short mobile", { mobile: "98765", purpose: "redeem" }, "mobile", spec.mobileLength],
      ["a mobile starting with 5", { mobile: "5876543210", purpose: "redeem" }, "mobile", spec.mobileStart],
      ["an unknown purpose", { mobile: "9876543210", purpose: "login" }, "purpose", ours.otpPurpose]
    ])("answers 400 for %s and sends nothing", async (_case, payload, field, message) => {
      const response = await post("/api/otp", payload)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.errors.find((e: { path: string }) => e.path === field)?.message).toBe(message)
      expect(await outbox(payload.mobile)).toHaveLength(0)
    })

    describe("the send limits' waits, and the count of codes sent", () => {
      const hour = 60 * minute
      /** An instant hours back, its own for each test (its rows and windows touch no other test's). */
      const pastTime = () => Date.now() - 5 * hour - Math.floor(Math.random() * hour)
      const sendAt = (time: number, mobile: string) =>
        server.run(outcome(Otp.use((o) => o.send(mobile, "redeem"))).pipe(atTime(time)))
      /** rate_limit_refusals_total{limit} and otp_sent_total, as /metrics shows them (this process's registry). */
      const refusals = async (limit: string) =>
        (await rateLimitRefusals.get()).values.find((v) => v.labels.limit === limit)?.value ?? 0
      const refusalCounts = async () => [await refusals("otp-mobile"), await refusals("otp-resend")]
      const sentTotal = async () => (await otpSent.get()).values[0]?.value ?? 0

      it("answers an ask exactly 30 s after the 5th code of the hour with the hourly limit (1170 s), counted as otp-mobile", async () => {
        const mobile = freshMobile()
        const t = pastTime()
        for (const minutes of [0, 10, 20, 30, 40])
          expect(await sendAt(t + minutes * minute, mobile), `${minutes} minutes`).toHaveProperty("ok")
        const before = await refusalCounts()
        // The 30 s since the 5th code are just over; the first code leaves the hour at t + 60 min: 19 min 30 s on.
        const refused = await sendAt(t + 40 * minute + 30_000, mobile)
        expect(refused).toMatchObject({
          error: { _tag: "OtpRateLimited", success: false, message: ours.otpHourlyLimit, retryAfterSeconds: 1170 }
        })
        const after = await refusalCounts()
        expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([1, 0])
      })

      it("caps the wait for a resend at 30 s when the last code is stamped 5 s after the ask (35 s), counted as otp-resend", async () => {
        const mobile = freshMobile()
        const t = pastTime()
        expect(await sendAt(t + 5_000, mobile)).toHaveProperty("ok")
        const before = await refusalCounts()
        const refused = await sendAt(t, mobile)
        expect(refused).toMatchObject({
          error: { _tag: "OtpRateLimited", success: false, message: ours.otpResendTooSoon, retryAfterSeconds: 30 }
        })
        const after = await refusalCounts()
        expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([0, 1])
      })

      it("counts each code handed to the SMS port in otp_sent_total, and not a refused ask", async () => {
        const mobile = freshMobile()
        const before = await sentTotal()
        expect((await sendOtp(mobile, "redeem")).status).toBe(200)
        expect((await sentTotal()) - before).toBe(1)
        expect((await sendOtp(mobile, "redeem")).status).toBe(429)
        expect((await sentTotal()) - before).toBe(1)
      })

      it("counts an ask over HTTP against its address (bucket otp-address), and not the server's own sends", async () => {
        // Windows that end from 30 s ago on: the sweep (windows ended over a minute ago) never takes one of them.
        const since = Date.now() - 30_000
        const counted = async () =>
          (
            await rows<{ n: number }>(
              (sql) =>
                sql`SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE bucket = 'otp-address' AND window_end >= ${since}::bigint`
            )
          )[0]!.n
        const before = await counted()
        expect(await server.run(outcome(Otp.use((o) => o.send(freshMobile(), "redeem"))))).toHaveProperty("ok")
        expect(await counted()).toBe(before)
        expect((await sendOtp(freshMobile(), "redeem")).status).toBe(200)
        expect(await counted()).toBe(before + 1)
      })

      it("makes a database error or an unreadable stored send a defect (500), not a typed failure, in send and verify", async () => {
        // 10^20 ms is past the bigint columns' range: PostgreSQL refuses the statement (SqlError).
        const beyond = 1e20
        expect(await server.run(ending(Otp.use((o) => o.send(freshMobile(), "redeem"))).pipe(atTime(beyond)))).toEqual([
          "Die SqlError"
        ])
        expect(
          await server.run(ending(Otp.use((o) => o.verify(freshMobile(), "redeem", "123456"))).pipe(atTime(beyond)))
        ).toEqual(["Die SqlError"])
        // A stored send of 2^53 + 1 is no safe integer (SchemaError when a refused ask reads the sends).
        const mobile = freshMobile()
        const t = pastTime()
        expect(await sendAt(t, mobile)).toHaveProperty("ok")
        const changed = await rows(
          (sql) =>
            sql`UPDATE otp_challenges SET sends = ARRAY[9007199254740993]::bigint[] WHERE sends = ARRAY[${t}::bigint] RETURNING 1 AS one`
        )
        expect(changed).toHaveLength(1)
        expect(await server.run(ending(Otp.use((o) => o.send(mobile, "redeem"))).pipe(atTime(t + minute)))).toEqual([
          "Die SchemaError"
        ])
      })

      it("reads no code for a mobile that had no SMS; a message the outbox cannot store is not sent (SmsNotSent)", async () => {
        expect(await server.run(Outbox.use((o) => o.latestCode(freshMobile())))).toBeUndefined()
        const mobile = freshMobile()
        // PostgreSQL's text holds no NUL character: the outbox row cannot be written.
        const failed = await server.run(
          outcome(Sms.use((s) => s.send(mobile, "123456 is\u0000 your code"))).pipe(Effect.provide(Sms.logAndOutbox))
        )
        expect(failed).toMatchObject({ error: { _tag: "SmsNotSent", reason: expect.stringMatching(/\S/u) } })
        expect(await outbox(mobile)).toEqual([])
      })
    })
  })

  describe("POST /api/otp/verify", () => {
    it("answers a right code with a 15-minute token for that mobile and purpose; the code works once", async () => {
      const mobile = freshMobile()
      await sendOtp(mobile, "credit-score")
      const code = await latestCode(mobile)
      const response = await verifyOtp(mobile, "credit-score", code)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toEqual({ success: true, token: expect.any(String), expiresAt: expect.any(String) })
      const claims = readTokenClaims(body.token)
      expect(claims).toEqual({ mobile, purpose: "credit-score", expiresAt: Date.parse(body.expiresAt) })
      const lifetime = Date.parse(body.expiresAt) - Date.now()
      expect(lifetime).toBeGreaterThan(14 * minute)
      expect(lifetime).toBeLessThanOrEqual(15 * minute)

      const again = await verifyOtp(mobile, "credit-score", code)
      expect(again.status).toBe(410)
      expect(await again.json()).toMatchObject({ _tag: "OtpExpired", message: ours.otpExpired, reason: "expired" })
    })

    it("counts down 5 wrong tries, then refuses even the right code", async () => {
      const mobile = freshMobile()
      await sendOtp(mobile, "redeem")
      const code = await latestCode(mobile)
      const left: Array<number> = []
      for (let i = 0; i < 5; i++) {
        const response = await verifyOtp(mobile, "redeem", otherCode(code))
        expect(response.status).toBe(401)
        const body = await response.json()
        expect(body._tag).toBe("WrongCode")
        expect(body.message).toBe(i < 4 ? ours.otpWrongCode : ours.otpTooManyAttempts)
        left.push(body.attemptsLeft)
      }
      expect(left).toEqual([4, 3, 2, 1, 0])
      const sixth = await verifyOtp(mobile, "redeem", code)
      expect(sixth.status).toBe(410)
      expect(await sixth.json()).toMatchObject({ reason: "too-many-attempts", message: ours.otpTooManyAttempts })

      // A new code (30 s on) starts a fresh count.
      await server.run(Otp.use((o) => o.send(mobile, "redeem")).pipe(at(31_000)))
      expect((await verifyOtp(mobile, "redeem", await latestCode(mobile))).status).toBe(200)
    })

    it("counts 10 concurrent wrong tries as at most 5", async () => {
      const mobile = freshMobile()
      await sendOtp(mobile, "redeem")
      const code = await latestCode(mobile)
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => verifyOtp(mobile, "redeem", otherCode(code)))
      )
      const bodies = await Promise.all(responses.map((r) => r.json()))
      const wrong = bodies
        .filter((b) => b._tag === "WrongCode")
        .map((b) => b.attemptsLeft)
        .sort()
      expect(wrong).toEqual([0, 1, 2, 3, 4])
      expect(bodies.filter((b) => b._tag === "OtpExpired")).toHaveLength(5)
      expect((await verifyOtp(mobile, "redeem", code)).status).toBe(410)
    })

    it("refuses a code after 5 minutes", async () => {
      const mobile = freshMobile()
      await server.run(Otp.use((o) => o.send(mobile, "redeem")).pipe(at(-(5 * minute + 1_000))))
      const code = await latestCode(mobile)
      const response = await verifyOtp(mobile, "redeem", code)
      expect(response.status).toBe(410)
      expect(await response.json()).toMatchObject({
        _tag: "OtpExpired",
        reason: "expired",
        message: ours.otpExpired
      })
      // Just inside the 5 minutes it would have worked.
      const other = freshMobile()
      await server.run(Otp.use((o) => o.send(other, "redeem")).pipe(at(-(5 * minute - 5_000))))
      expect((await verifyOtp(other, "redeem", await latestCode(other))).status).toBe(200)
    })

    it("does not take a code for another purpose, and that code still works for its own", async () => {
      const mobile = freshMobile()
      await sendOtp(mobile, "redeem")
      const code = await latestCode(mobile)
      const wrongPurpose = await verifyOtp(mobile, "credit-score", code)
      expect(wrongPurpose.status).toBe(410)
      expect((await verifyOtp(mobile, "redeem", code)).status).toBe(200)
    })

    it("answers a mobile that was never sent a code like an expired code", async () => {
      const response = await verifyOtp(freshMobile(), "redeem", "123456")
      expect(response.status).toBe(410)
      expect(await response.json()).toMatchObject({ reason: "expired" })
    })

    it.each(["12345", "1234567", "12a456", ""])("answers 400 for the code %j", async (code) => {
      const response = await verifyOtp(freshMobile(), "redeem", code)
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0]).toEqual({ path: "code", message: ours.otpCodeFormat })
    })
  })

  describe("tokens", () => {
    const summary = (mobile: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/reward-enquiries/${mobile}`, { headers })

    it("refuses a missing or non-Bearer token with the 'missing' message", async () => {
      const cases: Array<Record<string, string>> = [
        {},
        { authorization: "" },
        { authorization: "Basic abc" },
        { authorization: "Bearer" }
      ]
      for (const headers of cases) {
        const response = await summary("9876543210", headers)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({
          _tag: "InvalidToken",
          success: false,
          message: spec.rewardMissingToken
        })
      }
    })

    it("refuses forged tokens", async () => {
      const mobile = freshMobile()
      const token = await tokenFor(mobile, "redeem")
      const [payload, signature] = token.split(".") as [string, string]
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString())
      const other = freshMobile()
      const repack = (c: object) => Buffer.from(JSON.stringify(c)).toString("base64url")
      const forged = [
        `${repack({ ...claims, m: other })}.${signature}`, // another mobile, old signature
        `${repack({ ...claims, e: claims.e + 3600 })}.${signature}`, // longer life
        `${payload}.${createHmac("sha256", "not-the-secret").update(payload).digest("base64url")}`,
        `${payload}.`,
        `${payload}.${signature}x`,
        `${payload}.${signature}.extra`,
        "not-a-token",
        `${payload.slice(1)}.${signature}`
      ]
      for (const bad of forged) {
        const target = bad.startsWith(repack({ ...claims, m: other })) ? other : mobile
        const response = await summary(target, bearer(bad))
        expect(response.status, bad).toBe(401)
        expect((await response.json()).message).toBe(spec.rewardBadToken)
      }
      expect((await summary(mobile, bearer(token))).status).toBe(200)
    })

    it("refuses an expired token", async () => {
      const mobile = freshMobile()
      const old = await server.run(Tokens.use((t) => t.issue(mobile, "redeem")).pipe(at(-(15 * minute + 1_000))))
      const response = await summary(mobile, bearer(old.token))
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBe(spec.rewardBadToken)
      const fresh = await server.run(Tokens.use((t) => t.issue(mobile, "redeem")).pipe(at(-(14 * minute))))
      expect((await summary(mobile, bearer(fresh.token))).status).toBe(200)
    })

    it("refuses a token of another purpose", async () => {
      const mobile = freshMobile()
      const credit = await tokenFor(mobile, "credit-score")
      const rewards = await summary(mobile, bearer(credit))
      expect(rewards.status).toBe(401)
      expect((await rewards.json()).message).toBe(spec.rewardBadToken)
      const redeem = await server.run(Tokens.use((t) => t.issue(mobile, "redeem")))
      const cibil = await post("/api/cibil-enquiries", creditEnquiry(mobile), bearer(redeem.token))
      expect(cibil.status).toBe(401)
      expect((await cibil.json()).message).toBe(spec.creditBadToken)
    })

    it("refuses another mobile's token for rewards and withdrawals", async () => {
      const mine = freshMobile()
      const theirs = freshMobile()
      const token = await tokenFor(mine, "redeem")
      const response = await summary(theirs, bearer(token))
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBe(spec.rewardBadToken)
      const withdrawal = await post(
        "/api/reward-enquiries/request-withdrawal",
        { enquiryIds: ["1"], referralPhone: theirs },
        bearer(token)
      )
      expect(withdrawal.status).toBe(401)
    })
  })

  describe("POST /api/cibil-enquiries", () => {
    const count = () => server.run(CreditEnquiries.use((c) => c.count))

    it("answers 401 without a token, with a bad one, or with another mobile's, storing nothing", async () => {
      const mobile = freshMobile()
      const before = await count()
      const missing = await post("/api/cibil-enquiries", creditEnquiry(mobile))
      expect(missing.status).toBe(401)
      expect(await missing.json()).toMatchObject({ success: false, message: spec.creditMissingToken })

      const bad = await post("/api/cibil-enquiries", creditEnquiry(mobile), bearer("abc.def"))
      expect(bad.status).toBe(401)
      expect(await bad.json()).toMatchObject({ success: false, message: spec.creditBadToken })

      const othersToken = await tokenFor(freshMobile(), "credit-score")
      const other = await post("/api/cibil-enquiries", creditEnquiry(mobile), bearer(othersToken))
      expect(other.status).toBe(401)
      expect(await count()).toBe(before)
    })

    it.each([
      ["a bad PAN", { panNumber: "ABCD1234F" }, "panNumber", spec.pan],
      ["a lower-case PAN", { panNumber: "abcde1234f" }, "panNumber", spec.pan],
      // Issue 16: a PAN with an 11th character (the pattern must be anchored at its end).
      ["a PAN with a character after it", { panNumber: "ABCDE1234FX" }, "panNumber", spec.pan],
      ["a PAN with a character before it", { panNumber: "XABCDE1234F" }, "panNumber", spec.pan],
      // Issue 10: control characters get the field's message.
      ["a NUL in the PAN", { panNumber: "ABCDE1234F\u0000" }, "panNumber", spec.pan],
      [
        "a NUL in the address",
        { address: "12 MG Road\u0000" },
        "address",
        "Please remove the unsupported characters from your address."
      ],
      ["a NUL in the e-mail", { email: "asha\u0000@example.in" }, "email", "Please enter a valid email address."],
      [
        "a NUL in the first name",
        { first_name: "Asha\u0000" },
        "first_name",
        "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens."
      ],
      [
        "a C1 character in the state",
        { state: "Karna\u0085taka" },
        "state",
        "State must contain only alphabetic characters, spaces, apostrophes, and hyphens."
      ],
      ["no terms", { acceptTerms: false }, "acceptTerms", creditTermsMessage()],
      ["a day that does not exist", { dob: "1990-02-31" }, "dob", "Please enter a valid date of birth."],
      ["a birth date in the future", { dob: "2990-01-01" }, "dob", "Please enter a valid date of birth."],
      ["a bad pincode", { pincode: "012345" }, "pincode", "Please enter a valid 6-digit pincode."],
      [
        "a city with digits",
        { city: "Pune 1" },
        "city",
        "City must contain only alphabetic characters, spaces, apostrophes, and hyphens."
      ],
      ["an unknown gender", { gender: "Other" }, "gender", ""]
    ])("answers 400 for %s with a valid token, storing nothing", async (_case, change, field, message) => {
      const mobile = freshMobile()
      const token = await tokenFor(mobile, "credit-score")
      const before = await count()
      const response = await post("/api/cibil-enquiries", { ...creditEnquiry(mobile), ...change }, bearer(token))
      expect(response.status).toBe(400)
      const body = await response.json()
      const issue = body.errors.find((e: { path: string }) => e.path === field)
      expect(issue, JSON.stringify(body)).toBeDefined()
      if (message !== "") expect(issue.message).toBe(message)
      expect(await count()).toBe(before)
    })

    it("stores the enquiry with the PAN encrypted and masked, never logged, and answers the bureau address", async () => {
      const mobile = freshMobile()
      const token = await tokenFor(mobile, "credit-score")
      const before = await count()
      const response = await post("/api/cibil-enquiries", creditEnquiry(mobile), bearer(token))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ success: true, redirectUrl: bureauUrl })
      expect(await count()).toBe(before + 1)

      const stored = await server.run(CreditEnquiries.use((c) => c.latestFor(mobile)))
      expect(stored).toMatchObject({ phone: mobile, panMasked: "ABCDE****F", firstName: "Asha", lastName: "Rao" })
      const table = await rows(
        (sql) => sql<Record<string, unknown>>`SELECT * FROM credit_enquiries WHERE phone = ${mobile}`
      )
      expect(json(table)).not.toContain("ABCDE1234F")
      expect(await server.run(CreditEnquiries.use((c) => c.revealPan(stored!.id)))).toBe("ABCDE1234F")
      expect(logs.join("\n")).not.toContain("ABCDE1234F")
    })

    describe("what is stored: without the spaces around it", () => {
      it("stores the names, address, city and state without the spaces around them", async () => {
        const mobile = freshMobile()
        const token = await tokenFor(mobile, "credit-score")
        const padded = {
          ...creditEnquiry(mobile),
          first_name: "  Asha ",
          last_name: " Rao  ",
          address: "  12 MG Road\n",
          city: " Bengaluru ",
          state: "  Karnataka  "
        }
        expect((await post("/api/cibil-enquiries", padded, bearer(token))).status).toBe(200)
        const stored = await rows(
          (sql) => sql`SELECT first_name, last_name, address, city, state FROM credit_enquiries WHERE phone = ${mobile}`
        )
        expect(stored).toEqual([
          { first_name: "Asha", last_name: "Rao", address: "12 MG Road", city: "Bengaluru", state: "Karnataka" }
        ])
      })

      it("stores the e-mail without the spaces around it, in the enquiry and its consent (the service: the API refuses such an e-mail)", async () => {
        const mobile = freshMobile()
        const { id } = await server.run(
          CreditEnquiries.use((c) =>
            c.create({ ...creditEnquiry(mobile), gender: "Female", email: "  asha@example.in " })
          )
        )
        const stored = await rows(
          (sql) => sql`
            SELECT e.email AS enquiry, c.email AS consent
            FROM credit_enquiries e JOIN consents c ON c.credit_enquiry_id = e.id WHERE e.id = ${id}::bigint`
        )
        expect(stored).toEqual([{ enquiry: "asha@example.in", consent: "asha@example.in" }])
      })
    })
  })

  describe("referral-link enquiries (POST /api/loan-enquiries with a referral token)", () => {
    const enquiryCount = () => server.run(Enquiries.use((e) => e.count))

    it("takes a Referral whose phone is the verified visitor's", async () => {
      const visitor = freshMobile()
      const token = await tokenFor(visitor, "referral")
      const response = await post("/api/loan-enquiries", referralEnquiry(visitor, freshMobile()), bearer(token))
      expect(response.status).toBe(201)
    })

    it("refuses another mobile's token, another purpose, a bad token, or a Self enquiry, storing nothing", async () => {
      const visitor = freshMobile()
      const referrer = freshMobile()
      const before = await enquiryCount()
      const cases = [
        bearer(await tokenFor(freshMobile(), "referral")),
        bearer((await server.run(Tokens.use((t) => t.issue(visitor, "redeem")))).token),
        bearer("forged.token"),
        { authorization: "Basic x" }
      ]
      for (const headers of cases) {
        const response = await post("/api/loan-enquiries", referralEnquiry(visitor, referrer), headers)
        expect(response.status).toBe(401)
        expect(await response.json()).toMatchObject({ _tag: "InvalidToken", message: spec.referralUnverified })
      }
      const self = await post("/api/loan-enquiries", selfEnquiry(visitor), bearer(await tokenFor(visitor, "referral")))
      expect(self.status).toBe(401)
      expect(await enquiryCount()).toBe(before)
    })

    it("still takes a Referral from the apply form without a token", async () => {
      const response = await post("/api/loan-enquiries", referralEnquiry(freshMobile(), freshMobile()))
      expect(response.status).toBe(201)
    })

    it("takes a link's Referral without the referrer's e-mail and location, only with the visitor's token", async () => {
      const visitor = freshMobile()
      const {
        referralEmail: _e,
        referralLocation: _l,
        ...fromLink
      } = { ...referralEnquiry(visitor, freshMobile()), via: "link" }
      const before = await enquiryCount()
      const unverified = await post("/api/loan-enquiries", fromLink)
      expect(unverified.status).toBe(401)
      expect(await unverified.json()).toMatchObject({ _tag: "InvalidToken", message: spec.referralUnverified })
      expect(await enquiryCount()).toBe(before)
      const verified = await post("/api/loan-enquiries", fromLink, bearer(await tokenFor(visitor, "referral")))
      expect(verified.status).toBe(201)
      expect(await enquiryCount()).toBe(before + 1)
    })

    it("still requires the referrer's e-mail and location from the apply form", async () => {
      const { referralEmail: _e, referralLocation: _l, ...withoutThem } = referralEnquiry(freshMobile(), freshMobile())
      const response = await post("/api/loan-enquiries", withoutThem)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: "referralEmail", message: "Please enter your email address." }),
          expect.objectContaining({ path: "referralLocation", message: "Please enter your location." })
        ])
      )
    })
  })

  describe("rewards", () => {
    const refer = async (referrer: string) => {
      const response = await post("/api/loan-enquiries", referralEnquiry(freshMobile(), referrer))
      expect(response.status).toBe(201)
      return (await response.json()).trackingId as string
    }
    const setStatus = (trackingId: string, status: ApplicationStatus) =>
      server.run(Enquiries.use((e) => e.setStatus(trackingId, status)))
    const summaryOf = async (mobile: string, token: string) => {
      const response = await fetch(`${server.url}/api/reward-enquiries/${mobile}`, { headers: bearer(token) })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.success).toBe(true)
      return body.data
    }
    const withdraw = (mobile: string, token: string, enquiryIds: ReadonlyArray<string>) =>
      post("/api/reward-enquiries/request-withdrawal", { enquiryIds, referralPhone: mobile }, bearer(token))

    it("credits the referrer when a referral enquiry reaches Disbursed, once, and nothing for Self or earlier statuses", async () => {
      const referrer = freshMobile()
      const token = await tokenFor(referrer, "redeem")
      expect(await summaryOf(referrer, token)).toEqual({
        totalEarnings: 0,
        withdrawableBalance: 0,
        availableForWithdrawal: [],
        referralName: "",
        loanEnquiries: [],
        unrewardedReferrals: []
      })

      const disbursed = await refer(referrer)
      const approved = await refer(referrer)
      const selfId = (await (await post("/api/loan-enquiries", selfEnquiry(referrer))).json()).trackingId
      await setStatus(disbursed, "Approved")
      await setStatus(disbursed, "Disbursed")
      await setStatus(approved, "Approved")
      await setStatus(selfId, "Disbursed")
      // Moving away and back does not pay twice.
      await setStatus(disbursed, "Approved")
      await setStatus(disbursed, "Disbursed")

      const data = await summaryOf(referrer, token)
      expect(data.totalEarnings).toBe(points)
      expect(data.withdrawableBalance).toBe(points)
      expect(data.referralName).toBe("Asha Rao")
      expect(data.loanEnquiries).toEqual([
        {
          _id: expect.any(String),
          customerName: "Meera Iyer",
          applicationId: disbursed,
          withdrawalAmount: points,
          createdAt: expect.any(String),
          isWithdrawalDisbursed: false
        }
      ])
      expect(data.availableForWithdrawal).toEqual([{ _id: data.loanEnquiries[0]._id }])
      expect(Date.now() - Date.parse(data.loanEnquiries[0].createdAt)).toBeLessThan(minute)
      // The approved referral has no reward yet: listed beside the rewards, with its status; the Self one is not.
      expect(data.unrewardedReferrals).toEqual([
        { customerName: "Meera Iyer", applicationId: approved, applicationStatus: "Approved" }
      ])
    })

    it("lists the referrals without a reward, newest first, with their status; a disbursed one moves to the rewards", async () => {
      const referrer = freshMobile()
      const other = freshMobile()
      const token = await tokenFor(referrer, "redeem")
      const referNamed = async (first: string, last: string) => {
        const body = { ...referralEnquiry(freshMobile(), referrer), first_name: first, last_name: last }
        const response = await post("/api/loan-enquiries", body)
        expect(response.status).toBe(201)
        return (await response.json()).trackingId as string
      }
      const fresh = await referNamed("Nisha", "Patel")
      const declined = await referNamed("Dev", "Shah")
      const rejected = await referNamed("Kiran", "")
      const disbursed = await referNamed("Asha", "Rao")
      const underwriting = await referNamed("Vikram", "Singh")
      // Another referrer's referral, and the referrer's own Self enquiry, are not this referrer's referrals.
      await refer(other)
      expect((await post("/api/loan-enquiries", selfEnquiry(referrer))).status).toBe(201)
      await setStatus(declined, "Decline / Not Interested")
      await setStatus(rejected, "Rejected")
      await setStatus(disbursed, "Disbursed")
      await setStatus(underwriting, "Underwriting")

      const data = await summaryOf(referrer, token)
      expect(data.unrewardedReferrals).toEqual([
        { customerName: "Vikram Singh", applicationId: underwriting, applicationStatus: "Underwriting" },
        { customerName: "Kiran", applicationId: rejected, applicationStatus: "Rejected" },
        { customerName: "Dev Shah", applicationId: declined, applicationStatus: "Decline / Not Interested" },
        { customerName: "Nisha Patel", applicationId: fresh, applicationStatus: "Call Back" }
      ])
      expect(data.loanEnquiries.map((i: { applicationId: string }) => i.applicationId)).toEqual([disbursed])
      expect(data.totalEarnings).toBe(points)

      // Disbursed later: its reward replaces it in the list of referrals without one.
      await setStatus(underwriting, "Disbursed")
      const after = await summaryOf(referrer, token)
      expect(after.unrewardedReferrals.map((r: { applicationId: string }) => r.applicationId)).toEqual([
        rejected,
        declined,
        fresh
      ])
      expect(after.loanEnquiries.map((i: { applicationId: string }) => i.applicationId).sort()).toEqual(
        [disbursed, underwriting].sort()
      )
    })

    it("withdraws the available items once; a repeat pays nothing; paid items show as disbursed", async () => {
      const referrer = freshMobile()
      const token = await tokenFor(referrer, "redeem")
      for (const id of [await refer(referrer), await refer(referrer)]) await setStatus(id, "Disbursed")
      const before = await summaryOf(referrer, token)
      expect(before.withdrawableBalance).toBe(2 * points)
      const ids = before.availableForWithdrawal.map((i: { _id: string }) => i._id)

      const first = await withdraw(referrer, token, ids)
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ success: true, message: spec.rewardWithdrawn })
      const again = await withdraw(referrer, token, ids)
      expect(again.status).toBe(409)
      expect(await again.json()).toMatchObject({ _tag: "NothingToWithdraw", message: ours.rewardNothingToWithdraw })

      const after = await summaryOf(referrer, token)
      expect(after).toMatchObject({ totalEarnings: 2 * points, withdrawableBalance: 0, availableForWithdrawal: [] })
      expect(after.loanEnquiries.every((i: { isWithdrawalDisbursed: boolean }) => !i.isWithdrawalDisbursed)).toBe(true)

      const withdrawals = await server.run(Rewards.use((r) => r.withdrawals(referrer)))
      expect(withdrawals).toEqual([{ id: expect.any(String), points: 2 * points, itemCount: 2, paid: false }])
      expect(await server.run(Rewards.use((r) => r.markWithdrawalPaid(withdrawals[0]!.id)))).toBe(true)
      expect(await server.run(Rewards.use((r) => r.markWithdrawalPaid(withdrawals[0]!.id)))).toBe(false)
      const paid = await summaryOf(referrer, token)
      expect(paid.loanEnquiries.map((i: { isWithdrawalDisbursed: boolean }) => i.isWithdrawalDisbursed)).toEqual([
        true,
        true
      ])
      expect(paid.totalEarnings).toBe(2 * points)

      // A later disbursement is available again on its own.
      await setStatus(await refer(referrer), "Disbursed")
      expect((await summaryOf(referrer, token)).withdrawableBalance).toBe(points)
    })

    it("takes only the caller's own items", async () => {
      const owner = freshMobile()
      const caller = freshMobile()
      const ownerToken = await tokenFor(owner, "redeem")
      const callerToken = await tokenFor(caller, "redeem")
      await setStatus(await refer(owner), "Disbursed")
      const ids = (await summaryOf(owner, ownerToken)).availableForWithdrawal.map((i: { _id: string }) => i._id)
      const response = await withdraw(caller, callerToken, [...ids, "not-an-id", "0", "99999999999999999999"])
      expect(response.status).toBe(409)
      expect((await summaryOf(owner, ownerToken)).withdrawableBalance).toBe(points)
      expect(await server.run(Rewards.use((r) => r.withdrawals(caller)))).toEqual([])
    })

    it("pays out once for 50 concurrent withdrawals of one mobile", async () => {
      const referrer = freshMobile()
      const token = await tokenFor(referrer, "redeem")
      for (const id of [await refer(referrer), await refer(referrer), await refer(referrer)])
        await setStatus(id, "Disbursed")
      const ids = (await summaryOf(referrer, token)).availableForWithdrawal.map((i: { _id: string }) => i._id)
      expect(ids).toHaveLength(3)
      const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(referrer, token, ids)))
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      const withdrawals = await server.run(Rewards.use((r) => r.withdrawals(referrer)))
      expect(withdrawals).toEqual([{ id: expect.any(String), points: 3 * points, itemCount: 3, paid: false }])
      const requested = await rows(
        (sql) =>
          sql<{
            n: number
          }>`SELECT count(*)::int AS n FROM referral_rewards WHERE referrer_phone = ${referrer} AND status = 'requested'`
      )
      expect(requested[0]!.n).toBe(3)
    })

    describe("withdrawals at their edges", () => {
      /** Our words in Hindi (i18n/messages/hi/credit.json), written out. */
      const hindi = {
        nothingToWithdraw: "निकालने के लिए कोई पॉइंट उपलब्ध नहीं है।",
        withdrawn: "निकासी का अनुरोध सफलतापूर्वक भेज दिया गया!"
      } as const

      it("takes an id with a letter as nothing to withdraw; answers in Hindi for Accept-Language hi; a new withdrawal is not paid", async () => {
        const referrer = freshMobile()
        const token = await tokenFor(referrer, "redeem")
        for (const id of [await refer(referrer), await refer(referrer)]) await setStatus(id, "Disbursed")
        const [first, second] = (await summaryOf(referrer, token)).availableForWithdrawal.map(
          (i: { _id: string }) => i._id
        ) as [string, string]

        const lettered = await withdraw(referrer, token, ["5a"])
        expect(lettered.status).toBe(409)
        expect(await lettered.json()).toMatchObject({
          _tag: "NothingToWithdraw",
          message: ours.rewardNothingToWithdraw
        })

        const inHindi = (enquiryIds: ReadonlyArray<string>) =>
          post(
            "/api/reward-enquiries/request-withdrawal",
            { enquiryIds, referralPhone: referrer },
            { ...bearer(token), "accept-language": "hi" }
          )
        const nothing = await inHindi(["not-an-id"])
        expect(nothing.status).toBe(409)
        expect(await nothing.json()).toMatchObject({ _tag: "NothingToWithdraw", message: hindi.nothingToWithdraw })
        const taken = await inHindi([first])
        expect(taken.status).toBe(200)
        expect(await taken.json()).toEqual({ success: true, message: hindi.withdrawn })

        // The service's own answer: the withdrawal, its points and items, not paid yet.
        expect(await server.run(Rewards.use((r) => r.requestWithdrawal(referrer, [second])))).toEqual({
          id: expect.any(String),
          points,
          itemCount: 1,
          paid: false
        })
      })
    })
  })

  it("publishes the otp group and the token header in the OpenAPI document", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/otp", "/api/otp/verify"]))
    const params = doc.paths["/api/cibil-enquiries"].post.parameters as Array<{ name: string; in: string }>
    expect(params).toContainEqual(expect.objectContaining({ name: "authorization", in: "header" }))
  })

  it("logs no mobile, code table or PAN from any of the above", () => {
    const all = logs.join("\n")
    expect(all).not.toMatch(/"(?:phone|mobile|panNumber)"/u)
    expect(all).not.toContain("ABCDE1234F")
  })
})

describe("secrets", () => {
  it("keeps the embedded token secret in DATA_DIR (mode 0600) across restarts", { timeout: 180_000 }, async () => {
    const dataDir = tempDir("loans-secret-")
    const first = await startServer({ port: 0, host: "127.0.0.1", dataDir, requestLog: false })
    const mobile = "9876500001"
    let token: string
    try {
      token = (await first.run(Tokens.use((t) => t.issue(mobile, "redeem")))).token
    } finally {
      await first.close()
    }
    for (const name of ["token-secret", "pan-key"]) {
      expect(statSync(path.join(dataDir, "secrets", name)).mode & 0o777).toBe(0o600)
    }
    expect(statSync(path.join(dataDir, "secrets")).mode & 0o777).toBe(0o700)
    const second = await startServer({ port: 0, host: "127.0.0.1", dataDir, requestLog: false })
    try {
      const response = await fetch(`${second.url}/api/reward-enquiries/${mobile}`, {
        headers: { authorization: `Bearer ${token}` }
      })
      expect(response.status).toBe(200)
    } finally {
      await second.close()
    }
  })

  /** Tokens with the keys of `tokenSecret`; no mobile here was ever erased (epoch 0 for all, no database). */
  const tokensWith = (tokenSecret: string) =>
    Tokens.layerNoDeps.pipe(
      Layer.provide(
        Layer.succeed(TokenEpochs, TokenEpochs.of({ current: () => Effect.succeed(0), revoke: () => Effect.void }))
      ),
      Layer.provide(ServerKeys.layer),
      Layer.provide(Settings.layer({ dataDir: tempDir("loans-keys-"), tokenSecret: Redacted.make(tokenSecret) }))
    )

  it("signs with TOKEN_SECRET when it is set: another secret's tokens are refused", async () => {
    const a = "a".repeat(40)
    const b = "b".repeat(40)
    const mobile = "9876500002"
    const { token } = await Effect.runPromise(
      Tokens.use((t) => t.issue(mobile, "redeem")).pipe(Effect.provide(tokensWith(a)))
    )
    const check = (secret: string) =>
      Effect.runPromise(
        outcome(Tokens.use((t) => t.check(`Bearer ${token}`, { purpose: "redeem", mobile }))).pipe(
          Effect.provide(tokensWith(secret))
        )
      )
    expect(await check(a)).toMatchObject({ ok: { mobile, purpose: "redeem" } })
    expect(await check(b)).toMatchObject({ error: { _tag: "TokenRejected", reason: "invalid" } })
  })

  it("refuses a TOKEN_SECRET shorter than 32 characters", async () => {
    await expect(
      Effect.runPromise(Tokens.use((t) => t.issue("9876500002", "redeem")).pipe(Effect.provide(tokensWith("short"))))
    ).rejects.toThrow(/TOKEN_SECRET/u)
  })
})

describe("the HTTP SMS gateway adapter", () => {
  interface Received {
    readonly url: string
    readonly authorization: string | undefined
    readonly contentType: string | undefined
    readonly body: { to: string; message: string }
  }
  let gateway: Server
  let gatewayUrl: string
  let received: Array<Received>
  let answer = 200
  let server: RunningServer
  let logs: Array<string>

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ""
      request.on("data", (chunk) => (text += chunk))
      request.on("end", () => resolve(text))
    })

  beforeAll(async () => {
    received = []
    gateway = createServer(async (request, response) => {
      // A gateway that never answers: the adapter gives up after its timeout.
      if (request.url === "/sms/hang") return
      received.push({
        url: request.url ?? "",
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: JSON.parse(await readBody(request))
      })
      response.writeHead(answer, { "content-type": "application/json" }).end("{}")
    })
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve))
    const address = gateway.address()
    gatewayUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/sms/send`
    logs = []
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => void logs.push(args.map(String).join(" ")))
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: tempDir("loans-gw-"),
      smsGatewayUrl: gatewayUrl,
      smsGatewayToken: Redacted.make("gateway-token-123")
    })
  }, 180_000)

  afterAll(async () => {
    await server?.close()
    gateway.closeAllConnections()
    await new Promise((resolve) => gateway.close(resolve))
    vi.restoreAllMocks()
  })

  const send = (mobile: string) =>
    fetch(`${server.url}/api/otp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile, purpose: "credit-score" })
    })

  it("POSTs the message to the gateway with its token; nothing in the outbox, no code in the log", async () => {
    answer = 200
    const mobile = "9876500003"
    const response = await send(mobile)
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    const [sent] = received
    expect(sent!.url).toBe("/sms/send")
    expect(sent!.authorization).toBe("Bearer gateway-token-123")
    expect(sent!.body.to).toBe(`+91${mobile}`)
    const code = /^(\d{6}) is your OTP to check your credit score\./u.exec(sent!.body.message)?.[1]
    expect(code).toMatch(/^\d{6}$/u)
    expect(await server.run(Outbox.use((o) => o.forMobile(mobile)))).toEqual([])
    const all = logs.join("\n")
    expect(all).toContain("******0003")
    expect(all).not.toContain(code!)
    expect(all).not.toContain(mobile)
    expect(all).not.toContain("gateway-token-123")

    const verified = await fetch(`${server.url}/api/otp/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile, purpose: "credit-score", code })
    })
    expect(verified.status).toBe(200)
  })

  it("answers 503 when the gateway fails, and lets the person try again at once", async () => {
    const mobile = "9876500004"
    answer = 500
    const failed = await send(mobile)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ _tag: "OtpNotSent", success: false, message: ours.otpNotSent })
    answer = 200
    const retried = await send(mobile)
    expect(retried.status).toBe(200)
    const code = /^(\d{6})/u.exec(received.at(-1)!.body.message)?.[1]
    // The failed code is gone; the new one works.
    const verify = (c: string) =>
      fetch(`${server.url}/api/otp/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mobile, purpose: "credit-score", code: c })
      })
    const failedCode = /^(\d{6})/u.exec(received.at(-2)!.body.message)?.[1]
    if (failedCode !== code) expect((await verify(failedCode!)).status).toBe(401)
    expect((await verify(code!)).status).toBe(200)
  })

  it("counts no code the gateway failed to send against the mobile's 10 an hour: 11 failures, then the 12th is sent", async () => {
    const mobile = "9876500009"
    answer = 500
    for (let i = 0; i < 11; i++) {
      const failed = await server.run(outcome(Otp.use((o) => o.send(mobile, "credit-score"))))
      expect(failed, `send ${i + 1}`).toMatchObject({ error: { _tag: "OtpNotSent" } })
    }
    answer = 200
    expect(await server.run(outcome(Otp.use((o) => o.send(mobile, "credit-score"))))).toHaveProperty("ok")
  })

  describe("the SMS gateway's answers", () => {
    /** The JSON log lines with this message. */
    const logLines = (message: string) =>
      logs.flatMap((line) => {
        try {
          const parsed = JSON.parse(line)
          return parsed.message === message ? [parsed] : []
        } catch {
          return []
        }
      })

    it("sends a JSON content type, takes a 299 as sent, and logs 'sms' with the masked mobile, via the gateway", async () => {
      answer = 299
      const before = logLines("sms").length
      const response = await send("9876500005")
      answer = 200
      expect(response.status).toBe(200)
      expect(received.at(-1)!.contentType).toBe("application/json")
      expect(logLines("sms").slice(before)).toEqual([
        expect.objectContaining({
          level: "INFO",
          annotations: expect.objectContaining({ to: "******0005", via: "gateway" })
        })
      ])
    })

    it("takes a 300 as not sent (503), and logs 'sms not sent' with the gateway's answer", async () => {
      answer = 300
      const before = logLines("sms not sent").length
      const response = await send("9876500006")
      answer = 200
      expect(response.status).toBe(503)
      expect(logLines("sms not sent").slice(before)).toEqual([
        expect.objectContaining({
          level: "WARN",
          annotations: expect.objectContaining({ reason: "gateway answered 300" })
        })
      ])
    })

    it("sends no authorization without a token, and gives up on a gateway that never answers after its timeout", {
      timeout: 5_000
    }, async () => {
      const direct = (url: string, timeoutMillis?: number) =>
        Effect.runPromise(
          outcome(Sms.use((s) => s.send("9876500008", "123456 is your code"))).pipe(
            Effect.provide(
              Sms.httpGateway({ url, token: undefined, ...(timeoutMillis === undefined ? {} : { timeoutMillis }) })
            ),
            Effect.provide(JsonLogger)
          )
        )
      answer = 200
      expect(await direct(gatewayUrl)).toEqual({ ok: undefined })
      expect(received.at(-1)).toMatchObject({
        authorization: undefined,
        contentType: "application/json",
        body: { to: "+919876500008", message: "123456 is your code" }
      })
      const started = Date.now()
      const hung = await direct(gatewayUrl.replace("/sms/send", "/sms/hang"), 200)
      expect(hung).toMatchObject({
        error: { _tag: "SmsNotSent", reason: "The operation was aborted due to timeout" }
      })
      expect(Date.now() - started).toBeLessThan(3_000)
    })
  })
})

describe("the stored PAN", () => {
  const key = randomBytes(32)

  it("is v1.<iv>.<ciphertext>.<tag> in base64url: AES-256-GCM with a 12-byte IV and a 16-byte tag", () => {
    const stored = encryptPan(key, "ABCDE1234F")
    // 12, 10 and 16 bytes: 16, 14 and 22 base64url characters.
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{14}\.[\w-]{22}$/u)
    const [, iv, ciphertext, tag] = stored.split(".") as [string, string, string, string]
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()])
    expect(clear.toString("utf8")).toBe("ABCDE1234F")
    expect(decryptPan(key, stored)).toBe("ABCDE1234F")
  })

  it("refuses a stored value of another version, or with a part missing", () => {
    const [, iv, ciphertext, tag] = encryptPan(key, "ABCDE1234F").split(".")
    for (const bad of [`v2.${iv}.${ciphertext}.${tag}`, "v1", `v1.${iv}`, `v1.${iv}.${ciphertext}`, ""])
      expect(() => decryptPan(key, bad), bad).toThrow(/^not an encrypted PAN$/u)
  })
})

describe("limits in the domain", () => {
  it("match the issue: 6 digits, 5 minutes, 5 tries, 30 s, 5 an hour, 15-minute tokens", () => {
    expect(otpLimits).toEqual({
      codeLength: 6,
      codeTtlSeconds: 300,
      maxWrongAttempts: 5,
      resendAfterSeconds: 30,
      maxSendsPerHour: 5,
      tokenTtlSeconds: 900
    })
  })
})
