/**
 * Limits that hold under bursts (issue 10): every limit is taken in the database in one statement, so a burst of
 * concurrent requests gets exactly what one request at a time would. Driven with concurrent fetches against the real
 * server, on the embedded database and again on PostgreSQL (TEST_DATABASE_URL), where a second server on the same
 * database shares the limits.
 *
 * The server trusts 127.0.0.2 as its proxy (TRUST_PROXY): requests sent from that address name their client in
 * X-Forwarded-For, so each test picks fresh client addresses; requests from 127.0.0.1 come from an untrusted client,
 * whose X-Forwarded-For must be ignored. Expected counts are the
 * production defaults written out (server/limits/rules.ts): 20 OTP asks an hour from one address, 5 codes an hour and
 * one per 30 s for one mobile and purpose, 10 codes an hour for one mobile whatever the purpose, 100 OTP asks an hour
 * from one network (IPv4 /24, IPv6 /64), 5 sign-in attempts in 15 minutes, 10 contact messages, 5 feedbacks and 20
 * enquiries an hour, 120 page views and 60 status look-ups a minute from one address.
 */

import { createHmac, hkdfSync } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import * as http from "node:http"
import * as path from "node:path"
import { Clock, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { adminMessages } from "../domain/admin-api.ts"
import { type OtpPurpose, otpMessages, otpPurposes } from "../domain/otp.ts"
import { withEmptyCluster } from "./db/test-cluster.ts"
import { RateLimits } from "./limits/rate-limits.ts"
import { defaultLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { metricsText, rateLimitRefusals } from "./ops/metrics.ts"
import { Otp } from "./otp/otp.ts"
import { Outbox } from "./otp/sms.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"
import { Testimonials } from "./testimonials/repo.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("limits", tempDir)

const password = "correct horse battery staple 42"
const adminHeaders = { "x-admin-request": "1" }
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

/** A built app with one hashed asset. */
const fakeDist = () => {
  const dir = tempDir("loans-limits-dist-")
  mkdirSync(path.join(dir, "assets"))
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`
  )
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), `console.log("limits")\n`)
  return dir
}

/** The proxy's address: the server trusts it (TRUST_PROXY); requests from 127.0.0.1 come from an untrusted client. */
const proxyAddress = "127.0.0.2"
const agents = {
  proxy: new http.Agent({ keepAlive: false, localAddress: proxyAddress }),
  client: new http.Agent({ keepAlive: false })
}

interface RequestInit {
  readonly method?: string
  readonly body?: unknown
  readonly form?: FormData
  readonly headers?: Record<string, string>
  /** Sent through the trusted proxy (from 127.0.0.2), which names this client in X-Forwarded-For. */
  readonly via?: string
  /** Connections already open (a burst that arrives at once). */
  readonly agent?: http.Agent
}

/** One request (no keep-alive), as a fetch Response; through the trusted proxy when `via` is given. */
const request = async (server: RunningServer, route: string, init: RequestInit = {}): Promise<Response> => {
  const headers: Record<string, string> = { ...init.headers }
  let body: Buffer | undefined
  if (init.form !== undefined) {
    const encoded = new Response(init.form)
    headers["content-type"] = encoded.headers.get("content-type")!
    body = Buffer.from(await encoded.arrayBuffer())
  } else if (init.body !== undefined) {
    headers["content-type"] = "application/json"
    body = Buffer.from(JSON.stringify(init.body))
  }
  if (init.via !== undefined) headers["x-forwarded-for"] = init.via
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${route}`,
      {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        agent: init.agent ?? (init.via === undefined ? agents.client : agents.proxy),
        timeout: 20_000
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const answer = new Headers()
          for (const [key, value] of Object.entries(res.headers))
            for (const v of Array.isArray(value) ? value : [value ?? ""]) answer.append(key, v)
          const status = res.statusCode ?? 0
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers: answer }))
        })
      }
    )
    req.on("timeout", () => req.destroy(new Error(`no answer to ${route} within 20 s`)))
    req.on("error", reject)
    req.end(body)
  })
}

let addresses = 0
/** A client address no other test uses, each in a /24 of its own (so no two share an OTP budget per network). */
const freshAddress = () => {
  const n = ++addresses
  return n < 512 ? `198.${18 + Math.floor(n / 256)}.${n % 256}.1` : `10.${Math.floor(n / 256) % 256}.${n % 256}.1`
}
let networks = 0
/** A /24 no other test uses (the shared address space of carrier-grade NAT): its `i`th address. */
const freshNetwork = () => {
  const n = ++networks
  return (i: number) => `100.64.${n}.${i + 1}`
}
/** An IPv6 /64 no other test uses (documentation range): a distinct address in it for each `i`. */
const freshNetwork6 = () => {
  const n = (++networks).toString(16)
  // One /64 (2001:db8:<n>:0::/64), the addresses spelled in more than one way.
  return (i: number) =>
    i % 2 === 0
      ? `2001:db8:${n}:0:${(i + 1).toString(16)}::1`
      : `2001:0DB8:${n}::${(i + 1).toString(16).toUpperCase()}:1`
}
const tokenSecret = "limits-test-token-secret-0123456789abcdef"
/** HMAC-SHA256 with the OTP key (HKDF-SHA256 of TOKEN_SECRET, salt "loans-server", info "otp"), base64url. */
const hashedKey = (text: string) =>
  createHmac("sha256", Buffer.from(hkdfSync("sha256", tokenSecret, "loans-server", "otp", 32)))
    .update(text)
    .digest("base64url")
