/** Failed status messages in the back office: the list's load outcomes, a retry and its outcomes, try again. */

import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { FailedMessage } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminMessagesMachine } from "../machines/admin-messages.machine.ts"
import type { MachineModel } from "./harness.ts"

const failed: FailedMessage = {
  id: "7",
  trackingId: "K7QMX-3P9TD",
  channel: "sms",
  status: "Approved",
  attempts: 5,
  lastError: "gateway answered 503",
  queuedAt: "2026-11-20T10:00:00Z"
}

const messagesModel: MachineModel<typeof adminMessagesMachine> = {
  name: "admin-messages",
  machine: adminMessagesMachine,
  actors: ["fetchFailedMessages", "retryMessage"],
  abstract: (s) => s.context.messages.length,
  events: () => [
    { type: "Retry", id: "7" },
    { type: "Retry", id: "8" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchFailedMessages", output: [failed] } as never,
    { type: "xstate.error.actor.fetchFailedMessages", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchFailedMessages", error: networkError() } as never,
    { type: "xstate.done.actor.retryMessage", output: failed } as never,
    { type: "xstate.error.actor.retryMessage", error: unauthorized() } as never,
    { type: "xstate.error.actor.retryMessage", error: networkError() } as never
  ]
}

export const models = [messagesModel]
