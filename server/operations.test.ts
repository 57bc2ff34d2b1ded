/**
 * Operations as a scraper and a load balancer see them: the Prometheus text of server/ops/metrics.ts as a scraper reads it,
 * /healthz, /readyz and /metrics of server/ops/routes.ts (with a stand-in database where a real one cannot misbehave
 * on purpose), the METRICS_PORT listener, and the page-view repository. Every expected value is written out by hand.
 * The parts that need a database run on the embedded one, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { connect, createServer, type Socket } from "node:net"
import {
  Context,
  Data,
  Deferred,
  type Duration,
  Effect,
  Exit,
  Fiber,
  Layer,
  Logger,
  Redacted,
  Scope,
  Tracer
} from "effect"
import { HttpRouter } from "effect/http"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { Gauge } from "prom-client"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { PageViews } from "./analytics/repo.ts"
import { Settings } from "./config.ts"
import { type RunningServer, startServer } from "./main.ts"
import {
  httpDuration,
  metricsContentType,
  metricsText,
  otpSent,
  rateLimitRefusals,
  recordOtpBudget,
  recordRequest,
  registry,
  setDatabaseProbe
} from "./ops/metrics.ts"
import { RequestContext } from "./ops/request-context.ts"
import { MetricsServer, notReadyReason, OpsRoutes } from "./ops/routes.ts"
import { OpsSettings } from "./ops/settings.ts"
import { databaseTargets, freePort, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("opsmut", tempDir)

/** The highest migration id (server/db/migrations/0078_lender_logos.ts), written out. */
const latestMigration = 78

/** Prometheus' text content type, written out. */
const prometheusType = "text/plain; version=0.0.4; charset=utf-8"

const metricsToken = "scraping-metrics-token-0123456789-abcdefg"

/** The sample lines whose name starts with `name` (`name`, `name_bucket`...), comments left out. */
const samplesOf = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(name))

/** The value of the sample line written out exactly (name and labels as prom-client prints them), or undefined. */
const sampleValue = (text: string, series: string): number | undefined => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** A promise that fails after `ms` with `what`: every wait here has a bound. */
const within = <A>(ms: number, what: string, promise: Promise<A>): Promise<A> =>
  Promise.race([
    promise,
    new Promise<A>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref())
  ])

// -----------------------------------------------------------------------------------------------------------------
// A stand-in database: `sql` as a tagged template whose answer the test chooses by the query's text.

