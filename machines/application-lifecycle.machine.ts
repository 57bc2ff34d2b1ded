/**
 * An enquiry's lifecycle as the lender's team works it (docs/application-lifecycle.md). One state per application
 * status; events are the staff's words. The server refuses any move this chart does not allow, and the back office
 * offers only the moves it allows: both read `allowedMoves` / `nextStatus` below.
 *
 *   Call Back          --Fix appointment-->      Appointment Fixed   --Decline--> Decline / Not Interested
 *   Appointment Fixed  --Log in application-->   Login               --Call back--> Call Back   --Decline-->
 *   Login              --Send to underwriting--> Underwriting        --Decline-->
 *   Underwriting       --Approve-->              Approved            --Reject--> Rejected
 *   Approved           --Disburse-->             Disbursed           --Reject--> Rejected
 *   Decline / Not Interested, Rejected, Disbursed: final.
 */
import { setup } from "xstate"
import { type ApplicationStatus, applicationStatuses } from "../domain/application-status.ts"

export const lifecycleEvents = [
  "Fix appointment",
  "Decline",
  "Call back",
  "Log in application",
  "Send to underwriting",
  "Approve",
  "Reject",
  "Disburse"
] as const
export type LifecycleEventName = (typeof lifecycleEvents)[number]
export type LifecycleEvent = { type: LifecycleEventName }

export const applicationLifecycleMachine = setup({
  types: {
    events: {} as LifecycleEvent
  }
}).createMachine({
  id: "applicationLifecycle",
  initial: "Call Back",
  states: {
    "Call Back": {
      on: { "Fix appointment": "Appointment Fixed", Decline: "Decline / Not Interested" }
    },
    "Appointment Fixed": {
      on: { "Log in application": "Login", "Call back": "Call Back", Decline: "Decline / Not Interested" }
    },
    Login: {
      on: { "Send to underwriting": "Underwriting", Decline: "Decline / Not Interested" }
    },
    Underwriting: {
      on: { Approve: "Approved", Reject: "Rejected" }
    },
    Approved: {
      on: { Disburse: "Disbursed", Reject: "Rejected" }
    },
    "Decline / Not Interested": { type: "final" },
    Rejected: { type: "final" },
    Disbursed: { type: "final" }
  }
})

export interface Move {
  readonly event: LifecycleEventName
  readonly to: ApplicationStatus
}

const isStatus = (value: string): value is ApplicationStatus =>
  (applicationStatuses as ReadonlyArray<string>).includes(value)

/** The moves the chart allows from a status, in the chart's order (none from a final status or an unknown one). */
export const allowedMoves = (status: string): ReadonlyArray<Move> => {
  if (!isStatus(status)) return []
  const node = applicationLifecycleMachine.states[status]
  if (node === undefined) return []
  const on = (node.config.on ?? {}) as Record<string, string>
  return Object.entries(on).map(([event, to]) => ({ event: event as LifecycleEventName, to: to as ApplicationStatus }))
}

/** Where an event takes a status, or undefined when the chart does not allow it. */
export const nextStatus = (status: string, event: string): ApplicationStatus | undefined =>
  allowedMoves(status).find((m) => m.event === event)?.to

/** True when nothing moves an enquiry on from this status. */
export const isFinalStatus = (status: string): boolean =>
  isStatus(status) && applicationLifecycleMachine.states[status]?.type === "final"
