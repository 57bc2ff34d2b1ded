/**
 * `npm run bench:api`: the API under load on the embedded database.
 *
 * Starts the real server (server/main.ts, as `npm start` runs it, logs on) in a child process on a fresh temp
 * DATA_DIR, seeds a few enquiries, then runs autocannon with 50 connections for 15 s: every connection alternates a
 * tracking lookup (GET) and a new valid enquiry (POST, a different mobile and name each time). Prints requests per
 * second and p99 latency, stops the server with SIGTERM and exits. Loopback only; bounded in time.
 *
 *   BENCH_DURATION (seconds, default 15), BENCH_CONNECTIONS (default 50),
 *   BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile there, for chrome://inspect or speedscope)
 */
import { spawn } from "node:child_process"
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

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
const duration = Number(process.env.BENCH_DURATION ?? 15)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

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
    location: places[(n >> 2) % places.length]
  })
}

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "loans-bench-"))
  const logPath = path.join(dataDir, "server.log")
  const logFd = openSync(logPath, "w")
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(process.env.BENCH_CPU_PROF)]
    : []
  const server = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "db"),
      DATABASE_URL: "",
      // The benchmark's enquiries all come from 127.0.0.1: the per-address limit is raised, on purpose.
      LIMIT_ENQUIRIES: "1000000000/1h"
    },
    stdio: ["ignore", logFd, "inherit"]
  })
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)))

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM")
      const timer = setTimeout(() => server.kill("SIGKILL"), 20_000)
      const code = await exited
      clearTimeout(timer)
      console.log(`server stopped (exit code ${code})`)
    }
    closeSync(logFd)
  }

  try {
    // Ready when the API answers (bounded: 60 s).
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
      if (Date.now() - started > 60_000) throw new Error("the server did not start within 60 s")
      const ok = await fetch(`${url}/api/carousel`).then(
        (r) => r.ok,
        () => false
      )
      if (ok) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    console.log(`server ready in ${Date.now() - started} ms on ${url} (DATA_DIR ${path.join(dataDir, "db")})`)

    const ids: Array<string> = []
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${url}/api/loan-enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: enquiry()
      })
      if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`)
      ids.push((await response.json()).trackingId)
    }
    // Warm up (JIT, prepared statements) for 2 s, not counted.
    await autocannon({
      url,
      connections: 10,
      duration: 2,
      requests: [{ method: "GET", path: `/api/loan-enquiries/track-application/${ids[0]}` }]
    })

    console.log(`autocannon: ${connections} connections, ${duration} s, half GET tracking lookups, half POST enquiries`)
    let lookup = 0
    const result = await autocannon({
      url,
      connections,
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

    const logLines = readFileSync(logPath, "utf8")
      .split("\n")
      .filter((l) => l.includes('"request"')).length
    const figures = {
      "requests/s (mean)": Math.round(result.requests.average),
      "latency p50 ms": result.latency.p50,
      "latency p99 ms": result.latency.p99,
      "latency max ms": result.latency.max,
      "total requests": result.requests.total,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      "request log lines": logLines
    }
    console.table(figures)
    console.log(
      `API: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms ` +
        `(${connections} connections, ${duration} s, ${result.non2xx} non-2xx, ${result.errors} errors)`
    )
    process.exitCode = result.non2xx + result.errors + result.timeouts === 0 ? 0 : 1
  } finally {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