type Answer = (query: string, values: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<unknown>, unknown>

const fakeSql = (answer: Answer): SqlClient.SqlClient =>
  ((strings: TemplateStringsArray, ...values: Array<unknown>) =>
    answer(strings.join("?"), values)) as unknown as SqlClient.SqlClient

/** Answers `select 1` with `one`, and the migration count with `count` (or the rows given). */
const database =
  (one: ReadonlyArray<unknown>, count: ReadonlyArray<unknown>, seen: Array<unknown> = []): Answer =>
  (query, values) => {
    if (query.includes("SELECT 1 AS one")) return Effect.succeed(one)
    if (query.includes("FROM effect_sql_migrations WHERE migration_id = ?")) {
      seen.push(...values)
      return Effect.succeed(count)
    }
    return Effect.die(new Error(`unexpected query: ${query}`))
  }

const healthy = database([{ one: 1 }], [{ count: 1n }])

class ConnectionLost extends Data.TaggedError("ConnectionLost")<{ readonly message: string }> {}

const reasonWith = (answer: Answer) =>
  Effect.runPromise(notReadyReason.pipe(Effect.provideService(SqlClient.SqlClient, fakeSql(answer))))

describe("why the server is not ready (notReadyReason)", () => {
  it("is ready when select 1 answers 1 and the highest migration is recorded once", async () => {
    const seen: Array<unknown> = []
    expect(await reasonWith(database([{ one: 1 }], [{ count: 1n }], seen))).toBeUndefined()
    expect(seen).toEqual([latestMigration])
  })

  it("says select 1 failed when it answers no row or another number", async () => {
    expect(await reasonWith(database([], [{ count: 1n }]))).toBe("the database did not answer select 1")
    expect(await reasonWith(database([{ one: 2 }], [{ count: 1n }]))).toBe("the database did not answer select 1")
  })

  it("names the highest migration when it is missing (no row, or a count other than 1)", async () => {
    const missing = `migration ${latestMigration} is not applied`
    expect(missing).toBe("migration 78 is not applied")
    expect(await reasonWith(database([{ one: 1 }], [{ count: 0n }]))).toBe(missing)
    expect(await reasonWith(database([{ one: 1 }], [{ count: 2n }]))).toBe(missing)
    expect(await reasonWith(database([{ one: 1 }], []))).toBe(missing)
  })

  it("names a failure by its tag and message; 'error' when it has no tag, nothing when it has no message", async () => {
    const failing =
      (error: unknown): Answer =>
      () =>
        Effect.fail(error)
    expect(await reasonWith(failing(new ConnectionLost({ message: "connection refused" })))).toBe(
      "the database failed: ConnectionLost connection refused"
    )
    expect(await reasonWith(failing({ message: "socket closed" }))).toBe("the database failed: error socket closed")
    expect(await reasonWith(failing({ _tag: "Odd" }))).toBe("the database failed: Odd ")
    // A row of the wrong shape: the decoding fails, named by its tag.
    expect(await reasonWith(database([{ one: "x" }], [{ count: 1n }]))).toMatch(/^the database failed: SchemaError \S/u)
  })

  /** notReadyReason on a test clock: once `select 1` is asked, the clock moves on by `wait`. */
  const onTestClock = (selectOne: Effect.Effect<ReadonlyArray<unknown>>, wait: Duration.Input) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const asked = yield* Deferred.make<void>()
        const answer: Answer = (query, values) =>
          query.includes("SELECT 1 AS one")
            ? Effect.andThen(Deferred.succeed(asked, undefined), selectOne)
            : healthy(query, values)
        const fiber = yield* notReadyReason.pipe(
          Effect.provideService(SqlClient.SqlClient, fakeSql(answer)),
          Effect.forkChild
        )
        yield* Deferred.await(asked)
        yield* TestClock.adjust(wait)
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestClock.layer()))
    )

  it("waits 2 s for the database (on a test clock): an answer after 1.9 s counts, none by 2 s does not", async () => {
    const slow = Effect.delay(Effect.succeed([{ one: 1 }]), "1900 millis")
    expect(await within(5000, "slow database", onTestClock(slow, "1900 millis"))).toBeUndefined()
    expect(await within(5000, "silent database", onTestClock(Effect.never, "2 seconds"))).toBe(
      "the database did not answer in 2 s"
    )
  })
})

// -----------------------------------------------------------------------------------------------------------------
// The routes on the main port, in a web handler (no socket, no database).

const opsHandler = (options: {
  readonly token?: string
  readonly answer?: Answer
  readonly requestContext?: boolean
  readonly logs?: Array<Record<string, unknown>>
}) => {
  const capture = Logger.make((entry) => {
    options.logs?.push(JSON.parse(Logger.formatJson.log(entry)))
  })
  const settings = OpsSettings.layer({
    metricsToken: options.token === undefined ? undefined : Redacted.make(options.token)
  })
  const app = (
    options.requestContext === true
      ? Layer.mergeAll(OpsRoutes, RequestContext).pipe(Layer.provide(Settings.layer({ requestLog: false })))
      : OpsRoutes
  ).pipe(Layer.provide(settings), Layer.provideMerge(Logger.layer([capture])))
  const { handler, dispose } = HttpRouter.toWebHandler(app, { disableLogger: true })
  const context = Context.make(SqlClient.SqlClient, fakeSql(options.answer ?? healthy))
  return {
    get: (path: string, headers: Record<string, string> = {}) =>
      within(5000, path, handler(new Request(`http://ops.test${path}`, { headers }), context as never)),
    dispose
  }
}

