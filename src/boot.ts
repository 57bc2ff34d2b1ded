/**
 * The prerendered page's only script tag (scripts/prerender.ts writes it as `<script defer src="…/boot-<hash>.js"
 * data-entry="…" data-preload="…">`, plain JavaScript with no import, about 0.6 kB gzip). It:
 *   1. records what the person does from the first moment (pointer, touch, focus and key events, at most 50), until
 *      the entry takes the record over (src/ui/early-events.ts): a press made before the app's code arrived is not
 *      lost;
 *   2. once the page's HTML has been painted, asks for the app: the route's chunks (modulepreload, as the HTML used
 *      to) and the entry module.
 *
 * Why after the paint (issue 29, point 13): the page paints from its HTML and inline CSS alone, but Lighthouse's
 * simulation (Lantern) counts every request that ended before Chromium's real first paint in the page's Largest
 * Contentful Paint. With the entry and the route's chunks requested by the HTML, they arrived (from a near server)
 * before that paint, and the simulated LCP on / was the HTML plus all of them over slow 4G (1.9-2.0 s) instead of
 * the paint itself (about 1 s). A real phone on a slow network gains too: the HTML's bytes are not shared with
 * 150 kB of script while the first screen is drawn.
 *
 * No inline script: the site's CSP allows scripts from the site only (server/http/middleware.ts).
 */
;(() => {
  const self = document.currentScript
  if (!(self instanceof HTMLScriptElement)) return
  const entry = self.dataset.entry
  const preload = (self.dataset.preload ?? "").split(" ").filter((href) => href !== "")

  // What src/ui/early-events.ts takes over (the same rule: a pointer press, or Enter, Space or an arrow key).
  const events: Array<{ type: string; target: Element; press: boolean }> = []
  const types = ["pointerdown", "touchstart", "focusin", "keydown"]
  const pressKeys = ["Enter", " ", "ArrowDown", "ArrowUp"]
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element) || events.length >= 50) return
    const press =
      event.type === "pointerdown" ||
      (event.type === "keydown" && event instanceof KeyboardEvent && pressKeys.includes(event.key))
    events.push({ type: event.type, target: event.target, press })
  }
  const prerendered = document.querySelector("#root[data-path]") !== null
  if (prerendered) for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true })
  ;(globalThis as { __bootEvents?: unknown }).__bootEvents = {
    events,
    stop: () => {
      for (const type of types) document.removeEventListener(type, onEvent, { capture: true })
    }
  }

  let asked = false
  const start = () => {
    if (asked || !entry) return
    asked = true
    for (const href of preload) {
      const link = document.createElement("link")
      link.rel = "modulepreload"
      link.crossOrigin = ""
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement("script")
    script.type = "module"
    script.crossOrigin = ""
    script.src = entry
    document.head.append(script)
  }
  // After the first contentful paint, as the browser reports it (once the frame is on screen, so nothing requested
  // here ends before it). Not prerendered (an empty shell: nothing to paint first) or a hidden tab (no frame is
  // drawn): at once. Without paint timing: two frames on. At the latest 1.5 s after this script ran.
  if (!prerendered || document.visibilityState === "hidden") return start()
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      setTimeout(start, 0)
    })
    observer.observe({ type: "paint", buffered: true })
  } else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
  addEventListener("visibilitychange", start, { once: true })
  setTimeout(start, 1500)
})()
