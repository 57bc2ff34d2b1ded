/** Status messages that kept failing (docs/messages.md): the list, and queueing one again. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { ApplicationStatusSchema } from "../application-status.ts"
import { statusChannels } from "../status-messages.ts"
import { Ok } from "./common.ts"
import { AdminNotFound } from "./failures.ts"
import { AdminSession } from "./session.ts"

/** A message as staff see it: its enquiry, channel and status, never its recipient or text. */
export const FailedMessage = Schema.Struct({
  id: Schema.String,
  trackingId: Schema.String,
  channel: Schema.Literals(statusChannels),
  status: ApplicationStatusSchema,
  attempts: Schema.Int,
  /** The gateway's last answer, as a category (an HTTP status, an SMTP code). */
  lastError: Schema.NullOr(Schema.String),
  queuedAt: Schema.String
})
export type FailedMessage = typeof FailedMessage.Type

/** A message's id: digits. */
const MessageId = Schema.String.check(Schema.isPattern(/^\d{1,18}$/u))

export class AdminMessagesGroup extends HttpApiGroup.make("messages")
  .add(
    HttpApiEndpoint.get("failedMessages", "/messages/failed", { success: Ok(Schema.Array(FailedMessage)) }),
    HttpApiEndpoint.post("retryMessage", "/messages/:id/retry", {
      params: { id: MessageId },
      success: Ok(FailedMessage),
      error: [AdminNotFound]
    })
  )
  .middleware(AdminSession) {}
