/** The `grievances` group of domain/admin-api.ts: the queue and the staff steps (acknowledge, reply, resolve). */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, GrievanceMoveRefused, grievanceAdminMessages } from "../../../domain/admin-api.ts"
import { type GrievanceEventName, grievanceMoves } from "../../../domain/grievance.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminGrievances } from "./repo.ts"

export const AdminGrievancesHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "grievances",
  Effect.fn(function* (handlers) {
    const grievances = yield* AdminGrievances
    const step = (number: string, event: GrievanceEventName, reply?: string) =>
      grievances.step(number, event, reply).pipe(
        Effect.map((data) => ({ success: true as const, data })),
        Effect.catchTag("AdminGrievanceNotFound", () =>
          Effect.fail(new AdminNotFound({ success: false, message: grievanceAdminMessages.notFound }))
        ),
        Effect.catchTag("GrievanceStepRefused", ({ status, event }) =>
          Effect.fail(
            new GrievanceMoveRefused({
              success: false,
              message: grievanceAdminMessages.moveRefused(status, event),
              status,
              allowed: Object.keys(grievanceMoves[status])
            })
          )
        )
      )
    return handlers
      .handle("list", ({ query }) =>
        Effect.map(grievances.list(query.show ?? "open"), (data) => ({ success: true as const, data }))
      )
      .handle("acknowledge", ({ params }) => step(params.number, "Acknowledge"))
      .handle("reply", ({ params, payload }) => step(params.number, "Reply", payload.reply))
      .handle("resolve", ({ params }) => step(params.number, "Resolve"))
  })
)
