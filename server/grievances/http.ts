/**
 * The `grievances` group of domain/api.ts (issue 14, point 3). Raising a grievance: decoded with the shared Schema
 * (400 with each field's message, nothing written), at most LIMIT_GRIEVANCES from one client address (429), and a
 * `grievance` token for the payload's mobile (401 otherwise). Looking one up needs the same token; an unknown
 * number and another mobile's number answer the same 404, so a look-up tells nothing about grievances not the
 * caller's.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { GrievanceNotFound } from "../../domain/api.ts"
import { grievanceMessages } from "../../domain/grievance-form.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { Tokens } from "../tokens/tokens.ts"
import { Grievances } from "./repo.ts"

export const GrievancesHttp = HttpApiBuilder.group(
  ServerApi,
  "grievances",
  Effect.fn(function* (handlers) {
    const grievances = yield* Grievances
    const tokens = yield* Tokens
    const limits = yield* RateLimits
    return handlers.handleAll({
      submit: ({ headers, payload, request }) =>
        limits.guard(
          "grievances",
          limits.rules.grievances,
          request,
          Effect.gen(function* () {
            yield* requireToken(
              tokens,
              headers.authorization,
              { purpose: "grievance", mobile: payload.mobile },
              grievanceMessages
            )
            const data = yield* grievances.create(payload)
            return { success: true as const, data }
          })
        ),
      status: ({ headers, payload }) =>
        Effect.gen(function* () {
          yield* requireToken(
            tokens,
            headers.authorization,
            { purpose: "grievance", mobile: payload.mobile },
            grievanceMessages
          )
          const data = yield* grievances
            .find(payload.number, payload.mobile)
            .pipe(
              Effect.catchTag("GrievanceNotFound", () =>
                Effect.fail(new GrievanceNotFound({ success: false, message: grievanceMessages.notFound }))
              )
            )
          return { success: true as const, data }
        })
    })
  })
).pipe(Layer.provide([Grievances.layer, Tokens.layer, RateLimits.layer]))
