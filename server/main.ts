/**
 * The Node server: the API of domain/api.ts under /api and the built app from dist/, on one port.
 *
 *   PORT (3000), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (optional), DATABASE_SCHEMA (optional),
 *   DIST_DIR (./dist), REQUEST_LOG (true), METRICS_PORT / METRICS_HOST / METRICS_TOKEN (server/ops/settings.ts)
 *
 * `npm start` runs server/start.ts (plain node), which builds the app and this server (esbuild, server/build.ts) when
 * needed and then calls `runMain` of the built bundle. Tests call `startServer(settings)` and get the URL, a way to run
 * effects against the same database, and close().
 *
 * Layers: Settings -> Database (PGlite worker or DATABASE_URL, migrated) -> repositories -> HTTP server. The database
 * and repositories are provided outside the HTTP server layer, so the port opens only when the routes can answer.
 * SIGTERM/SIGINT: the server stops accepting, closes idle connections, finishes requests in flight (server/ops/drain.ts),
 * then the database closes. Every answer gets an X-Request-Id and one log line; every 5xx is logged with its cause
 * (server/ops/request-context.ts). /healthz, /readyz and /metrics: server/ops/routes.ts.
 */

import { pathToFileURL } from "node:url"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Cause, Clock, Effect, Exit, Layer, Logger, ManagedRuntime, Runtime } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import type { SqlClient } from "effect/sql"
import { AdminAuth } from "./admin/auth.ts"
import { AdminRepositories, AdminRoutes } from "./admin/routes.ts"
import { AnalyticsHttp } from "./analytics/http.ts"
import { HomeWithSlides } from "./carousel/home-page.ts"
import { CarouselHttp } from "./carousel/http.ts"
import { type ServerSettings, Settings } from "./config.ts"
import { ConsentsHttp } from "./consents/http.ts"
import { ContactHttp } from "./contact/http.ts"
import { CreditHttp } from "./credit/http.ts"
import { CreditEnquiries } from "./credit/repo.ts"
import { DatabaseLive } from "./db/database.ts"
import { EnquiriesHttp } from "./enquiries/http.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { GrievancesHttp } from "./grievances/http.ts"
import { ServerApi } from "./http/api.ts"
import { RouteMiddleware, SecurityHeaders } from "./http/middleware.ts"
import { StaticRoutes } from "./http/static/routes.ts"
import { StaticSite } from "./http/static/site.ts"
import { RequestValidationLive } from "./http/validation.ts"
import { MessageGateway } from "./messages/gateway.ts"
import { MessageWorker, StatusMessages } from "./messages/worker.ts"
import { MyDataHttp } from "./my-data/http.ts"
import { OffersHttp } from "./offers/http.ts"
import { drainingServer } from "./ops/drain.ts"
import { consoleJsonFast, stdoutJsonBatched } from "./ops/json-logger.ts"
import { RequestContext } from "./ops/request-context.ts"
import { MetricsServer, OpsRoutes } from "./ops/routes.ts"
import { OpsSettings, type OpsSettingsShape } from "./ops/settings.ts"
import { OtpHttp } from "./otp/http.ts"
import { Otp } from "./otp/otp.ts"
import type { Outbox } from "./otp/sms.ts"
import { Retention, RetentionJob } from "./retention/retention.ts"
import { RewardsHttp } from "./rewards/http.ts"
import { Rewards } from "./rewards/repo.ts"
import { TestimonialsHttp } from "./testimonials/http.ts"
import { PictureCheck } from "./testimonials/image.ts"
import { Testimonials } from "./testimonials/repo.ts"
import type { Tokens } from "./tokens/tokens.ts"

/** The contract's routes (and its OpenAPI document at /api/openapi.json). */
export const ApiRoutes = HttpApiBuilder.layer(ServerApi, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide([
    EnquiriesHttp,
    CarouselHttp,
    ContactHttp,
    TestimonialsHttp,
    OtpHttp,
    CreditHttp,
    RewardsHttp,
    AnalyticsHttp,
    MyDataHttp,
    GrievancesHttp,
    OffersHttp,
    ConsentsHttp
  ]),
  Layer.provide(RequestValidationLive)
)

const apiNotFound = Effect.succeed(
  HttpServerResponse.jsonUnsafe({ success: false, message: "Not Found" }, { status: 404 })
)

/** Any other /api path: JSON 404, never the app's HTML. */
export const ApiNotFound = HttpRouter.use(
  Effect.fn(function* (router) {
    yield* router.add("*", "/api/*", apiNotFound)
  })
)

/** The built app's files and pages; the home pages carry the carousel's current slides. */
const SiteRoutes = StaticRoutes.pipe(Layer.provide(HomeWithSlides))

export const Routes = Layer.mergeAll(ApiRoutes, AdminRoutes, ApiNotFound, OpsRoutes, SiteRoutes).pipe(
  Layer.provide(RouteMiddleware.layer)
)

/** The repositories, over the migrated database. */
export const Repositories = Layer.mergeAll(
  Enquiries.layer,
  Testimonials.layer,
  CreditEnquiries.layer,
  Rewards.layer,
  Otp.layer,
  AdminAuth.layer,
  AdminRepositories,
  Retention.layer,
  StatusMessages.layer,
  MessageGateway.layer
).pipe(Layer.provideMerge(DatabaseLive))

/** What `RunningServer.run` may use. */
export type ServerServices =
  | Enquiries
  | Testimonials
  | CreditEnquiries
  | Rewards
  | AdminAuth
  | Otp
  | Outbox
  | Tokens
  | SqlClient.SqlClient
  | Settings
  | Retention
  | StatusMessages
  | MessageGateway

