/**
 * GET/HEAD of anything outside /api, from the built app held in memory (site.ts): a file of dist/, else the path's
 * prerendered page (pages.ts) or its shell, else the not-found page with 404; a page in the language the visitor
 * chose last when they arrive from elsewhere (language-redirect.ts). A build without the prerender answers
 * index.html for every path (the app's router shows its not-found page). A missing /assets/* file is a 404 (never
 * HTML served as a script).
 *
 * The home pages (each language's) are filled in at each request by `HomePage`, which a capability provides: the
 * carousel puts its current slides in them (server/carousel/home-page.ts).
 */
import * as path from "node:path"
import { Context, Effect } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { hashedAsset, respondWithFile, type StaticFile } from "./files.ts"
import { rememberedLanguageRedirect } from "./language-redirect.ts"
import { localizedPageFor, pageFor } from "./pages.ts"
import { StaticSite } from "./site.ts"

/** A home page as served now: the prerendered one (`page`: StaticSite's index or a language's) with what changes in it. */
export class HomePage extends Context.Service<
  HomePage,
  { readonly fill: (page: StaticFile) => Effect.Effect<StaticFile> }
>()("server/http/HomePage") {}

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

/** The static routes. Needs StaticSite, provided beside the database so both get ready at the same time, and HomePage. */
export const StaticRoutes = HttpRouter.use(
  Effect.fn(function* (router) {
    const site = yield* StaticSite
    const home = yield* HomePage
    const homes = new Set([site.index, ...site.localized.map((l) => l.index)])
    const respond = (file: StaticFile, request: HttpServerRequest.HttpServerRequest) =>
      site.pages !== undefined && homes.has(file)
        ? Effect.map(home.fill(file), (filled) => respondWithFile(filled, request))
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
      const isHome = urlPath === "/" || urlPath === "/index.html"
      const file = isHome ? undefined : site.lookup(urlPath)
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
)
