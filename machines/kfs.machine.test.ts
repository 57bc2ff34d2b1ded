import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { applicationNotFound, networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import type { KeyFactStatement } from "../domain/offers-api.ts"
import { kfsMachine } from "./kfs.machine.ts"

/** The machine hands the statement to the page untouched: a stand-in with one field shows it is the one answered. */
const statement = { proposalNumber: "KFS-7Q2M" } as KeyFactStatement

const answering = (answer: () => Promise<KeyFactStatement>) =>
  kfsMachine.provide({ actors: { fetchStatement: fromPromise(() => answer()) } })

describe("kfs machine", () => {
  it("loads the statement for its proposal number", async () => {
    const seen: Array<string> = []
    const machine = kfsMachine.provide({
      actors: {
        fetchStatement: fromPromise<KeyFactStatement, { proposalNumber: string }>(async ({ input }) => {
          seen.push(input.proposalNumber)
          return statement
        })
      }
    })
    const actor = createActor(machine, { input: { proposalNumber: " KFS-7Q2M " } }).start()
    await waitFor(actor, (s) => s.matches("loaded"))
    expect(seen).toEqual(["KFS-7Q2M"])
    expect(actor.getSnapshot().context.statement).toBe(statement)
  })

  it("is not found without a number, or when the server knows none", async () => {
    expect(
      createActor(kfsMachine, { input: { proposalNumber: "" } })
        .start()
        .getSnapshot().value
    ).toBe("notFound")
    const actor = createActor(
      answering(async () => {
        throw applicationNotFound()
      }),
      { input: { proposalNumber: "KFS-1" } }
    ).start()
    await waitFor(actor, (s) => s.matches("notFound"))
  })

  it("says when there was no answer or too many requests, and tries again", async () => {
    let calls = 0
    const actor = createActor(
      answering(async () => {
        calls++
        if (calls === 1) throw networkError()
        if (calls === 2) throw tooManyRequests()
        return statement
      }),
      { input: { proposalNumber: "KFS-1" } }
    ).start()
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context.failure).toBe(
      "We could not reach our server. Check your connection and try again."
    )
    actor.send({ type: "Retry" })
    await waitFor(actor, (s) => s.matches("failed") && calls === 2)
    expect(actor.getSnapshot().context.failure).toBe("Too many requests. Please try again later.")
    actor.send({ type: "Retry" })
    await waitFor(actor, (s) => s.matches("loaded"))
  })
})
