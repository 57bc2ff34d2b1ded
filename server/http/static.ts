/**
 * The built browser app (dist/), held in memory: correct content types, long cache for hashed /assets/*, no-cache
 * (revalidate) for HTML, gzip and brotli variants made once at start, ETags.
 *
 * Pages come from the prerender (scripts/prerender.ts, dist/.pages/routes.json): each public path answers its own
 * prerendered HTML (aliases theirs, naming the canonical URL; matching ignores case and a trailing slash), pages
 * with a person's data or a token answer their empty noindex shell, and any other path answers 404 with the
 * not-found page's HTML. Files under dist/.* (the prerender's pages, Vite's manifest) are never served by their
 * own path. A build without the prerender answers index.html for every path, as before.
 * A missing /assets/* file is a 404 (never HTML served as a script). When the app is not built, a plain page says so.
 * The home page carries the current carousel slides as JSON in its head (`<script type="application/json" id="carousel-slides">`,
 * read from the database at each request, so a back-office edit shows at once; the Hindi home's in Hindi): its first visit needs no API client
 * (issue 13). Its body carries the first of them as HTML, so the slide's heading is painted before any script runs
 * (issue 29; carousel-first-slide.ts). The page with a given set of slides is compressed once and kept until the
 * slides change.
 * A server whose RETENTION_* periods are not the defaults rewrites the Privacy Policy's statements of them at start,
 * and every page carries those periods as JSON (`retention-periods`) so the browser states the same (issue 14).
 */

import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, gzip, constants as zlib } from "node:zlib"
import { Context, Effect, Layer } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import type { FirstSlideTemplates } from "../../domain/carousel-first-slide.ts"
import {
  defaultRetention,
  type RetentionPeriods,
  retentionPeriodsId,
  retentionStatements
} from "../../domain/retention.ts"
import {
  baseLocale,
  isLocale,
  type Locale,
  locales,
  pathInLocale,
  splitLocalePath,
  withLocale
} from "../../i18n/locale.ts"
import { loadFirstSlideTemplates, withFirstSlide } from "../carousel/first-slide.ts"
import { CarouselSlides } from "../carousel/repo.ts"
import { Settings } from "../config.ts"

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm"
}
const compressible = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/u

const immutable = "public, max-age=31536000, immutable"
const revalidate = "no-cache"
const shortCache = "public, max-age=3600"

export interface StaticFile {
  readonly body: Uint8Array
  readonly gzip: Uint8Array | undefined
  readonly br: Uint8Array | undefined
  readonly contentType: string
  readonly cacheControl: string
  readonly etag: string
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Reads happen at start; the compressed variants are made off the event loop (zlib's thread pool). */
const makeFile = async (body: Uint8Array, contentType: string, cacheControl: string): Promise<StaticFile> => {
  const squeeze = compressible.test(contentType) && body.byteLength > 1024
  const [gz, br] = squeeze
    ? await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength }
        })
      ])
    : [undefined, undefined]
  return {
    body,
    gzip: gz && gz.byteLength < body.byteLength ? gz : undefined,
    br: br && br.byteLength < body.byteLength ? br : undefined,
    contentType,
    cacheControl,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`
  }
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loan marketplace</title></head>
<body><main><h1>Loan marketplace</h1>
<p>The web app has not been built yet. The API is available under <a href="/api/openapi.json">/api</a>.</p>
</main></body></html>
`

const walk = (root: string, dir = root, out: Array<string> = []): Array<string> => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(root, full, out)
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/** The prerendered pages, by the key of their path. */
export interface Pages {
  readonly byPath: ReadonlyMap<string, StaticFile>
  readonly prefixes: ReadonlyArray<{ readonly prefix: string; readonly file: StaticFile }>
  readonly notFound: StaticFile
  /** The home carousel's first slide as markup to fill in (carousel-first-slide.ts); absent from older builds. */
  readonly firstSlide?: FirstSlideTemplates | undefined
}

/** The key a path is looked up by: lower case, no trailing slash (but "/"), as the router matches it. */
export const pageKey = (urlPath: string): string => {
  const lower = urlPath.toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/u, "") || "/" : lower
}

interface PrerenderIndex {
  readonly pages: Record<string, string>
  readonly prefixes: ReadonlyArray<{ readonly prefix: string; readonly file: string }>
  readonly notFound: string
}

