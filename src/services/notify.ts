/**
 * Toasts without Effect (safe for the / bundle): `showToast` takes the `{ kind, message }` that machines emit
 * (e.g. `actor.on("toast", showToast)`; src/ui/useToasts.ts does it for a view's actor). The one toaster
 * (top centre, 5 s, spec sections 2 and 9) is mounted by the shell (src/app/App.tsx) only once a toast is asked for:
 * sonner is not part of a first visit's JavaScript (issue 13). `showToast` loads it, asks the shell to mount the
 * <Toaster>, and shows the toast once that toaster is listening (sonner drops toasts emitted before one is mounted).
 */
import type { toast as sonnerToast } from "sonner"

export type ToastKind = "success" | "error" | "info"

export interface ToastMessage {
  readonly kind: ToastKind
  readonly message: string
}

export const toastDurationMs = 5000

type Toast = typeof sonnerToast

let loading: Promise<Toast> | undefined
let mounted: (() => void) | undefined
const mountedOnce = new Promise<void>((resolve) => {
  mounted = resolve
})
const listeners = new Set<() => void>()
let wanted = false

/** Whether the shell should mount the toaster (a toast was asked for). */
export const toasterWanted = (): boolean => wanted

/** The shell listens here to mount the toaster on the first toast. */
export const onToasterWanted = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the shell once its <Toaster> has mounted: queued toasts show now. */
export const toasterMounted = (): void => mounted?.()

const loadToast = (): Promise<Toast> => {
  if (!loading) {
    wanted = true
    for (const listener of listeners) listener()
    loading = import("sonner").then(async (module) => {
      await mountedOnce
      return module.toast
    })
  }
  return loading
}

/**
 * A new toast replaces the ones on screen: what they said no longer applies once the person has acted again (a
 * second Send, a corrected field), so toasts never pile up over the page.
 */
export const showToast = ({ kind, message }: ToastMessage): void => {
  void loadToast().then((toast) => {
    toast.dismiss()
    if (kind === "success") toast.success(message)
    else if (kind === "error") toast.error(message)
    else toast(message)
  })
}
