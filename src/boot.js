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
 *
 * Until the app has hydrated, what a person does on the painted page is kept and done again once it has
 * (`keepEarlyPresses`): the entry now starts after the first paint, and a press made before React's root exists would
 * otherwise be lost (or, on a form, sent by the browser as a plain form submission).
 */

/**
 * Keeps the presses made before the app has hydrated and replays them once it has (the tree's first effect sets
 * <html data-app="started">, src/root.tsx): a click (a pointer, or Enter/Space on a button, a checkbox, a label; a
 * form's implicit submission by Enter clicks its submit button), a form's submission, and a key that works a widget
 * (an arrow, Home, End, Page Up/Down, Enter, Space on a slider or a listbox). Each is held back (its default action
 * prevented, so a form is not sent to the server and a slider's native value does not move under React) and
 * dispatched again at its element. A click on a link is left alone: the link opens its page as it would. Text typed
 * into a field is not replayed (it stays on screen; React keeps its own value). Once React's root exists it handles presses itself (it hydrates the pressed part first), so the replay is
 * only for what happened before. Pointer, touch, focus and key events are also listed in `window.__earlyEvents`
 * for the parts that load when used (src/ui/early-events.ts).
 */
function keepEarlyPresses() {
  const root = document.getElementById("root")
  if (!root || document.documentElement.dataset.app === "started") return
  const held = []
  const early = []
  window.__earlyEvents = early
  const widgetKeys = [
    "Enter",
    " ",
    "ArrowDown",
    "ArrowUp",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "PageUp",
    "PageDown"
  ]
  const pressKeys = ["Enter", " ", "ArrowDown", "ArrowUp"]
  // Elements whose Enter/Space is a click (kept as that click) or whose keys edit text (left to the browser).
  const ownKeys =
    'a[href], button, summary, textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type=range])'
  const inApp = (target) => target instanceof Element && root.contains(target)
  const onClick = (event) => {
    if (!inApp(event.target) || event.target.closest("a[href]")) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ type: "click", target: event.target })
  }
  const onSubmit = (event) => {
    if (!inApp(event.target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ type: "submit", target: event.target, submitter: event.submitter })
  }
  const onKey = (event) => {
    if (!inApp(event.target) || event.isComposing || !widgetKeys.includes(event.key)) return
    if (event.target.closest(ownKeys)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
    held.push({ type: "keydown", target: event.target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } })
  }
  const onEarly = (event) => {
    // Once the entry runs, it records these itself (src/ui/early-events.ts takes the list over).
    if (window.__earlyEvents !== early || !(event.target instanceof Element) || early.length >= 50) return
    const press = event.type === "pointerdown" || (event.type === "keydown" && pressKeys.includes(event.key))
    early.push({ type: event.type, target: event.target, press })
  }
  const earlyTypes = ["pointerdown", "touchstart", "focusin", "keydown"]
  for (const type of earlyTypes) document.addEventListener(type, onEarly, { capture: true, passive: true })
  document.addEventListener("click", onClick, true)
  document.addEventListener("submit", onSubmit, true)
  document.addEventListener("keydown", onKey, true)

  const replay = () => {
    observer.disconnect()
    for (const type of earlyTypes) document.removeEventListener(type, onEarly, { capture: true })
    document.removeEventListener("click", onClick, true)
    document.removeEventListener("submit", onSubmit, true)
    document.removeEventListener("keydown", onKey, true)
    for (const { type, target, submitter, init } of held) {
      if (!target.isConnected) continue
      if (type === "click") {
        if (typeof target.click === "function") target.click()
        else target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }))
      } else if (type === "submit") {
        target.requestSubmit(submitter?.isConnected && submitter.form === target ? submitter : undefined)
      } else {
        target.dispatchEvent(new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true, composed: true }))
        target.dispatchEvent(new KeyboardEvent("keyup", { ...init, bubbles: true, cancelable: true, composed: true }))
      }
    }
  }
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.app === "started") replay()
  })
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-app"] })
}

;(() => {
  const self = document.currentScript
  if (!self) return
  keepEarlyPresses()
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
