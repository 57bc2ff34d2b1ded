/**
 * The carousel slides the server put in the home page (`<script type="application/json" id="carousel-slides">`,
 * server/carousel/home-page.ts, current at each request), read once and kept for the page's life: the placeholder shows
 * the first of them before the carousel loads (its HTML came with the page: server/carousel/first-slide.ts),
 * and the carousel's first mount starts from them (carousel-live.ts). No XState or Effect here: the home page's
 * first chunk imports it.
 */
import type { CarouselSlide } from "../../../domain/carousel.ts"

const slidesElementId = "carousel-slides"

const isSlide = (value: unknown): value is CarouselSlide =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Partial<CarouselSlide>).imageUrl === "string" &&
  typeof (value as Partial<CarouselSlide>).heading === "string"

let read = false
let inPage: ReadonlyArray<CarouselSlide> | undefined

const readSlides = (): ReadonlyArray<CarouselSlide> | undefined => {
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

/** The slides in the page (the element is removed once read); undefined when it has none, and outside a browser. */
export const slidesInPage = (): ReadonlyArray<CarouselSlide> | undefined => {
  if (typeof document === "undefined") return undefined
  if (!read) {
    read = true
    inPage = readSlides()
  }
  return inPage
}

/** The first slide the page came with, if any. */
export const firstSlideInPage = (): CarouselSlide | undefined => slidesInPage()?.[0]
