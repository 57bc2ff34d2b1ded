/**
 * Prometheus metrics (prom-client), in a registry of their own:
 *
 *   http_requests_total{method,route,status}        answers, by route pattern (never the path: no ids, no mobiles)
 *   http_request_duration_seconds{method,route}     latency histogram
 *   otp_sent_total                                  OTP messages handed to the SMS port   -> otpSent.inc()
 *   rate_limit_refusals_total{limit}                429s, by limit's name                 -> rateLimitRefusals.inc({ limit })
 *   otp_budget_remaining, otp_budget_limit          the site's OTP budget (LIMIT_OTP_TOTAL): codes left in this
 *                                                   window as of this process's last send, and the window's max
 *                                                   -> recordOtpBudget(remaining, max, windowEnd)
 *   db_pool_max_connections, db_connections{state}  the pool's size, and the server's connections to the database
 *                                                   by state (pg_stat_activity, application_name 'loans-server')
 *   process_* and nodejs_*                          prom-client's defaults (CPU, memory, event loop lag, GC)
 *
 * Served at /metrics on METRICS_PORT, or on the main port behind `Authorization: Bearer $METRICS_TOKEN`
 * (server/ops/routes.ts); off when neither is set.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client"

export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP answers by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry]
})

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from receiving a request to handing over its answer, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry]
})

/** Call once per OTP message sent. */
export const otpSent = new Counter({
  name: "otp_sent_total",
  help: "OTP messages handed to the SMS port.",
  registers: [registry]
})

/** Call once per refusal (429), with the limit's name: `rateLimitRefusals.inc({ limit: "otp-send-mobile" })`. */
export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit (429), by limit.",
  labelNames: ["limit"] as const,
  registers: [registry]
})

let otpBudget: { remaining: number; max: number; windowEnd: number } | undefined

/**
 * The site's OTP budget left in the current window (LIMIT_OTP_TOTAL), as counted at this process's last send. The
 * count is the database's, shared by every server process, so the smallest value across processes is the freshest;
 * once the window has ended without a send here the gauge reads the full budget again. Alert when it runs low
 * (docs/operations.md).
 */
export const otpBudgetRemaining = new Gauge({
  name: "otp_budget_remaining",
  help: "OTP codes the site's hourly SMS budget (LIMIT_OTP_TOTAL) still allows in its current window, as of this process's last send.",
  registers: [registry],
  collect() {
    if (otpBudget === undefined) return
    this.set(Date.now() >= otpBudget.windowEnd ? otpBudget.max : otpBudget.remaining)
  }
})

/** The site's OTP budget per window (LIMIT_OTP_TOTAL's count), for an alert on a share of it. */
export const otpBudgetLimit = new Gauge({
  name: "otp_budget_limit",
  help: "OTP codes the site's SMS budget (LIMIT_OTP_TOTAL) allows per window.",
  registers: [registry]
})

/** Called by the OTP service at start (nothing spent yet) and each time the site's budget counts a send. */
export const recordOtpBudget = (remaining: number, max: number, windowEnd: number): void => {
  otpBudget = { remaining, max, windowEnd }
  otpBudgetLimit.set(max)
  otpBudgetRemaining.set(Date.now() >= windowEnd ? max : remaining)
}

export const dbPoolMax = new Gauge({
  name: "db_pool_max_connections",
  help: "The most connections this server's pool opens to the database.",
  registers: [registry]
})

type DatabaseProbe = () => Promise<ReadonlyArray<{ readonly state: string; readonly count: number }>>
let databaseProbe: DatabaseProbe | undefined

/** The database layer (server/db/database.ts) installs how to count connections; returns the uninstaller. */
export const setDatabaseProbe = (probe: DatabaseProbe): (() => void) => {
  databaseProbe = probe
  return () => {
    if (databaseProbe === probe) databaseProbe = undefined
  }
}

export const dbConnections = new Gauge({
  name: "db_connections",
  help: "Connections of the loans servers to the database, by state (pg_stat_activity; all processes on one database).",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    this.reset()
    if (databaseProbe === undefined) return
    try {
      for (const { state, count } of await databaseProbe()) this.set({ state }, count)
    } catch {
      // the database does not answer: /readyz says so; the gauge stays empty
    }
  }
})

/**
 * The counters and histograms of each method, route and status met so far (prom-client's children): labelling a metric
 * hashes its labels on every call, a child is labelled once. Methods, route patterns and statuses are few (a route is
 * its pattern, never the path), so these stay small.
 */
const requestCounters = new Map<string, ReturnType<typeof httpRequests.labels>>()
const requestDurations = new Map<string, ReturnType<typeof httpDuration.labels>>()

/** Records one answer. `route` is the route pattern, or "unmatched". */
export const recordRequest = (method: string, route: string, status: number, seconds: number): void => {
  const routeKey = `${method} ${route}`
  const countKey = `${routeKey} ${status}`
  let counter = requestCounters.get(countKey)
  if (counter === undefined) {
    counter = httpRequests.labels({ method, route, status: String(status) })
    requestCounters.set(countKey, counter)
  }
  counter.inc()
  let duration = requestDurations.get(routeKey)
  if (duration === undefined) {
    duration = httpDuration.labels({ method, route })
    requestDurations.set(routeKey, duration)
  }
  duration.observe(seconds)
}

/** The text exposition. */
export const metricsText = (): Promise<string> => registry.metrics()
export const metricsContentType = registry.contentType
