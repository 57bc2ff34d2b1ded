/**
 * The `carousel` group of domain/api.ts: the active slides from the database, in the request's language (its
 * Accept-Language, which the browser app sets to its page's language): Hindi words where staff wrote them.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { localeFromAcceptLanguage } from "../../i18n/locale.ts"
import { ServerApi } from "../http/api.ts"
import { CarouselSlides } from "./repo.ts"

export const CarouselHttp = HttpApiBuilder.group(
  ServerApi,
  "carousel",
  Effect.fn(function* (handlers) {
    const slides = yield* CarouselSlides
    return handlers.handleAll({
      list: ({ request }) =>
        Effect.map(slides.list(localeFromAcceptLanguage(request.headers["accept-language"])), (data) => ({ data }))
    })
  })
).pipe(Layer.provide(CarouselSlides.layer))
