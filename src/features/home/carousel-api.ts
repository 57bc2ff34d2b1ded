/** The carousel's slides from GET /api/carousel through the contract client (its own chunk: Effect and the client). */
import { Effect } from "effect"
import type { CarouselSlide } from "../../../domain/carousel.ts"
import { Api } from "../../services/api.ts"
import { failureOf } from "../../services/from-effect.ts"
import { appRuntime } from "../../services/runtime.ts"

export const fetchSlides = async (signal: AbortSignal): Promise<ReadonlyArray<CarouselSlide>> => {
  const exit = await appRuntime.runPromiseExit(
    Api.use((api) => api.carousel.list()).pipe(Effect.map((answer) => answer.data)),
    { signal }
  )
  if (exit._tag === "Success") return exit.value
  throw failureOf(exit.cause)
}
