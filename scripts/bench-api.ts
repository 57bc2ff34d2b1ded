// Over 300 lines: one benchmark, whole: the server, the bare node:http baseline, the load, /proc CPU and the report.
/**
 * `npm run bench:api`: the API under load.
 *
 * Starts the real server as `npm start` runs it (server/start.ts: plain node on the built server, logs on) in child
 * processes, seeds a few enquiries, then runs autocannon with 50 connections for 15 s: every connection alternates a
 * tracking lookup (GET) and a new valid enquiry (POST, a different mobile and name each time). Prints requests per
 * second and p99 latency, stops the servers with SIGTERM and exits. Loopback only; bounded in time.
 *
 *   npm run bench:api                                   one process on the embedded database (a fresh temp DATA_DIR)
 *   npm run bench:api -- --processes 1,2 --database-url postgres://postgres@127.0.0.1:5432/test
 *       one run per count: N processes on that PostgreSQL (a schema of their own, dropped after), with the shared
 *       TOKEN_SECRET and PAN_ENCRYPTION_KEY of docs/operations.md. The client spreads the connections round-robin
 *       over the processes (one autocannon per process, connections/N each, all at once); requests/s is their sum,
 *       p50/p99/max the worst of them.
 *
 *   npm run bench:api -- --smoke                        a few seconds: 1 s of load, 4 connections, no warm-up (the
 *       test suite's check that the benchmark still runs: scripts/bench-smoke.test.ts)
 *
 * Before the server, the same load runs for the same time against a bare node:http server (a child process that
 * answers the lookup with a fixed JSON body and reads each enquiry's body before answering 201): the server's
 * requests/s is also given as a share of that one's, measured in the same run, so a busy machine reads less wrong.
 *
 *   BENCH_DURATION (seconds, default 15), BENCH_CONNECTIONS (default 50),
 *   BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile there, for chrome://inspect or speedscope),
 *   BENCH_PORT (the first server's port; the next ones count up from it) and BENCH_BARE_PORT (the bare server's): by
 *   default free ports the system picks
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { SqlClient } from "effect/sql"

interface Histogram {
  readonly average: number
  readonly mean: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly max: number
  readonly total: number
}
interface Result {
  readonly requests: Histogram
  readonly latency: Histogram
  readonly throughput: Histogram
  readonly errors: number
  readonly timeouts: number
  readonly non2xx: number
  readonly duration: number
  readonly connections: number
  readonly "2xx": number
}
interface RawRequest {
  method?: string
  path?: string
  body?: string
  headers?: Record<string, string>
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  timeout?: number
  requests: ReadonlyArray<{
    method?: string
    path?: string
    headers?: Record<string, string>
    setupRequest?: (request: RawRequest) => RawRequest
  }>
}) => Promise<Result>

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon

const root = fileURLToPath(new URL("..", import.meta.url))
const smoke = process.argv.includes("--smoke")
const duration = smoke ? 1 : Number(process.env.BENCH_DURATION ?? 15)
const connections = smoke ? 4 : Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmUpSeconds = smoke ? 0 : 2

const portFromEnv = (name: string, offset = 0): number | undefined => {
  const value = process.env[name]
  if (value === undefined || value === "") return undefined
  const port = Number(value) + offset
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port number`)
  return port
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

const firstNames = ["Asha", "Ravi", "Meera", "Kiran", "Arjun", "Divya", "Sanjay", "Priya"]
const lastNames = ["Rao", "Iyer", "Sharma", "Patel", "Nair", "Gupta", "Reddy", "Das"]
const loanTypes = ["Personal Loan", "Business Loan", "Home Loan", "Auto Loan"]
const places = ["Pune", "Bengaluru", "Mumbai", "Chennai"]

let sequence = 0
const enquiry = () => {
  const n = sequence++
  return JSON.stringify({
    applicationType: "Self",
    loanType: loanTypes[n % loanTypes.length],
    first_name: firstNames[n % firstNames.length],
    last_name: lastNames[(n >> 3) % lastNames.length],
    phone: String(9_000_000_000 + ((n * 7919) % 999_999_999)),
    referralPhone: "",
    email: `bench${n}@example.in`,
    location: places[(n >> 2) % places.length],
    consent: true
  })
}

interface Server {
  readonly url: string
  readonly pid: number | undefined
  readonly logPath: string
  readonly stop: () => Promise<void>
}

/** One server process: `node server/start.ts` (no app build: a stand-in dist), ready when /readyz answers 200. */
const startServer = async (env: Record<string, string>, distDir: string, workDir: string, index: number) => {
  const logPath = path.join(workDir, `server-${index}.log`)
  const logFd = openSync(logPath, "w")
  const port = portFromEnv("BENCH_PORT", index % 10) ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(process.env.BENCH_CPU_PROF)]
    : []
  const child: ChildProcess = spawn(process.execPath, [...profile, path.join(root, "server/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(workDir, `data-${index}`),
      DIST_DIR: distDir,
      // The benchmark's requests all come from 127.0.0.1: the per-address limits it meets are raised, on purpose (at
      // most nine digits: server/limits/rules.ts). LIMIT_TRACKING: the tracking look-ups' own limit, where there is one.
      LIMIT_ENQUIRIES: "100000000/1h",
      LIMIT_TRACKING: "100000000/1m"
    },
    stdio: ["ignore", logFd, "inherit"]
  })
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
      const code = await exited
      clearTimeout(timer)
      console.log(`server ${index} stopped (exit code ${code})`)
    }
    closeSync(logFd)
  }
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server ${index} exited with code ${child.exitCode}`)
      if (Date.now() - started > 240_000) throw new Error(`server ${index} did not start within 240 s`)
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false
      )
      if (ok) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } catch (error) {
    await stop()
    throw error
  }
  console.log(`server ${index} ready in ${Date.now() - started} ms on ${url}`)
  return { url, pid: child.pid, logPath, stop } satisfies Server
}

/**
 * CPU time a process (all its threads: the server's PGlite worker too) has used so far, in ms, from /proc (Linux);
 * undefined elsewhere. CPU per request reads the same on a busy machine as on a quiet one, unlike requests/s.
 */
const cpuMs = (pid: number | undefined, task?: number): number | undefined => {
  try {
    const file = task === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`
    const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime, in ticks of 1/100 s
  } catch {
    return undefined
  }
}
const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
  before === undefined || after === undefined || requests === 0 ? undefined : (1000 * (after - before)) / requests

