/**
 * The home carousel's timing and moves (spec sections 4 and 9), with no Schema: the carousel machine imports these,
 * and the home page's first visit then downloads no effect Schema (docs/benchmarks.md).
 */

/** Auto-advance every 5 s (spec section 9). */
export const slideIntervalMs = 5000

/** The slide after `index`, wrapping to the first (spec section 4). */
export const nextSlideIndex = (index: number, count: number): number => (count <= 0 ? 0 : (index + 1) % count)

/** A dot's index kept inside the list (an out-of-range jump stays where it is). */
export const slideIndexWithin = (wanted: number, current: number, count: number): number =>
  Number.isInteger(wanted) && wanted >= 0 && wanted < count ? wanted : current
