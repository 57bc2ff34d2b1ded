/**
 * The shell: skip link, navbar, the routed page in <main>, footer, and the one toaster (top centre, 5 s), mounted
 * on the first toast (./LazyToaster.tsx).
 * A route marked `ownShell` (the back office) brings its own header and <main> instead: no public navbar, footer
 * or widgets around it, and its code stays in its lazy chunk.
 * Links anywhere (react-aria-components Link and MenuItem with href) navigate client-side through RouterProvider.
 */
import { Suspense, useEffect, useMemo, useRef } from "react"
import { RouterProvider } from "react-aria-components"
import { Route, Switch, useLocation, useParams, useSearch } from "wouter"
import { hrefInLocale } from "../../i18n/locale.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { type AppRoute, notFoundRoute, pageMeta, routePaths } from "../routes.tsx"
import { handTypingToApp } from "../ui/early-events.ts"
import { useRouteMeta } from "../ui/meta.ts"
import { LoadingState } from "../ui/Spinner.tsx"
import { Footer } from "./Footer.tsx"
import { LanguageOffer } from "./LanguageSwitcher.tsx"
import { LazyToaster } from "./LazyToaster.tsx"
import { Navbar } from "./Navbar.tsx"
import { PageWidgets } from "./PageWidgets.tsx"
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx"
import { usePageView } from "./usePageView.ts"
import { useScrollOnNavigate } from "./useScrollOnNavigate.ts"

function RouteView({ route }: { readonly route: AppRoute }) {
  const [path] = useLocation()
  const search = useSearch()
  const paramsKey = JSON.stringify(useParams())
  const meta = useMemo(
    () => pageMeta(route, { path, search, params: JSON.parse(paramsKey) }),
    [route, path, search, paramsKey]
  )
  // The route's own meta, read once per route (it is made in the language in force each time it is read).
  const meanwhile = useMemo(() => route.meta, [route])
  useRouteMeta(meta, meanwhile)
  usePageView(route.id)
  // Once the page has hydrated (its boundary has committed), what was typed or sent before is the app's.
  useEffect(handTypingToApp, [])
  const View = route.component
  return <View {...route.props} />
}

/** The routed page, caught if its chunk fails to load, with a loading state until it arrives. */
function RoutedPage({ route }: { readonly route: AppRoute }) {
  const [location] = useLocation()
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<LoadingState className="loading-state--delayed" />}>
        <RouteView route={route} />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** The public site: navbar, the page in <main>, footer and the page widgets. */
function PublicShell() {
  const main = useRef<HTMLElement>(null)
  useScrollOnNavigate(main)
  return (
    <>
      <LanguageOffer />
      <Navbar />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Switch>
          {publicPaths.map(([path, route]) => (
            <Route key={path} path={path}>
              <RoutedPage route={route} />
            </Route>
          ))}
          <Route>
            <RoutedPage route={notFoundRoute} />
          </Route>
        </Switch>
      </main>
      <Footer />
      <PageWidgets />
    </>
  )
}

/** A view with its own shell renders its own <main id="main">; navigation scrolls and moves focus there too. */
const ownMain = {
  get current(): HTMLElement | null {
    return document.getElementById("main")
  }
}

function OwnShell({ route }: { readonly route: AppRoute }) {
  useScrollOnNavigate(ownMain)
  return <RoutedPage route={route} />
}

/** A link's href as the page shows it: a path of the site under the page's language prefix (the router adds it on
 * navigation). */
const withLocalePrefix = (href: string): string => hrefInLocale(href)

const publicPaths = routePaths.filter(([, route]) => !route.ownShell)
const ownShellPaths = routePaths.filter(([, route]) => route.ownShell)

export function App() {
  const [, navigate] = useLocation()
  return (
    <RouterProvider navigate={(href) => navigate(href)} useHref={withLocalePrefix}>
      <a href="#main" className="skip-link">
        {m.skip_to_main()}
      </a>
      <Switch>
        {ownShellPaths.map(([path, route]) => (
          <Route key={path} path={path}>
            <OwnShell route={route} />
          </Route>
        ))}
        <Route>
          <PublicShell />
        </Route>
      </Switch>
      <LazyToaster />
    </RouterProvider>
  )
}
