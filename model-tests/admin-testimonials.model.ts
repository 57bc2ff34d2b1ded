/** Testimonials moderation: load outcomes, approve and reject, the decision's outcomes, try again. */

import { adminNotFound, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { PendingTestimonial } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminTestimonialsMachine } from "../machines/admin-testimonials.machine.ts"
import type { MachineModel } from "./harness.ts"

const waiting: PendingTestimonial = {
  id: "1",
  name: "Asha",
  email: null,
  loanType: "Home Loan",
  content: "Quick.",
  rating: 5,
  submittedAt: "2026-11-20T10:00:00Z",
  pictureUrl: null
}

const moderationModel: MachineModel<typeof adminTestimonialsMachine> = {
  name: "admin-testimonials",
  machine: adminTestimonialsMachine,
  actors: ["fetchPending", "decide"],
  abstract: (s) => ({ pending: s.context.pending.length, decision: s.context.deciding?.decision }),
  events: () => [
    { type: "Approve", id: "1" },
    { type: "Reject", id: "1" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchPending", output: [waiting] } as never,
    { type: "xstate.error.actor.fetchPending", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchPending", error: networkError() } as never,
    { type: "xstate.done.actor.decide" } as never,
    { type: "xstate.error.actor.decide", error: unauthorized() } as never,
    { type: "xstate.error.actor.decide", error: adminNotFound() } as never
  ]
}

export const models = [moderationModel]
