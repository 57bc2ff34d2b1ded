/** Testimonial moderation: the feedback waiting for it, its picture, approve and reject. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Ok, Text } from "./common.ts"
import { AdminNotFound } from "./failures.ts"
import { AdminSession } from "./session.ts"

export const PendingTestimonial = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  loanType: Schema.String,
  content: Schema.String,
  rating: Schema.Int,
  submittedAt: Schema.String,
  /** /api/admin/testimonials/:id/picture when the feedback came with a picture. */
  pictureUrl: Schema.NullOr(Schema.String)
})
export type PendingTestimonial = typeof PendingTestimonial.Type

export class AdminTestimonialsGroup extends HttpApiGroup.make("testimonials")
  .add(
    /** Feedback waiting for moderation, oldest first. */
    HttpApiEndpoint.get("pending", "/testimonials", { success: Ok(Schema.Array(PendingTestimonial)) }),
    /** The picture of a testimonial waiting for moderation (served sandboxed, like the public pictures). */
    HttpApiEndpoint.get("picture", "/testimonials/:id/picture", {
      params: { id: Text(20) },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "image/*" })),
      error: AdminNotFound
    }),
    HttpApiEndpoint.post("approve", "/testimonials/:id/approve", {
      params: { id: Text(20) },
      success: Schema.Struct({ success: Schema.Literal(true) }),
      error: AdminNotFound
    }),
    HttpApiEndpoint.post("reject", "/testimonials/:id/reject", {
      params: { id: Text(20) },
      success: Schema.Struct({ success: Schema.Literal(true) }),
      error: AdminNotFound
    })
  )
  .middleware(AdminSession) {}
