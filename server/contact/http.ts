/**
 * The `contact` group of domain/api.ts: a Get In Touch message, decoded with the shared Schema (a bad one answers
 * 400 with each field's message and stores nothing), then stored; at most LIMIT_CONTACT from one client address
 * (429 with Retry-After beyond it).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ServerApi } from "../http/api.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { ContactMessages } from "./repo.ts"

export const ContactHttp = HttpApiBuilder.group(
  ServerApi,
  "contact",
  Effect.fn(function* (handlers) {
    const messages = yield* ContactMessages
    const limits = yield* RateLimits
    return handlers.handleAll({
      send: ({ payload, request }) =>
        limits.guard("contact", limits.rules.contact, request, Effect.as(messages.create(payload), { success: true }))
    })
  })
).pipe(Layer.provide([ContactMessages.layer, RateLimits.layer]))
