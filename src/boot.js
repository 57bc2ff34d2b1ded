/**
 * The loader of a prerendered page's scripts (scripts/prerender.ts puts it in each prerendered page, as an external
 * `defer` script: the Content-Security-Policy allows no inline script). The page is painted from its HTML and inline
 * CSS alone; its JavaScript only hydrates it. So the entry and the route's chunks are requested once the first
 * contentful paint has happened, not with the HTML: Lighthouse's simulation (Lantern) counts every request that ended
 * before the real first paint in the simulated paint, and over slow 4G the scripts would push the first slide's
 * heading on `/` from about 1.0 s to 2.0 s (docs/benchmarks.md, "Lighthouse (mobile)").
 *
 * `data-entry` names the entry module; `data-preload` the route's chunks (space-separated), preloaded together with
 * it so that hydration waits for no second round trip. Plain JavaScript, no imports: it is copied as written.
 */
;(() => {
  const self = document.currentScript
  if (!self) return
  const entry = self.dataset.entry
  const preloads = (self.dataset.preload ?? "").split(" ").filter((href) => href !== "")
  let loaded = false
  const load = () => {
    if (loaded || !entry) return
    loaded = true
    for (const href of preloads) {
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
  // A page opened in the background paints nothing until shown: its scripts load at once.
  if (document.visibilityState === "hidden") return load()
  // After the first contentful paint (the paint timing entry is written once the frame is painted), or after the
  // first frame where the browser does not report paints; at the latest after 3 s.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(load, 0))
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      load()
    })
    observer.observe({ type: "paint", buffered: true })
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) afterFrame()
  } catch {
    afterFrame()
  }
  setTimeout(load, 3000)
})()
