/**
 * Operations settings, read from the environment by `npm start` (tests give them directly):
 *
 *   METRICS_PORT   serve /metrics on this port (on METRICS_HOST, default 127.0.0.1) for Prometheus; unset: not served
 *   METRICS_TOKEN  serve /metrics on the main port to `Authorization: Bearer <token>` (at least 32 characters)
 */
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

export interface OpsSettingsShape {
  readonly metricsPort: number | undefined
  readonly metricsHost: string
  readonly metricsToken: Redacted.Redacted<string> | undefined
}

export const defaultOpsSettings: OpsSettingsShape = {
  metricsPort: undefined,
  metricsHost: "127.0.0.1",
  metricsToken: undefined
}

export class OpsSettings extends Context.Service<OpsSettings, OpsSettingsShape>()("server/ops/OpsSettings") {
  static readonly layer = (settings: Partial<OpsSettingsShape> = {}) =>
    Layer.succeed(OpsSettings, {
      metricsPort: settings.metricsPort ?? defaultOpsSettings.metricsPort,
      metricsHost: settings.metricsHost ?? defaultOpsSettings.metricsHost,
      metricsToken: settings.metricsToken ?? defaultOpsSettings.metricsToken
    })

  static readonly fromEnv = Effect.gen(function* () {
    const metricsPort = yield* Config.Port("METRICS_PORT").pipe(Config.option)
    const metricsHost = yield* Config.String("METRICS_HOST").pipe(Config.withDefault(defaultOpsSettings.metricsHost))
    const metricsToken = yield* Config.Redacted("METRICS_TOKEN").pipe(Config.option)
    const token = Option.getOrUndefined(Option.filter(metricsToken, (t) => Redacted.value(t) !== ""))
    if (token !== undefined && Redacted.value(token).length < 32)
      return yield* Effect.fail(new Error("METRICS_TOKEN must be at least 32 characters"))
    return OpsSettings.of({ metricsPort: Option.getOrUndefined(metricsPort), metricsHost, metricsToken: token })
  })

  static readonly layerFromEnv = Layer.effect(OpsSettings, OpsSettings.fromEnv)
}