/**
 * The repositories, the built app in memory and the picture check, made ready side by side. Outside the HTTP server
 * layer, so the picture-check thread ends only once the requests in flight have finished.
 */
export const AppServices = Layer.mergeAll(
  Layer.mergeAll(RetentionJob, MessageWorker).pipe(Layer.provideMerge(Repositories)),
  StaticSite.layer,
  PictureCheck.layer
)

/**
 * The Node server's timeouts (docs/operations.md, "Timeouts"). A client gets `headersTimeoutMs` for its headers and
 * `requestTimeoutMs` for its whole request, then a 408 and the connection closed: a connection that sends its headers
 * a byte at a time is not held for Node's 60 s (300 s for a body). Node checks them every
 * `connectionsCheckingInterval` (its default 30 s would add up to 30 s to each bound): here a tenth of the headers'
 * timeout, at most 1 s. Idle kept-alive connections stay 65 s, longer than a balancer's usual 60 s idle timeout.
 */
export const httpServerOptions = (settings: Pick<ServerSettings, "headersTimeoutMs" | "requestTimeoutMs">) => ({
  keepAliveTimeout: 65_000,
  headersTimeout: settings.headersTimeoutMs,
  requestTimeout: settings.requestTimeoutMs,
  connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(settings.headersTimeoutMs / 10)))
})

const NodeServer = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* Settings
    const { host, port } = settings
    return NodeHttpServer.layer(() => drainingServer(httpServerOptions(settings)), {
      port,
      host,
      gracefulShutdownTimeout: "8 seconds"
    })
  })
)

const logListening = Layer.effectDiscard(
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    yield* Effect.logInfo("listening").pipe(Effect.annotateLogs({ address: HttpServer.formatAddress(server.address) }))
    yield* Effect.addFinalizer(() => Effect.logInfo("stopped accepting requests; closing the database"))
  })
)

export const HttpLive = HttpRouter.serve(Layer.mergeAll(Routes, SecurityHeaders, RequestContext), {
  disableLogger: true,
  disableListenLog: true
}).pipe(Layer.merge(logListening), Layer.merge(MetricsServer), Layer.provideMerge(NodeServer))

/** One JSON line per log call, through the console (servers started in a test process; `npm run dev`). */
export const JsonLogger = Logger.layer([consoleJsonFast])

/** The server process's logger: the same lines, written to stdout once per turn of the event loop (errors at once). */
export const ProcessLogger = Logger.layer([stdoutJsonBatched])

const serverWith = (logger: Layer.Layer<never>) => HttpLive.pipe(Layer.provideMerge(AppServices), Layer.provide(logger))

/** Everything, given Settings: the database first, then the HTTP server on top of it. */
export const ServerLive = serverWith(JsonLogger)

// -----------------------------------------------------------------------------------------------------------------
// Running it

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  readonly url: string
  readonly port: number
  /** Runs an effect with the server's own services (tests count rows, move statuses). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, ServerServices>) => Promise<A>
  /** Graceful: stops accepting, finishes requests in flight, closes the database. */
  readonly close: () => Promise<void>
}

/**
 * A clock whose "now" is `now()` (tests put the server at a chosen India-time hour); waiting (sleep) and the
 * monotonic time stay the real clock's.
 */
export const clockAt = (now: () => number): Clock.Clock => {
  const real = Clock.Clock.defaultValue()
  return {
    currentTimeMillisUnsafe: now,
    currentTimeMillis: Effect.sync(now),
    currentTimeNanosUnsafe: () => BigInt(now()) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now()) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => real.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: real.monotonicTimeNanos,
    sleep: (duration) => real.sleep(duration)
  }
}

/**
 * Starts the server in this process (tests, benchmark). `port: 0` picks a free port. `clock` (tests): the server's
 * clock, e.g. `clockAt` a chosen time.
 */
export const startServer = async (
  settings: Partial<ServerSettings> & Partial<OpsSettingsShape> & { readonly clock?: Clock.Clock } = {}
): Promise<RunningServer> => {
  const { metricsPort, metricsHost, metricsToken, clock, ...serverSettings } = settings
  const runtime = ManagedRuntime.make(
    ServerLive.pipe(
      Layer.provideMerge(Settings.layer(serverSettings)),
      Layer.provide(OpsSettings.layer({ metricsPort, metricsHost, metricsToken })),
      // Merged: the effects a test runs on the server (`run`) read the same clock as its requests.
      Layer.provideMerge(clock === undefined ? Layer.empty : Layer.succeed(Clock.Clock, clock))
    )
  )
  try {
    const server = await runtime.runPromise(
      Effect.gen(function* () {
        return yield* HttpServer.HttpServer
      })
    )
    const address = server.address
    const port = address._tag === "UnixPathAddress" ? 0 : address.port
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      run: (effect) => runtime.runPromise(effect),
      close: () => runtime.dispose()
    }
  } catch (error) {
    await runtime.dispose()
    throw error
  }
}

/** The process entry: settings from the environment, run until SIGTERM/SIGINT. */
export const main = Layer.launch(
  serverWith(ProcessLogger).pipe(Layer.provide(Settings.layerFromEnv), Layer.provide(OpsSettings.layerFromEnv))
).pipe(
  Effect.tapCause((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.void : Effect.logError("server failed", cause))),
  Effect.provide(ProcessLogger)
)

/** SIGTERM/SIGINT end the server on purpose: that shutdown exits 0. */
export const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause) ? onExit(0) : Runtime.defaultTeardown(exit, onExit)

/** The process entry: files it creates are its user's alone (umask 077; see server/db/data-dir.ts). */
export const runMain = () => {
  process.umask(0o077)
  NodeRuntime.runMain(main, { teardown, disableErrorReporting: true })
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runMain()
