/**
 * The `Analytics` service: page views with route and path (spec section 7) and named events. A no-op for now;
 * a real sink replaces the layer without touching callers.
 */
import { Context, Effect, Layer } from "effect"

export class Analytics extends Context.Service<Analytics, {
  readonly pageview: (route: string, path: string) => Effect.Effect<void>
  readonly event: (name: string, properties?: Readonly<Record<string, string | number | boolean>>) => Effect.Effect<void>
}>()("loans/browser/Analytics") {
  static readonly layer = Layer.succeed(Analytics, {
    pageview: () => Effect.void,
    event: () => Effect.void
  })
}
