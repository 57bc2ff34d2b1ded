/**
 * The `Analytics` service: page views with route and path (spec section 7), through the same first-party sender the
 * shell uses on every navigation (./pageview.ts: route id and pathname only, nothing personal), and named events,
 * which are not recorded yet (a later sink replaces the layer without touching callers).
 */
import { Context, Effect, Layer } from "effect"
import { sendPageView } from "./pageview.ts"

export class Analytics extends Context.Service<
  Analytics,
  {
    readonly pageview: (route: string, path: string) => Effect.Effect<void>
    readonly event: (
      name: string,
      properties?: Readonly<Record<string, string | number | boolean>>
    ) => Effect.Effect<void>
  }
>()("loans/browser/Analytics") {
  static readonly layer = Layer.succeed(Analytics, {
    pageview: (route, path) => Effect.sync(() => void sendPageView(route, path)),
    event: () => Effect.void
  })
}
