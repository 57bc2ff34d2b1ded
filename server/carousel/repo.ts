/**
 * The home carousel's slides, active ones in their order (spec section 7: GET /api/carousel), in a language: on /hi/
 * each field in Hindi where staff wrote it, else its English.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { CarouselSlide } from "../../domain/carousel.ts"
import type { Locale } from "../../i18n/locale.ts"

const Row = Schema.Struct({
  ...CarouselSlide.fields,
  headingHi: Schema.NullOr(Schema.String),
  textHi: Schema.NullOr(Schema.String),
  primaryButtonTextHi: Schema.NullOr(Schema.String),
  secondaryButtonTextHi: Schema.NullOr(Schema.String)
}).pipe(
  Schema.encodeKeys({
    imageUrl: "image_url",
    isPrimaryButtonEnabled: "is_primary_button_enabled",
    primaryButtonUrl: "primary_button_url",
    primaryButtonText: "primary_button_text",
    isSecondaryButtonEnabled: "is_secondary_button_enabled",
    secondaryButtonUrl: "secondary_button_url",
    secondaryButtonText: "secondary_button_text",
    headingHi: "heading_hi",
    textHi: "text_hi",
    primaryButtonTextHi: "primary_button_text_hi",
    secondaryButtonTextHi: "secondary_button_text_hi"
  })
)
type Row = typeof Row.Type

/** The slide in `locale`: for Hindi, its Hindi fields where written (a NULL or blank one falls back to the English). */
export const slideIn = (row: Row, locale: Locale): CarouselSlide => {
  const { headingHi, textHi, primaryButtonTextHi, secondaryButtonTextHi, ...english } = row
  if (locale !== "hi") return english
  const or = (hindi: string | null, fallback: string) => (hindi !== null && hindi.trim() !== "" ? hindi : fallback)
  return {
    ...english,
    heading: or(headingHi, english.heading),
    text: or(textHi, english.text),
    primaryButtonText: or(primaryButtonTextHi, english.primaryButtonText),
    secondaryButtonText: or(secondaryButtonTextHi, english.secondaryButtonText)
  }
}

export class CarouselSlides extends Context.Service<
  CarouselSlides,
  {
    /** Active slides by position, in the language asked for. */
    list(locale: Locale): Effect.Effect<ReadonlyArray<CarouselSlide>>
  }
>()("server/carousel/CarouselSlides") {
  static readonly layer = Layer.effect(
    CarouselSlides,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Row,
        execute: () => sql`
          SELECT image_url, heading, text, is_primary_button_enabled, primary_button_url, primary_button_text,
            is_secondary_button_enabled, secondary_button_url, secondary_button_text,
            heading_hi, text_hi, primary_button_text_hi, secondary_button_text_hi
          FROM carousel_slides WHERE is_active ORDER BY position, id
        `
      })
      const list = (locale: Locale) =>
        rows().pipe(
          Effect.map((found) => found.map((row) => slideIn(row, locale))),
          Effect.orDie,
          Effect.withSpan("CarouselSlides.list", { attributes: { locale } })
        )
      return CarouselSlides.of({ list })
    })
  )
}
