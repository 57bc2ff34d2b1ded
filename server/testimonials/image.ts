/**
 * What an uploaded picture really is, from its bytes: JPEG, PNG, GIF or WebP by their magic numbers, or SVG when the
 * text parses as well-formed XML whose root element is <svg> (svg.ts). A name or a declared type is never trusted.
 *
 * SVG may carry script; it is stored as sent and served with a sandboxing Content-Security-Policy (see
 * testimonials/http.ts), and <img> never runs it. A document type with an internal subset (entity declarations,
 * the way to entity-expansion attacks) is refused outright.
 *
 * PictureCheck is the one way the server checks an uploaded picture (feedback pictures, back-office slide images).
 * On the main thread it only reads the first bytes and counts an SVG's '<' and '=' against svgBounds (one pass, a few
 * milliseconds for 2 MB); the XML parsing runs in the picture-check thread (svg-checker.ts), which the layer ends
 * at shutdown.
 */
import { Context, Effect, Layer } from "effect"
import { type ImageType, sniffImage } from "../../domain/testimonials.ts"
import { svgWithinBounds } from "./svg.ts"
import { makeSvgChecker } from "./svg-checker.ts"

export { isSvgDocument, svgBounds, svgWithinBounds } from "./svg.ts"

/** Longer than any SVG within the bounds takes to parse, even on a busy machine; past it the picture is refused. */
export const svgCheckTimeoutMs = 10_000

export class PictureCheck extends Context.Service<
  PictureCheck,
  {
    /** The image type of the bytes, or undefined when they are not one of the images we take. */
    readonly check: (bytes: Uint8Array) => Effect.Effect<ImageType | undefined>
  }
>()("server/PictureCheck") {
  static readonly layer = Layer.effect(
    PictureCheck,
    Effect.gen(function* () {
      const checker = yield* Effect.acquireRelease(
        Effect.sync(() => makeSvgChecker({ timeoutMs: svgCheckTimeoutMs })),
        (svg) => Effect.promise(() => svg.close())
      )
      return PictureCheck.of({
        check: (bytes) => {
          const sniffed = sniffImage(bytes)
          if (sniffed !== "image/svg+xml") return Effect.succeed(sniffed)
          if (!svgWithinBounds(bytes)) return Effect.succeed(undefined)
          return Effect.promise(() => checker.check(bytes)).pipe(Effect.map((ok) => (ok ? sniffed : undefined)))
        }
      })
    })
  )
}
