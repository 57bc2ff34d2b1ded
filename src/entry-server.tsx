/**
 * The prerender's entry (scripts/prerender.ts builds it with Vite for Node and runs it after `vite build`): the
 * pages to prerender, read from the route table (src/routes.tsx), and the HTML of each, rendered with React's
 * static renderer (`react-dom/static`), which waits for every lazy view. The browser hydrates this HTML
 * (src/main.tsx) with the same tree (src/root.tsx).
 */
import type { ReactNode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import {
  type FirstSlideTemplates,
  type FirstSlideVariant,
  firstSlideVariants,
  templateSlide
} from "../domain/carousel-first-slide.ts"
import { localePrefix } from "../i18n/locale.ts"
import { FirstSlide } from "./features/home/CarouselPlaceholder.tsx"
import { Root } from "./root.tsx"
import { type AppRoute, notFoundRoute, routes } from "./routes.tsx"
import { headHtml, languages } from "./seo/head.ts"
import { isPreloadable } from "./ui/lazy-view.ts"
import type { PageMeta } from "./ui/meta.ts"

export interface PrerenderPage {
  /** The path the page answers (an alias has its own file, rendered at its own path). */
  readonly path: string
  /** The query it is rendered with ("" but for pages that read theirs). */
  readonly search: string
  /** The canonical path (what the canonical link, hreflang and the sitemap name). */
  readonly canonicalPath: string
  readonly routeId: string
  readonly meta: PageMeta
  /** 404 for the not-found page. */
  readonly status: 200 | 404
  /** The route view's source module (Vite's manifest key), for its chunks' preload and CSS links. */
  readonly moduleId: string | undefined
  readonly route: AppRoute
  /** yyyy-mm-dd of the content's last change, when the content knows it (blog posts). */
  readonly lastModified: string | undefined
}

/** Where the not-found page is rendered: a path no route matches. */
export const notFoundPath = "/404"

const hasParameters = (path: string): boolean => /[:*]/u.test(path)

const page = (
  route: AppRoute,
  path: string,
  canonicalPath: string,
  meta: PageMeta,
  status: 200 | 404 = 200,
  lastModified?: string
): PrerenderPage => ({
  path,
  search: route.prerenderedQueries?.(path)[0] ?? "",
  canonicalPath,
  routeId: route.id,
  meta,
  status,
  moduleId: isPreloadable(route.component) ? route.component.moduleId : undefined,
  route,
  lastModified
})

/**
 * A route's meta at one page, as the live page sets it: the route table's `metaFor` where a route has one (issue 11
 * adds it for meta that depends on the path, query or content), else the given meta.
 */
const metaAt = async (route: AppRoute, at: { path: string; search: string }, meta: PageMeta): Promise<PageMeta> => {
  const metaFor = (route as { metaFor?: (at: unknown) => PageMeta | Promise<PageMeta> }).metaFor
  if (!metaFor) return meta
  const slug = /^\/resources\/blogs\/([^/]+)$/u.exec(at.path)?.[1]
  return metaFor({ ...at, params: slug === undefined ? {} : { slug } })
}

/** Every prerendered page: indexable routes at their path and each alias, each blog post, the not-found page. */
export const prerenderPages = async (): Promise<ReadonlyArray<PrerenderPage>> => {
  const pages: Array<PrerenderPage> = []
  for (const route of routes) {
    if (route.meta.indexable === false) continue
    if (route.prerenderPaths) {
      for (const entry of await route.prerenderPaths()) {
        const meta = await metaAt(route, { path: entry.path, search: "" }, entry.meta)
        pages.push(page(route, entry.path, entry.path, meta, 200, entry.lastModified))
      }
      continue
    }
    for (const path of [route.path, ...route.aliases]) {
      if (hasParameters(path)) continue
      const search = route.prerenderedQueries?.(path)[0] ?? ""
      pages.push(page(route, path, route.path, await metaAt(route, { path, search }, route.meta)))
    }
  }
  pages.push(page(notFoundRoute, notFoundPath, notFoundPath, notFoundRoute.meta, 404))
  return pages
}

/** The source module of every lazy route view (another route's CSS never goes into a page). */
export const routeModuleIds = (): ReadonlyArray<string> =>
  [...routes, notFoundRoute].flatMap((route) =>
    isPreloadable(route.component) && route.component.moduleId ? [route.component.moduleId] : []
  )

/** Routes that are never prerendered (a person's data, a token): the server answers them the empty shell. */
export const shellRoutes = (): ReadonlyArray<{ readonly paths: ReadonlyArray<string>; readonly meta: PageMeta }> =>
  routes
    .filter((route) => route.meta.indexable === false)
    .map((route) => ({ paths: [route.path, ...route.aliases], meta: route.meta }))

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString("utf8")
}

/** The app's HTML at one path: what goes inside #root. */
export const renderPage = async (page: Pick<PrerenderPage, "path" | "search" | "route">): Promise<string> => {
  if (isPreloadable(page.route.component)) await page.route.component.preload()
  const { prelude } = await prerenderToNodeStream(
    <Root
      ssrPath={`${localePrefix()}${page.path === "/" && localePrefix() !== "" ? "" : page.path}`}
      ssrSearch={page.search}
    />,
    // Every boundary inline: React outlines large ones (shown later by a script) unless told otherwise.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => console.error(error) }
  )
  return streamToString(prelude)
}

/**
 * A piece of a page as React renders it. React puts a preload of each image in it before the markup, for a head
 * that this piece does not have; the page's own <img> is found as early by the browser's preload scanner.
 */
const renderToHtml = async (node: ReactNode): Promise<string> =>
  (
    await streamToString((await prerenderToNodeStream(node, { onError: (error) => console.error(error) })).prelude)
  ).replace(/^(?:<link rel="preload" as="image"[^>]*>)+/u, "")

/**
 * The home carousel's first slide as the server fills it in at each request (domain/carousel-first-slide.ts): the
 * empty box the home page holds, and the slide with markers for each set of buttons. Rendered without the app's
 * router, so a link's marker stays as it is; the server writes each href in the page's language as the router
 * would (hrefInLocale).
 */
export const renderFirstSlideTemplates = async (): Promise<FirstSlideTemplates> => {
  const slides = await Promise.all(
    firstSlideVariants.map(
      async (variant) => [variant, await renderToHtml(<FirstSlide slide={templateSlide(variant)} />)] as const
    )
  )
  return {
    empty: await renderToHtml(<FirstSlide slide={undefined} />),
    slides: Object.fromEntries(slides) as Record<FirstSlideVariant, string>
  }
}

/** The page's head: its meta, canonical, hreflang, social tags, the Organization and the page's own JSON-LD. */
export const renderHead = async (page: PrerenderPage, siteUrl: string): Promise<string> => {
  const own =
    page.status === 200 && page.route.structuredData
      ? await page.route.structuredData({ path: page.canonicalPath, meta: page.meta, siteUrl })
      : []
  const { organizationData } = await import("./seo/structured-data.ts")
  return headHtml({
    meta: page.meta,
    canonicalPath: page.canonicalPath,
    siteUrl,
    structuredData: page.meta.indexable === false ? [] : [organizationData(siteUrl), ...own],
    ogType: page.routeId === "blog-article" ? "article" : "website"
  })
}

export { headHtml, languages }
