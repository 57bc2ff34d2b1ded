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

// The carousel's timing and moves, kept apart so the home page's carousel loads no Schema (issue 13's budget).
export { nextSlideIndex, slideIndexWithin, slideIntervalMs } from "./carousel-rules.ts"
