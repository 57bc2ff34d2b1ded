/**
 * The prerendered page's only script tag (scripts/prerender.ts writes it as `<script defer src="…/boot-<hash>.js"
 * data-entry="…" data-preload="…">`, plain JavaScript with no import, about 1.1 kB gzip). It:
 *   1. records what the person does from the first moment: pointer, touch, focus and key events (at most 50), until
 *      the entry takes them over (src/ui/early-events.ts), so a press made before the app's code arrived is not lost;
 *      and what they type, tick or choose in a field and a form they send (held back), until the page has hydrated
 *      and the app is handed them (`handOver`);
 *   2. once the page's HTML has been painted, asks for the app: the route's chunks (modulepreload, as the HTML used
 *      to) and the entry module.
 *
 * Why after the paint: the page paints from its HTML and inline CSS alone, but Lighthouse's
 * simulation (Lantern) counts every request that ended before Chromium's real first paint in the page's Largest
 * Contentful Paint. With the entry and the route's chunks requested by the HTML, they arrived (from a near server)
 * before that paint, and the simulated LCP was the HTML plus all of them over slow 4G (1.9-2.0 s on /, 2.4 s on the
 * apply form) instead of the paint itself (about 1 s). A real phone on a slow network gains too: the HTML's bytes are not shared with
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
  // What is typed or chosen in the page's fields (each field's last value, or whether a box or radio button is
  // checked) and a form sent, before the app has them: handed to the app once the page has hydrated (`handOver`,
  // called by src/ui/early-events.ts). React hydrates a field with its own state and puts that back on its next
  // render, and the browser would send a form itself (its fields in the address).
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>()
  const checkable = (field: Element) =>
    field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
  const onInput = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      typed.set(field, checkable(field) ? String((field as HTMLInputElement).checked) : field.value)
  }
  let sent: HTMLFormElement | undefined
  let submitter: HTMLElement | null = null
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    sent = event.target
    submitter = (event as SubmitEvent).submitter ?? null
  }
  const typing = ["input", "change"]
  const prerendered = document.querySelector("#root[data-path]") !== null
  if (prerendered) {
    for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true })
    for (const type of typing) document.addEventListener(type, onInput, { capture: true, passive: true })
    document.addEventListener("submit", onSubmit, { capture: true })
  }
  const handOver = () => {
    for (const type of typing) document.removeEventListener(type, onInput, { capture: true })
    document.removeEventListener("submit", onSubmit, { capture: true })
    for (const [field, state] of typed) {
      if (!field.isConnected || /^(file|hidden|submit|button|reset|image)$/u.test(field.type)) continue
      // React notices a change by comparing what it last saw (kept through the element's own setter) with the
      // field: write another state through that setter, then the person's through the prototype's, as the
      // browser's own typing or click does, and send the event React reads it from (a plain click Event, which
      // does not toggle a box again).
      const key = checkable(field) ? "checked" : "value"
      const value = key === "checked" ? state === "true" : state
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set
      ;(field as unknown as Record<string, unknown>)[key] = key === "checked" ? !value : state === "" ? " " : ""
      setter?.call(field, value)
      const type = key === "checked" ? "click" : field instanceof HTMLSelectElement ? "change" : "input"
      field.dispatchEvent(new Event(type, { bubbles: true }))
    }
    typed.clear()
    const form = sent
    sent = undefined
    if (!form?.isConnected) return
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
    form.requestSubmit(button?.isConnected && button.form === form ? button : undefined)
  }
  ;(globalThis as { __bootEvents?: unknown }).__bootEvents = {
    events,
    handOver,
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
