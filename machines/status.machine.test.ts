import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { TrackedApplication } from "../domain/api.ts"
import type { FetchFailure } from "./status.machine.ts"
import { statusMachine, statusMessages } from "./status.machine.ts"

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
    expect(actor.getSnapshot().context.error).toBe(statusMessages.noId)
    expect(asked).toEqual([])
    expect(run("  ", async () => application).actor.getSnapshot().value).toBe("missingId")
  })

  it("loads the application for the ID without whitespace", async () => {
    const { actor, asked } = run(" K7QMX-3P9TD ", async () => application)
    expect(actor.getSnapshot().value).toBe("loading")
    await waitFor(actor, (s) => s.matches("loaded"))
    expect(asked).toEqual(["K7QMX-3P9TD"])
    expect(actor.getSnapshot().context.application).toEqual(application)
  })

  it("tells an unknown ID from a failed fetch, and retries the failed one", async () => {
    const notFound = run("K7QMX-3P9TD", async () => {
      throw { _tag: "ApplicationNotFound" } satisfies FetchFailure
    })
    await waitFor(notFound.actor, (s) => s.matches("notFound"))
    expect(notFound.actor.getSnapshot().context.error).toBe(statusMessages.notFound)

    let fail = true
    const flaky = run("K7QMX-3P9TD", async () => {
      if (fail) throw { _tag: "NetworkError" } satisfies FetchFailure
      return application
    })
    await waitFor(flaky.actor, (s) => s.matches("failed"))
    expect(flaky.actor.getSnapshot().context.error).toBe(statusMessages.failed)
    fail = false
    flaky.actor.send({ type: "Retry" })
    await waitFor(flaky.actor, (s) => s.matches("loaded"))
    expect(flaky.asked).toHaveLength(2)
  })
})
