/**
 * The one toaster of the shell, mounted only once a toast is asked for (src/services/notify.ts): sonner stays out
 * of a first visit's JavaScript (issue 13). Top centre, 5 s (spec sections 2 and 9). Its region's and close button's
 * names come from our catalog: sonner speaks English only.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react"
import { m } from "../../i18n/paraglide/messages.js"
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
          // sonner's own words are English: ours in the page's language ("सूचनाएँ alt+T", "सूचना बंद करें").
          containerAriaLabel={m.common_toast_region()}
          toastOptions={{ closeButtonAriaLabel: m.common_toast_close() }}
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
