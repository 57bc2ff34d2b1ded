/** The `enquiries` group of domain/api.ts: submit a loan enquiry, track an application. */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ApplicationNotFound, IdempotencyConflict } from "../../domain/api.ts"
import { ServerApi } from "./api.ts"
import { enquirySuccessMessage } from "../../domain/enquiry.ts"
import { Enquiries } from "../repos/enquiries.ts"

export const notFoundMessage = "Application Not Found"
export const idempotencyConflictMessage = "This Idempotency-Key was already used for a different enquiry."

export const EnquiriesHttp = HttpApiBuilder.group(
  ServerApi,
  "enquiries",
  Effect.fn(function*(handlers) {
    const enquiries = yield* Enquiries
    return handlers.handleAll({
      submit: ({ headers, payload }) =>
        enquiries.create(payload, headers["idempotency-key"] || undefined).pipe(
          Effect.map(({ trackingId }) => ({ success: true as const, trackingId, message: enquirySuccessMessage })),
          Effect.catchTag("IdempotencyKeyReused", () =>
            Effect.fail(new IdempotencyConflict({ success: false, message: idempotencyConflictMessage })))
        ),
      track: ({ params }) =>
        enquiries.findByTrackingId(params.trackingId).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("EnquiryNotFound", () =>
            Effect.fail(new ApplicationNotFound({ success: false, message: notFoundMessage })))
        )
    })
  })
).pipe(Layer.provide(Enquiries.layer))
