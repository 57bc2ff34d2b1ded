import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { TrackedApplication } from "../domain/api.ts"
import { applicationNotFound, applicationRemoved, networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { withLocale } from "../i18n/locale.ts"
import { statusMachine, statusMessages } from "./status.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  statusFailed: "Failed to fetch application data",
  statusNoId: "No tracking ID provided",
  statusNotFound: "Application Not Found"
} as const

const application: TrackedApplication = {
  name: "Asha Rao",
  loanType: "Home Loan",
  status: "Call Back",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z"
}

const run = (trackingId: string | null, fetch: (id: string) => Promise<TrackedApplication>) => {
  const asked: Array<string> = []
  const actor = createActor(
    statusMachine.provide({
      actors: {
        fetchApplication: fromPromise(async ({ input }: { input: { trackingId: string } }) => {
          asked.push(input.trackingId)
          return fetch(input.trackingId)
        })
      }
    }),
    { input: { trackingId } }
  ).start()
  return { actor, asked }
}

describe("status machine", () => {
  it("says no tracking ID was provided, without fetching", () => {
    const { actor, asked } = run(null, async () => application)
    expect(actor.getSnapshot().value).toBe("missingId")
    expect(actor.getSnapshot().context.error).toBe(spec.statusNoId)
    expect(asked).toEqual([])
    expect(run("  ", async () => application).actor.getSnapshot().value).toBe("missingId")
  })

  it("loads the application for the ID without whitespace", async () => {
    const { actor, asked } = run(" K7QMX-3P9TD ", async () => application)
    expect(actor.getSnapshot().value).toBe("loading")
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    expect(asked).toEqual(["K7QMX-3P9TD"])
    expect(actor.getSnapshot().context.application).toEqual(application)
  })

  it("tells an unknown ID from a failed fetch, and retries the failed one", async () => {
    const notFound = run("K7QMX-3P9TD", async () => {
      throw applicationNotFound()
    })
    await waitFor(notFound.actor, (s) => s.matches("notFound"), { timeout: 3000 })
    expect(notFound.actor.getSnapshot().context.error).toBe(spec.statusNotFound)

    const removed = run("K7QMX-3P9TD", async () => {
      throw applicationRemoved()
    })
    await waitFor(removed.actor, (s) => s.matches("removed"), { timeout: 3000 })
    expect(removed.actor.getSnapshot().context.error).toBe("Removed at your request")

    let fail = true
    const flaky = run("K7QMX-3P9TD", async () => {
      if (fail) throw networkError()
      return application
    })
    await waitFor(flaky.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(flaky.actor.getSnapshot().context.error).toBe(spec.statusFailed)
    fail = false
    flaky.actor.send({ type: "Retry" })
    await waitFor(flaky.actor, (s) => s.matches("loaded"), { timeout: 3000 })
    expect(flaky.asked).toHaveLength(2)
  })

  it("says too many requests when the address has looked up too often (429), and may try again", async () => {
    let refuse = true
    const { actor, asked } = run("K7QMX-3P9TD", async () => {
      if (refuse) throw tooManyRequests()
      return application
    })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("Too many requests. Please try again later.")
    refuse = false
    actor.send({ type: "Retry" })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    expect(asked).toHaveLength(2)
    expect(withLocale("hi", () => statusMessages.tooMany)).toBe(
      "बहुत अधिक अनुरोध हो गए हैं। कृपया कुछ समय बाद फिर से प्रयास करें।"
    )
  })
})
