/**
 * The home page carries the current carousel slides as JSON in its head (`<script type="application/json"
 * id="carousel-slides">`, read from the database at each request, so a back-office edit shows at once; the Hindi
 * home's in Hindi): its first visit needs no API client (issue 13). Its body carries the first of them as HTML, so
 * the slide's heading is painted before any script runs (issue 29; first-slide.ts). The page with a given set of
 * slides is made and compressed once, and kept until the slides change. Slides that cannot be read leave the page
 * without them (the carousel then asks the API).
 */
import { Effect, Layer } from "effect"
import type { FirstSlideTemplates } from "../../domain/carousel-first-slide.ts"
import { baseLocale, isLocale, type Locale } from "../../i18n/locale.ts"
import { type StaticFile, withHtml } from "../http/static/files.ts"
import { scriptJson, withJsonInHead } from "../http/static/html.ts"
import { HomePage } from "../http/static/routes.ts"
import { StaticSite } from "../http/static/site.ts"
import { loadFirstSlideTemplates, withFirstSlide } from "./first-slide.ts"
import { CarouselSlides } from "./repo.ts"

/** The id of the home page's slides element (src/features/home/carousel-live.ts reads it). */
export const carouselSlidesId = "carousel-slides"

/**
 * The home page with the slides' JSON at the end of <head>, and its body as the prerender made it or, given
 * `firstSlide`, with the carousel's first slide in it (first-slide.ts).
 */
export const withSlides = (
  page: StaticFile,
  slidesJson: string,
  firstSlide: (html: string) => string = (html) => html
): Promise<StaticFile> =>
  withHtml(page, withJsonInHead(firstSlide(new TextDecoder().decode(page.body)), carouselSlidesId, slidesJson))

/** Each language's home page with the current slides in it. */
export const HomeWithSlides = Layer.effect(
  HomePage,
  Effect.gen(function* () {
    const site = yield* StaticSite
    const carousel = yield* CarouselSlides
    /** Each home page's language: the slides it carries are in it (the Hindi home's in Hindi). */
    const localeOfHome = new Map<StaticFile, Locale>([
      [site.index, baseLocale],
      ...site.localized.flatMap((l) => {
        const locale = l.prefix.slice(1)
        return isLocale(locale) ? [[l.index, locale] as const] : []
      })
    ])
    /** Each home page's first-slide templates, from its language's prerender. */
    const firstSlideOfHome = new Map<StaticFile, FirstSlideTemplates | undefined>([
      [site.index, site.pages && loadFirstSlideTemplates(site.pages.folder)],
      ...site.localized.map((l) => [l.index, loadFirstSlideTemplates(l.pages.folder)] as const)
    ])
    /** Each language's home page with the last slides seen; made anew when they change. */
    const homeCache = new Map<StaticFile, { readonly json: string; readonly file: Promise<StaticFile> }>()
    const fill = (page: StaticFile) => {
      const locale = localeOfHome.get(page) ?? baseLocale
      return carousel.list(locale).pipe(
        Effect.exit,
        Effect.flatMap((exit) => {
          if (exit._tag !== "Success") return Effect.succeed(page)
          const slides = exit.value
          const json = scriptJson(slides)
          let home = homeCache.get(page)
          if (home?.json !== json) {
            const templates = firstSlideOfHome.get(page)
            home = { json, file: withSlides(page, json, (html) => withFirstSlide(html, templates, slides, locale)) }
            homeCache.set(page, home)
          }
          const file = home.file
          return Effect.promise(() => file)
        })
      )
    }
    return HomePage.of({ fill })
  })
).pipe(Layer.provide(CarouselSlides.layer))
