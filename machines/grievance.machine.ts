/**
 * A grievance's life as staff work it (issue 14, point 3), drawn as a statechart: one state per status, the staff's
 * words as events, the moves of domain/grievance.ts (`grievanceMoves`).
 *
 *   Received      --Acknowledge--> Acknowledged --Reply--> Replied --Resolve--> Resolved (final)
 *   Received      --Reply-->       Replied
 */
import { setup } from "xstate"
import { type GrievanceEventName, grievanceMoves } from "../domain/grievance.ts"

export type GrievanceEvent = { type: GrievanceEventName }

export const grievanceMachine = setup({
  types: {
    events: {} as GrievanceEvent
  }
}).createMachine({
  id: "grievance",
  initial: "Received",
  states: {
    Received: { on: grievanceMoves.Received },
    Acknowledged: { on: grievanceMoves.Acknowledged },
    Replied: { on: grievanceMoves.Replied },
    Resolved: { type: "final" }
  }
})
