/**
 * The `analytics` group of domain/api.ts: a page view (route id and pathname, checked by the shared Schema) is
 * stored with its time. Nothing else about the request is read or kept: no IP, no user agent, no cookie.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PageViews } from "../repos/page-views.ts"
import { ServerApi } from "./api.ts"

export const AnalyticsHttp = HttpApiBuilder.group(
  ServerApi,
  "analytics",
  Effect.fn(function* (handlers) {
    const views = yield* PageViews
    return handlers.handleAll({ pageview: ({ payload }) => views.record(payload) })
  })
).pipe(Layer.provide(PageViews.layer))
