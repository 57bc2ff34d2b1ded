/**
 * The live side of the flow viewer: the machine actors of a page post their state to the /flows page in another
 * tab over a BroadcastChannel. Only builds with flows include it (scripts/flows-vite.ts swaps the views'
 * @xstate/react for inspected-react.ts, which calls this). What leaves the actor: the machine id, the page's path,
 * the state value, the active state ids, the event's type and the keys of the transitions taken. Never an event's
 * payload or the context: those hold what people type (mobile, PAN, e-mail).
 */
import type { AnyActorRef, InspectionEvent } from "xstate"
import { keyOfTransition } from "./graph.ts"

export const channelName = "loan-marketplace-flows"

export interface ActorMessage {
  readonly kind: "actor"
  readonly session: string
  readonly machine: string
  readonly page: string
  readonly value: unknown
  readonly active: ReadonlyArray<string>
  readonly status: string
  /** The type of the event that led here (`xstate.init` at start). */
  readonly event: string
  readonly taken: ReadonlyArray<string>
  readonly at: number
}
export type LiveMessage =
  | { readonly kind: "hello" }
  | ActorMessage
  | { readonly kind: "stopped"; readonly session: string }

let channel: BroadcastChannel | null | undefined
/** The last message of every actor of this page that is running. */
const running = new Map<string, ActorMessage>()

const open = (): BroadcastChannel | null => {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName)
  channel?.addEventListener("message", (e: MessageEvent<LiveMessage>) => {
    // A viewer opened: tell it what runs here.
    if (e.data?.kind === "hello") for (const m of running.values()) channel?.postMessage(m)
  })
  globalThis.addEventListener?.("pagehide", () => {
    for (const session of running.keys()) channel?.postMessage({ kind: "stopped", session } satisfies LiveMessage)
  })
  return channel
}

const post = (message: LiveMessage) => {
  try {
    open()?.postMessage(message)
  } catch {
    // A value that cannot be cloned is not worth breaking the page for.
  }
}

const snapshotMessage = (
  actor: AnyActorRef,
  machine: string,
  event: string,
  taken: ReadonlyArray<string>
): ActorMessage => {
  const snapshot = actor.getSnapshot() as { value?: unknown; status: string; _nodes?: ReadonlyArray<{ id: string }> }
  return {
    kind: "actor",
    session: actor.sessionId,
    machine,
    page: globalThis.location?.pathname ?? "",
    value: snapshot.value,
    active: (snapshot._nodes ?? []).map((n) => n.id),
    status: snapshot.status,
    event,
    taken,
    at: Date.now()
  }
}

/** The `inspect` option for an actor of `machine`; it reports the root actor only (not its invoked children). */
export const inspectorFor = (machine: string, also?: (event: InspectionEvent) => void) => {
  let taken: Array<string> = []
  return (ev: InspectionEvent): void => {
    also?.(ev)
    const actor = ev.actorRef as AnyActorRef
    if (actor.sessionId !== ev.rootId) return
    if (ev.type === "@xstate.microstep") taken.push(...ev._transitions.map(keyOfTransition))
    if (ev.type !== "@xstate.snapshot") return
    const message = snapshotMessage(actor, machine, ev.event.type, taken)
    taken = []
    if (running.has(actor.sessionId) || ev.event.type === "xstate.init") running.set(actor.sessionId, message)
    post(message)
  }
}

/** The view showing the actor mounted (again, after React's strict-mode remount). */
export const showActor = (actor: AnyActorRef, machine: string): void => {
  const message = running.get(actor.sessionId) ?? snapshotMessage(actor, machine, "xstate.init", [])
  running.set(actor.sessionId, message)
  post(message)
}

/** The view unmounted: the actor stopped. */
export const hideActor = (actor: AnyActorRef): void => {
  running.delete(actor.sessionId)
  post({ kind: "stopped", session: actor.sessionId })
}
