/**
 * @xstate/react with the flow inspector: in a build with flows (scripts/flows-vite.ts) the views' imports of
 * @xstate/react resolve here, so every machine actor a view creates with useActorRef or useMachine is followed by
 * the live mode of /flows, with no change to the view. Everything else is @xstate/react itself.
 */
import { useActorRef as useActorRefOf, useMachine as useMachineOf } from "@xstate/react"
import { useEffect, useState } from "react"
import type { AnyActorLogic, AnyActorRef, InspectionEvent } from "xstate"
import { hideActor, inspectorFor, showActor } from "./inspector.ts"
import { isMachine } from "./machines.ts"

export * from "@xstate/react"

type Options =
  | { inspect?: ((event: InspectionEvent) => void) | { next?: (event: InspectionEvent) => void } }
  | undefined

/** The options with the inspector added (a view's own `inspect` still runs), or as they were for other logic. */
const useInspected = (logic: AnyActorLogic, options: Options): Options => {
  const [inspect] = useState(() => {
    if (!isMachine(logic)) return undefined
    const own = options?.inspect
    return inspectorFor(logic.id, typeof own === "function" ? own : own?.next?.bind(own))
  })
  return inspect ? { ...options, inspect } : options
}

const useShown = (logic: AnyActorLogic, actor: AnyActorRef) => {
  useEffect(() => {
    if (!isMachine(logic)) return
    showActor(actor, logic.id)
    return () => hideActor(actor)
  }, [actor, logic])
}

export const useActorRef = ((logic: AnyActorLogic, options?: Options, observer?: unknown) => {
  const actor = (useActorRefOf as (...args: Array<unknown>) => AnyActorRef)(
    logic,
    useInspected(logic, options),
    observer
  )
  useShown(logic, actor)
  return actor
}) as typeof useActorRefOf

export const useMachine = ((machine: AnyActorLogic, options?: Options) => {
  const result = (useMachineOf as (...args: Array<unknown>) => [unknown, unknown, AnyActorRef])(
    machine,
    useInspected(machine, options)
  )
  useShown(machine, result[2])
  return result
}) as typeof useMachineOf
