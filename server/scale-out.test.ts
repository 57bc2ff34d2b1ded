/**
 * Scale-out: two server processes (separate `node server/start.ts` children: nothing shared in memory) on one
 * PostgreSQL (TEST_DATABASE_URL; skipped without it), with the shared secrets of docs/operations.md. What one process
 * starts, the other continues: an OTP sent through one verifies through the other, tokens and back-office sessions
 * work on both, and the limits count across both (the resend wait, wrong OTP tries, the back-office lock-out). Status
 * messages: with two worker processes a move's SMS goes once, and a worker killed (SIGKILL) while its gateway holds the
 * message loses none and sends none twice (another takes it up with the same key once the claim runs out). The web
 * processes a and b run no worker, so the test decides which process sends.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import * as path from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminMessages } from "../domain/admin-api.ts"
import { otpMessages } from "../domain/otp.ts"
import { templateNames } from "../domain/status-messages.ts"
import { buildServerIfStale, esbuildServer, serverDir } from "./build.ts"
import { repoRoot } from "./config.ts"
import { freePort, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const url = process.env.TEST_DATABASE_URL

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.runIf(url)("two server processes on one PostgreSQL", () => {
  const schema = `test_scale_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const buildRoot = path.join(repoRoot, ".tmp", `scale-out-test-${process.pid}`)
  const distDir = path.join(buildRoot, "dist")
  const adminPassword = "scale-out admin password 42"
  const shared = {
    DATABASE_URL: url ?? "",
    DATABASE_SCHEMA: schema,
    TOKEN_SECRET: "scale-out-token-secret-0123456789abcdefghijklmnop",
    PAN_ENCRYPTION_KEY: "scale-out-pan-key-0123456789abcdefghijklmnopqrstu",
    ADMIN_PASSWORD: adminPassword,
    DIST_DIR: distDir,
    HOST: "127.0.0.1",
    REQUEST_LOG: "false"
  }
  const processes: Array<{ child: ChildProcess; url: string; output: () => string }> = []
  const db = ManagedRuntime.make(
    PgClient.layer({ url: Redacted.make(url ?? ""), startupParameters: { search_path: schema } }).pipe(Layer.orDie)
  )
  const rows = <A>(text: string) =>
    db.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return (yield* sql.unsafe(text)) as ReadonlyArray<A>
      })
    )

  /** A server process; `env` adds to the shared settings (the web processes send no messages: workers do). */
  const start = async (env: Record<string, string> = { MESSAGE_WORKER: "false" }) => {
    const port = await freePort()
    const child = spawn(process.execPath, ["server/start.ts"], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...shared, ...env, PORT: String(port), DATA_DIR: tempDir("loans-scale-data-") }
    })
    let output = ""
    child.stdout?.on("data", (chunk) => {
      output += chunk
    })
    child.stderr?.on("data", (chunk) => {
      output += chunk
    })
    const server = { child, url: `http://127.0.0.1:${port}`, output: () => output }
    child.on("exit", () => {
      const at = processes.indexOf(server)
      if (at >= 0) processes.splice(at, 1)
    })
    processes.push(server)
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${server.url}/readyz`).then(
        (r) => r.status,
        () => 0
      )
      if (ready === 200) return server
      if (child.exitCode !== null) break
      await sleep(200)
    }
    throw new Error(`a server process did not become ready:\n${output.slice(-3000)}`)
  }

  let a: { url: string }
  let b: { url: string }

  beforeAll(async () => {
    mkdirSync(distDir, { recursive: true })
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>stand-in</title>")
    expect(await buildServerIfStale(repoRoot, esbuildServer, serverDir(distDir))).toBe(true)
    // One after the other: the first creates the schema and migrates; the second finds it done.
    a = await start()
    b = await start()
  }, 150_000)

  afterAll(async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once("exit", () => resolve())
            child.kill("SIGTERM")
          })
      )
    )
    await rows(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined)
    await db.dispose()
    rmSync(buildRoot, { recursive: true, force: true })
  }, 30_000)

  const post = (server: { url: string }, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const latestCode = async (mobile: string) => {
    const [row] = await rows<{ body: string }>(
      `SELECT body FROM sms_outbox WHERE mobile = '${mobile.replace(/\D/gu, "")}' ORDER BY id DESC LIMIT 1`
    )
    const code = /\b(\d{6})\b/u.exec(row?.body ?? "")?.[1]
    expect(code).toMatch(/^\d{6}$/u)
    return code ?? ""
  }
  let nextMobile = 0
  const freshMobile = () => String(7_500_000_000 + 1_000 * ++nextMobile + Math.floor(Math.random() * 1000))

  it("runs two processes that do not share memory", () => {
    expect(processes).toHaveLength(2)
    expect(processes[0]?.child.pid).not.toBe(processes[1]?.child.pid)
    expect(a.url).not.toBe(b.url)
  })

  it("verifies through one process an OTP sent through the other, and takes each one's token on the other", async () => {
    for (const [sender, verifier] of [
      [a, b],
      [b, a]
    ] as const) {
      const mobile = freshMobile()
      expect((await post(sender, "/api/otp", { mobile, purpose: "redeem" })).status).toBe(200)
      const verified = await post(verifier, "/api/otp/verify", {
        mobile,
        purpose: "redeem",
        code: await latestCode(mobile)
      })
      expect(verified.status).toBe(200)
      const { token } = (await verified.json()) as { token: string }
      for (const server of [a, b]) {
        const summary = await fetch(`${server.url}/api/reward-enquiries/${mobile}`, {
          headers: { authorization: `Bearer ${token}` }
        })
        expect(summary.status).toBe(200)
      }
    }
  })

  it("holds the resend wait and the 5 wrong tries across both processes", async () => {
    const mobile = freshMobile()
    expect((await post(a, "/api/otp", { mobile, purpose: "referral" })).status).toBe(200)
    const again = await post(b, "/api/otp", { mobile, purpose: "referral" })
    expect(again.status).toBe(429)
    const code = await latestCode(mobile)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
    const left: Array<number> = []
    for (const server of [a, b, a, b, a]) {
      const response = await post(server, "/api/otp/verify", { mobile, purpose: "referral", code: wrong })
      expect(response.status).toBe(401)
      left.push((await response.json()).attemptsLeft)
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    const right = await post(b, "/api/otp/verify", { mobile, purpose: "referral", code })
    expect(right.status).toBe(410)
    expect(await right.json()).toMatchObject({ reason: "too-many-attempts", message: otpMessages.tooManyAttempts })
  })

  /** An enquiry made through process a, moved by staff through process b: its tracking ID and mobile. */
  const movedEnquiry = async () => {
    const mobile = freshMobile()
    const made = await post(a, "/api/loan-enquiries", {
      applicationType: "Self",
      loanType: "Personal Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: mobile,
      referralPhone: "",
      location: "Pune",
      consent: true
    })
    expect(made.status).toBe(201)
    const { trackingId } = (await made.json()) as { trackingId: string }
    const admin = { "x-admin-request": "1" }
    const signedIn = await post(a, "/api/admin/login", { username: "admin", password: adminPassword }, admin)
    const cookie = /^loans_admin=([^;]+)/u.exec(signedIn.headers.get("set-cookie") ?? "")?.[1]
    const moved = await post(
      b,
      `/api/admin/enquiries/${trackingId}/moves`,
      { event: "Fix appointment" },
      { ...admin, cookie: `loans_admin=${cookie}` }
    )
    expect(moved.status).toBe(200)
    return { trackingId, mobile }
  }
  const messagesOf = (trackingId: string) =>
    rows<{ key: string; state: string; attempts: number }>(
      `SELECT m.idempotency_key AS key, m.state, m.attempts FROM status_messages m
       JOIN loan_enquiries e ON e.id = m.enquiry_id WHERE e.tracking_id = '${trackingId}'`
    )
  const sentToOutbox = (mobile: string, trackingId: string) =>
    rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = '${mobile}' AND body LIKE '%${trackingId}%'`
    ).then((r) => r[0]?.n)
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms
    while (Date.now() < deadline) {
      if (await check()) return true
      await sleep(250)
    }
    return false
  }
  const stop = (server: { child: ChildProcess }, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
      server.child.once("exit", () => resolve())
      server.child.kill(signal)
    })
  // From 21:00 to 09:00 India time a status message waits for the morning (quiet hours): these two need the day.
  const indiaHour = new Date(Date.now() + 330 * 60_000).getUTCHours()
  const daytime = indiaHour >= 9 && indiaHour < 20

  it.runIf(daytime)(
    "sends a lifecycle move's SMS exactly once while two processes' message workers run",
    async () => {
      const workers = [await start({}), await start({})]
      try {
        const { trackingId, mobile } = await movedEnquiry()
        expect(await waitFor(async () => (await messagesOf(trackingId))[0]?.state === "sent", 20_000)).toBe(true)
        // Both workers pass again (every 5 seconds): neither sends it a second time.
        await sleep(6_000)
        expect((await messagesOf(trackingId)).map((m) => m.state)).toEqual(["sent"])
        expect(await sentToOutbox(mobile, trackingId)).toBe(1)
      } finally {
        await Promise.all(workers.map((w) => stop(w, "SIGTERM")))
      }
    },
    90_000
  )

  it.runIf(daytime)(
    "loses none and sends none twice when the worker sending a message is killed (SIGKILL)",
    async () => {
      // The SMS gateway of the first worker takes the message and never answers: the worker is killed meanwhile.
      const received: Array<string> = []
      const gateway = createServer((request) => {
        received.push(String(request.headers["idempotency-key"]))
      })
      await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve))
      const port = (gateway.address() as { port: number }).port
      const templates = Object.fromEntries(
        templateNames.map((n) => [`SMS_DLT_TEMPLATE_${n.toUpperCase()}`, "1107170000000000001"])
      )
      try {
        const dying = await start({
          SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`,
          SMS_DLT_ENTITY_ID: "1101000000000000001",
          SMS_DLT_SENDER: "ARTHKA",
          ...templates,
          MESSAGE_CLAIM_SECONDS: "30"
        })
        const { trackingId, mobile } = await movedEnquiry()
        expect(await waitFor(async () => received.length === 1, 20_000)).toBe(true)
        await stop(dying, "SIGKILL")
        const [claimed] = await messagesOf(trackingId)
        expect(claimed).toMatchObject({ state: "sending", attempts: 0 })
        expect(received).toEqual([claimed!.key])
        // Another worker takes it up once the dead one's claim (30 seconds) has run out, with the same key.
        const next = await start({})
        try {
          expect(await waitFor(async () => (await messagesOf(trackingId))[0]?.state === "sent", 50_000)).toBe(true)
          await sleep(6_000)
          expect(await messagesOf(trackingId)).toEqual([{ key: claimed!.key, state: "sent", attempts: 0 }])
          expect(await sentToOutbox(mobile, trackingId)).toBe(1)
          expect(received).toHaveLength(1)
        } finally {
          await stop(next, "SIGTERM")
        }
      } finally {
        gateway.closeAllConnections()
        gateway.close()
      }
    },
    150_000
  )

  it("keeps a back-office session on both processes, and signing out on one ends it on the other", async () => {
    const admin = { "x-admin-request": "1" }
    const signedIn = await post(a, "/api/admin/login", { username: "admin", password: adminPassword }, admin)
    expect(signedIn.status).toBe(200)
    const cookie = /^loans_admin=([^;]+)/u.exec(signedIn.headers.get("set-cookie") ?? "")?.[1]
    expect(cookie).toBeDefined()
    const session = (server: { url: string }) =>
      fetch(`${server.url}/api/admin/session`, { headers: { cookie: `loans_admin=${cookie}` } })
    expect((await session(a)).status).toBe(200)
    expect((await session(b)).status).toBe(200)
    const out = await post(b, "/api/admin/logout", {}, { ...admin, cookie: `loans_admin=${cookie}` })
    expect(out.status).toBeLessThan(300)
    expect((await session(a)).status).toBe(401)
  })

  it("counts the back-office lock-out across both processes", async () => {
    const admin = { "x-admin-request": "1" }
    for (const server of [a, b, a, b, a]) {
      const refused = await post(server, "/api/admin/login", { username: "admin", password: "wrong password" }, admin)
      expect(refused.status).toBe(401)
      expect((await refused.json()).message).toBe(adminMessages.wrongPassword)
    }
    const locked = await post(b, "/api/admin/login", { username: "admin", password: adminPassword }, admin)
    expect(locked.status).toBe(429)
    expect((await locked.json()).message).toBe(adminMessages.lockedOut)
  })
})
