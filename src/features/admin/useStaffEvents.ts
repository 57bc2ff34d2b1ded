/**
 * What every back-office view listens to: the toasts its machine emits, and `unauthorized` when the session has
 * ended (the shell then shows the sign-in again). Attached before the actor starts (useToasts' layout effect).
 */
import { useEffect } from "react"
import type { AnyActorRef } from "xstate"
import { useToasts } from "../../ui/useToasts.ts"

export function useStaffEvents(actor: AnyActorRef, onUnauthorized: () => void): void {
  useToasts(actor)
  useEffect(() => {
    const subscription = actor.on("unauthorized", onUnauthorized)
    return () => subscription.unsubscribe()
  }, [actor, onUnauthorized])
}