/** A language's prerendered pages: English's in dist/.pages, another's in dist/<locale>/.pages (`prefix` "/hi"). */
const loadPages = (files: ReadonlyMap<string, StaticFile>, distDir: string, prefix = ""): Pages | undefined => {
  const indexFile = path.join(distDir, ...prefix.split("/").filter(Boolean), ".pages", "routes.json")
  if (!existsSync(indexFile)) return undefined
  const index: PrerenderIndex = JSON.parse(readFileSync(indexFile, "utf8"))
  const file = (name: string): StaticFile => {
    const found = files.get(`${prefix}/.pages/${name}`)
    if (!found) throw new Error(`dist/.pages/routes.json names a missing file: ${name}`)
    return found
  }
  return {
    byPath: new Map(Object.entries(index.pages).map(([key, name]) => [key, file(name)])),
    prefixes: index.prefixes.map((p) => ({ prefix: p.prefix, file: file(p.file) })),
    notFound: file(index.notFound),
    firstSlide: loadFirstSlideTemplates(path.dirname(indexFile))
  }
}

/** The prerendered page of a path: its own, a shell, or undefined (not found). */
export const pageFor = (pages: Pages, urlPath: string): StaticFile | undefined => {
  const key = pageKey(urlPath === "/index.html" ? "/" : urlPath)
  return pages.byPath.get(key) ?? pages.prefixes.find((p) => key.startsWith(p.prefix))?.file
}

/** The other languages' sites (issue 15): Hindi's pages answer under /hi, from its own build in dist/hi. */
export interface LocalizedPages {
  /** "/hi" */
  readonly prefix: string
  readonly pages: Pages
  /** Its home page (`/hi`), which carries the carousel's slides as English's does. */
  readonly index: StaticFile
}

/** Which language's pages a path belongs to, and the path within them: "/hi/faqs" -> Hindi, "/faqs". */
export const localizedPageFor = (
  localized: ReadonlyArray<LocalizedPages>,
  urlPath: string
): { readonly site: LocalizedPages; readonly path: string } | undefined => {
  const lower = urlPath.toLowerCase()
  const site = localized.find((l) => lower === l.prefix || lower.startsWith(`${l.prefix}/`))
  return site && { site, path: urlPath.slice(site.prefix.length) || "/" }
}

/** Loads dist/ into memory (the built app is a few hundred kB). */
export const loadSite = async (
  distDir: string
): Promise<{
  files: Map<string, StaticFile>
  index: StaticFile
  built: boolean
  pages: Pages | undefined
  localized: ReadonlyArray<LocalizedPages>
}> => {
  const files = new Map<string, StaticFile>()
  const indexPath = path.join(distDir, "index.html")
  if (!existsSync(indexPath) || !statSync(indexPath).isFile()) {
    const index = await makeFile(new TextEncoder().encode(notBuiltPage), contentTypes[".html"]!, revalidate)
    return { files, index, built: false, pages: undefined, localized: [] }
  }
  await Promise.all(
    walk(distDir).map(async (file) => {
      const urlPath = `/${path.relative(distDir, file).split(path.sep).join("/")}`
      const ext = path.extname(file).toLowerCase()
      const cacheControl = ext === ".html" ? revalidate : hashedAsset.test(urlPath) ? immutable : shortCache
      files.set(
        urlPath,
        await makeFile(readFileSync(file), contentTypes[ext] ?? "application/octet-stream", cacheControl)
      )
    })
  )
  const pages = loadPages(files, distDir)
  const localized = readdirSync(distDir, { withFileTypes: true }).flatMap((entry): Array<LocalizedPages> => {
    if (!entry.isDirectory() || !/^[a-z]{2,3}$/u.test(entry.name)) return []
    const own = loadPages(files, distDir, `/${entry.name}`)
    return own ? [{ prefix: `/${entry.name}`, pages: own, index: own.byPath.get("/")! }] : []
  })
  // Hidden files of every language (the prerender's pages, Vite's manifest) are reached through `pages` only.
  for (const key of [...files.keys()]) if (key.includes("/.")) files.delete(key)
  return { files, index: pages?.byPath.get("/") ?? files.get("/index.html")!, built: true, pages, localized }
}

/** Hashed build output, English's (/assets/) or another language's (/hi/assets/): cached for a year. */
const hashedAsset = /^\/(?:[a-z]{2,3}\/)?assets\//u

