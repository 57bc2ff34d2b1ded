/**
 * The carousel machine with its live actor. A first visit of / finds the current slides in the page itself
 * (`<script type="application/json" id="carousel-slides">`, put there by the server at each request:
 * server/carousel/home-page.ts), so the home page needs no API client (issue 13). The carousel's first mount starts from
 * them; any later mount (the person navigates back to /) or a page without them loads GET /api/carousel through the
 * contract client, in its own chunk.
 */
import { fromPromise } from "xstate"
import type { CarouselSlide } from "../../../domain/carousel.ts"
import { carouselMachine } from "../../../machines/carousel.machine.ts"
import { slidesInPage } from "./page-slides.ts"

let pageSlidesUsed = false

export const loadSlides = fromPromise<ReadonlyArray<CarouselSlide>, void>(async ({ signal }) => {
  const inPage = pageSlidesUsed ? undefined : slidesInPage()
  pageSlidesUsed = true
  if (inPage) return inPage
  const { fetchSlides } = await import("./carousel-api.ts")
  return fetchSlides(signal)
})

export const liveCarouselMachine = carouselMachine.provide({ actors: { loadSlides } })
