/**
 * What a person did on a prerendered page before its code reached the part they used. The boot script
 * (src/boot.ts), the page's first script, records from the first moment; src/main.tsx takes its record over first
 * thing and records on. Hydration runs in a transition and a deferred control (src/features/calculator/when-used.ts) loads only
 * when used: a press that lands before that code has even asked to be told would otherwise be lost, and the page
 * would look dead. Recorded until the person navigates within the app (at most the first 50 events); hovering is
 * not recorded (a part that loads on hover is told of the next one).
 *
 * What is typed, ticked or chosen in a field and a form sent before then are the boot script's to keep; the routed
 * page hands them to the app once it has hydrated (`handTypingToApp`, from src/app/App.tsx).
 */

export interface EarlyEvent {
  readonly type: string
  readonly target: Element
  /** A pointer press, or Enter, Space or an arrow key: what opens a control. */
  readonly press: boolean
}

const recorded: Array<EarlyEvent> = []
let stop: (() => void) | undefined

const pressKeys = ["Enter", " ", "ArrowDown", "ArrowUp"]
const types = ["pointerdown", "touchstart", "focusin", "keydown"] as const

/** What the boot script recorded before the entry ran (src/boot.ts). */
interface BootRecord {
  readonly events: ReadonlyArray<EarlyEvent>
  /** Gives the app what was typed and the form sent before it hydrated (src/boot.ts). */
  readonly handOver?: () => void
  readonly stop: () => void
}

let handOver: (() => void) | undefined

/** Once the page has hydrated: what was typed, ticked, chosen or sent before then becomes the app's (once). */
export const handTypingToApp = (): void => {
  const give = handOver
  handOver = undefined
  give?.()
}

/**
 * Starts recording, on a page whose server HTML is being hydrated (#root carries data-path until then), with what the
 * boot script recorded so far.
 */
export const recordEarlyEvents = (): void => {
  if (typeof document === "undefined" || stop || !document.querySelector("#root[data-path]")) return
  const boot = (globalThis as { __bootEvents?: BootRecord }).__bootEvents
  if (boot) {
    boot.stop()
    handOver = boot.handOver
    recorded.push(...boot.events.slice(0, 50))
    delete (globalThis as { __bootEvents?: BootRecord }).__bootEvents
  }
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element) || recorded.length >= 50) return
    const press =
      event.type === "pointerdown" ||
      (event.type === "keydown" && event instanceof KeyboardEvent && pressKeys.includes(event.key))
    recorded.push({ type: event.type, target: event.target, press })
  }
  for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true })
  addEventListener("pushState", stopRecordingEarlyEvents)
  addEventListener("popstate", stopRecordingEarlyEvents)
  stop = () => {
    for (const type of types) document.removeEventListener(type, onEvent, { capture: true })
    removeEventListener("pushState", stopRecordingEarlyEvents)
    removeEventListener("popstate", stopRecordingEarlyEvents)
  }
}

/** The events recorded so far inside the element matching `selector`. */
export const earlyEventsIn = (selector: string): ReadonlyArray<EarlyEvent> =>
  recorded.filter((e) => e.target.isConnected && e.target.closest(selector) !== null)

/** Stops recording and forgets (on the first navigation within the app: the first page's parts have loaded or been left). */
export const stopRecordingEarlyEvents = (): void => {
  stop?.()
  stop = undefined
  recorded.length = 0
}
