import { Schema } from "effect"

/**
 * A home carousel slide: the spec's fields (section 3) and, beyond them, the slide's heading and line of text. The
 * spec's banners carry their words in the image; ours show them as text over a decorative image, so they are read
 * by screen readers and search engines, zoom without blurring, and keep their contrast.
 */
export const CarouselSlide = Schema.Struct({
  imageUrl: Schema.String,
  isPrimaryButtonEnabled: Schema.Boolean,
  primaryButtonUrl: Schema.String,
  primaryButtonText: Schema.String,
  isSecondaryButtonEnabled: Schema.Boolean,
  secondaryButtonUrl: Schema.String,
  secondaryButtonText: Schema.String,
  heading: Schema.String,
  text: Schema.String
}).annotate({ identifier: "CarouselSlide" })
export type CarouselSlide = typeof CarouselSlide.Type

/** Auto-advance every 5 s (spec section 9). */
export const slideIntervalMs = 5000

/** The slide after `index`, wrapping to the first (spec section 4). */
export const nextSlideIndex = (index: number, count: number): number => (count <= 0 ? 0 : (index + 1) % count)

/** A dot's index kept inside the list (an out-of-range jump stays where it is). */
export const slideIndexWithin = (wanted: number, current: number, count: number): number =>
  Number.isInteger(wanted) && wanted >= 0 && wanted < count ? wanted : current
