/**
 * The browser's entry. A prerendered page (scripts/prerender.ts) carries the path and query it was rendered at on
 * #root: the route's lazy view is loaded first, then React hydrates that HTML with the same tree (src/root.tsx), so nothing is rendered twice and nothing shifts. The shell of a page
 * that is never prerendered (a person's data, a token) has an empty #root and renders from nothing, as does a page
 * opened under a query it reads and was not prerendered with (an apply link with its loan type).
 */
import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { parse } from "regexparam"
import { matchRoute } from "wouter"
import { localePrefix, splitLocalePath } from "../i18n/locale.ts"
import { setLocale } from "../i18n/paraglide/runtime.js"
import { Root } from "./root.tsx"
import { type AppRoute, notFoundRoute, routePaths } from "./routes.tsx"
import { recordEarlyEvents } from "./ui/early-events.ts"
import { isPreloadable } from "./ui/lazy-view.ts"
import "./styles/tokens.css"
import "./styles/global.css"
import "./styles/ui.css"
import "./styles/shell.css"

// Without a build's own language (the dev server), the language is the address's: /hi/... is Hindi.
if (globalThis.__PARAGLIDE_STATIC_LOCALE__ === undefined) {
  setLocale(splitLocalePath(location.pathname).locale, { reload: false })
}

const root = document.getElementById("root")
if (!root) throw new Error("index.html has no #root")

/** The path the router sees: the address without the page's language prefix (/hi/services/x -> /services/x). */
const appPath = (pathname: string): string => pathname.slice(localePrefix().length) || "/"

const routeOf = (pathname: string): AppRoute =>
  routePaths.find(([path]) => matchRoute(parse, path, pathname)[0])?.[1] ?? notFoundRoute

const pageKey = (pathname: string): string => pathname.toLowerCase().replace(/(.)\/+$/u, "$1")

/** Whether the prerendered HTML is this page as the browser would render it now. */
const matchesPrerender = (route: AppRoute, prerenderedPath: string, search: string): boolean =>
  routeOf(prerenderedPath) === route &&
  (route.prerenderedQueries?.(appPath(location.pathname)).includes(search) ?? true)

const start = async () => {
  const route = routeOf(appPath(location.pathname))
  if (isPreloadable(route.component)) await route.component.preload().catch(() => undefined)
  const prerenderedPath = root.dataset.path
  const search = location.search.replace(/^\?/u, "")
  if (prerenderedPath !== undefined && matchesPrerender(route, prerenderedPath, search)) {
    // The same page under another case or a trailing slash (/services/professional-Loan): hydrate at the address
    // itself, so the router does not remount the page right after.
    const samePage = pageKey(appPath(location.pathname)) === pageKey(prerenderedPath)
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task: the page
    // stays responsive (Total Blocking Time) while the HTML, already on screen, becomes interactive.
    startTransition(() => {
      const ssrPath = samePage
        ? location.pathname
        : `${localePrefix()}${prerenderedPath === "/" ? "" : prerenderedPath}` || "/"
      hydrateRoot(root, <Root ssrPath={ssrPath} ssrSearch={search} />)
    })
    return
  }
  // Rendered afresh: the server HTML is not this tree, and code waiting to hydrate a part of it
  // (src/features/calculator/when-used.ts) must not wait for it.
  delete root.dataset.path
  const fresh = createRoot(root)
  startTransition(() => fresh.render(<Root />))
}

/**
 * The prerendered head's page-specific tags that the live meta (ui/meta.ts) does not keep up: JSON-LD, hreflang and
 * Twitter tags. They leave once the person navigates to another page.
 */
const forgetPrerenderedHead = () => {
  const firstPath = location.pathname
  const events = ["popstate", "pushState", "replaceState"] as const
  const onNavigate = () => {
    if (pageKey(location.pathname) === pageKey(firstPath)) return
    const stale = 'script[type="application/ld+json"], link[rel="alternate"][hreflang], meta[name^="twitter:"]'
    for (const element of document.head.querySelectorAll(stale)) element.remove()
    for (const type of events) removeEventListener(type, onNavigate)
  }
  for (const type of events) addEventListener(type, onNavigate)
}

forgetPrerenderedHead()
// Presses made while the page hydrates, for the parts that load when used (src/ui/early-events.ts).
recordEarlyEvents()
void start()
