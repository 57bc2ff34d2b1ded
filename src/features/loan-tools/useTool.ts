/**
 * A loan tool's machine on the page: started from the query string, kept in it (history replace), and started over
 * when a link to it opens while it is on screen (src/ui/useUrlSync.ts, as the EMI calculator does).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useCallback } from "react"
import { useSearch } from "wouter"
import type { AnyStateMachine } from "xstate"
import { decodeToolQuery, encodeToolQuery, type ToolSpec } from "../../../domain/loan-tools-inputs.ts"
import type { LoanToolContext } from "../../../machines/loan-tools.machine.ts"
import { useUrlSync } from "../../ui/useUrlSync.ts"

export const useTool = <I, R>(machine: AnyStateMachine, spec: ToolSpec<I>) => {
  const search = useSearch()
  const actor = useActorRef(machine, { input: { inputs: decodeToolQuery(spec, search) } })
  const context = useSelector(actor, (s) => s.context as LoanToolContext<I, R>)
  const open = useCallback(
    (query: string) => actor.send({ type: "Open link", inputs: decodeToolQuery(spec, query) }),
    [actor, spec]
  )
  useUrlSync(true, encodeToolQuery(spec, context.inputs), open)
  const send = actor.send as (event: Record<string, unknown> & { type: string }) => void
  return { context, send }
}