/** Asks a new ops handler for `path` and disposes of it: the status, the Cache-Control and the JSON body. */
const ask = async (path: string, options: Parameters<typeof opsHandler>[0] = {}) => {
  const ops = opsHandler(options)
  try {
    const response = await ops.get(path)
    const answer = { status: response.status, cacheControl: response.headers.get("cache-control") }
    const body: unknown = await response.json()
    await new Promise((r) => setTimeout(r, 20)) // the request's log line is written after the answer
    return { ...answer, body }
  } finally {
    await ops.dispose()
  }
}

describe("/healthz and /readyz", () => {
  it("/healthz answers 200 {status: ok}, never cached", async () => {
    expect(await ask("/healthz")).toEqual({ status: 200, cacheControl: "no-store", body: { status: "ok" } })
  })

  it("/readyz answers 200 {status: ready} or 503 {status: not ready}, never cached, the reason in the log", async () => {
    expect(await ask("/readyz")).toEqual({ status: 200, cacheControl: "no-store", body: { status: "ready" } })
    const logs: Array<Record<string, unknown>> = []
    const notReady = { answer: database([{ one: 1 }], [{ count: 0n }]), requestContext: true, logs }
    expect(await ask("/readyz", notReady)).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "not ready" }
    })
    const failures = logs.filter((line) => line.message === "request failed")
    expect(failures).toHaveLength(1)
    expect(failures[0]?.annotations).toMatchObject({
      method: "GET",
      status: 503,
      cause: "not ready: migration 78 is not applied"
    })
    // Without the request context (no CurrentRequest) the 503 is answered all the same.
    expect(await ask("/readyz", { answer: database([{ one: 2 }], []) })).toMatchObject({
      status: 503,
      body: { status: "not ready" }
    })
  })
})

describe("/metrics on the main port", () => {
  const unauthorized = async (response: Response) => {
    expect(response.status).toBe(401)
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"')
    expect(await response.json()).toEqual({ success: false, message: "Unauthorized" })
  }

  it("answers 404 {success: false, message: Not Found} when no token is configured, whatever is sent", async () => {
    const ops = opsHandler({})
    try {
      for (const headers of [{}, { authorization: `Bearer ${metricsToken}` }] as Array<Record<string, string>>) {
        const response = await ops.get("/metrics", headers)
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ success: false, message: "Not Found" })
      }
    } finally {
      await ops.dispose()
    }
  })

  it("answers 401 with a Bearer challenge to anything but `Bearer <token>`", async () => {
    const ops = opsHandler({ token: metricsToken })
    try {
      await unauthorized(await ops.get("/metrics"))
      for (const authorization of [
        "Basic x",
        `Basic ${metricsToken}`,
        `Token: ${metricsToken}`, // seven characters before the token, as "Bearer " has
        `bearer ${metricsToken}`,
        `${metricsToken} Bearer `,
        `Bearer ${"x".repeat(metricsToken.length)}`, // same length, other bytes
        `Bearer ${metricsToken.slice(0, -1)}X`,
        `Bearer ${metricsToken}x`, // longer
        `Bearer ${metricsToken.slice(0, 10)}`, // a prefix
        "Bearer ",
        "Bearer"
      ]) {
        await unauthorized(await ops.get("/metrics", { authorization }))
      }
    } finally {
      await ops.dispose()
    }
  })

  it("answers 200 with the Prometheus text to `Bearer <token>`, trailing spaces trimmed, never cached", async () => {
    const ops = opsHandler({ token: metricsToken })
    try {
      for (const authorization of [`Bearer ${metricsToken}`, `Bearer ${metricsToken}  `, `Bearer   ${metricsToken}`]) {
        const response = await ops.get("/metrics", { authorization })
        expect(response.status).toBe(200)
        expect(response.headers.get("content-type")).toBe(prometheusType)
        expect(response.headers.get("cache-control")).toBe("no-store")
        expect(await response.text()).toContain("# TYPE http_requests_total counter\n")
      }
    } finally {
      await ops.dispose()
    }
  })
})

// -----------------------------------------------------------------------------------------------------------------
// The Prometheus text.

