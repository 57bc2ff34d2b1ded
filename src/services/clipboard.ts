/** The `Clipboard` service: copies the tracking ID or a referral link (spec section 7). */
import { Context, Effect, Layer, Schema } from "effect"

export class ClipboardError extends Schema.TaggedError<ClipboardError>()("ClipboardError", {
  message: Schema.String
}) {}

export class Clipboard extends Context.Service<
  Clipboard,
  {
    readonly writeText: (text: string) => Effect.Effect<void, ClipboardError>
  }
>()("loans/browser/Clipboard") {
  /** navigator.clipboard.writeText; fails with ClipboardError where the API is missing or refused. */
  static readonly layer = Layer.succeed(Clipboard, {
    writeText: (text: string) =>
      Effect.tryPromise({
        try: () => {
          const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard
          if (!clipboard) throw new Error("The clipboard is not available here.")
          return clipboard.writeText(text)
        },
        catch: (cause) => new ClipboardError({ message: cause instanceof Error ? cause.message : String(cause) })
      })
  })
}
