/**
 * The grievance queue in the back office: the queue loads (or fails, or the session ended); staff open a grievance,
 * type a reply (empty or not), take the steps its status allows, and the server answers the grievance as it is now,
 * refuses the step (409) or the session ended; the resolved view; Try again. The queue may hold a grievance whose
 * person erased their data: it reads as removed, and its steps go on.
 */

import { grievanceMoveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { AdminGrievance } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { nextGrievanceStatus } from "../domain/grievance.ts"
import { adminGrievancesMachine } from "../machines/admin-grievances.machine.ts"
import type { MachineModel } from "./harness.ts"

/** The grievance in the queue; `erased`: its person erased their data on "My data" (their details gone). */
export const queued = (
  status: AdminGrievance["status"],
  reply: string | null = null,
  erased = false
): AdminGrievance => ({
  number: "GRV-K7QMX-3P9TD",
  name: erased ? null : "Asha Rao",
  mobile: erased ? null : "9876543210",
  email: erased ? null : "asha@example.in",
  trackingId: null,
  category: "Staff conduct",
  description: erased ? null : "The agent was rude on the phone.",
  status,
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24",
  daysLeft: 12,
  reply,
  repliedAt: null,
  resolvedAt: null,
  erasedAt: erased ? "2026-11-25T06:00:00.000Z" : null
})

export const staffReply = "We are sorry. We spoke to the agent and called you on 2 December."

const queueModel: MachineModel<typeof adminGrievancesMachine> = {
  name: "admin-grievances",
  machine: adminGrievancesMachine,
  actors: ["fetchGrievances", "stepGrievance"],
  abstract: (s) => {
    const g = s.context.grievances[0]
    const opened = s.context.selected !== undefined && g !== undefined
    return {
      show: s.context.show,
      opened,
      status: g?.status,
      erased: g !== undefined && g.erasedAt !== null,
      reply: opened && nextGrievanceStatus(g.status, "Reply") !== undefined && s.context.reply.trim() !== ""
    }
  },
  // Offered only where they can matter, so that the walk stays small: Open when closed, Close when open, a reply
  // typed (or emptied) only on a grievance that may be replied to.
  events: (s) => {
    const step = s.context.step
    const g = s.context.grievances[0]
    const after = step && g ? nextGrievanceStatus(g.status, step.event) : undefined
    const opened = s.context.selected !== undefined
    const canReply = opened && g !== undefined && nextGrievanceStatus(g.status, "Reply") !== undefined
    const typed = s.context.reply.trim() !== ""
    return [
      ...(opened && g?.status === "Resolved" ? [{ type: "Close" as const }] : []),
      ...(!opened && g !== undefined ? [{ type: "Open" as const, number: "GRV-K7QMX-3P9TD" }] : []),
      ...(canReply ? [{ type: "Type reply" as const, value: typed ? "" : staffReply }] : []),
      { type: "Acknowledge" },
      { type: "Send reply" },
      { type: "Resolve" },
      ...(opened ? [] : [{ type: "Show" as const, show: s.context.show === "open" ? "resolved" : "open" } as const]),
      { type: "Try again" },
      {
        type: "xstate.done.actor.fetchGrievances",
        output: s.context.show === "open" ? [queued("Received")] : []
      } as never,
      // The first load of the open view may find the grievance erased by its person.
      ...(g === undefined && s.context.show === "open"
        ? [{ type: "xstate.done.actor.fetchGrievances", output: [queued("Received", null, true)] } as never]
        : []),
      // Loading fails only on the first load of each view (a reload after a step fails the same way).
      ...(g === undefined
        ? [
            { type: "xstate.error.actor.fetchGrievances", error: unauthorized() } as never,
            { type: "xstate.error.actor.fetchGrievances", error: networkError() } as never
          ]
        : []),
      ...(after
        ? [
            {
              type: "xstate.done.actor.stepGrievance",
              output: queued(
                after,
                after === "Replied" || after === "Resolved" ? staffReply : null,
                g !== undefined && g.erasedAt !== null
              )
            } as never
          ]
        : []),
      ...(g?.status === "Received"
        ? [{ type: "xstate.error.actor.stepGrievance", error: unauthorized() } as never]
        : []),
      {
        type: "xstate.error.actor.stepGrievance",
        error: grievanceMoveRefused("This grievance is Replied, so it cannot be acknowledged now.")
      } as never
    ]
  }
}

export const models = [queueModel]
