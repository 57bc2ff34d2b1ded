/**
 * Application statuses, the status page's timeline (spec section 4), and the lifecycle staff move an enquiry through
 * (docs/application-lifecycle.md): the server refuses any move the lifecycle does not allow, the back office offers
 * only the moves it allows, and machines/application-lifecycle.machine.ts draws the same table as a statechart.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"

export const applicationStatuses = [
  "Call Back",
  "Decline / Not Interested",
  "Appointment Fixed",
  "Login",
  "Underwriting",
  "Approved",
  "Rejected",
  "Disbursed"
] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
export const ApplicationStatusSchema = Schema.Literals(applicationStatuses)

/** A new enquiry starts here. */
export const initialStatus: ApplicationStatus = "Call Back"

export const statusRank: Record<ApplicationStatus, number> = {
  "Call Back": 1,
  "Decline / Not Interested": 2,
  "Appointment Fixed": 3,
  Login: 4,
  Underwriting: 5,
  Approved: 6,
  Rejected: 6,
  Disbursed: 7
}

export const terminalStatuses: ReadonlyArray<ApplicationStatus> = ["Decline / Not Interested", "Rejected", "Disbursed"]
export const isTerminal = (status: string): boolean => (terminalStatuses as ReadonlyArray<string>).includes(status)

const isKnown = (status: string): status is ApplicationStatus =>
  (applicationStatuses as ReadonlyArray<string>).includes(status)

/** The staff's actions on an enquiry, in their words. */
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

/**
 * From each status, each allowed action and the status it leads to, in the order the back office offers them.
 * Decline / Not Interested, Rejected and Disbursed are final: nothing moves an enquiry on from them.
 */
export const lifecycleMoves = {
  "Call Back": { "Fix appointment": "Appointment Fixed", Decline: "Decline / Not Interested" },
  "Appointment Fixed": { "Log in application": "Login", "Call back": "Call Back", Decline: "Decline / Not Interested" },
  Login: { "Send to underwriting": "Underwriting", Decline: "Decline / Not Interested" },
  Underwriting: { Approve: "Approved", Reject: "Rejected" },
  Approved: { Disburse: "Disbursed", Reject: "Rejected" },
  "Decline / Not Interested": {},
  Rejected: {},
  Disbursed: {}
} as const satisfies Record<ApplicationStatus, Partial<Record<LifecycleEventName, ApplicationStatus>>>

export interface Move {
  readonly event: LifecycleEventName
  readonly to: ApplicationStatus
}

/** The moves allowed from a status, in the table's order (none from a final status or an unknown one). */
export const allowedMoves = (status: string): ReadonlyArray<Move> =>
  isKnown(status)
    ? Object.entries(lifecycleMoves[status]).map(([event, to]) => ({ event: event as LifecycleEventName, to }))
    : []

/** Where an action takes a status, or undefined when the lifecycle does not allow it. */
export const nextStatus = (status: string, event: string): ApplicationStatus | undefined =>
  allowedMoves(status).find((m) => m.event === event)?.to

/** Why a move is refused, as the back office shows it. */
export const moveRefusedMessage = (status: ApplicationStatus, event: string): string => {
  const allowed = allowedMoves(status).map((m) => m.event)
  return allowed.length === 0
    ? `This enquiry is ${status}: no further moves are allowed.`
    : `'${event}' is not allowed from ${status}. Allowed: ${allowed.join(", ")}.`
}

/** A status as a visitor reads it, in the language in force (English: the status itself). */
const statusWords: Record<ApplicationStatus, () => string> = {
  "Call Back": m.apply_step_call_back,
  "Decline / Not Interested": m.apply_status_label_declined,
  "Appointment Fixed": m.apply_step_appointment_fixed,
  Login: m.apply_step_login,
  Underwriting: m.apply_step_underwriting,
  Approved: m.apply_step_approved,
  Rejected: m.apply_step_rejected,
  Disbursed: m.apply_step_disbursed
}

/** The label shown for a status: the known ones as they are, anything else 'Unknown'. */
export const statusLabel = (status: string): string =>
  isKnown(status) ? statusWords[status]() : m.apply_status_label_unknown()

export interface TimelineStep {
  readonly label: string
  readonly rank: number
  /** The status rank has reached this step. */
  readonly completed: boolean
  /** This step is the application's status now. */
  readonly current: boolean
  /** 'In Progress' on the current step unless the status is terminal. */
  readonly inProgress: boolean
  /** The updatedAt date, shown on the step just before the current rank. */
  readonly date: string | undefined
}

export interface Timeline {
  readonly steps: ReadonlyArray<TimelineStep>
  /** Height of the progress line, 0 to 1: proportional to the last active step. */
  readonly progress: number
  readonly terminal: boolean
}

/** The steps for a status: Declined only when that is the status, Approved or Rejected by status. */
export const timelineOf = (status: string, updatedAt: string): Timeline => {
  const rank = isKnown(status) ? statusRank[status] : 0
  const terminal = isTerminal(status)
  const steps: Array<{ label: string; rank: number; status: ApplicationStatus }> = [
    { label: m.apply_step_call_back(), rank: 1, status: "Call Back" },
    ...(status === "Decline / Not Interested"
      ? [{ label: m.apply_step_declined(), rank: 2, status: "Decline / Not Interested" as const }]
      : []),
    { label: m.apply_step_appointment_fixed(), rank: 3, status: "Appointment Fixed" },
    { label: m.apply_step_login(), rank: 4, status: "Login" },
    { label: m.apply_step_underwriting(), rank: 5, status: "Underwriting" },
    status === "Rejected"
      ? { label: m.apply_step_rejected(), rank: 6, status: "Rejected" }
      : { label: m.apply_step_approved(), rank: 6, status: "Approved" },
    { label: m.apply_step_disbursed(), rank: 7, status: "Disbursed" }
  ]
  const shown = steps.map((step): TimelineStep => {
    const current = step.status === status
    return {
      label: step.label,
      rank: step.rank,
      completed: rank >= step.rank,
      current,
      inProgress: current && !terminal,
      date: undefined
    }
  })
  // The completion date goes on the last step ranked below the current one.
  const before = shown.filter((s) => s.rank < rank).at(-1)
  const withDate = shown.map((s) => (s === before ? { ...s, date: updatedAt } : s))
  const lastActive = withDate.reduce((last, s, i) => (s.completed ? i : last), -1)
  return {
    steps: withDate,
    progress: lastActive <= 0 ? 0 : lastActive / (withDate.length - 1),
    terminal
  }
}