describe("the Prometheus text (metrics)", () => {
  it("has the content type of Prometheus' text format", () => {
    expect(metricsContentType).toBe(prometheusType)
  })

  it("exports the site's OTP budget left, and the full budget once its window has ended", async () => {
    recordOtpBudget(42, 1000, Date.now() + 60_000)
    let text = await metricsText()
    expect(text).toContain(
      "# HELP otp_budget_remaining OTP codes the site's hourly SMS budget (LIMIT_OTP_TOTAL) still allows in its current window, as of this process's last send.\n# TYPE otp_budget_remaining gauge\notp_budget_remaining 42\n"
    )
    expect(text).toContain(
      "# HELP otp_budget_limit OTP codes the site's SMS budget (LIMIT_OTP_TOTAL) allows per window.\n# TYPE otp_budget_limit gauge\notp_budget_limit 1000\n"
    )
    recordOtpBudget(0, 1000, Date.now() - 1)
    text = await metricsText()
    expect(text).toContain("\notp_budget_remaining 1000\n")
    // Recorded in a window that ends later, then read after it ended: the scrape says the full budget.
    recordOtpBudget(7, 500, Date.now() + 30)
    expect(await metricsText()).toContain("\notp_budget_remaining 7\n")
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(await metricsText()).toContain("\notp_budget_remaining 500\n")
  })

  it("describes every metric of its own, with its help and type", async () => {
    const text = await metricsText()
    for (const lines of [
      [
        "# HELP http_requests_total HTTP answers by method, route pattern and status.",
        "# TYPE http_requests_total counter"
      ],
      [
        "# HELP http_request_duration_seconds Time from receiving a request to handing over its answer, by method and route pattern.",
        "# TYPE http_request_duration_seconds histogram"
      ],
      ["# HELP otp_sent_total OTP messages handed to the SMS port.", "# TYPE otp_sent_total counter"],
      [
        "# HELP rate_limit_refusals_total Requests refused by a rate limit (429), by limit.",
        "# TYPE rate_limit_refusals_total counter"
      ],
      [
        "# HELP db_pool_max_connections The most connections this server's pool opens to the database.",
        "# TYPE db_pool_max_connections gauge"
      ],
      [
        "# HELP db_connections Connections of the loans servers to the database, by state (pg_stat_activity; all processes on one database).",
        "# TYPE db_connections gauge"
      ]
    ]) {
      expect(text).toContain(`${lines.join("\n")}\n`)
    }
    // prom-client's defaults, in this registry.
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter\n")
    expect(text).toContain("# TYPE process_resident_memory_bytes gauge\n")
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge\n")
    expect(text).toContain("# TYPE nodejs_heap_size_total_bytes gauge\n")
  })

  it("counts an answer by method, route and status (a string), and its time in 13 buckets", async () => {
    recordRequest("PATCH", "/example/:id", 418, 0.003)
    recordRequest("PATCH", "/example/:id", 418, 0.003)
    const text = await metricsText()
    expect(samplesOf(text, "http_requests_total").filter((l) => l.includes("/example/"))).toEqual([
      'http_requests_total{method="PATCH",route="/example/:id",status="418"} 2'
    ])
    expect(samplesOf(text, "http_request_duration_seconds").filter((l) => l.includes("/example/"))).toEqual([
      'http_request_duration_seconds_bucket{le="0.001",method="PATCH",route="/example/:id"} 0',
      'http_request_duration_seconds_bucket{le="0.0025",method="PATCH",route="/example/:id"} 0',
      'http_request_duration_seconds_bucket{le="0.005",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.01",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.025",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.05",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.1",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.25",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="0.5",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="1",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="2.5",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="5",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="10",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_bucket{le="+Inf",method="PATCH",route="/example/:id"} 2',
      'http_request_duration_seconds_sum{method="PATCH",route="/example/:id"} 0.006',
      'http_request_duration_seconds_count{method="PATCH",route="/example/:id"} 2'
    ])
    // The histogram's own label set: no status.
    expect(() => httpDuration.observe({ method: "GET", route: "/x", status: "200" } as never, 1)).toThrow()
  })

  it("counts OTPs sent and refusals by limit", async () => {
    const before = await metricsText()
    otpSent.inc()
    rateLimitRefusals.inc({ limit: "example-limit" })
    rateLimitRefusals.inc({ limit: "example-limit" })
    const after = await metricsText()
    expect((sampleValue(after, "otp_sent_total") ?? 0) - (sampleValue(before, "otp_sent_total") ?? 0)).toBe(1)
    expect(sampleValue(after, 'rate_limit_refusals_total{limit="example-limit"}')).toBe(2)
  })

  it("shows the connections the database probe counts, by state; nothing when it throws or is uninstalled", async () => {
    const connections = async () => samplesOf(await metricsText(), "db_connections")
    const uninstallA = setDatabaseProbe(async () => [
      { state: "idle", count: 2 },
      { state: "active", count: 1 }
    ])
    expect(await connections()).toEqual(['db_connections{state="idle"} 2', 'db_connections{state="active"} 1'])
    // Each scrape starts afresh: a state no longer counted is gone.
    const uninstallB = setDatabaseProbe(async () => [{ state: "idle", count: 5 }])
    expect(await connections()).toEqual(['db_connections{state="idle"} 5'])
    // A's uninstaller leaves B, the probe in place, alone.
    uninstallA()
    expect(await connections()).toEqual(['db_connections{state="idle"} 5'])
    uninstallB()
    expect(await connections()).toEqual([])
    const uninstallC = setDatabaseProbe(async () => {
      throw new Error("the database does not answer")
    })
    expect(await connections()).toEqual([])
    expect(await metricsText()).toContain("# TYPE http_requests_total counter\n")
    uninstallC()
  })
})