/** JSON safe inside <script>: no "</script>", no "<!--", no line separators. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</gu, "\\u003c")
    .replace(/\u2028/gu, "\\u2028")
    .replace(/\u2029/gu, "\\u2029")

/** Text as React writes it into HTML. */
const htmlText = (text: string): string =>
  text
    .replace(/&/gu, "&amp;")
    .replace(/</gu, "&lt;")
    .replace(/>/gu, "&gt;")
    .replace(/"/gu, "&quot;")
    .replace(/'/gu, "&#x27;")

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
      html = html.replaceAll(`>${htmlText(statement)}<`, `>${htmlText(stated[i]!)}<`)
    })
  }
  const tag = `<script type="application/json" id="${retentionPeriodsId}">${scriptJson(periods)}</script>`
  const at = html.indexOf("</head>")
  html = at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at)
  return makeFile(new TextEncoder().encode(html), page.contentType, page.cacheControl)
}

/** The site with every page rewritten for the configured retention periods (the site itself when they are the defaults). */
const withRetentionPeriods = async (
  site: Awaited<ReturnType<typeof loadSite>>,
  periods: RetentionPeriods
): Promise<Awaited<ReturnType<typeof loadSite>>> => {
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
    firstSlide: own.firstSlide
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

export class StaticSite extends Context.Service<
  StaticSite,
  {
    readonly built: boolean
    readonly lookup: (urlPath: string) => StaticFile | undefined
    readonly index: StaticFile
    /** The prerendered pages (undefined when the build has none). */
    readonly pages: Pages | undefined
    /** The other languages' pages (Hindi's under /hi). */
    readonly localized: ReadonlyArray<LocalizedPages>
    /** FLOWS=1: the flow viewer's /flows is served; otherwise it is a 404. */
    readonly flows: boolean
  }
>()("server/http/StaticSite") {
  static readonly layer = Layer.effect(
    StaticSite,
    Effect.gen(function* () {
      const { distDir, flows, retention } = yield* Settings
      const site = yield* Effect.promise(() => loadSite(distDir).then((s) => withRetentionPeriods(s, retention)))
      if (!site.built) yield* Effect.logWarning("no built app in dist/: serving a plain page until `vite build` runs")
      return StaticSite.of({
        built: site.built,
        index: site.index,
        pages: site.pages,
        localized: site.localized,
        lookup: (p) => site.files.get(p),
        flows
      })
    })
  )
}

const pickEncoding = (file: StaticFile, acceptEncoding: string | undefined) => {
  if (acceptEncoding === undefined) return undefined
  if (file.br && /\bbr\b/u.test(acceptEncoding)) return "br" as const
  if (file.gzip && /\bgzip\b/u.test(acceptEncoding)) return "gzip" as const
  return undefined
}

export const respondWithFile = (file: StaticFile, request: HttpServerRequest.HttpServerRequest, status = 200) => {
  const vary = file.gzip || file.br ? { vary: "Accept-Encoding" } : undefined
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    return HttpServerResponse.empty({
      status: 304,
      headers: { etag: file.etag, "cache-control": file.cacheControl, ...vary }
    })
  }
  const encoding = pickEncoding(file, request.headers["accept-encoding"])
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body
  return HttpServerResponse.uint8Array(body, {
    status,
    contentType: file.contentType,
    headers: {
      etag: file.etag,
      "cache-control": file.cacheControl,
      ...(encoding ? { "content-encoding": encoding } : {}),
      ...vary
    }
  })
}

/** The id of the home page's slides element (src/features/home/carousel-live.ts reads it). */
export const carouselSlidesId = "carousel-slides"

/**
 * The home page with the slides' JSON at the end of <head>, and its body as the prerender made it or, given
 * `firstSlide`, with the carousel's first slide in it (carousel-first-slide.ts).
 */
export const withSlides = (
  page: StaticFile,
  slidesJson: string,
  firstSlide: (html: string) => string = (html) => html
): Promise<StaticFile> => {
  const html = firstSlide(new TextDecoder().decode(page.body))
  const tag = `<script type="application/json" id="${carouselSlidesId}">${slidesJson}</script>`
  const at = html.indexOf("</head>")
  const next = at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at)
  return makeFile(new TextEncoder().encode(next), page.contentType, page.cacheControl)
}

const safePath = (url: string): string | undefined => {
  const pathname = url.split("?", 1)[0]!.split("#", 1)[0]!
  try {
    const decoded = decodeURIComponent(pathname)
    return decoded.includes("\0") ? undefined : path.posix.normalize(decoded)
  } catch {
    return undefined
  }
}

const notFound = HttpServerResponse.text("Not Found", { status: 404 })

