/** The `corrections` group of domain/admin-api.ts: the queue of "My data" correction requests, and closing one. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, adminMessages, CorrectionDecided } from "../../../domain/admin-api.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminCorrections } from "./repo.ts"

export const AdminCorrectionsHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "corrections",
  Effect.fn(function* (handlers) {
    const corrections = yield* AdminCorrections
    return handlers
      .handle("list", () => Effect.map(corrections.list, (data) => ({ success: true as const, data })))
      .handle("decide", ({ params, payload }) =>
        corrections.decide(params.id, payload).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("CorrectionNotFound", () =>
            Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noCorrection }))
          ),
          Effect.catchTag("CorrectionAlreadyDecided", () =>
            Effect.fail(new CorrectionDecided({ success: false, message: adminMessages.correctionDecided }))
          )
        )
      )
  })
)
