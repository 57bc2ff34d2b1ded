/**
 * The home carousel's first slide in the HTML the server sends (issue 29, point 13): the heading is then painted
 * with the page's first frame (its Largest Contentful Paint), before any script, and the browser app hydrates it as
 * it is. Slides change in the back office, so the prerender (scripts/prerender.ts) cannot write the slide itself: it
 * writes the slide's markup as React renders it, with markers in place of the slide's words and addresses, once for
 * each set of buttons a slide may show, and the server (server/carousel/first-slide.ts) fills in the current
 * first slide at each request. The markup stays React's own (src/features/home/CarouselPlaceholder.tsx), so the
 * hydrated page finds exactly what it would render.
 */
import type { CarouselSlide } from "./carousel.ts"

/** Which of its two buttons a slide shows. */
export type FirstSlideVariant = "both" | "primary" | "secondary" | "none"
export const firstSlideVariants: ReadonlyArray<FirstSlideVariant> = ["both", "primary", "secondary", "none"]

export const firstSlideVariant = (
  slide: Pick<CarouselSlide, "isPrimaryButtonEnabled" | "isSecondaryButtonEnabled">
): FirstSlideVariant =>
  slide.isPrimaryButtonEnabled
    ? slide.isSecondaryButtonEnabled
      ? "both"
      : "primary"
    : slide.isSecondaryButtonEnabled
      ? "secondary"
      : "none"

/** The slide's words and addresses that the markup carries: each a marker in the templates. */
export const firstSlideFields = [
  "imageUrl",
  "heading",
  "text",
  "primaryButtonUrl",
  "primaryButtonText",
  "secondaryButtonUrl",
  "secondaryButtonText"
] as const
export type FirstSlideField = (typeof firstSlideFields)[number]

/** A field's marker: plain ASCII that HTML escaping leaves as it is, and that no slide's words contain by chance. */
export const firstSlideMarker = (field: FirstSlideField): string => `__first-slide.${field}__`

/** Finds every marker of a filled-in template at once (a slide's words are never read as markers). */
export const firstSlideMarkerPattern = /__first-slide\.([A-Za-z]+)__/gu

/** The slide the prerender renders: markers for its words, the variant's buttons. */
export const templateSlide = (variant: FirstSlideVariant): CarouselSlide => ({
  imageUrl: firstSlideMarker("imageUrl"),
  heading: firstSlideMarker("heading"),
  text: firstSlideMarker("text"),
  isPrimaryButtonEnabled: variant === "both" || variant === "primary",
  primaryButtonUrl: firstSlideMarker("primaryButtonUrl"),
  primaryButtonText: firstSlideMarker("primaryButtonText"),
  isSecondaryButtonEnabled: variant === "both" || variant === "secondary",
  secondaryButtonUrl: firstSlideMarker("secondaryButtonUrl"),
  secondaryButtonText: firstSlideMarker("secondaryButtonText")
})

/** What the prerender writes beside each language's pages (`.pages/carousel-first-slide.json`). */
export interface FirstSlideTemplates {
  /** The empty box the prerendered home page holds where the carousel goes (no slides known). */
  readonly empty: string
  /** The first slide's markup, with markers, for each set of buttons. */
  readonly slides: Readonly<Record<FirstSlideVariant, string>>
}

export const firstSlideTemplatesFile = "carousel-first-slide.json"
