/**
 * The shell: skip link, navbar, the routed page in <main>, footer, and the one toaster (top centre, 5 s).
 * Links anywhere (react-aria-components Link and MenuItem with href) navigate client-side through RouterProvider.
 */
import { Suspense, useRef } from "react"
import { RouterProvider } from "react-aria-components"
import { Toaster } from "sonner"
import { Route, Switch, useLocation } from "wouter"
import { type AppRoute, notFoundRoute, routePaths } from "../routes.tsx"
import { toastDurationMs } from "../services/notify.ts"
import { useRouteMeta } from "../ui/meta.ts"
import { LoadingState } from "../ui/Spinner.tsx"
import { Footer } from "./Footer.tsx"
import { Navbar } from "./Navbar.tsx"
import { PageWidgets } from "./PageWidgets.tsx"
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx"
import { usePageView } from "./usePageView.ts"
import { useScrollOnNavigate } from "./useScrollOnNavigate.ts"

function RouteView({ route }: { readonly route: AppRoute }) {
  useRouteMeta(route.meta)
  usePageView(route.id)
  const View = route.component
  return <View {...route.props} />
}

export function App() {
  const [location, navigate] = useLocation()
  const main = useRef<HTMLElement>(null)
  useScrollOnNavigate(main)

  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<LoadingState className="loading-state--delayed" />}>
            <Switch>
              {routePaths.map(([path, route]) => (
                <Route key={path} path={path}>
                  <RouteView route={route} />
                </Route>
              ))}
              <Route>
                <RouteView route={notFoundRoute} />
              </Route>
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <PageWidgets />
      {/* Below the sticky header, never over the navigation. */}
      <Toaster
        position="top-center"
        duration={toastDurationMs}
        richColors
        closeButton
        offset={{ top: "calc(var(--header-height) + 0.75rem)" }}
        mobileOffset={{ top: "calc(var(--header-height) + 0.5rem)" }}
      />
    </RouterProvider>
  )
}
