/**
 * A first-party page view (spec section 7 "a page-view analytics script sends pageview events with route and
 * path"): the route's id and the path, nothing else. No effect import: the tiny sender in the / bundle uses it.
 *
 * The path is the pathname only: query strings and hashes carry tracking IDs, mobiles and tokens
 * (/application-status?trackingId=, /referral?mobile=), so they never leave the browser.
 */
export const pageViewPath = "/api/analytics/pageview"

export const routeIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/u
export const maxPageViewPathLength = 512
/** A pathname: starts with '/', no query, hash, whitespace or control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this pattern refuses
export const pageViewPathPattern = /^\/[^\s?#\u0000-\u001f\u007f]*$/u

export interface PageView {
  readonly route: string
  readonly path: string
}

/** The event for a route and a location, or undefined when it is not one we record (the query is dropped). */
export const toPageView = (route: string, location: string): PageView | undefined => {
  const path = location.split(/[?#]/u, 1)[0] ?? ""
  if (!routeIdPattern.test(route)) return undefined
  if (path.length > maxPageViewPathLength || !pageViewPathPattern.test(path)) return undefined
  return { route, path }
}