// -----------------------------------------------------------------------------------------------------------------
// The listener on METRICS_PORT.

/** Builds MetricsServer with these settings; answers what it logged and how to close it. */
const startMetricsServer = async (settings: Parameters<typeof OpsSettings.layer>[0]) => {
  const logs: Array<Record<string, unknown>> = []
  const capture = Logger.make((entry) => {
    logs.push(JSON.parse(Logger.formatJson.log(entry)))
  })
  const scope = await Effect.runPromise(Scope.make())
  const built = await within(
    5000,
    "MetricsServer",
    Effect.runPromiseExit(
      Layer.buildWithScope(MetricsServer.pipe(Layer.provide(OpsSettings.layer(settings))), scope).pipe(
        Effect.provide(Logger.layer([capture]))
      )
    )
  )
  return {
    built,
    logs: logs.map(({ message, annotations }) => ({ message, annotations })),
    close: () => within(5000, "closing MetricsServer", Effect.runPromise(Scope.close(scope, Exit.void)))
  }
}

/** One raw HTTP/1.0 exchange (no client pool, no chunks): status line, headers and body. */
const raw = (port: number, host: string, method: string, target: string) =>
  within(
    5000,
    `${method} ${target}`,
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = connect(port, host)
      let data = ""
      socket.setEncoding("utf8")
      socket.on("data", (chunk) => {
        data += chunk
      })
      socket.on("error", reject)
      socket.on("end", () => {
        const [head = "", ...rest] = data.split("\r\n\r\n")
        const [statusLine = "", ...headerLines] = head.split("\r\n")
        const headers = Object.fromEntries(
          headerLines.map((line) => {
            const at = line.indexOf(":")
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()]
          })
        )
        resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") })
      })
      socket.write(`${method} ${target} HTTP/1.0\r\nHost: metrics\r\n\r\n`)
    })
  )

const refused = (port: number, host: string) =>
  within(
    5000,
    "connecting",
    new Promise<boolean>((resolve) => {
      const socket = connect(port, host)
      socket.on("connect", () => {
        socket.destroy()
        resolve(false)
      })
      socket.on("error", () => resolve(true))
    })
  )

