/**
 * The site's languages (issue 15): English, the spec's wording and the base, at `/`; every other language of
 * i18n/project.inlang under `/<locale>/` (Hindi at `/hi/`). Adding a language is its catalog files and its code in
 * the project's `locales`; nothing here names a language but the base.
 *
 * Which language is in force:
 * - in the browser build, the build's own (Vite's `define` of `globalThis.__PARAGLIDE_STATIC_LOCALE__`, vite.config.ts),
 *   so each language's build folds every check of it to a constant;
 * - elsewhere (the server, tests, the dev server) Paraglide's runtime locale, set with `setLocale` or for one
 *   synchronous piece of work with `withLocale`.
 */
import { baseLocale, getLocale, type Locale, locales, setLocale } from "./paraglide/runtime.js"

declare global {
  var __PARAGLIDE_STATIC_LOCALE__: Locale | undefined
}

export type { Locale }
export { baseLocale, locales }

/** The language in force (see above). */
export const currentLocale = (): Locale => globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? getLocale()

/** Whether a value is one of the site's languages. */
export const isLocale = (value: unknown): value is Locale => (locales as ReadonlyArray<unknown>).includes(value)

/** The path prefix of a language's pages: "" for English, "/hi" for Hindi. */
export const localePrefix = (locale: Locale = currentLocale()): string => (locale === baseLocale ? "" : `/${locale}`)

/** The BCP 47 tag for Intl and `lang`-like uses in India: en-IN, hi-IN. */
export const intlTag = (locale: Locale = currentLocale()): string => `${locale}-IN`

/** A path's language and the path without its prefix: "/hi/services/x" -> hi, "/services/x"; "/hi" -> hi, "/". */
export const splitLocalePath = (pathname: string): { readonly locale: Locale; readonly path: string } => {
  const first = /^\/([a-z]{2,3})(?=\/|$)/u.exec(pathname)?.[1]
  if (first !== undefined && first !== baseLocale && isLocale(first)) {
    return { locale: first, path: pathname.slice(first.length + 1) || "/" }
  }
  return { locale: baseLocale, path: pathname }
}

/** The same page in another language: "/services/x?a=1" -> "/hi/services/x?a=1" and back. */
export const pathInLocale = (pathAndQuery: string, locale: Locale): string => {
  const queryAt = pathAndQuery.search(/[?#]/u)
  const pathname = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt)
  const rest = queryAt < 0 ? "" : pathAndQuery.slice(queryAt)
  const { path } = splitLocalePath(pathname)
  const prefix = localePrefix(locale)
  return `${prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`}${rest}`
}

/**
 * A link's href as a page in `locale` shows it: a path of the site under the language's prefix ("/apply" ->
 * "/hi/apply", "/" -> "/hi"); another site's address, `//host` and anything not a path stay as they are. The browser
 * app's links (src/app/App.tsx) and the server's first carousel slide (server/http/carousel-first-slide.ts) both write
 * hrefs with it, so the prerendered slide and the hydrated one agree.
 */
export const hrefInLocale = (href: string, locale: Locale = currentLocale()): string => {
  const prefix = localePrefix(locale)
  return prefix !== "" && href.startsWith("/") && !href.startsWith("//") ? `${prefix}${href === "/" ? "" : href}` : href
}

/**
 * Runs `work` (synchronous) with `locale` as the runtime locale, then puts the previous one back: the server's way to
 * compute one request's messages (no other request runs in between, as nothing here waits).
 */
export const withLocale = <A>(locale: Locale, work: () => A): A => {
  const before = getLocale()
  if (before === locale) return work()
  setLocale(locale, { reload: false })
  try {
    return work()
  } finally {
    setLocale(before, { reload: false })
  }
}

/**
 * The language an HTTP request asks for: its Accept-Language header's first supported language by quality (the
 * browser app sends its page's own language there), else English. "hi-IN,hi;q=0.9,en;q=0.8" -> hi.
 */
export const localeFromAcceptLanguage = (header: string | undefined): Locale => {
  if (!header) return baseLocale
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/u.exec(p)?.[1]).find((v) => v !== undefined)
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? baseLocale
}
