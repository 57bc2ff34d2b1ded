/**
 * Operations endpoints on the main port:
 *
 *   GET /healthz  200 while the process serves requests (liveness)
 *   GET /readyz   200 when the database answers `select 1` and every migration is applied, else 503 (readiness; a
 *                 load balancer sends traffic only to ready servers)
 *   GET /metrics  Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN` (401 otherwise; 404 when no token
 *                 is configured)
 *
 * and MetricsServer: /metrics on METRICS_PORT, its own listener (default host 127.0.0.1), when that is set.
 */
import { timingSafeEqual } from "node:crypto"
import { createServer } from "node:http"
import { Effect, Layer, Redacted, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient, SqlSchema } from "effect/sql"
import { migrations } from "../db/migrations/index.ts"
import { Int8 } from "../db/schemas.ts"
import { metricsContentType, metricsText } from "./metrics.ts"
import { CurrentRequest } from "./request-context.ts"
import { OpsSettings } from "./settings.ts"

const noStore = { "cache-control": "no-store" }

/** Why the server is not ready, or undefined when it is. */
export const notReadyReason = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const answer = yield* SqlSchema.findAll({
    Request: Schema.Void,
    Result: Schema.Struct({ one: Schema.Int }),
    execute: () => sql`SELECT 1 AS one`
  })()
  if (answer[0]?.one !== 1) return "the database did not answer select 1"
  const known = yield* migrations
  const latest = Math.max(0, ...known.map(([id]) => id))
  const rows = yield* SqlSchema.findAll({
    Request: Schema.Number,
    Result: Schema.Struct({ count: Int8 }),
    execute: (id) => sql`
    SELECT count(*) AS count FROM effect_sql_migrations WHERE migration_id = ${id}`
  })(latest)
  return rows[0]?.count === 1 ? undefined : `migration ${latest} is not applied`
}).pipe(
  Effect.timeoutOrElse({ duration: "2 seconds", orElse: () => Effect.succeed("the database did not answer in 2 s") }),
  Effect.catch((error) =>
    Effect.succeed(
      `the database failed: ${(error as { _tag?: string })._tag ?? "error"} ${String(error.message ?? "")}`
    )
  )
)

const bearer = (header: string | undefined): string | undefined =>
  header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : undefined

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const metricsAnswer = Effect.promise(metricsText).pipe(
  Effect.map((text) =>
    HttpServerResponse.text(text, { contentType: metricsContentType, headers: noStore, status: 200 })
  )
)

export const OpsRoutes = HttpRouter.use(
  Effect.fn(function* (router) {
    const { metricsToken } = yield* OpsSettings
    yield* router.add(
      "GET",
      "/healthz",
      Effect.succeed(HttpServerResponse.jsonUnsafe({ status: "ok" }, { headers: noStore }))
    )
    yield* router.add(
      "GET",
      "/readyz",
      Effect.gen(function* () {
        const reason = yield* notReadyReason
        if (reason === undefined) return HttpServerResponse.jsonUnsafe({ status: "ready" }, { headers: noStore })
        const current = yield* CurrentRequest
        if (current !== undefined) current.note = `not ready: ${reason}`
        return HttpServerResponse.jsonUnsafe({ status: "not ready" }, { status: 503, headers: noStore })
      })
    )
    yield* router.add(
      "GET",
      "/metrics",
      Effect.gen(function* () {
        if (metricsToken === undefined)
          return HttpServerResponse.jsonUnsafe({ success: false, message: "Not Found" }, { status: 404 })
        const request = yield* HttpServerRequest.HttpServerRequest
        const given = bearer(request.headers.authorization)
        if (given === undefined || !sameSecret(given, Redacted.value(metricsToken)))
          return HttpServerResponse.jsonUnsafe(
            { success: false, message: "Unauthorized" },
            { status: 401, headers: { "www-authenticate": 'Bearer realm="metrics"' } }
          )
        return yield* metricsAnswer
      })
    )
  })
)

/** /metrics on METRICS_PORT (METRICS_HOST, default 127.0.0.1), for a Prometheus on the same host or network. */
export const MetricsServer = Layer.effectDiscard(
  Effect.gen(function* () {
    const { metricsPort, metricsHost } = yield* OpsSettings
    if (metricsPort === undefined) return
    const server = createServer((request, response) => {
      if (request.method === "GET" && (request.url === "/metrics" || request.url?.startsWith("/metrics?"))) {
        metricsText().then(
          (text) => response.writeHead(200, { "content-type": metricsContentType, ...noStore }).end(text),
          () => response.writeHead(500).end()
        )
      } else response.writeHead(404, { "content-type": "text/plain" }).end("Not Found")
    })
    yield* Effect.acquireRelease(
      Effect.callback<void, Error>((resume) => {
        server.once("error", (error) => resume(Effect.fail(error)))
        server.listen(metricsPort, metricsHost, () => resume(Effect.void))
      }),
      () =>
        Effect.callback<void>((resume) => {
          server.close(() => resume(Effect.void))
          server.closeAllConnections()
        })
    )
    yield* Effect.logInfo("metrics listening").pipe(
      Effect.annotateLogs({ address: `http://${metricsHost}:${metricsPort}/metrics` })
    )
  })
)
