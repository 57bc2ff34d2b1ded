/**
 * Testimonials: the published ones (seeded, or feedback the back office approved), feedback waiting for moderation,
 * and the pictures sent with feedback. A picture is served only once its testimonial is approved.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { LoanTypeName } from "../../domain/loan-products.ts"
import { LoanType } from "../../domain/loans.ts"
import {
  type FeedbackSubmission,
  formatTestimonialDate,
  type ImageType,
  type Testimonial
} from "../../domain/testimonials.ts"
import { RowId, StoredPicture } from "../db/schemas.ts"

export class TestimonialNotFound extends Schema.TaggedError<TestimonialNotFound>()("TestimonialNotFound", {}) {}

export interface Picture {
  readonly contentType: ImageType
  readonly bytes: Uint8Array
}

export interface Stored {
  /** The row id (the back office approves by it). */
  readonly id: string
}

/** Where a picture is served: GET /api/testimonials/pictures/:pictureId. */
export const pictureUrl = (publicId: string) => `/api/testimonials/pictures/${publicId}`

/** 128 random bits, URL-safe: the picture's address cannot be guessed from another's. */
export const newPictureId = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url")

const PublishedRow = Schema.Struct({
  user_name: Schema.String,
  city: Schema.NullOr(Schema.String),
  product_type: LoanType,
  content: Schema.String,
  rating: Schema.Int,
  day: Schema.String,
  public_id: Schema.NullOr(Schema.String)
})

export class Testimonials extends Context.Service<
  Testimonials,
  {
    /** Approved testimonials, newest first, optionally of one product. */
    list(productType?: LoanTypeName): Effect.Effect<ReadonlyArray<Testimonial>>
    /** Stores feedback (and its checked picture) unapproved, in one statement. */
    submit(feedback: FeedbackSubmission, picture?: Picture): Effect.Effect<Stored>
    /** Publishes a stored testimonial still waiting (neither approved nor rejected); the back office, tests. */
    approve(id: string): Effect.Effect<void, TestimonialNotFound>
    /** The picture of an approved testimonial. */
    picture(publicId: string): Effect.Effect<Picture, TestimonialNotFound>
    /** Rows stored: testimonials and pictures (tests). */
    readonly count: Effect.Effect<{ readonly testimonials: number; readonly pictures: number }>
  }
>()("server/testimonials/Testimonials") {
  static readonly layer = Layer.effect(
    Testimonials,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const findPublished = SqlSchema.findAll({
        Request: Schema.UndefinedOr(LoanType),
        Result: PublishedRow,
        execute: (productType) => sql`
          SELECT t.user_name, t.city, t.product_type, t.content, t.rating,
            to_char(t.testimonial_date, 'YYYY-MM-DD') AS day, p.public_id
          FROM testimonials t LEFT JOIN testimonial_pictures p ON p.testimonial_id = t.id
          WHERE t.approved ${productType === undefined ? sql`` : sql`AND t.product_type = ${productType}`}
          ORDER BY t.testimonial_date DESC, t.id DESC
        `
      })
      const findPicture = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: StoredPicture,
        execute: (publicId) => sql`
          SELECT p.content_type, p.bytes
          FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id
          WHERE p.public_id = ${publicId} AND t.approved
        `
      })

      const list = Effect.fn("Testimonials.list")(function* (productType?: LoanTypeName) {
        const rows = yield* Effect.orDie(findPublished(productType))
        return rows.map(
          (row): Testimonial => ({
            content: row.content,
            userName: row.user_name,
            ...(row.city ? { city: row.city } : {}),
            productType: row.product_type,
            date: formatTestimonialDate(row.day),
            rating: row.rating,
            ...(row.public_id ? { pictureUrl: pictureUrl(row.public_id) } : {})
          })
        )
      })

      const submit = Effect.fn("Testimonials.submit")(function* (feedback: FeedbackSubmission, picture?: Picture) {
        const row = {
          user_name: feedback.name.trim(),
          email: feedback.email.trim(),
          product_type: feedback.loanType,
          content: feedback.feedback.trim(),
          rating: feedback.rating,
          source: "feedback",
          approved: false
        }
        // The day in India, where the customers are.
        const insert = SqlSchema.findOne({
          Request: Schema.Void,
          Result: RowId,
          execute: () =>
            picture === undefined
              ? sql`
              INSERT INTO testimonials (user_name, email, product_type, content, rating, source, approved, testimonial_date)
              VALUES (${row.user_name}, ${row.email}, ${row.product_type}, ${row.content}, ${row.rating}, ${row.source},
                ${row.approved}, (now() AT TIME ZONE 'Asia/Kolkata')::date)
              RETURNING id::text AS id
            `
              : sql`
              WITH t AS (
                INSERT INTO testimonials (user_name, email, product_type, content, rating, source, approved, testimonial_date)
                VALUES (${row.user_name}, ${row.email}, ${row.product_type}, ${row.content}, ${row.rating}, ${row.source},
                  ${row.approved}, (now() AT TIME ZONE 'Asia/Kolkata')::date)
                RETURNING id
              ), p AS (
                INSERT INTO testimonial_pictures (testimonial_id, public_id, content_type, bytes)
                SELECT t.id, ${newPictureId()}, ${picture.contentType}, ${picture.bytes} FROM t
                RETURNING testimonial_id
              )
              SELECT testimonial_id::text AS id FROM p
            `
        })
        return (yield* Effect.orDie(insert())) satisfies Stored
      })

      const approve = Effect.fn("Testimonials.approve")(function* (id: string) {
        if (!/^\d{1,18}$/u.test(id)) return yield* new TestimonialNotFound()
        const rows = yield* Effect.orDie(sql`
          UPDATE testimonials SET approved = true, approved_at = now()
          WHERE id = ${id}::bigint AND NOT approved AND rejected_at IS NULL RETURNING id
        `)
        if (rows.length === 0) return yield* new TestimonialNotFound()
      })

      const picture = Effect.fn("Testimonials.picture")(function* (publicId: string) {
        if (!/^[\w-]{1,64}$/u.test(publicId)) return yield* new TestimonialNotFound()
        const found = yield* Effect.orDie(findPicture(publicId))
        if (Option.isNone(found)) return yield* new TestimonialNotFound()
        return found.value satisfies Picture
      })

      const count = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Schema.Struct({ testimonials: Schema.Int, pictures: Schema.Int }),
        execute: () => sql`
          SELECT (SELECT count(*)::int FROM testimonials) AS testimonials,
            (SELECT count(*)::int FROM testimonial_pictures) AS pictures
        `
      })().pipe(Effect.orDie)

      return Testimonials.of({ list, submit, approve, picture, count })
    })
  )
}
