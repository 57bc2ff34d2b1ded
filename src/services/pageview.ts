/**
 * First-party page views (spec section 7): the route id and the pathname, POSTed to /api/analytics/pageview with
 * fetch `keepalive` (it survives the page being left; sendBeacon cannot send JSON). No Effect, no cookies, no
 * query string, nothing personal; Do Not Track and Global Privacy Control are honoured. Small enough for the /
 * bundle: the shell calls it on every navigation.
 */
import { pageViewPath, toPageView } from "../../domain/page-view.ts"

/** The same view twice within this window is one view (React's strict mode runs effects twice in development). */
const sameViewMs = 1000
let last: { readonly key: string; readonly at: number } | undefined

const optedOut = (): boolean => {
  const nav = navigator as Navigator & { readonly globalPrivacyControl?: boolean }
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true
}

export const sendPageView = (
  route: string,
  location: string,
  send: typeof fetch | undefined = globalThis.fetch
): boolean => {
  if (typeof navigator === "undefined" || send === undefined || optedOut()) return false
  const view = toPageView(route, location)
  if (view === undefined) return false
  const key = `${view.route} ${view.path}`
  const now = Date.now()
  if (last !== undefined && last.key === key && now - last.at < sameViewMs) return false
  last = { key, at: now }
  try {
    void send(pageViewPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(view),
      keepalive: true,
      credentials: "omit"
    }).catch(() => {})
  } catch {
    // analytics never breaks the page
  }
  return true
}
