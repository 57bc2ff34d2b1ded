import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { StopLinkInvalid } from "../domain/failures.ts"
import { stopMessagesMachine } from "./stop-messages.machine.ts"

const answering = (answer: (token: string) => Promise<unknown>, seen: Array<string> = []) =>
  stopMessagesMachine.provide({
    actors: {
      stopMessages: fromPromise<unknown, { token: string }>(({ input }) => {
        seen.push(input.token)
        return answer(input.token)
      })
    }
  })

describe("the stop-messages page's machine", () => {
  it("sends the link's token as the page opens, and then says no more messages will come", async () => {
    const seen: Array<string> = []
    const actor = createActor(
      answering(async () => ({ success: true }), seen),
      { input: { token: " 42.abcdefghijklmnopqrstuv " } }
    ).start()
    await waitFor(actor, (s) => s.matches("stopped"))
    expect(seen).toEqual(["42.abcdefghijklmnopqrstuv"])
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("says the link is not valid when the server did not sign it, and sends nothing more", async () => {
    const seen: Array<string> = []
    const actor = createActor(
      answering(async () => {
        throw new StopLinkInvalid({ success: false, message: "" })
      }, seen),
      { input: { token: "42.forged" } }
    ).start()
    await waitFor(actor, (s) => s.matches("invalid"))
    expect(actor.getSnapshot().status).toBe("done")
    expect(seen).toHaveLength(1)
  })

  it("says when there was no answer or too many requests, and tries again when asked", async () => {
    let calls = 0
    const actor = createActor(
      answering(async () => {
        calls++
        if (calls === 1) throw networkError()
        if (calls === 2) throw tooManyRequests()
        return { success: true }
      }),
      { input: { token: "42.abcdefghijklmnopqrstuv" } }
    ).start()
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context.failure).toBe(
      "We could not reach our server. Check your connection and try again."
    )
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("failed") && calls === 2)
    expect(actor.getSnapshot().context.failure).toBe("Too many requests. Please try again later.")
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("stopped"))
    expect(calls).toBe(3)
  })
})
