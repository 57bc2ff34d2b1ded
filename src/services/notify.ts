/**
 * Toasts without Effect (safe for the / bundle): `showToast` takes the `{ kind, message }` that machines emit
 * (e.g. `actor.on("toast", showToast)`; src/ui/useToasts.ts does it for a view's actor). The one <Toaster>
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
