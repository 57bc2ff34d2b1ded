/**
 * The `WebShare` service: the browser's own share sheet (the Web Share API, navigator.share) where it has one. The
 * Refer & Earn hero's Share button uses it, and opens the invite dialog instead where it fails (machines/
 * share.machine.ts decides).
 */
import { Context, Effect, Layer } from "effect"
import { ShareCancelled, ShareUnavailable } from "../../domain/failures.ts"

export interface ShareData {
  readonly title: string
  readonly text: string
  readonly url: string
}

type NavigatorWithShare = {
  share?: (data: ShareData) => Promise<void>
  canShare?: (data: ShareData) => boolean
}

/** navigator.share with `data`: cancelled on AbortError, unavailable when missing or failing otherwise. */
export const shareWith = (nav: NavigatorWithShare | undefined, data: ShareData) =>
  Effect.tryPromise({
    try: async () => {
      if (typeof nav?.share !== "function") throw new ShareUnavailable({ message: "No share sheet here." })
      if (typeof nav.canShare === "function" && !nav.canShare(data))
        throw new ShareUnavailable({ message: "This share cannot be shared here." })
      await nav.share(data)
    },
    catch: (cause): ShareUnavailable | ShareCancelled =>
      cause instanceof ShareUnavailable
        ? cause
        : (cause as { name?: string } | undefined)?.name === "AbortError"
          ? new ShareCancelled()
          : new ShareUnavailable({ message: cause instanceof Error ? cause.name : "The share failed." })
  })

export class WebShare extends Context.Service<
  WebShare,
  {
    readonly share: (data: ShareData) => Effect.Effect<void, ShareUnavailable | ShareCancelled>
  }
>()("loans/browser/WebShare") {
  /** The browser's navigator (read at each call, so a test's stub is seen). */
  static readonly layer = Layer.succeed(WebShare, {
    share: (data: ShareData) =>
      Effect.suspend(() =>
        shareWith(typeof navigator === "undefined" ? undefined : (navigator as NavigatorWithShare), data)
      )
  })
}
