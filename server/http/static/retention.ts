/**
 * A server whose RETENTION_* periods are not the defaults rewrites the Privacy Policy's statements of them at start,
 * and every page carries those periods as JSON (`retention-periods`) so the browser states the same (issue 14).
 */
import {
  defaultRetention,
  type RetentionPeriods,
  retentionPeriodsId,
  retentionStatements
} from "../../../domain/retention.ts"
import { locales, withLocale } from "../../../i18n/locale.ts"
import { type StaticFile, withHtml } from "./files.ts"
import { escapeHtml, scriptJson, withJsonInHead } from "./html.ts"
import type { Pages } from "./pages.ts"
import type { Site } from "./site.ts"

const sameRetention = (a: RetentionPeriods, b: RetentionPeriods): boolean =>
  (Object.keys(a) as Array<keyof RetentionPeriods>).every((key) => a[key] === b[key])

/**
 * A page as a server with other retention periods serves it: the periods as JSON at the end of <head>, and the
 * prerendered statements of the default periods (the Privacy Policy's) replaced with the configured ones.
 */
export const withRetention = (page: StaticFile, periods: RetentionPeriods): Promise<StaticFile> => {
  let html = new TextDecoder().decode(page.body)
  // The statements as each language words them (a page holds its own language's).
  for (const locale of locales) {
    const stated = withLocale(locale, () => retentionStatements(periods))
    withLocale(locale, () => retentionStatements(defaultRetention)).forEach((statement, i) => {
      html = html.replaceAll(`>${escapeHtml(statement)}<`, `>${escapeHtml(stated[i]!)}<`)
    })
  }
  return withHtml(page, withJsonInHead(html, retentionPeriodsId, scriptJson(periods)))
}

/** The site with every page rewritten for the configured retention periods (the site itself when they are the defaults). */
export const withRetentionPeriods = async (site: Site, periods: RetentionPeriods): Promise<Site> => {
  const { pages } = site
  if (pages === undefined || sameRetention(periods, defaultRetention)) return site
  const rewritten = new Map<StaticFile, Promise<StaticFile>>()
  const rewrite = (file: StaticFile): Promise<StaticFile> => {
    let next = rewritten.get(file)
    if (next === undefined) {
      next = withRetention(file, periods)
      rewritten.set(file, next)
    }
    return next
  }
  const rewritePages = async (own: Pages): Promise<Pages> => ({
    byPath: new Map(await Promise.all([...own.byPath].map(async ([key, file]) => [key, await rewrite(file)] as const))),
    prefixes: await Promise.all(own.prefixes.map(async (p) => ({ prefix: p.prefix, file: await rewrite(p.file) }))),
    notFound: await rewrite(own.notFound),
    folder: own.folder
  })
  const localized = await Promise.all(
    site.localized.map(async (l) => ({
      prefix: l.prefix,
      pages: await rewritePages(l.pages),
      index: await rewrite(l.index)
    }))
  )
  return { ...site, index: await rewrite(site.index), pages: await rewritePages(pages), localized }
}
