/**
 * Switching language (issue 15, point 4). Each language is its own build, so the switcher is a plain <a> that loads
 * the same page, query string kept, in the other language as a whole document (not react-aria's Link: the
 * RouterProvider would navigate client-side, inside this language's build). A click remembers the choice in the
 * `lang` cookie; the server then sends a visitor arriving from elsewhere to that language
 * (server/http/static/language-redirect.ts).
 *
 * The offer: a first visit (no `lang` cookie) from a browser whose first language is another of the site's is
 * offered that language in its own words, never sent there. It appears after hydration only (the HTML is the same
 * for everyone), and closing it remembers the page's language.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { useLocation, useSearch } from "wouter"
import {
  baseLocale,
  currentLocale,
  isLocale,
  type Locale,
  localePrefix,
  locales,
  pathInLocale
} from "../../i18n/locale.ts"

/** The language the switcher offers: English from any other, the first other language from English. */
export const otherLocale = (locale: Locale): Locale =>
  locale === baseLocale ? (locales.find((other) => other !== baseLocale) ?? baseLocale) : baseLocale

/**
 * Each language's name in itself ("English", "हिन्दी"; a third language names itself too: "मराठी"), from the
 * platform's own data, so adding a language needs no word here.
 */
export const languageName = (locale: Locale): string =>
  new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale

/** The same page in `locale`: the shown path (under this language's prefix) and query. */
export const switchHref = (path: string, search: string, locale: Locale, from: Locale = currentLocale()): string => {
  const prefix = localePrefix(from)
  const full = prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`
  return pathInLocale(search === "" ? full : `${full}?${search}`, locale)
}

/** Remembers a chosen language for a year, site-wide. */
export const rememberLanguage = (locale: Locale): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server as well
  document.cookie = `lang=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
}

function useSwitchHref(locale: Locale): string {
  const [path] = useLocation()
  return switchHref(path, useSearch(), locale)
}

/** The link to this page in the other language (in the header, and in the phone menu). */
export function LanguageSwitcher({ className }: { readonly className?: string }) {
  const other = otherLocale(currentLocale())
  const href = useSwitchHref(other)
  const link = useRef<HTMLAnchorElement>(null)
  // A prerendered page is made without the address's query (or with another one), and hydration keeps an attribute
  // as the server wrote it: once running, and on each navigation, the address itself names the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page (its path or query) changes
  useEffect(() => {
    link.current?.setAttribute("href", pathInLocale(`${window.location.pathname}${window.location.search}`, other))
  }, [href, other])
  return (
    <a
      ref={link}
      href={href}
      lang={other}
      hrefLang={other}
      className={className ? `lang-switch ${className}` : "lang-switch"}
      onClick={() => rememberLanguage(other)}
    >
      {languageName(other)}
    </a>
  )
}

/**
 * Which language to offer: the browser's first language if it is another of the site's and no language was ever
 * chosen here (no `lang` cookie); otherwise none.
 */
export const offeredLocale = (
  languages: ReadonlyArray<string>,
  cookie: string,
  locale: Locale = currentLocale()
): Locale | undefined => {
  if (/(?:^|;\s*)lang=/u.test(cookie)) return undefined
  const first = languages[0]?.toLowerCase().split("-")[0]
  return first !== undefined && first !== locale && first !== baseLocale && isLocale(first) ? first : undefined
}

/** The strip itself, in its own chunk: only a browser that is offered a language downloads it. */
const LanguageOfferStrip = lazy(() => import("./LanguageOffer.tsx"))

/** The offer of the browser's language, decided after hydration only (the HTML is the same for everyone). */
export function LanguageOffer() {
  const [offered, setOffered] = useState<Locale | undefined>(undefined)
  useEffect(() => {
    setOffered(offeredLocale(navigator.languages ?? [navigator.language], document.cookie))
  }, [])
  const href = useSwitchHref(offered ?? baseLocale)
  if (offered === undefined) return null
  return (
    <Suspense fallback={null}>
      <LanguageOfferStrip
        locale={offered}
        href={href}
        onAccept={() => rememberLanguage(offered)}
        onClose={() => {
          rememberLanguage(currentLocale())
          setOffered(undefined)
        }}
      />
    </Suspense>
  )
}