/**
 * The language a visitor chose last (the switcher's `lang` cookie, src/app/LanguageSwitcher.tsx), honoured when they
 * arrive from elsewhere (a search result, a bookmark, a typed address; `Sec-Fetch-Site` not same-origin): a page in
 * the other language answers 302 to the same page in theirs. A link followed on the site itself is never redirected,
 * so a visitor can always open the other language. Crawlers carry no cookie.
 */
export const rememberedLanguageRedirect = (
  request: HttpServerRequest.HttpServerRequest,
  urlPath: string
): HttpServerResponse.HttpServerResponse | undefined => {
  if (request.headers["sec-fetch-site"] === "same-origin" || request.headers["sec-fetch-dest"] === "iframe") {
    return undefined
  }
  const chosen = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/u.exec(request.headers.cookie ?? "")?.[1]
  if (chosen === undefined || !isLocale(chosen) || splitLocalePath(urlPath).locale === chosen) return undefined
  const queryAt = request.url.indexOf("?")
  const query = queryAt < 0 ? "" : request.url.slice(queryAt)
  return HttpServerResponse.empty({
    status: 302,
    headers: { location: pathInLocale(`${urlPath}${query}`, chosen), "cache-control": "no-store", vary: "Cookie" }
  })
}

/**
 * GET/HEAD of anything outside /api: a file of dist/, else the path's prerendered page (or its shell), else the
 * not-found page with 404. Without a prerender: index.html (the app's router shows its not-found page).
 * Needs StaticSite, provided beside the database so both get ready at the same time.
 */
export const StaticRoutes = HttpRouter.use(
  Effect.fn(function* (router) {
    const site = yield* StaticSite
    const carousel = yield* CarouselSlides
    /** Each language's home page with the last slides seen; made anew when they change. */
    const homeCache = new Map<StaticFile, { readonly json: string; readonly file: Promise<StaticFile> }>()
    /**
     * The slides as JSON in the head and the first of them in the carousel's box (its heading is then the page's
     * first paint, issue 29). Slides that cannot be read leave the page without them (the carousel then asks the API).
     */
    const homeWithSlides = (page: StaticFile) => {
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
    /** Each home page's language: the slides it carries are in it (the Hindi home's in Hindi). */
    const localeOfHome = new Map<StaticFile, Locale>([
      [site.index, baseLocale],
      ...site.localized.flatMap((l) => {
        const locale = l.prefix.slice(1)
        return isLocale(locale) ? [[l.index, locale] as const] : []
      })
    ])
    /** Each home page's first-slide templates (its language's build). */
    const firstSlideOfHome = new Map<StaticFile, FirstSlideTemplates | undefined>([
      [site.index, site.pages?.firstSlide],
      ...site.localized.map((l) => [l.index, l.pages.firstSlide] as const)
    ])
    const homes = new Set(localeOfHome.keys())
    const respond = (file: StaticFile, request: HttpServerRequest.HttpServerRequest) =>
      site.pages !== undefined && homes.has(file)
        ? Effect.map(homeWithSlides(file), (withThem) => respondWithFile(withThem, request))
        : Effect.succeed(respondWithFile(file, request))
    yield* router.add("*", "/*", (request) => {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return Effect.succeed(
          HttpServerResponse.text("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } })
        )
      }
      const urlPath = safePath(request.url)
      if (urlPath === undefined) return Effect.succeed(notFound)
      // The home page is a page like the others (a remembered language applies to it): dist/index.html is only
      // the template, or the page itself when there is no prerender.
      const home = urlPath === "/" || urlPath === "/index.html"
      const file = home ? undefined : site.lookup(urlPath)
      if (file !== undefined) return respond(file, request)
      if (hashedAsset.test(urlPath)) return Effect.succeed(notFound)
      if (!site.flows && /^\/flows(\/|$)/iu.test(urlPath)) return Effect.succeed(notFound)
      if (site.pages === undefined) return Effect.succeed(respondWithFile(site.index, request))
      const remembered = rememberedLanguageRedirect(request, urlPath)
      if (remembered !== undefined) return Effect.succeed(remembered)
      // Another language's page (/hi/...): from its own build, its own not-found page.
      const localized = localizedPageFor(site.localized, urlPath)
      const pages = localized?.site.pages ?? site.pages
      const page = pageFor(pages, localized?.path ?? urlPath)
      return page ? respond(page, request) : Effect.succeed(respondWithFile(pages.notFound, request, 404))
    })
  })
).pipe(Layer.provide(CarouselSlides.layer))