/** Waits out the last 5 s of the clock's window (an hour unless told), so that a test's fixed windows are one. */
const clearOfHourEdge = async (windowMs = 3_600_000) => {
  const left = windowMs - (Date.now() % windowMs)
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
let mobiles = 0
const freshMobile = () => String(8_000_000_000 + 10_000 * ++mobiles + Math.floor(Math.random() * 10_000))

/** n distinct 6-digit codes other than `right`. */
const wrongCodes = (right: string, n: number) => {
  const codes = new Set<string>()
  while (codes.size < n) {
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")
    if (code !== right) codes.add(code)
  }
  return [...codes]
}

/** Runs an effect as if the clock read `offset` ms later (earlier when negative). */
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

/** The outcome of an effect as data: { ok } or { error }. */
const outcome = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.match(effect, { onFailure: (error) => ({ error }) as const, onSuccess: (ok) => ({ ok }) as const })

const countBy = (statuses: ReadonlyArray<number>) => {
  const counts: Record<number, number> = {}
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

/** Every 429 carries Retry-After: whole seconds, at least 1 and at most `maxSeconds`. */
const expectRetryAfter = (responses: ReadonlyArray<Response>, maxSeconds: number) => {
  const refused = responses.filter((r) => r.status === 429)
  for (const r of refused) {
    const value = r.headers.get("retry-after")
    expect(value).toMatch(/^\d+$/u)
    expect(Number(value)).toBeGreaterThanOrEqual(1)
    expect(Number(value)).toBeLessThanOrEqual(maxSeconds)
  }
  return refused.length
}

describe.each(targets)("limits on $name", (target) => {
  let server: RunningServer
  /** A second server on the same PostgreSQL (only on that target): the limits are the database's, not a process's. */
  let twin: RunningServer | undefined

  const sendOtp = (on: RunningServer, mobile: string, address: string, purpose: OtpPurpose = "redeem") =>
    request(on, "/api/otp", { body: { mobile, purpose }, via: address })
  const outboxCount = async (mobileList: ReadonlyArray<string>) => {
    let n = 0
    for (const m of mobileList) n += (await server.run(Outbox.use((o) => o.forMobile(m)))).length
    return n
  }
  const query = <A extends object>(text: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(text(yield* SqlClient.SqlClient))
      })
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    const settings = {
      port: 0,
      host: "127.0.0.1",
      distDir: fakeDist(),
      requestLog: false,
      adminPassword: Redacted.make(password),
      trustProxy: [proxyAddress],
      // Several servers on one database share their secrets (TOKEN_SECRET keys the OTP table's rows).
      tokenSecret: Redacted.make(tokenSecret),
      panEncryptionKey: Redacted.make("limits-test-pan-key-0123456789abcdef0123"),
      ...target.settings()
    }
    server = await startServer(settings)
    if (settings.databaseUrl !== undefined)
      twin = await startServer({ ...settings, dataDir: withEmptyCluster(tempDir("loans-limits-twin-")) })
  }, 180_000)

  afterAll(async () => {
    if (twin) await twin.close()
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("checks at most 5 codes of one OTP under bursts of 300 verifies (20 rounds, the right code at a random place)", async () => {
    let won = 0
    for (let round = 0; round < 20; round++) {
      const mobile = freshMobile()
      await server.run(Otp.use((o) => o.send(mobile, "redeem")))
      const right = (await server.run(Outbox.use((o) => o.latestCode(mobile))))!
      const codes = wrongCodes(right, 299)
      const place = Math.floor(Math.random() * 300)
      codes.splice(place, 0, right)
      // On PostgreSQL every other verify goes to the second server. The 300 connections are open before the burst,
      // so the verifies arrive together rather than one connection at a time.
      const serverOf = (i: number) => (twin !== undefined && i % 2 === 1 ? twin : server)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 300 })
      let responses: Array<Response>
      try {
        await Promise.all(codes.map((_, i) => request(serverOf(i), "/api/warm-up", { agent })))
        responses = await Promise.all(
          codes.map((code, i) =>
            request(serverOf(i), "/api/otp/verify", { body: { mobile, purpose: "redeem", code }, agent })
          )
        )
      } finally {
        agent.destroy()
      }
      const bodies = await Promise.all(responses.map((r) => r.json()))
      const checked = bodies.filter((b) => b._tag === "WrongCode" || b.success === true)
      const wins = bodies
        .map((b, i) => ({ b, i }))
        .filter(({ b }) => b.success === true)
        .map(({ i }) => i)
      expect(checked.length, `round ${round}`).toBeLessThanOrEqual(5)
      // The rest were refused without a look at the code.
      expect(bodies.filter((b) => b._tag === "OtpExpired")).toHaveLength(300 - checked.length)
      expect(wins.length).toBeLessThanOrEqual(1)
      // A token only for the right code, and only when it was among the (at most 5) codes checked.
      if (wins.length === 1) {
        expect(wins[0]).toBe(place)
        won++
      } else {
        expect(checked).toHaveLength(5)
        expect(bodies[place]).toMatchObject({ _tag: "OtpExpired", reason: "too-many-attempts" })
      }
      const wrong = bodies.filter((b) => b._tag === "WrongCode").map((b) => b.attemptsLeft)
      expect(new Set(wrong).size).toBe(wrong.length)
    }
    // With the right code 1 in 300, at most a few rounds can win; never most of them.
    expect(won).toBeLessThanOrEqual(10)
  }, 120_000)

  describe("the back office lock-out", () => {
    const signIn = (address: string, pw: string) =>
      request(server, "/api/admin/login", {
        body: { username: "admin", password: pw },
        headers: adminHeaders,
        via: address
      })
    const refusedInAudit = async (address: string) =>
      (
        await query<{ n: number }>(
          (sql) =>
            sql`SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'sign-in refused' AND client = ${address}`
        )
      )[0]!.n

    it("checks 5 of 30 wrong passwords sent at once, then refuses the right one sent amid 30 more", async () => {
      const address = freshAddress()
      const first = await Promise.all(Array.from({ length: 30 }, () => signIn(address, "wrong password")))
      expect(countBy(first.map((r) => r.status))).toEqual({ 401: 5, 429: 25 })
      expect(await refusedInAudit(address)).toBe(5)
      expectRetryAfter(first, 15 * 60)

      // Locked: the right password in the middle of a burst is refused unchecked, like the rest.
      const burst = Array.from({ length: 30 }, (_, i) => (i === 15 ? password : "wrong password"))
      const second = await Promise.all(burst.map((pw) => signIn(address, pw)))
      expect(countBy(second.map((r) => r.status))).toEqual({ 429: 30 })
      expect(second[15]!.headers.get("set-cookie")).toBeNull()
      const body = await second[15]!.json()
      expect(body.message).toBe(adminMessages.lockedOut)
      expect(second[15]!.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      expect(expectRetryAfter(second, 15 * 60)).toBe(30)
      expect(await refusedInAudit(address)).toBe(5)
      // Another address is not locked.
      expect((await signIn(freshAddress(), password)).status).toBe(200)
    }, 60_000)

    it("checks at most 5 passwords of a burst with the right one in the middle, and signs in only if it was among them", async () => {
      for (let round = 0; round < 4; round++) {
        const address = freshAddress()
        const burst = Array.from({ length: 40 }, (_, i) => (i === 20 ? password : `wrong ${i}`))
        const responses = await Promise.all(burst.map((pw) => signIn(address, pw)))
        const statuses = countBy(responses.map((r) => r.status))
        const signedIn = responses[20]!.status === 200
        const checked = (statuses[401] ?? 0) + (statuses[200] ?? 0)
        // A right password starts the count again, so a burst that signs in may check up to 5 more.
        expect(checked, `round ${round}`).toBeLessThanOrEqual(signedIn ? 10 : 5)
        if (!signedIn) {
          expect(checked).toBe(5)
          expect(responses[20]!.status).toBe(429)
        }
        expect(statuses[200] ?? 0).toBe(signedIn ? 1 : 0)
        expect(await refusedInAudit(address)).toBe(statuses[401] ?? 0)
        expectRetryAfter(responses, 15 * 60)
      }
    }, 60_000)
  })

  describe("OTP sends", () => {
    it("sends one code for 50 concurrent asks for one mobile (30 s between codes)", async () => {
      const mobile = freshMobile()
      const responses = await Promise.all(Array.from({ length: 50 }, () => sendOtp(server, mobile, freshAddress())))
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 1, 429: 49 })
      const refused = responses.filter((r) => r.status === 429)
      for (const r of refused) {
        const body = await r.json()
        expect(body).toMatchObject({ _tag: "OtpRateLimited", message: otpMessages.resendTooSoon })
        expect(r.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      }
      expectRetryAfter(responses, 30)
      expect(await outboxCount([mobile])).toBe(1)
    }, 30_000)

    it("sends at most 5 codes an hour to one mobile: after 4, a burst of 30 asks sends the 5th, then none", async () => {
      const mobile = freshMobile()
      for (const ago of [40, 30, 20, 10])
        await server.run(outcome(Otp.use((o) => o.send(mobile, "referral"))).pipe(at(-ago * 60_000)))
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => sendOtp(server, mobile, freshAddress(), "referral"))
      )
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 1, 429: 29 })
      expectRetryAfter(responses, 30)
      // 31 s on, the 30 s rule is past but the hour holds 5 codes: refused until the oldest leaves it (20 min).
      const later = await server.run(outcome(Otp.use((o) => o.send(mobile, "referral"))).pipe(at(31_000)))
      expect(later).toMatchObject({ error: { _tag: "OtpRateLimited", message: otpMessages.hourlyLimit } })
      expect(await outboxCount([mobile])).toBe(5)
    }, 30_000)

    it("lets one address ask for codes for at most 20 mobiles an hour (60 asks at once)", async () => {
      const address = freshAddress()
      const list = Array.from({ length: 60 }, () => freshMobile())
      const responses = await Promise.all(list.map((m) => sendOtp(server, m, address)))
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 20, 429: 40 })
      for (const r of responses.filter((r) => r.status === 429)) {
        const body = await r.json()
        expect(body).toMatchObject({ _tag: "OtpRateLimited", message: otpMessages.hourlyLimit })
        expect(r.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      }
      expectRetryAfter(responses, 3600)
      expect(await outboxCount(list)).toBe(20)
      // Another address still gets a code.
      expect((await sendOtp(server, freshMobile(), freshAddress())).status).toBe(200)
    }, 60_000)

    const expectHourly = async (responses: ReadonlyArray<Response>) => {
      for (const r of responses.filter((r) => r.status === 429)) {
        const body = await r.json()
        expect(body).toMatchObject({ _tag: "OtpRateLimited", message: otpMessages.hourlyLimit })
        expect(r.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      }
      expectRetryAfter(responses, 3600)
    }

    it("lets one IPv4 /24 ask for at most 100 codes an hour: 50 addresses asking 4 times each at once get 100", async () => {
      await clearOfHourEdge()
      const inNetwork = freshNetwork()
      const asks = Array.from({ length: 200 }, (_, i) => ({ address: inNetwork(i % 50), mobile: freshMobile() }))
      const responses = await Promise.all(
        asks.map(({ address, mobile }, i) =>
          sendOtp(twin !== undefined && i % 2 === 1 ? twin : server, mobile, address)
        )
      )
      // Each address asked 4 times (well within its 20): the network's 100 is what refuses.
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 100, 429: 100 })
      await expectHourly(responses)
      expect(await outboxCount(asks.map((a) => a.mobile))).toBe(100)
      // An address of that network that never asked is refused too; an address of another network is not.
      expect((await sendOtp(server, freshMobile(), inNetwork(200))).status).toBe(429)
      expect((await sendOtp(server, freshMobile(), freshAddress())).status).toBe(200)
    }, 120_000)

    it("counts an IPv6 /64 as one network: 120 addresses in it asking at once get 100 codes", async () => {
      await clearOfHourEdge()
      const inNetwork = freshNetwork6()
      const asks = Array.from({ length: 120 }, (_, i) => ({ address: inNetwork(i), mobile: freshMobile() }))
      const responses = await Promise.all(
        asks.map(({ address, mobile }, i) =>
          sendOtp(twin !== undefined && i % 2 === 1 ? twin : server, mobile, address)
        )
      )
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 100, 429: 20 })
      await expectHourly(responses)
      expect(await outboxCount(asks.map((a) => a.mobile))).toBe(100)
      // The next /64 is another network.
      expect((await sendOtp(server, freshMobile(), freshNetwork6()(0))).status).toBe(200)
    }, 120_000)

    it("sends one mobile at most 10 codes an hour whatever the purpose: with 8 sent, 50 asks over 6 purposes send 2", async () => {
      await clearOfHourEdge()
      const mobile = freshMobile()
      // This hour's window of the mobile's count, as if 8 codes had gone to it already.
      const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000
      await query(
        (sql) => sql`
          INSERT INTO rate_limits (bucket, key, window_start, window_end, count)
          VALUES ('otp-mobile-all', ${hashedKey(`limit:otp-mobile-all:${mobile}`)}, ${hourStart},
            ${hourStart + 3_600_000}, 8)
          RETURNING count`
      )
      const purposes = Array.from({ length: 50 }, (_, i) => otpPurposes[i % otpPurposes.length]!)
      const responses = await Promise.all(
        purposes.map((purpose, i) =>
          sendOtp(twin !== undefined && i % 2 === 1 ? twin : server, mobile, freshAddress(), purpose)
        )
      )
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 2, 429: 48 })
      expect(await outboxCount([mobile])).toBe(2)
      const bodies = await Promise.all(responses.filter((r) => r.status === 429).map((r) => r.json()))
      // The 3 purposes the mobile's cap refused hold no code (nothing to guess)...
      // (a purpose whose code the cap refused is free again, so a later ask of the burst for it may be refused so too).
      const hourly = bodies.filter((b) => b.message === otpMessages.hourlyLimit).length
      expect(hourly).toBeGreaterThanOrEqual(3)
      expect(bodies.filter((b) => b.message === otpMessages.resendTooSoon)).toHaveLength(48 - hourly)
      const answered = new Set(purposes.filter((_, i) => responses[i]!.status === 200))
      for (const purpose of otpPurposes.filter((p) => !answered.has(p))) {
        const verify = await request(server, "/api/otp/verify", { body: { mobile, purpose, code: "123456" } })
        expect(verify.status, purpose).toBe(410)
      }
      // ...and nothing more goes to the mobile this hour, from any address, for any purpose.
      const again = await Promise.all(otpPurposes.map((p) => sendOtp(server, mobile, freshAddress(), p)))
      expect(countBy(again.map((r) => r.status))).toEqual({ 429: 6 })
      expect(await outboxCount([mobile])).toBe(2)
    }, 60_000)

    it("counts a mobile's codes of every purpose: 6 purposes, 3 asks each, three times 31 s apart send 6, 4, then none", async () => {
      const mobile = freshMobile()
      // A past hour, so that the three rounds fall in one window whatever the time now.
      const windowStart = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 5 * 3_600_000
      const round = (seconds: number) =>
        server.run(
          Effect.forEach(
            otpPurposes.flatMap((p) => [p, p, p]),
            (purpose) => outcome(Otp.use((o) => o.send(mobile, purpose))),
            { concurrency: "unbounded" }
          ).pipe(at(windowStart + 60_000 + seconds * 1000 - Date.now()))
        )
      const sent = (results: ReadonlyArray<object>) => results.filter((r) => "ok" in r).length
      // One code per purpose (the 30 s rule), then the mobile's 10 an hour: 6, then the 4 left.
      expect(sent(await round(0))).toBe(6)
      expect(sent(await round(31))).toBe(4)
      const third = await round(62)
      expect(sent(third)).toBe(0)
      expect(third).toContainEqual({ error: expect.objectContaining({ message: otpMessages.hourlyLimit }) })
      expect(await outboxCount([mobile])).toBe(10)
      // The next hour's window lets it through again.
      const nextHour = await server.run(
        outcome(Otp.use((o) => o.send(mobile, "redeem"))).pipe(at(windowStart + 3_600_000 + 60_000 - Date.now()))
      )
      expect(nextHour).toHaveProperty("ok")
    }, 60_000)

    it("exports the site's OTP budget left (otp_budget_remaining) for an alert: 900 spent, one more sent leaves 99", async () => {
      await clearOfHourEdge()
      const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000
      await query(
        (sql) => sql`
          INSERT INTO rate_limits (bucket, key, window_start, window_end, count)
          VALUES ('otp-total', '*', ${hourStart}, ${hourStart + 3_600_000}, 900)
          ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = 900
          RETURNING count`
      )
      expect((await sendOtp(server, freshMobile(), freshAddress())).status).toBe(200)
      const text = await metricsText()
      expect(text).toMatch(/^otp_budget_remaining 99$/mu)
      expect(text).toMatch(/^otp_budget_limit 1000$/mu)
    }, 30_000)

    it("sends no more than the site's hourly budget: with 7 codes left, 40 asks at once send 7", async () => {
      const budget = defaultLimits.otpTotal
      expect(budget).toEqual({ max: 1000, windowSeconds: 3600 })
      // This hour's window of the site's budget, as if 993 codes had gone out already.
      const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000
      await query(
        (sql) => sql`
          INSERT INTO rate_limits (bucket, key, window_start, window_end, count)
          VALUES ('otp-total', '*', ${hourStart}, ${hourStart + 3_600_000}, 993)
          ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = 993
          RETURNING count`
      )
      const list = Array.from({ length: 40 }, () => freshMobile())
      const responses = await Promise.all(
        list.map((m, i) => sendOtp(twin !== undefined && i % 2 === 1 ? twin : server, m, freshAddress()))
      )
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 7, 429: 33 })
      for (const r of responses.filter((r) => r.status === 429)) {
        const body = await r.json()
        expect(body).toMatchObject({ _tag: "OtpRateLimited", message: otpMessages.hourlyLimit })
        expect(r.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      }
      expectRetryAfter(responses, 3600)
      expect(await outboxCount(list)).toBe(7)
      // A mobile refused by the budget holds no code (nothing to guess), its count for the hour is given back, and it
      // may ask again once there is budget.
      const refusedMobile = list[responses.findIndex((r) => r.status === 429)]!
      const mobileCount = await query<{ count: number }>(
        (sql) =>
          sql`SELECT count FROM rate_limits WHERE bucket = 'otp-mobile-all' AND key = ${hashedKey(`limit:otp-mobile-all:${refusedMobile}`)}`
      )
      expect(mobileCount.map((r) => r.count)).toEqual([0])
      // The budget is spent: a further ask is refused, and /metrics says none is left.
      expect((await sendOtp(server, freshMobile(), freshAddress())).status).toBe(429)
      expect(await metricsText()).toMatch(/^otp_budget_remaining 0$/mu)
      const verify = await request(server, "/api/otp/verify", {
        body: { mobile: refusedMobile, purpose: "redeem", code: "123456" }
      })
      expect(verify.status).toBe(410)
      await query((sql) => sql`DELETE FROM rate_limits WHERE bucket = 'otp-total' RETURNING count`)
      expect((await sendOtp(server, refusedMobile, freshAddress())).status).toBe(200)
    }, 60_000)
  })

  describe("public writes per client address", () => {
    const contact = {
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "9876543210",
      message: "Please call me.",
      consent: true
    }
    const enquiry = {
      applicationType: "Self",
      loanType: "Personal Loan",
      first_name: "Ravi",
      last_name: "Kumar",
      phone: "9876543210",
      referralPhone: "",
      location: "Pune",
      consent: true
    }
    const feedbackForm = (email: string) => {
      const form = new FormData()
      for (const [key, value] of Object.entries({
        name: "Ravi Kumar",
        email,
        loanType: "Auto Loan",
        feedback: "Bought my first car in three days.",
        rating: "4"
      }))
        form.set(key, value)
      form.set("profilePicture", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png")
      return form
    }
    const rowCount = async (table: string) =>
      (await query<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM ${sql(table)}`))[0]!.n

    it.each([
      ["contact messages", "/api/contact-us", "contact_messages", 10, 30, () => ({ body: contact })],
      ["page views", "/api/analytics/pageview", "page_views", 120, 200, () => ({ body: { route: "home", path: "/" } })],
      ["loan enquiries", "/api/loan-enquiries", "loan_enquiries", 20, 40, () => ({ body: enquiry })],
      [
        "feedback with a picture",
        "/api/testimonials",
        "testimonial_pictures",
        5,
        15,
        () => ({ form: feedbackForm(`limit-${Math.random()}@example.in`) })
      ]
    ])(
      "takes %s up to the limit from one address in a burst, then 429",
      async (_name, route, table, max, n, init) => {
        const address = freshAddress()
        const before = await rowCount(table)
        const bucket =
          { contact_messages: "contact", page_views: "page-views", loan_enquiries: "enquiries" }[table as string] ??
          "feedback"
        const refusals = () =>
          rateLimitRefusals.get().then((m) => m.values.find((v) => v.labels.limit === bucket)?.value ?? 0)
        const refusedBefore = await refusals()
        const responses = await Promise.all(
          Array.from({ length: n }, () => request(server, route, { ...init(), via: address }))
        )
        const statuses = countBy(responses.map((r) => r.status))
        expect(statuses[429]).toBe(n - max)
        expect(n - (statuses[429] ?? 0)).toBe(max)
        expect(await rowCount(table)).toBe(before + max)
        // Each refusal is counted for /metrics.
        expect((await refusals()) - refusedBefore).toBe(n - max)
        const refused = responses.find((r) => r.status === 429)!
        const body = await refused.json()
        expect(body).toMatchObject({ success: false, message: "Too many requests. Please try again later." })
        expect(refused.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
        expectRetryAfter(responses, route === "/api/analytics/pageview" ? 60 : 3600)
        // Another address is not held up.
        expect((await request(server, route, { ...init(), via: freshAddress() })).status).toBeLessThan(300)
      },
      60_000
    )
  })

  describe("status look-ups per client address", () => {
    it("answers 60 look-ups a minute from one address in a burst of 200, then 429 TooManyRequests; the name masked", async () => {
      const created = await request(server, "/api/loan-enquiries", {
        body: {
          applicationType: "Self",
          loanType: "Personal Loan",
          first_name: "Ravi",
          last_name: "Kumar",
          phone: "9876543210",
          referralPhone: "",
          location: "Pune",
          consent: true
        },
        via: freshAddress()
      })
      const { trackingId } = await created.json()
      const route = `/api/loan-enquiries/track-application/${trackingId}`
      await clearOfHourEdge(60_000)
      const address = freshAddress()
      const refusals = () =>
        rateLimitRefusals.get().then((m) => m.values.find((v) => v.labels.limit === "tracking")?.value ?? 0)
      const refusedBefore = await refusals()
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          request(twin !== undefined && i % 2 === 1 ? twin : server, route, { via: address })
        )
      )
      expect(countBy(responses.map((r) => r.status))).toEqual({ 200: 60, 429: 140 })
      expect((await refusals()) - refusedBefore).toBe(140)
      expectRetryAfter(responses, 60)
      const refused = responses.find((r) => r.status === 429)!
      const body = await refused.json()
      expect(body).toEqual({
        _tag: "TooManyRequests",
        success: false,
        message: "Too many requests. Please try again later.",
        retryAfterSeconds: expect.any(Number)
      })
      expect(refused.headers.get("retry-after")).toBe(String(body.retryAfterSeconds))
      // Unknown IDs count too (guessing costs the same); another address is not held up.
      expect(
        (await request(server, "/api/loan-enquiries/track-application/ZZZZZ-ZZZZZ", { via: address })).status
      ).toBe(429)
      const other = await request(server, route, { via: freshAddress() })
      expect(other.status).toBe(200)
      const text = await other.text()
      expect(JSON.parse(text).data.name).toBe("Ravi K.")
      expect(text).not.toContain("Kumar")
    }, 60_000)
  })

  describe("the counting statement (RateLimits.take, a fresh instance)", () => {
    const hour = 3_600_000
    /** A fresh RateLimits (its own sweep count) on the server's database and settings. */
    const withLimits = <A>(f: (limits: RateLimits["Service"]) => Effect.Effect<A>) =>
      server.run(Effect.flatMap(RateLimits, f).pipe(Effect.provide(Layer.fresh(RateLimits.layer))))
    const rowsOf = (bucket: string, key: string) =>
      query<{ window_start: string; window_end: string; count: number }>(
        (sql) =>
          sql`SELECT window_start::text AS window_start, window_end::text AS window_end, count FROM rate_limits WHERE bucket = ${bucket} AND key = ${key} ORDER BY window_start`
      )

    it("refuses past the window's max with the seconds left in the window (10 s into an hour: 3590)", async () => {
      const windowStart = Math.floor(Date.now() / hour) * hour - 3 * hour
      const offset = windowStart + 10_000 - Date.now()
      const address = freshAddress()
      const rule = { max: 2, windowSeconds: 3600 }
      const takes = await withLimits((limits) =>
        Effect.forEach([1, 2, 3], () => limits.take("contact", rule, address)).pipe(at(offset))
      )
      expect(takes).toEqual([
        { allowed: true, remaining: 1, windowStart },
        { allowed: true, remaining: 0, windowStart },
        { allowed: false, retryAfterSeconds: 3590 }
      ])
      // One row for the window, counted twice (a refusal is not counted), filed under the address's HMAC only.
      expect(await rowsOf("contact", address)).toEqual([])
      expect(await rowsOf("contact", hashedKey(`limit:contact:${address}`))).toEqual([
        { window_start: String(windowStart), window_end: String(windowStart + hour), count: 2 }
      ])
    })

    it("counts a burst of 200 concurrent takes against a max of 60 together: exactly 60 let through, room 59 down to 0", async () => {
      const address = freshAddress()
      const other = freshAddress()
      const rule = { max: 60, windowSeconds: 3600 }
      const small = { max: 7, windowSeconds: 60 }
      await clearOfHourEdge(60_000)
      // 200 takes for one address (on PostgreSQL half of them by the second server) and, in the same moments, 50 of
      // another address on another bucket with its own max: one statement counts several windows and rules.
      const burst = (on: RunningServer, n: number) =>
        on.run(
          Effect.flatMap(RateLimits, (limits) =>
            Effect.all(
              {
                contact: Effect.all(
                  Array.from({ length: n }, () => limits.take("contact", rule, address)),
                  { concurrency: "unbounded" }
                ),
                pageViews: Effect.all(
                  Array.from({ length: n / 4 }, () => limits.take("page-views", small, other)),
                  { concurrency: "unbounded" }
                )
              },
              { concurrency: "unbounded" }
            )
          ).pipe(Effect.provide(Layer.fresh(RateLimits.layer)))
        )
      const bursts = await Promise.all(
        twin === undefined ? [burst(server, 200)] : [burst(server, 100), burst(twin, 100)]
      )
      const contact = bursts.flatMap((b) => b.contact)
      const pageViews = bursts.flatMap((b) => b.pageViews)
      expect([contact.length, pageViews.length]).toEqual([200, 50])
      expect(contact.filter((t) => t.allowed)).toHaveLength(60)
      expect(pageViews.filter((t) => t.allowed)).toHaveLength(7)
      // Each let-through request is told a different room left: 59, 58, ... 0.
      const room = contact.flatMap((t) => (t.allowed ? [t.remaining] : [])).sort((a, b) => b - a)
      expect(room).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i))
      expect((await rowsOf("contact", hashedKey(`limit:contact:${address}`)))[0]?.count).toBe(60)
      expect((await rowsOf("page-views", hashedKey(`limit:page-views:${other}`)))[0]?.count).toBe(7)
    }, 60_000)

    it("files the site-wide budget under `*` as is", async () => {
      const windowStart = Math.floor(Date.now() / hour) * hour - 7 * hour
      const offset = windowStart + 60_000 - Date.now()
      await withLimits((limits) => limits.take("otp-total", { max: 5, windowSeconds: 3600 }, "*").pipe(at(offset)))
      expect(await rowsOf("otp-total", "*")).toContainEqual({
        window_start: String(windowStart),
        window_end: String(windowStart + hour),
        count: 1
      })
    })

    it("a database error while counting is a defect (the request answers 500), not a refusal or a typed failure", async () => {
      // A window of 0 s (parseRule never gives one) makes the window's start NaN, which PostgreSQL refuses as a bigint.
      const exit = await withLimits((limits) => Effect.exit(limits.take("contact", { max: 1, windowSeconds: 0 }, "x")))
      expect(exit._tag).toBe("Failure")
      if (exit._tag === "Failure") {
        expect(exit.cause.reasons.map((reason) => reason._tag)).toEqual(["Die"])
        const defect = exit.cause.reasons[0]?._tag === "Die" ? exit.cause.reasons[0].defect : undefined
        expect((defect as { _tag?: string })._tag).toBe("SqlError")
      }
    })

    it("every 500th take deletes the rows whose window ended over a minute ago, and only those", async () => {
      const key = (n: number) => `sweep-${n}-${freshAddress()}`
      const [old, recent, current] = [key(1), key(2), key(3)]
      const roomy = { max: 100_000, windowSeconds: 3600 }
      const ten = { max: 5, windowSeconds: 10 }
      const exists = async (k: string) => (await rowsOf("page-views", hashedKey(`limit:page-views:${k}`))).length
      await withLimits((limits) =>
        Effect.gen(function* () {
          // 1: a window that ended two hours ago; 2: one that ended 25-35 s ago; 3 to 499: the current window.
          yield* limits.take("page-views", roomy, old).pipe(at(-3 * hour))
          yield* limits.take("page-views", ten, recent).pipe(at(-35_000))
          for (let i = 3; i <= 499; i++) yield* limits.take("page-views", roomy, current)
          const before = [yield* Effect.promise(() => exists(old)), yield* Effect.promise(() => exists(recent))]
          yield* limits.take("page-views", roomy, current) // the 500th
          const after = [yield* Effect.promise(() => exists(old)), yield* Effect.promise(() => exists(recent))]
          expect({ before, after }).toEqual({ before: [1, 1], after: [0, 1] })
        })
      )
      expect((await rowsOf("page-views", hashedKey(`limit:page-views:${current}`)))[0]?.count).toBe(498)
    }, 60_000)
  })

  describe("the client address", () => {
    const contact = {
      name: "Meera Iyer",
      email: "meera@example.in",
      phone: "9876543210",
      message: "Hello.",
      consent: true
    }

    it("ignores X-Forwarded-For from a client that is not a TRUST_PROXY proxy: 12 forwarded addresses are one client", async () => {
      const responses: Array<Response> = []
      for (let i = 0; i < 12; i++)
        responses.push(
          await request(server, "/api/contact-us", { body: contact, headers: { "x-forwarded-for": freshAddress() } })
        )
      expect(responses.map((r) => r.status)).toEqual([...Array(10).fill(200), 429, 429])
    })

    it("honours X-Forwarded-For from a TRUST_PROXY proxy: the right-most address it did not add is the client", async () => {
      // 12 clients, 12 messages: none refused.
      for (let i = 0; i < 12; i++)
        expect((await request(server, "/api/contact-us", { body: contact, via: freshAddress() })).status).toBe(200)
      // One client that writes anything it likes on the left of the header is still one client.
      const client = freshAddress()
      const statuses: Array<number> = []
      for (let i = 0; i < 12; i++) {
        const spoof = `${freshAddress()}, ${client}`
        statuses.push((await request(server, "/api/contact-us", { body: contact, via: spoof })).status)
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    })
  })

  describe("security headers", () => {
    const permissions = "camera=(), microphone=(), geolocation=(), payment=()"
    let pictureUrl: string

    beforeAll(async () => {
      const email = `headers-${Date.now()}@example.in`
      const form = new FormData()
      for (const [key, value] of Object.entries({
        name: "Asha Rao",
        email,
        loanType: "Home Loan",
        feedback: "Quick and clear.",
        rating: "5"
      }))
        form.set(key, value)
      form.set("profilePicture", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png")
      expect((await request(server, "/api/testimonials", { form, via: freshAddress() })).status).toBe(201)
      const [row] = await query<{ id: string; public_id: string }>(
        (sql) =>
          sql`SELECT t.id::text AS id, p.public_id FROM testimonials t JOIN testimonial_pictures p ON p.testimonial_id = t.id WHERE t.email = ${email}`
      )
      await server.run(Testimonials.use((t) => t.approve(row!.id)))
      pictureUrl = `/api/testimonials/pictures/${row!.public_id}`
    })

    const answers = () => ({
      html: "/",
      api: "/api/carousel",
      asset: "/assets/app-abc123.js",
      picture: pictureUrl
    })

    it("sends Permissions-Policy on HTML, API, asset and picture answers, and HSTS only over https", async () => {
      for (const [kind, route] of Object.entries(answers())) {
        const plain = await request(server, route)
        expect(plain.status, kind).toBe(200)
        expect(plain.headers.get("permissions-policy"), kind).toBe(permissions)
        expect(plain.headers.get("strict-transport-security"), kind).toBeNull()

        const https = await request(server, route, { headers: { "x-forwarded-proto": "https" }, via: "203.0.113.9" })
        expect(https.status, kind).toBe(200)
        expect(https.headers.get("permissions-policy"), kind).toBe(permissions)
        expect(https.headers.get("strict-transport-security"), kind).toBe("max-age=31536000; includeSubDomains")
        expect(https.headers.get("x-content-type-options"), kind).toBe("nosniff")
      }
    })

    it("does not take X-Forwarded-Proto from a client that is not a trusted proxy", async () => {
      const response = await request(server, "/", { headers: { "x-forwarded-proto": "https" } })
      expect(response.status).toBe(200)
      expect(response.headers.get("strict-transport-security")).toBeNull()
      expect(response.headers.get("permissions-policy")).toBe(permissions)
    })
  })
})
