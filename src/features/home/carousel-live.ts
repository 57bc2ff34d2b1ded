/**
 * The carousel machine with its live actor. A first visit of / finds the current slides in the page itself
 * (`<script type="application/json" id="carousel-slides">`, put there by the server at each request:
 * server/http/static.ts), so the home page needs no API client (issue 13). They are read once; any later mount (the
 * person navigates back to /) or a page without them loads GET /api/carousel through the contract client, in its own
 * chunk.
 */
import { fromPromise } from "xstate"
import type { CarouselSlide } from "../../../domain/carousel.ts"
import { carouselMachine } from "../../../machines/carousel.machine.ts"

const slidesElementId = "carousel-slides"

const isSlide = (value: unknown): value is CarouselSlide =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Partial<CarouselSlide>).imageUrl === "string" &&
  typeof (value as Partial<CarouselSlide>).heading === "string"

/** The slides the server put in the page, once (the element is removed); undefined when there are none. */
export const slidesInPage = (): ReadonlyArray<CarouselSlide> | undefined => {
  if (typeof document === "undefined") return undefined
  const element = document.getElementById(slidesElementId)
  if (!element) return undefined
  element.remove()
  try {
    const value: unknown = JSON.parse(element.textContent ?? "")
    return Array.isArray(value) && value.every(isSlide) ? value : undefined
  } catch {
    return undefined
  }
}

export const loadSlides = fromPromise<ReadonlyArray<CarouselSlide>, void>(async ({ signal }) => {
  const inPage = slidesInPage()
  if (inPage) return inPage
  const { fetchSlides } = await import("./carousel-api.ts")
  return fetchSlides(signal)
})

export const liveCarouselMachine = carouselMachine.provide({ actors: { loadSlides } })