const loadAverage = () => {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim()
  } catch {
    return "(uptime unavailable)"
  }
}

/**
 * The baseline: a bare node:http server in a child process, no framework, no database, no log. A lookup gets a fixed
 * JSON body of about the real one's size; an enquiry's body is read to its end, then 201 and a tracking ID.
 */
const bareServerSource = `
const http = require("node:http")
const lookup = JSON.stringify({ success: true, application: { trackingId: "LN-2026-ABCD2345", applicationType: "Self",
  loanType: "Home Loan", status: "Submitted", submittedAt: "2026-11-27T10:00:00.000Z", history: [] } })
const created = JSON.stringify({ success: true, trackingId: "LN-2026-ABCD2345" })
const server = http.createServer((request, response) => {
  if (request.method === "POST") {
    let length = 0
    request.on("data", (chunk) => { length += chunk.length })
    request.on("end", () => response.writeHead(201, { "content-type": "application/json" }).end(created))
  } else response.writeHead(200, { "content-type": "application/json" }).end(lookup)
})
server.keepAliveTimeout = 65000
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"))
process.on("SIGTERM", () => process.exit(0))
`

const startBareServer = async () => {
  const port = portFromEnv("BENCH_BARE_PORT") ?? (await freePort())
  const child = spawn(process.execPath, ["-e", bareServerSource], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"]
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve())
    child.once("exit", (code) => reject(new Error(`the bare node:http server exited with code ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      await exited
    }
  }
}

/** The load: `connections` spread evenly over `urls`, one autocannon each, all at once; lookups and new enquiries. */
const load = (urls: ReadonlyArray<string>, ids: ReadonlyArray<string>) => {
  let lookup = 0
  return Promise.all(
    urls.map((url, i) =>
      autocannon({
        url,
        connections: Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0),
        duration,
        timeout: 10,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              path: `/api/loan-enquiries/track-application/${ids[lookup++ % ids.length]}`
            })
          },
          {
            method: "POST",
            path: "/api/loan-enquiries",
            headers: { "content-type": "application/json" },
            setupRequest: (request) => ({ ...request, body: enquiry() })
          }
        ]
      })
    )
  )
}

/** The same load on the bare node:http server: its requests/s. */
const measureBare = async () => {
  const bare = await startBareServer()
  try {
    if (warmUpSeconds > 0)
      await autocannon({ url: bare.url, connections: 10, duration: warmUpSeconds, requests: [{ method: "GET" }] })
    const cpuBefore = cpuMs(bare.pid)
    const [result] = await load([bare.url], ["LN-2026-ABCD2345"])
    const requestsPerSecond = Math.round(result?.requests.average ?? 0)
    const cpuMicroseconds = perRequest(cpuBefore, cpuMs(bare.pid), result?.requests.total ?? 0)
    console.log(
      `bare node:http, the same load: ${requestsPerSecond} req/s, ${cpuMicroseconds?.toFixed(0) ?? "?"} µs of CPU per request`
    )
    return { requestsPerSecond, cpuMicroseconds }
  } finally {
    await bare.stop()
  }
}

/** One measured run on `servers`: connections spread evenly, one autocannon per server, all at once. */
const measure = async (
  servers: ReadonlyArray<Server>,
  bare: { readonly requestsPerSecond: number; readonly cpuMicroseconds: number | undefined }
) => {
  const ids: Array<string> = []
  for (let i = 0; i < 20; i++) {
    const server = servers[i % servers.length] as Server
    const response = await fetch(`${server.url}/api/loan-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: enquiry()
    })
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`)
    ids.push((await response.json()).trackingId)
  }
  // Warm up (JIT, prepared statements), not counted.
  if (warmUpSeconds > 0)
    await Promise.all(
      servers.map((server) =>
        autocannon({
          url: server.url,
          connections: 10,
          duration: warmUpSeconds,
          requests: [{ method: "GET", path: `/api/loan-enquiries/track-application/${ids[0]}` }]
        })
      )
    )
  const before = loadAverage()
  console.log(
    `autocannon: ${connections} connections over ${servers.length} process(es), ${duration} s, half GET tracking lookups, half POST enquiries`
  )
  const cpuBefore = servers.map((server) => cpuMs(server.pid))
  const mainBefore = servers.map((server) => cpuMs(server.pid, server.pid))
  const results = await load(
    servers.map((server) => server.url),
    ids
  )
  const cpuAfter = servers.map((server) => cpuMs(server.pid))
  const mainAfter = servers.map((server) => cpuMs(server.pid, server.pid))
  const after = loadAverage()
  const sum = (f: (r: Result) => number) => results.reduce((total, r) => total + f(r), 0)
  const worst = (f: (r: Result) => number) => Math.max(...results.map(f))
  const logLines = servers
    .map(
      (s) =>
        readFileSync(s.logPath, "utf8")
          .split("\n")
          .filter((l) => l.includes('"request"')).length
    )
    .reduce((a, b) => a + b, 0)
  const requestsPerSecond = Math.round(sum((r) => r.requests.average))
  const cpuUsed = cpuBefore.every((c) => c !== undefined) && cpuAfter.every((c) => c !== undefined)
  const cpuMicroseconds = cpuUsed
    ? perRequest(
        cpuBefore.reduce((a, b) => (a ?? 0) + (b ?? 0), 0),
        cpuAfter.reduce((a, b) => (a ?? 0) + (b ?? 0), 0),
        sum((r) => r.requests.total)
      )
    : undefined
  const percent = (share: number) => `${(100 * share).toFixed(1)}%`
  const mainThread = perRequest(
    mainBefore.every((c) => c !== undefined) ? mainBefore.reduce((a, b) => (a ?? 0) + (b ?? 0), 0) : undefined,
    mainAfter.every((c) => c !== undefined) ? mainAfter.reduce((a, b) => (a ?? 0) + (b ?? 0), 0) : undefined,
    sum((r) => r.requests.total)
  )
  return {
    processes: servers.length,
    "requests/s (mean)": requestsPerSecond,
    "bare node:http requests/s": bare.requestsPerSecond,
    "share of bare node:http": percent(requestsPerSecond / Math.max(1, bare.requestsPerSecond)),
    "CPU µs per request": cpuMicroseconds === undefined ? "?" : cpuMicroseconds.toFixed(0),
    "of which the main thread (HTTP, Effect)": mainThread === undefined ? "?" : mainThread.toFixed(0),
    "bare node:http CPU µs per request": bare.cpuMicroseconds === undefined ? "?" : bare.cpuMicroseconds.toFixed(0),
    "share of bare node:http, by CPU per request":
      cpuMicroseconds === undefined || bare.cpuMicroseconds === undefined
        ? "?"
        : percent(bare.cpuMicroseconds / cpuMicroseconds),
    "latency p50 ms": worst((r) => r.latency.p50),
    "latency p99 ms": worst((r) => r.latency.p99),
    "latency max ms": worst((r) => r.latency.max),
    "total requests": sum((r) => r.requests.total),
    "2xx": sum((r) => r["2xx"]),
    "non-2xx": sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    "request log lines": logLines,
    "uptime before": before,
    "uptime after": after
  }
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      processes: { type: "string", default: "1" },
      "database-url": { type: "string" },
      smoke: { type: "boolean", default: false }
    },
    allowPositionals: false
  })
  const counts = String(values.processes)
    .split(",")
    .map((n) => Number(n.trim()))
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 8))
    throw new Error("--processes takes counts 1-8, e.g. 1,2")
  const databaseUrl = values["database-url"]
  if (databaseUrl === undefined && counts.some((n) => n > 1))
    throw new Error("several processes need --database-url (the embedded database is one process's)")

  const workDir = mkdtempSync(path.join(tmpdir(), "loans-bench-"))
  // A stand-in app build (the API is measured), inside the repository so the built server resolves its packages.
  const distRoot = path.join(root, ".tmp", `bench-api-${process.pid}`)
  const distDir = path.join(distRoot, "dist")
  mkdirSync(distDir, { recursive: true })
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>bench</title>")
  const rows: Array<Awaited<ReturnType<typeof measure>>> = []
  try {
    const bare = await measureBare()
    for (const count of counts) {
      const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`
      const env: Record<string, string> =
        databaseUrl === undefined
          ? { DATABASE_URL: "" }
          : {
              DATABASE_URL: databaseUrl,
              DATABASE_SCHEMA: schema,
              TOKEN_SECRET: randomBytes(32).toString("base64url"),
              PAN_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
              ADMIN_PASSWORD: randomBytes(16).toString("base64url")
            }
      const servers: Array<Server> = []
      try {
        // One after the other: the first creates the schema and migrates.
        for (let i = 0; i < count; i++) servers.push(await startServer(env, distDir, workDir, rows.length * 10 + i))
        const figures = await measure(servers, bare)
        rows.push(figures)
        console.table(figures)
        console.log(
          `API, ${count} process(es) on ${databaseUrl === undefined ? "the embedded database" : "PostgreSQL"}: ` +
            `${figures["requests/s (mean)"]} req/s (${figures["share of bare node:http"]} of bare node:http; ` +
            `${figures["CPU µs per request"]} µs of CPU per request, ` +
            `${figures["share of bare node:http, by CPU per request"]} of bare node:http by that measure), ` +
            `p99 ${figures["latency p99 ms"]} ms ` +
            `(${connections} connections, ${duration} s, ${figures["non-2xx"]} non-2xx, ${figures.errors} errors)`
        )
      } finally {
        await Promise.all(servers.map((s) => s.stop()))
        if (databaseUrl !== undefined) await dropSchema(databaseUrl, schema)
      }
    }
    if (rows.length > 1) console.table(rows.map(({ "uptime before": _b, "uptime after": _a, ...row }) => row))
    process.exitCode = rows.every((r) => r["non-2xx"] + r.errors + r.timeouts === 0) ? 0 : 1
  } finally {
    rmSync(workDir, { recursive: true, force: true })
    rmSync(distRoot, { recursive: true, force: true })
  }
}

const dropSchema = async (url: string, schema: string) => {
  const runtime = ManagedRuntime.make(PgClient.layer({ url: Redacted.make(url) }).pipe(Layer.orDie))
  try {
    await runtime.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`DROP SCHEMA IF EXISTS ${sql(schema)} CASCADE`
      })
    )
  } finally {
    await runtime.dispose()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
