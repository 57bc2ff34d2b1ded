/** The home carousel's slides, active ones in their order (spec section 7: GET /api/carousel). */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { CarouselSlide } from "../../domain/carousel.ts"

const Row = CarouselSlide.pipe(
  Schema.encodeKeys({
    imageUrl: "image_url",
    isPrimaryButtonEnabled: "is_primary_button_enabled",
    primaryButtonUrl: "primary_button_url",
    primaryButtonText: "primary_button_text",
    isSecondaryButtonEnabled: "is_secondary_button_enabled",
    secondaryButtonUrl: "secondary_button_url",
    secondaryButtonText: "secondary_button_text"
  })
)

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
      const list = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT image_url, heading, text, is_primary_button_enabled, primary_button_url, primary_button_text,
            is_secondary_button_enabled, secondary_button_url, secondary_button_text
          FROM carousel_slides WHERE is_active ORDER BY position, id
        `
      })().pipe(Effect.orDie, Effect.withSpan("CarouselSlides.list"))
      return CarouselSlides.of({ list })
    })
  )
}
