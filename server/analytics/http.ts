/**
 * The `analytics` group of domain/api.ts: a page view (route id and pathname, checked by the shared Schema) is
 * stored with its time. Nothing else about the request is kept: no IP, no user agent, no cookie. At most
 * LIMIT_PAGE_VIEWS from one client address (429 with Retry-After beyond it; the address is counted only as an HMAC).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ServerApi } from "../http/api.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { PageViews } from "./repo.ts"

export const AnalyticsHttp = HttpApiBuilder.group(
  ServerApi,
  "analytics",
  Effect.fn(function* (handlers) {
    const views = yield* PageViews
    const limits = yield* RateLimits
    return handlers.handleAll({
      pageview: ({ payload, request }) =>
        limits.guard("page-views", limits.rules.pageViews, request, views.record(payload))
    })
  })
).pipe(Layer.provide([PageViews.layer, RateLimits.layer]))
