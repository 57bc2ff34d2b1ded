/**
 * The `contact` group of domain/api.ts: a Get In Touch message, decoded with the shared Schema (a bad one answers
 * 400 with each field's message and stores nothing), then stored.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ContactMessages } from "../repos/contact-messages.ts"
import { ServerApi } from "./api.ts"

export const ContactHttp = HttpApiBuilder.group(
  ServerApi,
  "contact",
  Effect.fn(function* (handlers) {
    const messages = yield* ContactMessages
    return handlers.handleAll({
      send: ({ payload }) => Effect.as(messages.create(payload), { success: true })
    })
  })
).pipe(Layer.provide(ContactMessages.layer))
