/**
 * A grievance's life (issue 14, point 3; RBI Digital Lending Directions: a reply within 30 days): its statuses, the
 * staff's moves between them, and the reply's due date. The statechart is machines/grievance.machine.ts; the form's
 * and the look-up's Schemas are domain/grievance-form.ts; the server's steps (server/admin/grievances/) follow
 * `nextGrievanceStatus`.
 *
 *   Received      --Acknowledge--> Acknowledged --Reply--> Replied --Resolve--> Resolved (final)
 *   Received      --Reply-->       Replied
 */

export const grievanceStatuses = ["Received", "Acknowledged", "Replied", "Resolved"] as const
export type GrievanceStatus = (typeof grievanceStatuses)[number]

export const grievanceEvents = ["Acknowledge", "Reply", "Resolve"] as const
export type GrievanceEventName = (typeof grievanceEvents)[number]

/** Each status's moves: the event and the status it leads to. Resolved is final. */
export const grievanceMoves = {
  Received: { Acknowledge: "Acknowledged", Reply: "Replied" },
  Acknowledged: { Reply: "Replied" },
  Replied: { Resolve: "Resolved" },
  Resolved: {}
} as const satisfies Record<GrievanceStatus, Partial<Record<GrievanceEventName, GrievanceStatus>>>

/** Where an event takes a grievance, or undefined when that status does not allow it. */
export const nextGrievanceStatus = (status: GrievanceStatus, event: GrievanceEventName): GrievanceStatus | undefined =>
  (grievanceMoves[status] as Partial<Record<GrievanceEventName, GrievanceStatus>>)[event]

/** The reply is due 30 days after the grievance is received. */
export const grievanceReplyDays = 30

const dayMs = 86_400_000

/** The date (YYYY-MM-DD, India time) a reply is due for a grievance received at `receivedAt`. */
export const grievanceDueDate = (receivedAt: Date): string =>
  new Date(receivedAt.getTime() + 5.5 * 3_600_000 + grievanceReplyDays * dayMs).toISOString().slice(0, 10)

/** Whole days from `now` (India time) to the due date: 0 on the day, negative once overdue. */
export const grievanceDaysLeft = (dueDate: string, now: Date): number => {
  const today = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs)
}
