/**
 * Defers a prerendered control's code until the person starts using the calculator (issue 13: the loan-type
 * select's react-aria listbox, popover and overlays are about 16 kB gzip that a first paint does not need).
 *
 * `whenUsed(control, area)` resolves on the first pointer, touch, focus or key event inside `area`, on a navigation
 * (pushState or popstate), at once outside a browser (the prerender renders the control), and one frame later when
 * `control` is not on the page or the page is rendered afresh (its control then loads as before). Until then the control's server
 * HTML stays on screen as it is (its Suspense boundary is not hydrated yet).
 *
 * A press that lands on the control before its code is in is kept: the control calls `takePendingPress()` once it
 * has hydrated and replays it. That holds for a press made before this code even ran: the entry records the page's
 * first events (src/ui/early-events.ts), and a use of the area already recorded resolves at once.
 */
import { earlyEventsIn } from "../../ui/early-events.ts"

let pendingPress = false
let stopWatchingPresses: (() => void) | undefined

const isPressKey = (event: Event): boolean =>
  event instanceof KeyboardEvent && ["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)

/** True once if the person pressed the control before it was interactive; stops watching. */
export const takePendingPress = (): boolean => {
  stopWatchingPresses?.()
  stopWatchingPresses = undefined
  const pressed = pendingPress
  pendingPress = false
  return pressed
}

const watchPresses = (control: string) => {
  const onPress = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(control)) return
    if (event.type === "keydown" && !isPressKey(event)) return
    pendingPress = true
  }
  const types = ["pointerdown", "click", "keydown"] as const
  for (const type of types) document.addEventListener(type, onPress, true)
  stopWatchingPresses = () => {
    for (const type of types) document.removeEventListener(type, onPress, true)
  }
}

export const whenUsed = (control: string, area: string): Promise<void> => {
  if (typeof window === "undefined" || typeof document === "undefined") return Promise.resolve()
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      // #root keeps data-path only while its server HTML is being hydrated (src/main.tsx).
      if (!document.querySelector("#root[data-path]") || !document.querySelector(control)) return resolve()
      watchPresses(control)
      if (earlyEventsIn(control).some((e) => e.press)) pendingPress = true
      if (earlyEventsIn(area).length > 0) return resolve()
      const types = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const
      const done = () => {
        for (const type of types) document.removeEventListener(type, onEvent, true)
        removeEventListener("pushState", done)
        removeEventListener("popstate", done)
        resolve()
      }
      const onEvent = (event: Event) => {
        if (event.target instanceof Element && event.target.closest(area)) done()
      }
      for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true })
      addEventListener("pushState", done)
      addEventListener("popstate", done)
    })
  })
}
