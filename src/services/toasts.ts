/** The `Toasts` service: for Effects that must tell the person something (most flows emit toasts from machines). */
import { Context, Effect, Layer } from "effect"
import { showToast, type ToastKind } from "./notify.ts"

export class Toasts extends Context.Service<
  Toasts,
  {
    readonly show: (kind: ToastKind, message: string) => Effect.Effect<void>
  }
>()("loans/browser/Toasts") {
  static readonly layer = Layer.succeed(Toasts, {
    show: (kind: ToastKind, message: string) => Effect.sync(() => showToast({ kind, message }))
  })
}
