/**
 * Model-based paths run against the real view (React Testing Library in jsdom).
 *
 * The paths still come from the machine's statechart (harness.ts), but each step is done the way a person or the
 * world does it, on the rendered page, never by sending the event to the machine:
 * - a person's event through the page (`act`: a click on the button a person sees, typing in a labelled field);
 * - an invoked actor's outcome by settling the fake actor the view's live machine invoked (fake-actors.ts);
 * - a delayed event by letting the (fake) clock run for the machine's delay.
 *
 * After every step the page is checked against the view model, whose texts are the spec's words written out:
 * - `sees`: what a person sees, from the coarse state and the facts the guards read (the model's abstraction of the
 *   context), NOT from the fine state: an inverted guard puts the machine in a state whose page disagrees;
 * - `after`: what a person sees right after an event, whatever state the machine says it went to: a changed target
 *   shows another page.
 * The machine's own snapshot is never read here, so the machine cannot be its own oracle.
 */
import { act, cleanup, render } from "@testing-library/react"
import type { ReactElement } from "react"
import { expect, vi } from "vitest"
import type { AnyStateMachine } from "xstate"
import { settleFake } from "./fake-actors.ts"
import type { MachineModel, ModelPath, PathStep } from "./harness.ts"

/** What a person sees. Texts are substrings of the page's text; buttons by their accessible names. */
export interface Seen {
  /** Buttons shown and enabled. */
  readonly buttons?: ReadonlyArray<string | RegExp>
  /** Buttons shown but disabled. */
  readonly disabled?: ReadonlyArray<string | RegExp>
  /** Buttons not shown at all. */
  readonly noButtons?: ReadonlyArray<string | RegExp>
  readonly texts?: ReadonlyArray<string>
  readonly absent?: ReadonlyArray<string>
  /** Links shown, by name. */
  readonly links?: ReadonlyArray<string | RegExp>
  /** Nothing rendered. */
  readonly nothing?: boolean
  /** Any further check on the page. */
  readonly check?: (page: Page) => void | Promise<void>
}

export interface StepView {
  readonly value: unknown
  /** The model's abstraction of the context after the step (the facts the guards read). */
  readonly context: unknown
  readonly event: { readonly type: string; readonly [key: string]: unknown }
  /** The events of the path so far that happened on the page (this one last if it did): for oracles that track what
   * the person did themselves. */
  readonly events: ReadonlyArray<{ readonly type: string; readonly [key: string]: unknown }>
}

export interface Page {
  readonly container: HTMLElement
  /** Lets the fake clock run, inside act. */
  readonly wait: (ms: number) => Promise<void>
}

export interface ViewModel<M extends AnyStateMachine> {
  readonly model: MachineModel<M>
  /** Renders the view wired to its live machine (whose fromEffect actors are the fakes). */
  readonly render: () => ReactElement
  /** Set up the page's world before rendering (e.g. matchMedia, storage). */
  readonly before?: () => void
  /** What the world does once the page is up, before the path (e.g. answers a list another machine of the page
   * loads, so the machine under test has its controls); inside act. */
  readonly ready?: (page: Page) => void | Promise<void>
  /** How a person does each of the machine's own events; returns false when the control is not there. */
  readonly act: Readonly<Record<string, (event: StepView["event"], page: Page) => boolean | Promise<boolean>>>
  /**
   * How an invoked actor's outcome comes about when the actor is not a fake but a child machine with a view of its own
   * (the OTP screen inside a verify page): the person finishes it on the page. Keyed by the invoke id; returns false
   * when it cannot be done there.
   */
  readonly settle?: Readonly<Record<string, (event: StepView["event"], page: Page) => boolean | Promise<boolean>>>
  /** What a person sees, from the coarse state and the guards' facts. */
  readonly sees: (step: StepView) => Seen
  /** What a person sees right after an event (spec words), whatever the state. */
  readonly after?: Readonly<Record<string, (step: StepView) => Seen>>
}

const named = (name: string | RegExp) => (name instanceof RegExp ? name : new RegExp(`^${escapeRegExp(name)}$`, "u"))
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")

const buttonsNamed = (root: HTMLElement, name: string | RegExp): Array<HTMLElement> =>
  [...root.querySelectorAll<HTMLElement>("button, [role=button]")].filter(
    (b) => !b.closest("[inert], [aria-hidden=true]") && named(name).test(accessibleName(b))
  )

/** The accessible name as the tests need it: aria-label, else the text. */
export const accessibleName = (el: HTMLElement): string =>
  (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/gu, " ").trim()

const isDisabled = (el: HTMLElement): boolean =>
  (el as HTMLButtonElement).disabled || el.getAttribute("aria-disabled") === "true"

/** The page's visible text (inert and aria-hidden parts left out). */
export const visibleText = (root: HTMLElement): string => {
  const clone = root.cloneNode(true) as HTMLElement
  for (const hidden of clone.querySelectorAll("[inert], [aria-hidden=true]")) hidden.remove()
  return (clone.textContent ?? "").replace(/\s+/gu, " ")
}

