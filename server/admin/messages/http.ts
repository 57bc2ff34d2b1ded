/** The `messages` group of domain/admin-api.ts: status messages that kept failing, and queueing one again. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, adminMessages } from "../../../domain/admin-api.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminMessages } from "./repo.ts"

export const AdminMessagesHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "messages",
  Effect.fn(function* (handlers) {
    const messages = yield* AdminMessages
    return handlers
      .handle("failedMessages", () => Effect.map(messages.failed, (data) => ({ success: true as const, data })))
      .handle("retryMessage", ({ params }) =>
        messages.retry(params.id).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("FailedMessageNotFound", () =>
            Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noFailedMessage }))
          )
        )
      )
  })
)
