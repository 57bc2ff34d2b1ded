/**
 * Operations on the real server: a request ID on every answer, exactly one log line per 5xx (with that ID and the
 * cause, no personal data), /healthz, /readyz, Prometheus metrics (METRICS_PORT and METRICS_TOKEN), and the data
 * folder (0700 folders, 0600 files, the embedded database on a Unix socket, no TCP port).
 * On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { chmodSync, lstatSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, freePort, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("ops", tempDir)

const metricsToken = "test-metrics-token-0123456789-abcdefghij"

/** The value of one sample line of the Prometheus text, 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/u.exec(line)
    if (match === null || match[1] !== name) continue
    const have = (match[2] ?? "").slice(1, -1).split(",")
    if (wanted.every((w) => have.includes(w))) return Number(match[3])
  }
  return 0
}

/** Every JSON line logged (console.log) while `action` runs. */
const logged = async (action: () => Promise<void>) => {
  const lines: Array<{ message: string; level: string; annotations: Record<string, unknown> }> = []
  const raw: Array<string> = []
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    raw.push(String(line))
    try {
      lines.push(JSON.parse(String(line)))
    } catch {
      // not ours
    }
  })
  try {
    await action()
    await new Promise((r) => setTimeout(r, 50))
  } finally {
    spy.mockRestore()
  }
  return { lines, raw: raw.join("\n") }
}

const contact = {
  name: "Logged Person",
  email: "logged.person@example.in",
  phone: "9876501234",
  message: "Please call me about a home loan.",
  consent: true
}

