/**
 * An enquiry's lifecycle as the lender's team works it (docs/application-lifecycle.md), drawn as a statechart. One
 * state per application status; events are the staff's words. The moves are the table of domain/application-status.ts
 * (`lifecycleMoves`), which the server and the back office read through `allowedMoves` / `nextStatus`.
 *
 *   Call Back          --Fix appointment-->      Appointment Fixed   --Decline--> Decline / Not Interested
 *   Appointment Fixed  --Log in application-->   Login               --Call back--> Call Back   --Decline-->
 *   Login              --Send to underwriting--> Underwriting        --Decline-->
 *   Underwriting       --Approve-->              Approved            --Reject--> Rejected
 *   Approved           --Disburse-->             Disbursed           --Reject--> Rejected
 *   Decline / Not Interested, Rejected, Disbursed: final.
 */
import { setup } from "xstate"
import { applicationStatuses, type LifecycleEventName, lifecycleMoves } from "../domain/application-status.ts"

export type LifecycleEvent = { type: LifecycleEventName }

export const applicationLifecycleMachine = setup({
  types: {
    events: {} as LifecycleEvent
  }
}).createMachine({
  id: "applicationLifecycle",
  initial: "Call Back",
  states: {
    "Call Back": { on: lifecycleMoves["Call Back"] },
    "Appointment Fixed": { on: lifecycleMoves["Appointment Fixed"] },
    Login: { on: lifecycleMoves.Login },
    Underwriting: { on: lifecycleMoves.Underwriting },
    Approved: { on: lifecycleMoves.Approved },
    "Decline / Not Interested": { type: "final" },
    Rejected: { type: "final" },
    Disbursed: { type: "final" }
  }
})

/** True when nothing moves an enquiry on from this status. */
export const isFinalStatus = (status: string): boolean =>
  (applicationStatuses as ReadonlyArray<string>).includes(status) &&
  applicationLifecycleMachine.states[status]?.type === "final"
