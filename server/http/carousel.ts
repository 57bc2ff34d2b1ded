/** The `carousel` group of domain/api.ts: the active slides from the database. */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CarouselSlides } from "../repos/carousel.ts"
import { ServerApi } from "./api.ts"

export const CarouselHttp = HttpApiBuilder.group(
  ServerApi,
  "carousel",
  Effect.fn(function* (handlers) {
    const slides = yield* CarouselSlides
    return handlers.handleAll({ list: () => Effect.map(slides.list, (data) => ({ data })) })
  })
).pipe(Layer.provide(CarouselSlides.layer))
