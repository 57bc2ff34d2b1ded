import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { shareCancelled, shareUnavailable } from "../domain/failures.fixtures.ts"
import { type ShareInput, shareMachine } from "./share.machine.ts"

const page: ShareInput = {
  title: "Refer & Earn",
  text: "Refer a friend who needs a loan and earn reward points.",
  url: "https://arthika.example/refer-and-earn"
}

/** The machine with a fake share sheet: `sheet` answers each call (resolves: shared; rejects: the failure). */
const run = (sheet: () => Promise<void>) => {
  const calls: Array<ShareInput> = []
  const actor = createActor(
    shareMachine.provide({
      actors: {
        webShare: fromPromise(async ({ input }: { input: ShareInput }) => {
          calls.push(input)
          await sheet()
        })
      }
    }),
    { input: page }
  ).start()
  return { actor, calls }
}

describe("the Refer & Earn Share button", () => {
  it("opens the share sheet with the page's address, title and text; shared, it is ready again", async () => {
    const { actor, calls } = run(async () => {})
    actor.send({ type: "Share" })
    expect(actor.getSnapshot().value).toBe("sharing")
    await waitFor(actor, (s) => s.matches("idle"), { timeout: 1000 })
    expect(calls).toEqual([page])
  })

  it("opens the invite dialog where the browser has no share sheet; Done closes it", async () => {
    const { actor } = run(() => Promise.reject(shareUnavailable()))
    actor.send({ type: "Share" })
    await waitFor(actor, (s) => s.matches("inviting"), { timeout: 1000 })
    actor.send({ type: "Share" })
    expect(actor.getSnapshot().value).toBe("inviting")
    actor.send({ type: "Done" })
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("opens the invite dialog when the share sheet fails with anything else", async () => {
    const { actor } = run(() => Promise.reject(new Error("NotAllowedError")))
    actor.send({ type: "Share" })
    await waitFor(actor, (s) => s.matches("inviting"), { timeout: 1000 })
  })

  it("does nothing more when the person closes the share sheet without sharing", async () => {
    const { actor, calls } = run(() => Promise.reject(shareCancelled()))
    actor.send({ type: "Share" })
    await waitFor(actor, (s) => s.matches("idle"), { timeout: 1000 })
    expect(calls).toHaveLength(1)
  })

  it("ignores a second Share while the sheet is open", async () => {
    let close: () => void = () => {}
    const { actor, calls } = run(() => new Promise<void>((resolve) => (close = resolve)))
    actor.send({ type: "Share" })
    actor.send({ type: "Share" })
    expect(calls).toHaveLength(1)
    close()
    await waitFor(actor, (s) => s.matches("idle"), { timeout: 1000 })
    actor.send({ type: "Done" })
    expect(actor.getSnapshot().value).toBe("idle")
  })
})