describe("MetricsServer on METRICS_PORT", () => {
  it("answers GET /metrics (with or without a query) with the text; anything else 404 Not Found", async () => {
    const port = await freePort()
    const server = await startMetricsServer({ metricsPort: port, metricsHost: "127.0.0.1" })
    try {
      expect(Exit.isSuccess(server.built)).toBe(true)
      expect(server.logs).toEqual([
        { message: "metrics listening", annotations: { address: `http://127.0.0.1:${port}/metrics` } }
      ])
      for (const target of ["/metrics", "/metrics?x=1"]) {
        const answer = await raw(port, "127.0.0.1", "GET", target)
        expect(answer.status).toBe(200)
        expect(answer.headers["content-type"]).toBe(prometheusType)
        expect(answer.headers["cache-control"]).toBe("no-store")
        expect(answer.body).toContain("# TYPE http_requests_total counter\n")
      }
      for (const [method, target] of [
        ["POST", "/metrics"],
        ["HEAD", "/metrics?x=1"],
        ["GET", "/metricsx"],
        ["GET", "/x/metrics"],
        ["GET", "/other"],
        ["GET", "/"]
      ] as const) {
        const answer = await raw(port, "127.0.0.1", method, target)
        expect(answer.status, `${method} ${target}`).toBe(404)
        expect(answer.headers["content-type"]).toBe("text/plain")
        if (method !== "HEAD") expect(answer.body).toBe("Not Found")
      }
    } finally {
      await server.close()
    }
    expect(await refused(port, "127.0.0.1")).toBe(true)
  })

  it("answers 500 when the registry cannot be read", async () => {
    const port = await freePort()
    const server = await startMetricsServer({ metricsPort: port })
    new Gauge({
      name: "example_broken_gauge",
      help: "A gauge whose collection fails.",
      registers: [registry],
      collect() {
        throw new Error("cannot collect")
      }
    })
    try {
      expect((await raw(port, "127.0.0.1", "GET", "/metrics")).status).toBe(500)
    } finally {
      registry.removeSingleMetric("example_broken_gauge")
      await server.close()
    }
  })

  it("listens on METRICS_HOST only", async () => {
    const port = await freePort()
    const server = await startMetricsServer({ metricsPort: port, metricsHost: "127.0.0.2" })
    try {
      expect((await raw(port, "127.0.0.2", "GET", "/metrics")).status).toBe(200)
      expect(await refused(port, "127.0.0.1")).toBe(true)
      expect(server.logs).toEqual([
        { message: "metrics listening", annotations: { address: `http://127.0.0.2:${port}/metrics` } }
      ])
    } finally {
      await server.close()
    }
  })

  it("closes at once, even with a request half sent", async () => {
    const port = await freePort()
    const server = await startMetricsServer({ metricsPort: port })
    const socket: Socket = connect(port, "127.0.0.1")
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()))
    socket.on("error", () => {})
    await within(5000, "connecting", new Promise((resolve) => socket.once("connect", resolve)))
    socket.write("GET /metrics HTTP/1.1\r\nHost: metrics\r\n")
    await new Promise((r) => setTimeout(r, 50))
    await server.close()
    await within(5000, "the half-sent request's socket", closed)
    expect(await refused(port, "127.0.0.1")).toBe(true)
  })

  it("fails to start on a port in use", async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve))
    const address = blocker.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    try {
      const server = await startMetricsServer({ metricsPort: port })
      expect(Exit.isFailure(server.built)).toBe(true)
      expect(String(server.built)).toContain("EADDRINUSE")
      expect(server.logs).toEqual([])
      await server.close()
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it("starts nothing without METRICS_PORT", async () => {
    const server = await startMetricsServer({ metricsHost: "127.0.0.1" })
    expect(Exit.isSuccess(server.built)).toBe(true)
    expect(server.logs).toEqual([])
    await server.close()
  })
})

// -----------------------------------------------------------------------------------------------------------------
// On a real database: readiness from the migrations table, and the page-view repository.

