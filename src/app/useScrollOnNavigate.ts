/**
 * Every navigation scrolls to the element of the URL hash if there is one, otherwise to the top (spec section 2),
 * and moves focus to the main landmark so keyboard and screen reader users start at the new content. Lazy pages
 * render their hash target after their chunk arrives, so a missing target is awaited for a few seconds.
 * A change of the query string alone (e.g. a calculator tab) is not a navigation here.
 */
import { type RefObject, useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { useLocationProperty } from "wouter/use-browser-location"

const currentHash = () => location.hash
const noHash = () => ""
const waitForTargetMs = 5000

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

const targetOf = (hash: string): HTMLElement | null => {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // keep the raw id
  }
  return document.getElementById(id)
}

/** Scrolls to the hash target now, or as soon as it appears; returns a cleanup. */
export const scrollToHash = (hash: string): (() => void) => {
  const go = (element: HTMLElement) =>
    element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  const found = targetOf(hash)
  if (found) {
    go(found)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    const element = targetOf(hash)
    if (element) {
      stop()
      go(element)
    }
  })
  const timer = setTimeout(() => stop(), waitForTargetMs)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

export function useScrollOnNavigate(main: RefObject<HTMLElement | null>): void {
  const [pathname] = useLocation()
  const hash = useLocationProperty(currentHash, noHash)
  const firstRender = useRef(true)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (pathname), which the body reads through the window
  useEffect(() => {
    const initial = firstRender.current
    firstRender.current = false
    if (hash.length > 1) return scrollToHash(hash)
    if (initial) return
    window.scrollTo({ top: 0, left: 0, behavior: "auto" })
    // After the menus have closed and restored their own focus.
    const frame = requestAnimationFrame(() => main.current?.focus({ preventScroll: true }))
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash, main])
}
