/**
 * The home carousel as staff edit it: every slide, shown or not, in order; add, edit, move one place earlier or later;
 * and slide images, uploaded (checked by their bytes first) and served publicly. Every change is audited.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { AdminSlide, CurrentStaff, SlideInput } from "../../../domain/admin-api.ts"
import { Count, RowId, StoredPicture } from "../../db/schemas.ts"
import type { Picture } from "../../testimonials/repo.ts"
import { Audit } from "../audit.ts"

export class SlideNotFound extends Schema.TaggedError<SlideNotFound>()("SlideNotFound", {}) {}
export class ImageNotFound extends Schema.TaggedError<ImageNotFound>()("ImageNotFound", {}) {}

const SlideRow = Schema.Struct({
  id: Schema.String,
  position: Schema.Int,
  heading: Schema.String,
  text: Schema.String,
  imageUrl: Schema.String,
  isPrimaryButtonEnabled: Schema.Boolean,
  primaryButtonText: Schema.String,
  primaryButtonUrl: Schema.String,
  isSecondaryButtonEnabled: Schema.Boolean,
  secondaryButtonText: Schema.String,
  secondaryButtonUrl: Schema.String,
  isActive: Schema.Boolean,
  headingHi: Schema.NullOr(Schema.String),
  textHi: Schema.NullOr(Schema.String),
  primaryButtonTextHi: Schema.NullOr(Schema.String),
  secondaryButtonTextHi: Schema.NullOr(Schema.String)
}).pipe(
  Schema.encodeKeys({
    imageUrl: "image_url",
    isPrimaryButtonEnabled: "is_primary_button_enabled",
    primaryButtonText: "primary_button_text",
    primaryButtonUrl: "primary_button_url",
    isSecondaryButtonEnabled: "is_secondary_button_enabled",
    secondaryButtonText: "secondary_button_text",
    secondaryButtonUrl: "secondary_button_url",
    isActive: "is_active",
    headingHi: "heading_hi",
    textHi: "text_hi",
    primaryButtonTextHi: "primary_button_text_hi",
    secondaryButtonTextHi: "secondary_button_text_hi"
  })
)
type SlideRow = typeof SlideRow.Type

/** A row as the back office reads it: a Hindi field not written yet (NULL) is empty. */
const adminSlideOf = (row: SlideRow): AdminSlide => ({
  ...row,
  headingHi: row.headingHi ?? "",
  textHi: row.textHi ?? "",
  primaryButtonTextHi: row.primaryButtonTextHi ?? "",
  secondaryButtonTextHi: row.secondaryButtonTextHi ?? ""
})

/** Hindi left out or blank is stored as not written (NULL). */
const hindiColumn = (s: string | undefined): string | null => {
  const trimmed = (s ?? "").trim()
  return trimmed === "" ? null : trimmed
}

const columnsOf = (i: SlideInput) => ({
  heading: i.heading.trim(),
  text: i.text.trim(),
  image_url: i.imageUrl,
  is_primary_button_enabled: i.isPrimaryButtonEnabled,
  primary_button_text: i.primaryButtonText.trim(),
  primary_button_url: i.primaryButtonUrl,
  is_secondary_button_enabled: i.isSecondaryButtonEnabled,
  secondary_button_text: i.secondaryButtonText.trim(),
  secondary_button_url: i.secondaryButtonUrl,
  is_active: i.isActive,
  heading_hi: hindiColumn(i.headingHi),
  text_hi: hindiColumn(i.textHi),
  primary_button_text_hi: hindiColumn(i.primaryButtonTextHi),
  secondary_button_text_hi: hindiColumn(i.secondaryButtonTextHi)
})

export class AdminCarousel extends Context.Service<
  AdminCarousel,
  {
    /** Every slide, shown or not, in order. */
    readonly slides: Effect.Effect<ReadonlyArray<AdminSlide>>
    add(input: SlideInput): Effect.Effect<AdminSlide, never, CurrentStaff>
    edit(id: string, input: SlideInput): Effect.Effect<AdminSlide, SlideNotFound, CurrentStaff>
    /** One place earlier or later (the first and last stay put); the slides in their new order. */
    move(
      id: string,
      direction: "earlier" | "later"
    ): Effect.Effect<ReadonlyArray<AdminSlide>, SlideNotFound, CurrentStaff>
    /** Stores a checked image; its public address. */
    storeImage(picture: Picture): Effect.Effect<string, never, CurrentStaff>
    image(id: string): Effect.Effect<Picture, ImageNotFound>
  }
