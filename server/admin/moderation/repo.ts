/**
 * Feedback waiting for moderation (oldest first) with its picture, and the decision on it: approved feedback is
 * published through the Testimonials repository (the one place that does it), rejected feedback is set aside; both
 * are audited.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { type CurrentStaff, PendingTestimonial } from "../../../domain/admin-api.ts"
import { IsoDateTime, StoredPicture } from "../../db/schemas.ts"
import { type Picture, TestimonialNotFound, Testimonials } from "../../testimonials/repo.ts"
import { Audit } from "../audit.ts"

const { id, name, loanType, content, rating } = PendingTestimonial.fields
const Row = Schema.Struct({
  id,
  name,
  email: Schema.NullOr(Schema.String),
  loanType,
  content,
  rating,
  submittedAt: IsoDateTime,
  hasPicture: Schema.Boolean
}).pipe(
  Schema.encodeKeys({
    name: "user_name",
    loanType: "product_type",
    submittedAt: "created_at",
    hasPicture: "has_picture"
  })
)

/** Testimonial ids are bigserial numbers; anything else cannot be one of ours. */
const numericId = /^[1-9]\d{0,17}$/u

export class Moderation extends Context.Service<
  Moderation,
  {
    /** Feedback waiting for moderation, oldest first. */
    readonly pending: Effect.Effect<ReadonlyArray<PendingTestimonial>>
    /** The picture of a testimonial still waiting for moderation. */
    picture(id: string): Effect.Effect<Picture, TestimonialNotFound>
    /** Approves (publishes) or rejects a waiting testimonial; TestimonialNotFound when none waits with that id. */
    decide(id: string, decision: "approve" | "reject"): Effect.Effect<void, TestimonialNotFound, CurrentStaff>
  }
>()("server/admin/Moderation") {
  static readonly layer = Layer.effect(
    Moderation,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const testimonials = yield* Testimonials
      const audit = yield* Audit

      const findPending = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT t.id::text AS id, t.user_name, t.email, t.product_type, t.content, t.rating, t.created_at,
            (p.testimonial_id IS NOT NULL) AS has_picture
          FROM testimonials t LEFT JOIN testimonial_pictures p ON p.testimonial_id = t.id
          WHERE NOT t.approved AND t.rejected_at IS NULL
          ORDER BY t.created_at, t.id
        `
      })
      const findPicture = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: StoredPicture,
        execute: (id) => sql`
          SELECT p.content_type, p.bytes FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id
          WHERE t.id = ${id}::bigint AND NOT t.approved AND t.rejected_at IS NULL
        `
      })
      const isWaiting = (id: string) =>
        sql`SELECT id FROM testimonials WHERE id = ${id}::bigint AND NOT approved AND rejected_at IS NULL`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
      const reject = (id: string) =>
        sql`
          UPDATE testimonials SET rejected_at = now() WHERE id = ${id}::bigint AND NOT approved AND rejected_at IS NULL
          RETURNING id
        `.pipe(
          Effect.flatMap((rows) => (rows.length === 0 ? Effect.fail(new TestimonialNotFound()) : Effect.void)),
          Effect.catchTag("SqlError", Effect.die)
        )

      const pending = findPending().pipe(
        Effect.map((rows) =>
          rows.map(
            ({ hasPicture, ...row }): PendingTestimonial => ({
              ...row,
              email: row.email || null,
              pictureUrl: hasPicture ? `/api/admin/testimonials/${row.id}/picture` : null
            })
          )
        ),
        Effect.orDie,
        Effect.withSpan("Moderation.pending")
      )

      const picture = Effect.fn("Moderation.picture")(function* (id: string) {
        if (!numericId.test(id)) return yield* new TestimonialNotFound()
        const found = yield* Effect.orDie(findPicture(id))
        if (Option.isNone(found)) return yield* new TestimonialNotFound()
        return found.value satisfies Picture
      })

      const decide = Effect.fn("Moderation.decide")(function* (id: string, decision: "approve" | "reject") {
        if (!numericId.test(id) || !(yield* isWaiting(id))) return yield* new TestimonialNotFound()
        yield* decision === "approve" ? testimonials.approve(id) : reject(id)
        yield* audit.record({
          action: decision === "approve" ? "Approve" : "Reject",
          subject: `testimonial:${id}`,
          from: "pending",
          to: decision === "approve" ? "approved" : "rejected"
        })
      })

      return Moderation.of({ pending, picture, decide })
    })
  )
}
