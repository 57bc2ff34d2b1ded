/** Records a first-party page view (route id and pathname) on every navigation; see src/services/pageview.ts. */
import { useEffect } from "react"
import { useLocation } from "wouter"
import { sendPageView } from "../services/pageview.ts"

export function usePageView(routeId: string): void {
  const [location] = useLocation()
  useEffect(() => {
    sendPageView(routeId, location)
  }, [routeId, location])
}