describe.each(targets)("operations on $name", (target) => {
  let server: RunningServer
  let metricsPort: number
  let dataDir: string
  const sql = (text: string) =>
    server.run(
      Effect.gen(function* () {
        const client = yield* SqlClient.SqlClient
        return yield* client.unsafe(text)
      })
    )

  beforeAll(async () => {
    metricsPort = await freePort()
    const settings = target.settings()
    dataDir = settings.dataDir ?? ""
    // A file an older version left readable by everyone: fixed at start.
    writeFileSync(path.join(dataDir, "old-note.txt"), "x")
    chmodSync(path.join(dataDir, "old-note.txt"), 0o666)
    chmodSync(dataDir, 0o755)
    server = await startServer({
      ...settings,
      port: 0,
      host: "127.0.0.1",
      requestLog: false,
      metricsPort,
      metricsToken: Redacted.make(metricsToken)
    })
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
  })

  it("answers /healthz 200 and /readyz 200 once migrated", async () => {
    const health = await fetch(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: "ok" })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: "ready" })
  })

  it("gives every answer an X-Request-Id: a fresh UUID, or a sane one the client sent", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u
    const ok = await fetch(`${server.url}/api/carousel`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get("x-request-id")).toMatch(uuid)
    const bad = await fetch(`${server.url}/api/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...contact, phone: "12" })
    })
    expect(bad.status).toBe(400)
    expect(bad.headers.get("x-request-id")).toMatch(uuid)
    const missing = await fetch(`${server.url}/api/no-such-thing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get("x-request-id")).toMatch(uuid)
    const page = await fetch(`${server.url}/`)
    expect(page.headers.get("x-request-id")).toMatch(uuid)
    expect(ok.headers.get("x-request-id")).not.toBe(bad.headers.get("x-request-id"))

    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "lb-7f3a-0001" } })
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a-0001")
    for (const insane of ["short", "has space in it", `x${"a".repeat(200)}`, "semi;colon;value"]) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": insane } })
      expect(replaced.headers.get("x-request-id")).toMatch(uuid)
    }
  })

  it("serves Prometheus metrics on METRICS_PORT: requests by route and status, latency, OTPs, refusals, pool", async () => {
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("text/plain")
      return response.text()
    }
    const before = await scrape()
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/loan-enquiries/track-application/LN000000000`)).status).toBeLessThan(500)
    const after = await scrape()
    const healthz = { method: "GET", route: "/healthz", status: "200" }
    expect(sample(after, "http_requests_total", healthz) - sample(before, "http_requests_total", healthz)).toBe(3)
    const count = { method: "GET", route: "/healthz" }
    expect(
      sample(after, "http_request_duration_seconds_count", count) -
        sample(before, "http_request_duration_seconds_count", count)
    ).toBe(3)
    expect(sample(after, "http_request_duration_seconds_bucket", { ...count, le: "+Inf" })).toBeGreaterThanOrEqual(3)
    // The route is the pattern: the tracking ID never shows.
    expect(after).toContain('route="/api/loan-enquiries/track-application/:trackingId"')
    expect(after).not.toContain("LN000000000")
    expect(after).toContain("# TYPE otp_sent_total counter")
    expect(after).toContain("# TYPE rate_limit_refusals_total counter")
    expect(sample(after, "db_pool_max_connections")).toBe(target.name.startsWith("embedded") ? 1 : 10)
    expect(sample(after, "db_connections", { state: "active" })).toBeGreaterThanOrEqual(1)
    expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0)
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404)
  })

  it("serves /metrics on the main port only with the bearer token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer not-the-token" } })
    expect(wrong.status).toBe(401)
    const right = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    expect(right.status).toBe(200)
    expect(await right.text()).toContain("# TYPE http_requests_total counter")
  })

  it.runIf(target.name.startsWith("embedded"))(
    "keeps the data folder its owner's (0700 folders, 0600 files) and the database off TCP",
    async () => {
      const walk = (entry: string): Array<{ entry: string; mode: number; dir: boolean; socket: boolean }> => {
        const stat = lstatSync(entry)
        const self = { entry, mode: stat.mode & 0o777, dir: stat.isDirectory(), socket: stat.isSocket() }
        return stat.isDirectory()
          ? [self, ...readdirSync(entry).flatMap((child) => walk(path.join(entry, child)))]
          : [self]
      }
      const check = () => {
        const entries = walk(dataDir)
        expect(entries.length).toBeGreaterThan(100) // PGlite's files are there
        const wrong = entries
          .filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))
          .map((e) => `${e.mode.toString(8)} ${e.entry}`)
        expect(wrong).toEqual([])
        return entries
      }
      const atStart = check()
      expect(atStart.some((e) => e.socket && e.entry === path.join(dataDir, "run", "db.sock"))).toBe(true)
      // Writes, a new table of 4 MB, and a checkpoint: new data files and WAL.
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${server.url}/api/contact-us`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...contact, message: `Message number ${i} about a loan.` })
        })
        expect(response.status).toBe(200)
      }
      await sql("CREATE TABLE ops_mode_check (n integer, pad text)")
      await sql("INSERT INTO ops_mode_check SELECT n, repeat('x', 200) FROM generate_series(1, 20000) AS n")
      await sql("CHECKPOINT")
      await sql("DROP TABLE ops_mode_check")
      const afterWrites = check()
      expect(afterWrites.filter((e) => e.entry.includes(`${path.sep}pg_wal${path.sep}`)).length).toBeGreaterThan(0)

      // No TCP socket of this process listens, but the HTTP server's and the metrics server's.
      const inodes = new Set(
        readdirSync("/proc/self/fd")
          .map((fd) => {
            try {
              return /^socket:\[(\d+)\]$/u.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1]
            } catch {
              return undefined
            }
          })
          .filter((inode) => inode !== undefined)
      )
      const listening = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
        readFileSync(table, "utf8")
          .split("\n")
          .slice(1)
          .map((line) => line.trim().split(/\s+/u))
          .filter((cols) => cols[3] === "0A" && inodes.has(cols[9] ?? ""))
          .map((cols) => Number.parseInt((cols[1] ?? "").split(":")[1] ?? "", 16))
      )
      expect(listening.sort()).toEqual([server.port, metricsPort].sort())
    }
  )

  it("logs a 5xx exactly once, with the request ID and the cause, and no personal data", async () => {
    // CASCADE: the consents table's reference to it goes too (issue 14).
    await sql("DROP TABLE contact_messages CASCADE")
    let response: Response | undefined
    const { lines, raw } = await logged(async () => {
      response = await fetch(`${server.url}/api/contact-us`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contact)
      })
      await response.arrayBuffer()
    })
    expect(response?.status).toBe(500)
    const id = response?.headers.get("x-request-id")
    expect(id).toMatch(/^[0-9a-f-]{36}$/u)
    const failures = lines.filter((line) => line.level === "ERROR")
    expect(failures).toHaveLength(1)
    expect(failures[0]?.message).toBe("request failed")
    expect(failures[0]?.annotations).toMatchObject({
      requestId: id,
      method: "POST",
      route: "/api/contact-us",
      status: 500
    })
    expect(String(failures[0]?.annotations.cause)).toMatch(/contact_messages.*does not exist/u)
    expect(lines.filter((line) => JSON.stringify(line).includes(id ?? "?"))).toHaveLength(1)
    for (const personal of [contact.phone, contact.email, contact.name, contact.message]) {
      expect(raw).not.toContain(personal)
    }
  })

  it("answers /readyz 503 (and logs why) when a migration is missing, 200 again when it is back", async () => {
    const [latest] = await sql(
      "SELECT migration_id, name FROM effect_sql_migrations ORDER BY migration_id DESC LIMIT 1"
    )
    const { migration_id: migrationId, name } = latest as { migration_id: number; name: string }
    await sql(`DELETE FROM effect_sql_migrations WHERE migration_id = ${Number(migrationId)}`)
    let response: Response | undefined
    const { lines } = await logged(async () => {
      response = await fetch(`${server.url}/readyz`)
    })
    expect(response?.status).toBe(503)
    expect(await response?.json()).toEqual({ status: "not ready" })
    const failures = lines.filter((line) => line.level === "ERROR")
    expect(failures).toHaveLength(1)
    expect(failures[0]?.annotations).toMatchObject({ requestId: response?.headers.get("x-request-id"), status: 503 })
    expect(String(failures[0]?.annotations.cause)).toContain(`migration ${migrationId} is not applied`)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    await sql(
      `INSERT INTO effect_sql_migrations (migration_id, name) VALUES (${Number(migrationId)}, '${String(name).replace(/'/gu, "")}')`
    )
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  })
})
