/**
 * The one toaster of the shell, mounted only once a toast is asked for (src/services/notify.ts): sonner stays out
 * of a first visit's JavaScript (issue 13). Top centre, 5 s (spec sections 2 and 9).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react"
import { onToasterWanted, toastDurationMs, toasterMounted, toasterWanted } from "../services/notify.ts"

const Toaster = lazy(() =>
  import("sonner").then((module) => ({
    default: function MountedToaster() {
      useEffect(() => toasterMounted(), [])
      // Below the sticky header, never over the navigation.
      return (
        <module.Toaster
          position="top-center"
          duration={toastDurationMs}
          richColors
          closeButton
          offset={{ top: "calc(var(--header-height) + 0.75rem)" }}
          mobileOffset={{ top: "calc(var(--header-height) + 0.5rem)" }}
        />
      )
    }
  }))
)

export function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
