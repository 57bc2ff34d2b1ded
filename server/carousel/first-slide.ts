/**
 * The home carousel's first slide in the served home page (issue 29, point 13; domain/carousel-first-slide.ts): the
 * prerender's markup for the slide's set of buttons, its markers replaced by the current first slide's words and
 * addresses, put where the prerendered page holds the carousel's empty box. Staff write the words: each is escaped
 * as text (and in attributes), so no slide can add markup to the page. A link's href is written in the page's
 * language as the browser app writes it (hrefInLocale), so hydration finds the same address.
 */
import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import type { CarouselSlide } from "../../domain/carousel.ts"
import {
  type FirstSlideField,
  type FirstSlideTemplates,
  firstSlideFields,
  firstSlideMarkerPattern,
  firstSlideTemplatesFile,
  firstSlideVariant,
  firstSlideVariants
} from "../../domain/carousel-first-slide.ts"
import { hrefInLocale, type Locale } from "../../i18n/locale.ts"
import { escapeHtml } from "../http/static/html.ts"

const isTemplates = (value: unknown): value is FirstSlideTemplates => {
  const t = value as Partial<FirstSlideTemplates> | null
  return (
    typeof t === "object" &&
    t !== null &&
    typeof t.empty === "string" &&
    t.empty !== "" &&
    typeof t.slides === "object" &&
    t.slides !== null &&
    firstSlideVariants.every((variant) => typeof t.slides?.[variant] === "string")
  )
}

/** A language's templates, from its pages' folder; undefined for a build without them (the page keeps its box). */
export const loadFirstSlideTemplates = (pagesDir: string): FirstSlideTemplates | undefined => {
  const file = path.join(pagesDir, firstSlideTemplatesFile)
  if (!existsSync(file)) return undefined
  const value: unknown = JSON.parse(readFileSync(file, "utf8"))
  if (!isTemplates(value)) throw new Error(`${file} is not the prerender's first-slide templates`)
  return value
}

const isField = (name: string): name is FirstSlideField => (firstSlideFields as ReadonlyArray<string>).includes(name)

/** The slide's markup in a page in `locale`. */
export const firstSlideHtml = (templates: FirstSlideTemplates, slide: CarouselSlide, locale: Locale): string => {
  const value = (field: FirstSlideField): string => {
    switch (field) {
      case "primaryButtonUrl":
      case "secondaryButtonUrl":
        return hrefInLocale(slide[field], locale)
      default:
        return slide[field]
    }
  }
  // One pass over the template: the words put in are never read again as markers.
  return templates.slides[firstSlideVariant(slide)].replace(firstSlideMarkerPattern, (marker, name: string) =>
    isField(name) ? escapeHtml(value(name)) : marker
  )
}

/**
 * The home page's HTML with the first slide in the carousel's box; as it was with no slides, or when the page holds
 * no such box (a build without the carousel).
 */
export const withFirstSlide = (
  html: string,
  templates: FirstSlideTemplates | undefined,
  slides: ReadonlyArray<CarouselSlide>,
  locale: Locale
): string => {
  const first = slides[0]
  if (templates === undefined || first === undefined) return html
  const at = html.indexOf(templates.empty)
  if (at < 0) return html
  return html.slice(0, at) + firstSlideHtml(templates, first, locale) + html.slice(at + templates.empty.length)
}
