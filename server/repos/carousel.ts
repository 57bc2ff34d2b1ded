/** The home carousel's slides, active ones in their order (spec section 7: GET /api/carousel). */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { CarouselSlide } from "../../domain/carousel.ts"

interface Row {
  readonly image_url: string
  readonly heading: string
  readonly text: string
  readonly is_primary_button_enabled: boolean
  readonly primary_button_url: string
  readonly primary_button_text: string
  readonly is_secondary_button_enabled: boolean
  readonly secondary_button_url: string
  readonly secondary_button_text: string
}

const toSlide = (row: Row): CarouselSlide => ({
  imageUrl: row.image_url,
  isPrimaryButtonEnabled: row.is_primary_button_enabled,
  primaryButtonUrl: row.primary_button_url,
  primaryButtonText: row.primary_button_text,
  isSecondaryButtonEnabled: row.is_secondary_button_enabled,
  secondaryButtonUrl: row.secondary_button_url,
  secondaryButtonText: row.secondary_button_text,
  heading: row.heading,
  text: row.text
})

export class CarouselSlides extends Context.Service<
  CarouselSlides,
  {
    /** Active slides by position. */
    readonly list: Effect.Effect<ReadonlyArray<CarouselSlide>>
  }
>()("server/repos/CarouselSlides") {
  static readonly layer = Layer.effect(
    CarouselSlides,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = sql<Row>`
        SELECT image_url, heading, text, is_primary_button_enabled, primary_button_url, primary_button_text,
          is_secondary_button_enabled, secondary_button_url, secondary_button_text
        FROM carousel_slides WHERE is_active ORDER BY position, id
      `.pipe(
        Effect.map((rows) => rows.map(toSlide)),
        Effect.orDie,
        Effect.withSpan("CarouselSlides.list")
      )
      return CarouselSlides.of({ list })
    })
  )
}
