/**
 * Testimonials: the published ones (seeded, or feedback the back office approved), feedback waiting for moderation,
 * and the pictures sent with feedback. A picture is served only once its testimonial is approved.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { LoanTypeName } from "../../domain/loan-products.ts"
import {
  type FeedbackSubmission,
  formatTestimonialDate,
  type ImageType,
  type Testimonial
} from "../../domain/testimonials.ts"

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

const toBytes = (value: unknown): Uint8Array =>
  value instanceof Uint8Array ? value : Buffer.from(value as ArrayBuffer)

export class Testimonials extends Context.Service<
  Testimonials,
  {
    /** Approved testimonials, newest first, optionally of one product. */
    list(productType?: LoanTypeName): Effect.Effect<ReadonlyArray<Testimonial>>
    /** Stores feedback (and its checked picture) unapproved, in one statement. */
    submit(feedback: FeedbackSubmission, picture?: Picture): Effect.Effect<Stored>
    /** Publishes a stored testimonial (the back office; tests). */
    approve(id: string): Effect.Effect<void, TestimonialNotFound>
    /** The picture of an approved testimonial. */
    picture(publicId: string): Effect.Effect<Picture, TestimonialNotFound>
    /** Rows stored: testimonials and pictures (tests). */
    readonly count: Effect.Effect<{ readonly testimonials: number; readonly pictures: number }>
  }
>()("server/repos/Testimonials") {
  static readonly layer = Layer.effect(
    Testimonials,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const list = Effect.fn("Testimonials.list")(function* (productType?: LoanTypeName) {
        const rows = yield* Effect.orDie(sql<{
          user_name: string
          city: string | null
          product_type: string
          content: string
          rating: number
          day: string
          public_id: string | null
        }>`
          SELECT t.user_name, t.city, t.product_type, t.content, t.rating,
            to_char(t.testimonial_date, 'YYYY-MM-DD') AS day, p.public_id
          FROM testimonials t LEFT JOIN testimonial_pictures p ON p.testimonial_id = t.id
          WHERE t.approved ${productType === undefined ? sql`` : sql`AND t.product_type = ${productType}`}
          ORDER BY t.testimonial_date DESC, t.id DESC
        `)
        return rows.map(
          (row): Testimonial => ({
            content: row.content,
            userName: row.user_name,
            ...(row.city ? { city: row.city } : {}),
            productType: row.product_type as LoanTypeName,
            date: formatTestimonialDate(row.day),
            rating: Number(row.rating),
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
        const [stored] = yield* Effect.orDie(
          picture === undefined
            ? sql<{ id: string }>`
              INSERT INTO testimonials (user_name, email, product_type, content, rating, source, approved, testimonial_date)
              VALUES (${row.user_name}, ${row.email}, ${row.product_type}, ${row.content}, ${row.rating}, ${row.source},
                ${row.approved}, (now() AT TIME ZONE 'Asia/Kolkata')::date)
              RETURNING id::text AS id
            `
            : sql<{ id: string }>`
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
        )
        return { id: stored!.id } satisfies Stored
      })

      const approve = Effect.fn("Testimonials.approve")(function* (id: string) {
        if (!/^\d{1,18}$/u.test(id)) return yield* new TestimonialNotFound()
        const rows = yield* Effect.orDie(sql`
          UPDATE testimonials SET approved = true, approved_at = now() WHERE id = ${id}::bigint RETURNING id
        `)
        if (rows.length === 0) return yield* new TestimonialNotFound()
      })

      const picture = Effect.fn("Testimonials.picture")(function* (publicId: string) {
        if (!/^[\w-]{1,64}$/u.test(publicId)) return yield* new TestimonialNotFound()
        const [row] = yield* Effect.orDie(sql<{ content_type: string; bytes: unknown }>`
          SELECT p.content_type, p.bytes
          FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id
          WHERE p.public_id = ${publicId} AND t.approved
        `)
        if (row === undefined) return yield* new TestimonialNotFound()
        return { contentType: row.content_type as ImageType, bytes: toBytes(row.bytes) } satisfies Picture
      })

      const count = sql<{ testimonials: number; pictures: number }>`
        SELECT (SELECT count(*)::int FROM testimonials) AS testimonials,
          (SELECT count(*)::int FROM testimonial_pictures) AS pictures
      `.pipe(
        Effect.map((rows) => rows[0] ?? { testimonials: 0, pictures: 0 }),
        Effect.orDie
      )

      return Testimonials.of({ list, submit, approve, picture, count })
    })
  )
}
