/**
 * Shows the toasts a machine emits. The listener is attached in a layout effect, which runs before useActorRef's own
 * effect starts the actor: a toast emitted by the very first transition (a missing token) is not lost.
 */
import { useEffect, useLayoutEffect } from "react"
import type { AnyActorRef } from "xstate"
import { showToast, type ToastMessage } from "../services/notify.ts"

const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect

export function useToasts(actor: AnyActorRef | undefined): void {
  useBeforePaint(() => {
    if (!actor) return
    const subscription = actor.on("toast", (event: ToastMessage & { type: string }) => showToast(event))
    return () => subscription.unsubscribe()
  }, [actor])
}
