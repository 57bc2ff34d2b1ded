/**
 * Drives a real page along a path generated from a machine's statechart (model-tests/harness.ts): each event of the
 * path becomes what a person does (typing, clicking) or what the server answers (a request held with page.route and
 * then let through or failed), and after each step the page must show what the state it reached shows. A driver
 * that has no action for an event, or no check for a state, fails: a machine the views do not follow is caught.
 */
import { expect, type Page, type Request, type Route, test } from "@playwright/test"
import type { ModelPath, PathStep } from "../model-tests/harness.ts"

/** Requests to the API held until the path says how the server answers. */
export class HeldRequests {
  private readonly queue: Array<Route> = []
  private constructor(readonly page: Page) {}

  /** Holds every request the predicate picks. */
  static async hold(page: Page, pick: (request: Request) => boolean): Promise<HeldRequests> {
    const held = new HeldRequests(page)
    await page.route(
      (url) => url.pathname.startsWith("/api/"),
      async (route) => {
        if (pick(route.request())) held.queue.push(route)
        else await route.fallback()
      }
    )
    return held
  }

  /** The oldest held request (of those `which` picks), waiting for it to be made. */
  async next(which: (request: Request) => boolean = () => true, timeoutMs = 7000): Promise<Route> {
    const until = Date.now() + timeoutMs
    for (;;) {
      const i = this.queue.findIndex((route) => which(route.request()))
      if (i >= 0) return this.queue.splice(i, 1)[0]!
      if (Date.now() > until) throw new Error("no request was made for the server to answer")
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

export interface DriverContext {
  readonly page: Page
  readonly held: HeldRequests
  /** The step before this one (undefined at the first step). */
  readonly before: PathStep | undefined
  /** The steps still to come after this one (an action may need to know how the server will answer). */
  readonly later: ReadonlyArray<PathStep>
}

type Check = (step: PathStep, context: DriverContext) => Promise<void>

export interface PageDriver {
  /** The page a path starts on; requests are held from its first load. */
  readonly url?: string
  /** Or how a person reaches it (e.g. through the pages before it); requests are held from then on. */
  readonly open?: (page: Page) => Promise<void>
  /** Which requests the path answers (the others reach the server untouched). */
  readonly hold: (request: Request) => boolean
  /** A person's action (or the server's answer) for each event type of the machine. */
  readonly actions: Readonly<Record<string, (event: any, context: DriverContext) => Promise<void>>>
  /** What the page shows in each state: by state value (JSON of the value), or a function of the value. */
  readonly shows: Readonly<Record<string, Check>> | ((value: unknown) => Check | undefined)
  /** Extra checks after an event, by event type (e.g. a toast after a failure). */
  readonly after?: Readonly<Record<string, (step: PathStep, context: DriverContext) => Promise<void>>>
}

export const stateKey = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value))

const showsFor = (driver: PageDriver, value: unknown): Check | undefined =>
  typeof driver.shows === "function" ? driver.shows(value) : driver.shows[stateKey(value)]

/** Event types and state values a set of paths needs that the driver does not map. */
export const unmapped = (driver: PageDriver, paths: ReadonlyArray<ModelPath>): Array<string> => {
  const out = new Set<string>()
  for (const path of paths) {
    for (const step of path.steps) {
      if (step.event.type !== "xstate.init" && !driver.actions[step.event.type]) out.add(`event ${step.event.type}`)
      if (!showsFor(driver, step.value)) out.add(`state ${stateKey(step.value)}`)
    }
  }
  return [...out]
}

/** A path's name: its events in order. */
export const pathName = (path: ModelPath): string =>
  path.steps
    .filter((s) => s.event.type !== "xstate.init")
    .map((s) =>
      s.event.type
        .replace(/^xstate\.(done|error)\.actor\.(.+)$/u, "$2 $1")
        .replace(/^xstate\.after\.([^.]+)\..+$/u, "after $1")
    )
    .join(" → ")

export const drivePath = async (page: Page, driver: PageDriver, path: ModelPath): Promise<void> => {
  let held: HeldRequests
  if (driver.open) {
    await driver.open(page)
    held = await HeldRequests.hold(page, driver.hold)
  } else {
    held = await HeldRequests.hold(page, driver.hold)
    await page.goto(driver.url ?? "/")
    // A path's events are the app's: the first is sent once the page's code has started (what is typed or sent
    // before then is handed to the app, e2e/boot-after-paint.spec.ts; a press on a tab or button is not).
    await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
  }
  let before: PathStep | undefined
  for (const [i, step] of path.steps.entries()) {
    const context: DriverContext = { page, held, before, later: path.steps.slice(i + 1) }
    // The machine starts as the page opens.
    const act = step.event.type === "xstate.init" ? async () => {} : driver.actions[step.event.type]
    const show = showsFor(driver, step.value)
    expect(act, `a person's action for ${step.event.type}`).toBeDefined()
    expect(show, `what the page shows in ${stateKey(step.value)}`).toBeDefined()
    await test.step(`${i + 1}. ${step.event.type} → ${stateKey(step.value)}`, async () => {
      await act!(step.event, context)
      await show!(step, context)
      await driver.after?.[step.event.type]?.(step, context)
    })
    before = step
  }
}

/** How a path's failed OTP send ended: the server's refusal (429, with the seconds left) or no answer at all. */
export interface SendRefusal {
  readonly _tag: string
  readonly message?: string
  readonly retryAfterSeconds?: number
}

/**
 * Answers a held OTP send as the path's failure says: a refusal of the server's (429: the hourly limits, or the same
 * mobile within 30 s of its code, with the seconds left) with its body; anything else is a connection that fails.
 */
export const answerSendFailure = async (route: Route, failure: SendRefusal): Promise<void> => {
  if (failure._tag === "OtpRateLimited") {
    return route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        _tag: "OtpRateLimited",
        success: false,
        message: failure.message,
        retryAfterSeconds: failure.retryAfterSeconds
      })
    })
  }
  await route.abort("failed")
}
