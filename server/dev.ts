/**
 * `npm run dev`: Vite in middleware mode (hot reload) and the same API, on one port (PORT, default 3000).
 * Requests under /api go to the Effect server; everything else to Vite, which serves index.html for deep links.
 */

import { createServer as createHttpServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Cause, Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { createServer as createViteServer } from "vite"
import { repoRoot, Settings } from "./config.ts"
import { RouteMiddleware, SecurityHeaders } from "./http/middleware.ts"
import { ApiNotFound, ApiRoutes, JsonLogger, Repositories, teardown } from "./main.ts"
import { RequestContext } from "./ops/request-context.ts"
import { PictureCheck } from "./testimonials/image.ts"

const DevApi = Layer.mergeAll(
  Layer.mergeAll(ApiRoutes, ApiNotFound).pipe(Layer.provide(RouteMiddleware.layer)),
  SecurityHeaders,
  RequestContext
)

const program = Effect.gen(function* () {
  const { host, port } = yield* Settings
  const httpServer = createHttpServer()
  const vite = yield* Effect.acquireRelease(
    Effect.promise(() =>
      createViteServer({
        root: repoRoot,
        appType: "spa",
        server: { middlewareMode: true, hmr: { server: httpServer } }
      })
    ),
    (vite) => Effect.promise(() => vite.close())
  )
  const httpEffect = yield* HttpRouter.toHttpEffect(DevApi)
  const scope = yield* Effect.scope
  const api = yield* NodeHttpServer.makeHandler(httpEffect, { scope })
  httpServer.on("request", (request, response) => {
    const url = request.url ?? "/"
    if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) api(request, response)
    else vite.middlewares(request, response)
  })
  yield* Effect.acquireRelease(
    Effect.callback<void>((resume) => {
      httpServer.listen(port, host, () => resume(Effect.void))
    }),
    () =>
      Effect.callback<void>((resume) => {
        httpServer.close(() => resume(Effect.void))
        httpServer.closeAllConnections()
      })
  )
  yield* Effect.logInfo("dev server listening (Vite with hot reload, API under /api)").pipe(
    Effect.annotateLogs({ address: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}` })
  )
  return yield* Effect.never
}).pipe(Effect.scoped)

program.pipe(
  Effect.provide(
    Layer.mergeAll(Repositories, PictureCheck.layer).pipe(
      Layer.provideMerge(NodeHttpServer.layerHttpServices),
      Layer.provideMerge(Settings.layerFromEnv)
    )
  ),
  Effect.tapCause((cause) =>
    Cause.hasInterruptsOnly(cause) ? Effect.void : Effect.logError("dev server failed", cause)
  ),
  Effect.provide(JsonLogger),
  (effect) => NodeRuntime.runMain(effect, { teardown, disableErrorReporting: true })
)
