/**
 * The whole tree, the same in the prerender (src/entry-server.tsx) and in the browser (src/main.tsx), so hydration
 * meets the HTML it made: StrictMode, a wouter Router at a path and query, the App. `ssrPath`/`ssrSearch` are what
 * the page was rendered at (the full path, a language's prefix included); in the browser they serve the hydration
 * only, then the address rules. A language other than English has its pages under its prefix (/hi): the router's
 * base, so routes and links are written without it.
 * Once the tree has mounted (hydrated, or rendered afresh), <html data-app="started"> says so (browser tests wait
 * for it).
 */
import { type ReactNode, StrictMode, useEffect } from "react"
import { Router } from "wouter"
import { localePrefix } from "../i18n/locale.ts"
import { App } from "./app/App.tsx"

function Started({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = "started"
  }, [])
  return children
}

export function Root({ ssrPath, ssrSearch }: { readonly ssrPath?: string; readonly ssrSearch?: string }) {
  return (
    <StrictMode>
      <Router base={localePrefix()} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Started>
          <App />
        </Started>
      </Router>
    </StrictMode>
  )
}
