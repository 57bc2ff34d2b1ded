import { Schema } from "effect"

/** A home carousel slide (spec section 3). */
export const CarouselSlide = Schema.Struct({
  imageUrl: Schema.String,
  isPrimaryButtonEnabled: Schema.Boolean,
  primaryButtonUrl: Schema.String,
  primaryButtonText: Schema.String,
  isSecondaryButtonEnabled: Schema.Boolean,
  secondaryButtonUrl: Schema.String,
  secondaryButtonText: Schema.String
})
export type CarouselSlide = typeof CarouselSlide.Type