>()("server/admin/AdminCarousel") {
  static readonly layer = Layer.effect(
    AdminCarousel,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit

      const findSlides = SqlSchema.findAll({
        Request: Schema.Void,
        Result: SlideRow,
        execute: () => sql`SELECT * FROM carousel_slides ORDER BY position, id`
      })
      const insert = SqlSchema.findOne({
        Request: Schema.Any,
        Result: SlideRow,
        execute: (columns: Record<string, unknown>) =>
          sql`INSERT INTO carousel_slides ${sql.insert(columns)} RETURNING *`
      })
      const update = SqlSchema.findOneOption({
        Request: Schema.Struct({ id: Schema.String, columns: Schema.Any }),
        Result: SlideRow,
        execute: ({ id, columns }) =>
          sql`UPDATE carousel_slides SET ${sql.update(columns)} WHERE id = ${id} RETURNING *`
      })
      const lastPosition = SqlSchema.findOne({
        Request: Schema.Void,
        Result: Count,
        execute: () => sql`SELECT coalesce(max(position), -1)::int AS n FROM carousel_slides`
      })
      const findIds = SqlSchema.findAll({
        Request: Schema.Void,
        Result: RowId,
        execute: () => sql`SELECT id FROM carousel_slides ORDER BY position, id`
      })
      const findImage = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: StoredPicture,
        execute: (id) => sql`SELECT content_type, bytes FROM carousel_images WHERE id = ${id}`
      })

      /**
       * Every change of the order (an add at the end, a move) holds this lock until it commits, so they run one after
       * the other: two adds would otherwise both read the same last position, and two moves the same order (one is
       * lost). One table lock, not row locks: rows locked by position could be taken in different orders by two moves
       * (a deadlock), and an empty table has no row to lock. Reads and edits do not take it.
       */
      const lockOrder = sql`LOCK TABLE carousel_slides IN SHARE ROW EXCLUSIVE MODE`

      const slides = findSlides().pipe(
        Effect.map((rows) => rows.map(adminSlideOf)),
        Effect.orDie,
        Effect.withSpan("AdminCarousel.slides")
      )

      const add = Effect.fn("AdminCarousel.add")(function* (input: SlideInput) {
        const id = crypto.randomUUID()
        const slide = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* lockOrder
              const last = yield* lastPosition()
              return yield* insert({ id, ...columnsOf(input), position: last.n + 1 })
            })
          )
          .pipe(Effect.orDie)
        yield* audit.record({ action: "Add slide", subject: `slide:${id}` })
        return adminSlideOf(slide)
      })

      const edit = Effect.fn("AdminCarousel.edit")(function* (id: string, input: SlideInput) {
        const slide = yield* Effect.orDie(update({ id, columns: columnsOf(input) }))
        if (Option.isNone(slide)) return yield* new SlideNotFound()
        yield* audit.record({ action: "Edit slide", subject: `slide:${id}` })
        return adminSlideOf(slide.value)
      })

      const move = Effect.fn("AdminCarousel.move")(function* (id: string, direction: "earlier" | "later") {
        const moved = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* lockOrder
              const all = yield* findIds()
              const index = all.findIndex((r) => r.id === id)
              if (index === -1) return false
              const other = direction === "earlier" ? index - 1 : index + 1
              const order = all.map((r) => r.id)
              if (other >= 0 && other < order.length) [order[index], order[other]] = [order[other]!, order[index]!]
              for (const [position, slideId] of order.entries()) {
                yield* sql`UPDATE carousel_slides SET position = ${position} WHERE id = ${slideId}`
              }
              return true
            })
          )
          .pipe(Effect.orDie)
        if (!moved) return yield* new SlideNotFound()
        yield* audit.record({
          action: direction === "earlier" ? "Move slide earlier" : "Move slide later",
          subject: `slide:${id}`
        })
        return yield* slides
      })

      const storeImage = Effect.fn("AdminCarousel.storeImage")(function* (picture: Picture) {
        const id = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url")
        yield* sql`
          INSERT INTO carousel_images (id, content_type, bytes) VALUES (${id}, ${picture.contentType}, ${picture.bytes})
        `.pipe(Effect.orDie)
        yield* audit.record({ action: "Upload slide image", subject: `image:${id}` })
        return `/api/carousel/images/${id}`
      })

      const image = Effect.fn("AdminCarousel.image")(function* (id: string) {
        if (!/^[\w-]{1,40}$/u.test(id)) return yield* new ImageNotFound()
        const found = yield* Effect.orDie(findImage(id))
        if (Option.isNone(found)) return yield* new ImageNotFound()
        return found.value satisfies Picture
      })

      return AdminCarousel.of({ slides, add, edit, move, storeImage, image })
    })
  )
}
