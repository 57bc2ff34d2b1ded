/** The `inbox` group of domain/admin-api.ts: Get In Touch messages and credit-score enquiries, read-only. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ServerAdminApi } from "../api.ts"
import { Inbox } from "./repo.ts"

export const InboxHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "inbox",
  Effect.fn(function* (handlers) {
    const inbox = yield* Inbox
    return handlers
      .handle("contactMessages", ({ query }) =>
        Effect.map(inbox.contactMessages(query.page ?? 1), (data) => ({ success: true as const, data }))
      )
      .handle("creditEnquiries", ({ query }) =>
        Effect.map(inbox.creditEnquiries(query.page ?? 1), (data) => ({ success: true as const, data }))
      )
  })
)