export const checkSeen = async (seen: Seen, page: Page, where: string): Promise<void> => {
  // Dialogs render in a portal: the whole document is the page (what a modal hides is aria-hidden).
  const root = document.body
  if (seen.nothing) expect(page.container.innerHTML, `${where}: nothing is shown`).toBe("")
  for (const name of seen.buttons ?? []) {
    const found = buttonsNamed(root, name)
    expect(found.length, `${where}: a button ${name} is shown`).toBeGreaterThan(0)
    expect(
      found.some((b) => !isDisabled(b)),
      `${where}: the button ${name} is enabled`
    ).toBe(true)
  }
  for (const name of seen.disabled ?? []) {
    const found = buttonsNamed(root, name)
    expect(found.length, `${where}: a button ${name} is shown`).toBeGreaterThan(0)
    expect(found.every(isDisabled), `${where}: the button ${name} is disabled`).toBe(true)
  }
  for (const name of seen.noButtons ?? []) {
    expect(buttonsNamed(root, name).length, `${where}: no button ${name}`).toBe(0)
  }
  for (const name of seen.links ?? []) {
    const links = [...root.querySelectorAll<HTMLElement>("a")].filter((a) => named(name).test(accessibleName(a)))
    expect(links.length, `${where}: a link ${name} is shown`).toBeGreaterThan(0)
  }
  const text = visibleText(root)
  for (const t of seen.texts ?? []) expect(text, `${where}: the page says "${t}"`).toContain(t)
  for (const t of seen.absent ?? []) expect(text, `${where}: the page does not say "${t}"`).not.toContain(t)
  await seen.check?.(page)
}

/** The delay of a delayed event `xstate.after.<delay>.<state id>`, in ms. */
const delayOf = (machine: AnyStateMachine, type: string, context: unknown): number | undefined => {
  const m = /^xstate\.after\.([^.]+)\./u.exec(type)
  if (!m) return undefined
  const name = m[1]!
  if (/^\d+$/u.test(name)) return Number(name)
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  const ms = typeof delay === "function" ? (delay as (a: unknown) => number)({ context }) : (delay as number)
  // A delay worked out from context the model abstracts away (the OTP resend wait runs from the seconds left): let
  // time enough pass for any delay of ours, the longest being the 30 s resend wait.
  return Number.isFinite(ms) ? ms : longestDelayMs
}

/** Longer than any `after` delay in machines/ (the OTP resend wait is 30 s). */
const longestDelayMs = 60_000

/** Whether the state that schedules a delayed event `xstate.after.<delay>.<state id>` is active in a value. */
const activeIn = (machine: AnyStateMachine, value: unknown, type: string): boolean => {
  const id = type.replace(/^xstate\.after\.[^.]+\./u, "")
  const snapshot = machine.resolveState({ value: value as never, context: {} as never })
  return (snapshot._nodes as ReadonlyArray<{ id: string }>).some((n) => n.id === id)
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** Runs one generated path on the rendered view, checking the page after every step. */
export const runOnView = async <M extends AnyStateMachine>(view: ViewModel<M>, path: ModelPath): Promise<void> => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] })
  try {
    view.before?.()
    const { container } = render(view.render())
    const page: Page = {
      container,
      wait: async (ms) => {
        await act(async () => {
          vi.advanceTimersByTime(ms)
          await flush()
        })
      }
    }
    await act(flush)
    if (view.ready)
      await act(async () => {
        await view.ready!(page)
        await flush()
      })
    let previous: PathStep | undefined
    const happenedEvents: Array<StepView["event"]> = []
    for (const [i, step] of path.steps.entries()) {
      let happened = true
      const event = step.event as StepView["event"]
      const where = `${view.model.name}, path "${path.description}", step ${i + 1} (${event.type})`
      const stepView = (): StepView => ({
        value: step.value,
        context: step.context,
        event,
        events: [...happenedEvents]
      })
      const outcome = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type)
      const delay = delayOf(view.model.machine, event.type, step.context)
      if (event.type === "xstate.init") {
        // The page as it opens.
      } else if (outcome) {
        const byPerson = view.settle?.[outcome[2]!]
        const settled = byPerson
          ? await byPerson(event, page)
          : await act(async () => {
              const ok = settleFake(
                outcome[2]!,
                outcome[1] === "done",
                outcome[1] === "done" ? event.output : event.error
              )
              await flush()
              return ok
            })
        expect(settled, `${where}: the view's machine invoked ${outcome[2]}`).toBe(true)
      } else if (delay !== undefined) {
        // Time passes; the delayed event happens only if its state was active (the graph offers it everywhere).
        await page.wait(delay)
        happened = previous !== undefined && activeIn(view.model.machine, previous.value, event.type)
      } else {
        const doIt = view.act[event.type]
        expect(doIt, `${where}: the view model says how a person does ${event.type}`).toBeDefined()
        const done = await act(async () => {
          const ok = await doIt!(event, page)
          await flush()
          return ok
        })
        // A control that is not on the page is fine only for an event that changes nothing.
        if (!done) {
          happened = false
          const unchanged =
            previous !== undefined &&
            JSON.stringify([previous.value, previous.context]) === JSON.stringify([step.value, step.context])
          expect(unchanged, `${where}: a person can do ${event.type} on this page`).toBe(true)
        }
      }
      if (happened) happenedEvents.push(event)
      const after = view.after?.[event.type]
      if (after && happened) await checkSeen(after(stepView()), page, `${where}, right after ${event.type}`)
      await checkSeen(view.sees(stepView()), page, `${where}, state ${JSON.stringify(step.value)}`)
      previous = step
    }
  } finally {
    cleanup()
    vi.useRealTimers()
  }
}