describe.each(targets)("operations on $name", (target) => {
  let server: RunningServer
  const sql = (text: string) =>
    server.run(
      Effect.gen(function* () {
        const client = yield* SqlClient.SqlClient
        return yield* client.unsafe<Record<string, unknown>>(text)
      })
    )
  const views = <A>(use: (views: PageViews["Service"]) => Effect.Effect<A>) =>
    server.run(
      Effect.gen(function* () {
        return yield* use(yield* PageViews)
      }).pipe(Effect.provide(PageViews.layer))
    )

  beforeAll(async () => {
    server = await startServer({ ...target.settings(), port: 0, host: "127.0.0.1", requestLog: false })
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
  })

  it("is ready once migrated; only the highest migration's row counts", async () => {
    expect(await server.run(notReadyReason)).toBeUndefined()
    const [first] = await sql("SELECT migration_id, name FROM effect_sql_migrations WHERE migration_id = 1")
    await sql("DELETE FROM effect_sql_migrations WHERE migration_id = 1")
    try {
      expect(await server.run(notReadyReason)).toBeUndefined()
    } finally {
      await sql(`INSERT INTO effect_sql_migrations (migration_id, name) VALUES (1, '${String(first?.name)}')`)
    }
    const [latest] = await sql("SELECT name FROM effect_sql_migrations WHERE migration_id = 78")
    await sql("DELETE FROM effect_sql_migrations WHERE migration_id = 78")
    const logged: Array<string> = []
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
      logged.push(String(line))
    })
    try {
      expect(await server.run(notReadyReason)).toBe("migration 78 is not applied")
      const response = await fetch(`${server.url}/readyz`)
      expect(response.status).toBe(503)
      await response.arrayBuffer()
      await new Promise((r) => setTimeout(r, 50))
    } finally {
      spy.mockRestore()
      await sql(`INSERT INTO effect_sql_migrations (migration_id, name) VALUES (78, '${String(latest?.name)}')`)
    }
    const failures = logged.flatMap((line) => {
      try {
        const entry = JSON.parse(line)
        return entry.message === "request failed" ? [entry.annotations] : []
      } catch {
        return []
      }
    })
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({
      route: "/readyz",
      status: 503,
      cause: "not ready: migration 78 is not applied"
    })
    expect(await server.run(notReadyReason)).toBeUndefined()
  })

  it("stores a page view's route and path, and counts views by route: most first, then by route", async () => {
    await sql("DELETE FROM page_views")
    expect(await views((v) => v.countsByRoute)).toEqual([])
    for (const [route, path] of [
      ["c", "/c"],
      ["b", "/b/1"],
      ["a", "/a"],
      ["b", "/b/2"],
      ["b", "/b/3"]
    ] as const) {
      await views((v) => v.record({ route, path }))
    }
    expect(await sql("SELECT route, path FROM page_views ORDER BY id")).toEqual([
      { route: "c", path: "/c" },
      { route: "b", path: "/b/1" },
      { route: "a", path: "/a" },
      { route: "b", path: "/b/2" },
      { route: "b", path: "/b/3" }
    ])
    expect(await views((v) => v.countsByRoute)).toEqual([
      { route: "b", views: 3 },
      { route: "a", views: 1 },
      { route: "c", views: 1 }
    ])
    // Many ties, stored out of order: the route decides among them, whatever order the grouping leaves.
    for (const route of ["m", "h", "q", "d", "k", "f", "p", "e", "n", "g"]) {
      await views((v) => v.record({ route, path: `/${route}` }))
    }
    expect((await views((v) => v.countsByRoute)).map(({ route, views }) => `${route}${views}`).join(" ")).toBe(
      "b3 a1 c1 d1 e1 f1 g1 h1 k1 m1 n1 p1 q1"
    )
  })

  it("records a page view in a span named PageViews.record", async () => {
    const names: Array<string> = []
    await views((v) =>
      Effect.gen(function* () {
        const base = yield* Effect.tracer
        const recording = Tracer.make({
          span(options) {
            names.push(options.name)
            return base.span(options)
          }
        })
        yield* v.record({ route: "traced", path: "/traced" }).pipe(Effect.withTracer(recording))
      })
    )
    expect(names).toContain("PageViews.record")
  })
})
