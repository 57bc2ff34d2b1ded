/** The carousel machine with its live actor: GET /api/carousel through the contract client. */
import { Effect } from "effect"
import { carouselMachine } from "../../../machines/carousel.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const loadSlides = fromEffect(() =>
  Api.use((api) => api.carousel.list()).pipe(Effect.map((answer) => answer.data))
)

export const liveCarouselMachine = carouselMachine.provide({ actors: { loadSlides } })
