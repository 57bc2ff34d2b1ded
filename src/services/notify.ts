/**
 * Toasts without Effect (safe for the / bundle): `showToast` takes the `{ kind, message }` that machines emit
 * (e.g. `actor.on("toast", showToast)`), `notify.error(message)` and friends for plain code. The one <Toaster>
 * is mounted by the shell (src/app/App.tsx): top centre, 5 s (spec sections 2 and 9).
 */
import { toast } from "sonner"

export type ToastKind = "success" | "error" | "info"

export interface ToastMessage {
  readonly kind: ToastKind
  readonly message: string
}

export const toastDurationMs = 5000

/**
 * A new toast replaces the ones on screen: what they said no longer applies once the person has acted again (a
 * second Send, a corrected field), so toasts never pile up over the page.
 */
export const showToast = ({ kind, message }: ToastMessage): void => {
  toast.dismiss()
  if (kind === "success") toast.success(message)
  else if (kind === "error") toast.error(message)
  else toast(message)
}

export const notify = {
  success: (message: string) => showToast({ kind: "success", message }),
  error: (message: string) => showToast({ kind: "error", message }),
  info: (message: string) => showToast({ kind: "info", message })
} as const
