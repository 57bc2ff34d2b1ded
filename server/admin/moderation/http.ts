/** The `testimonials` group of domain/admin-api.ts: feedback waiting for moderation, its picture, approve, reject. */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, adminMessages } from "../../../domain/admin-api.ts"
import { pictureContentSecurityPolicy } from "../../testimonials/http.ts"
import { ServerAdminApi } from "../api.ts"
import { Moderation } from "./repo.ts"

const noTestimonial = () => Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noTestimonial }))

export const ModerationHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "testimonials",
  Effect.fn(function* (handlers) {
    const moderation = yield* Moderation
    const decide = (id: string, decision: "approve" | "reject") =>
      moderation
        .decide(id, decision)
        .pipe(Effect.as({ success: true as const }), Effect.catchTag("TestimonialNotFound", noTestimonial))
    return handlers
      .handle("pending", () => Effect.map(moderation.pending, (data) => ({ success: true as const, data })))
      .handle("picture", ({ params }) =>
        moderation.picture(params.id).pipe(
          Effect.map((picture) =>
            HttpServerResponse.uint8Array(picture.bytes, {
              contentType: picture.contentType,
              headers: {
                "content-security-policy": pictureContentSecurityPolicy,
                "x-content-type-options": "nosniff",
                "content-disposition": "inline",
                "cross-origin-resource-policy": "same-origin",
                "cache-control": "private, no-store"
              }
            })
          ),
          Effect.catchTag("TestimonialNotFound", noTestimonial)
        )
      )
      .handle("approve", ({ params }) => decide(params.id, "approve"))
      .handle("reject", ({ params }) => decide(params.id, "reject"))
  })
)
