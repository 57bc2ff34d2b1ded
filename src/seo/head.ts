/**
 * The <head> of a prerendered page (scripts/prerender.ts): title, description, robots, canonical URL, hreflang
 * (every language, and x-default: the English page), Open Graph and Twitter tags and the JSON-LD.
 * The values are the route table's meta (src/routes.tsx), the same the live page sets after navigation (ui/meta.ts).
 */
import { intlTag, localePrefix, locales } from "../../i18n/locale.ts"
import { company } from "../content/company.ts"
import { fullTitle, type PageMeta, siteName } from "../ui/meta.ts"

export const escapeHtml = (text: string): string =>
  text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;")

/** JSON inside <script>: no "</script>" or "<!--" can close or confuse it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</gu, "\\u003c").replace(/>/gu, "\\u003e").replace(/&/gu, "\\u0026")

/** The languages the site is published in (i18n/project.inlang): hreflang and path prefix (English "", Hindi "/hi"). */
export const languages: ReadonlyArray<{ readonly hreflang: string; readonly prefix: string }> = locales.map(
  (locale) => ({ hreflang: locale, prefix: localePrefix(locale) })
)

export interface HeadInput {
  readonly meta: PageMeta
  /** The canonical path (an alias names its canonical page). */
  readonly canonicalPath: string
  /** The site's origin, no trailing slash (SITE_URL). */
  readonly siteUrl: string
  readonly structuredData: ReadonlyArray<unknown>
  readonly ogType?: "website" | "article"
}

/** "/" -> "https://site/"; a language's home "/hi/" -> "https://site/hi". */
export const absoluteUrl = (siteUrl: string, path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/$/u, "") : path
  return trimmed === "/" ? `${siteUrl}/` : `${siteUrl}${trimmed}`
}

export const headHtml = ({ meta, canonicalPath, siteUrl, structuredData, ogType = "website" }: HeadInput): string => {
  const title = escapeHtml(fullTitle(meta.title))
  const description = escapeHtml(meta.description)
  const lines = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`]
  if (meta.indexable === false) {
    lines.push(`<meta name="robots" content="noindex" />`)
    return lines.join("\n    ")
  }
  // The page's canonical URL is in its own language; x-default is the English page.
  const url = escapeHtml(absoluteUrl(siteUrl, `${localePrefix()}${canonicalPath}`))
  const englishUrl = escapeHtml(absoluteUrl(siteUrl, canonicalPath))
  lines.push(`<link rel="canonical" href="${url}" />`)
  for (const language of languages) {
    const href = escapeHtml(absoluteUrl(siteUrl, `${language.prefix}${canonicalPath}`))
    lines.push(`<link rel="alternate" hreflang="${language.hreflang}" href="${href}" />`)
  }
  lines.push(`<link rel="alternate" hreflang="x-default" href="${englishUrl}" />`)
  lines.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:locale" content="${intlTag().replace("-", "_")}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`
  )
  for (const data of structuredData) lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`)
  return lines.join("\n    ")
}

/** The company's name for places that need one without the route table. */
export const brandName = company.brandName
