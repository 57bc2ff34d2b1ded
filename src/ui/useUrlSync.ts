import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"

/**
 * Keeps the inputs in the query string (replace) and opens a query that changes under the calculator. It compares
 * with the address itself, not the last rendered query, so a change the router has not rendered yet is never taken
 * for someone else's link.
 */
export const useUrlSync = (enabled: boolean, query: string, open: (search: string) => void): void => {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const written = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the address (search) must run it again; the body reads it from window.location
  useEffect(() => {
    if (!enabled) return
    const actual = window.location.search.replace(/^\?/u, "")
    if (written.current !== null && actual !== written.current) {
      // The address changed under us (a link to the calculator): start over from it.
      written.current = actual
      open(actual)
      return
    }
    written.current = query
    if (actual !== query) navigate(`${path}?${query}${window.location.hash}`, { replace: true })
  }, [enabled, query, search, path, navigate, open])
}
