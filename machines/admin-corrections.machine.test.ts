import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminNotFound, correctionDecided, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { CorrectionRow } from "../domain/admin-api.ts"
import { networkError, serverError } from "../domain/failures.fixtures.ts"
import { adminCorrectionsMachine, type Decision } from "./admin-corrections.machine.ts"

const noteMessage = "Please write a note for the person (at most 1,000 characters)."

const c = (id: string, status: CorrectionRow["status"] = "open", note: string | null = null): CorrectionRow => ({
  id,
  mobile: "9123456780",
  record: "enquiry:LN7K2QX",
  field: "Last name",
  details: "It is Rao-Iyer.",
  status,
  note,
  createdAt: "2026-11-20T10:00:00Z",
  decidedAt: status === "open" ? null : "2026-11-22T10:00:00Z"
})

type Decide = (input: { id: string; decision: Decision; note: string }) => Promise<CorrectionRow>

const start = (fetch: () => Promise<ReadonlyArray<CorrectionRow>>, decide: Decide) => {
  const actor = createActor(
    adminCorrectionsMachine.provide({
      actors: { fetchCorrections: fromPromise(fetch), decideCorrection: fromPromise(({ input }) => decide(input)) }
    })
  )
  const emitted: Array<{ type: string; message?: string }> = []
  actor.on("*", (e) => void emitted.push(e as never))
  actor.start()
  return { actor, emitted }
}

describe("admin corrections", () => {
  it("needs a note, then closes an open request (never a closed one) and says so", async () => {
    const calls: Array<{ id: string; decision: Decision; note: string }> = []
    const { actor, emitted } = start(
      async () => [c("1"), c("2", "done", "Fixed.")],
      async (input) => (calls.push(input), c(input.id, input.decision, input.note))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Mark done", id: "1" })
    expect(actor.getSnapshot().context.noteError).toEqual({ id: "1", message: noteMessage })
    actor.send({ type: "Type note", id: "1", value: "   " })
    actor.send({ type: "Mark rejected", id: "1" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Type note", id: "2", value: "Again" })
    actor.send({ type: "Mark done", id: "2" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Type note", id: "1", value: "  Surname corrected.  " })
    actor.send({ type: "Mark rejected", id: "1" })
    expect(actor.getSnapshot().value).toBe("deciding")
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(calls).toEqual([{ id: "1", decision: "rejected", note: "Surname corrected." }])
    expect(actor.getSnapshot().context.corrections.map((x) => x.status)).toEqual(["rejected", "done"])
    expect(emitted.filter((e) => e.type === "toast").map((e) => e.message)).toEqual(["Marked rejected."])
  })

  it("reloads after a refused decision with the server's message; hands an ended session to the shell", async () => {
    let answers: Array<() => Promise<CorrectionRow>> = [
      async () => {
        throw correctionDecided("This correction request is already closed.")
      }
    ]
    let loads = 0
    const { actor, emitted } = start(
      async () => (loads++, [c("1")]),
      () => answers.shift()!()
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Type note", id: "1", value: "Done" })
    actor.send({ type: "Mark done", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && loads === 2, { timeout: 3000 })
    expect(emitted.filter((e) => e.type === "toast").map((e) => e.message)).toEqual([
      "This correction request is already closed."
    ])
    answers = [
      async () => {
        throw unauthorized()
      }
    ]
    actor.send({ type: "Type note", id: "1", value: "Done" })
    actor.send({ type: "Mark done", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.deciding === undefined, { timeout: 3000 })
    expect(emitted.at(-1)).toEqual({ type: "unauthorized" })
    expect(loads).toBe(2)
  })

  it("offers Try again when the queue cannot load", async () => {
    let fail = true
    const { actor } = start(
      async () => {
        if (fail) throw networkError()
        return []
      },
      async () => c("1")
    )
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("The correction requests could not be loaded. Please try again.")
    fail = false
    actor.send({ type: "Try again" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
  })

  it("starts loading an empty queue", () => {
    const { actor } = start(
      () => new Promise(() => {}),
      async () => c("1")
    )
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({
      corrections: [],
      notes: {},
      noteError: undefined,
      deciding: undefined,
      error: undefined
    })
  })

  it("a note of 1,000 characters is taken, 1,001 is not; typing clears only that request's message", async () => {
    const calls: Array<{ id: string; decision: Decision; note: string }> = []
    const { actor, emitted } = start(
      async () => [c("1"), c("2"), c("3"), c("4", "rejected", "No.")],
      async (input) => (calls.push(input), c(input.id, input.decision, input.note))
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Mark done", id: "4" })
    expect(actor.getSnapshot().context.noteError).toBeUndefined()
    actor.send({ type: "Type note", id: "4", value: "Closed already" })
    expect(actor.getSnapshot().context.notes).toEqual({})
    actor.send({ type: "Mark done", id: "1" })
    actor.send({ type: "Type note", id: "2", value: "x" })
    expect(actor.getSnapshot().context.noteError).toEqual({ id: "1", message: noteMessage })
    actor.send({ type: "Type note", id: "1", value: "a".repeat(1001) })
    expect(actor.getSnapshot().context.noteError).toBeUndefined()
    actor.send({ type: "Mark done", id: "1" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.noteError).toEqual({ id: "1", message: noteMessage })
    actor.send({ type: "Type note", id: "1", value: "a".repeat(1000) })
    actor.send({ type: "Mark done", id: "1" })
    expect(actor.getSnapshot().value).toBe("deciding")
    expect(actor.getSnapshot().context.deciding).toEqual({ id: "1", decision: "done" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(calls).toEqual([{ id: "1", decision: "done", note: "a".repeat(1000) }])
    expect(actor.getSnapshot().context.notes).toEqual({ "2": "x" })
    expect(actor.getSnapshot().context.corrections.map((x) => `${x.id} ${x.status}`)).toEqual([
      "1 done",
      "2 open",
      "3 open",
      "4 rejected"
    ])
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Marked done." }])
    actor.send({ type: "Mark rejected", id: "3" })
    expect(actor.getSnapshot().context.noteError).toEqual({ id: "3", message: noteMessage })
    actor.send({ type: "Mark rejected", id: "4" })
    expect(actor.getSnapshot().value).toBe("ready")
  })

  it("a refusal without the server's words, or of another kind, says the generic message; AdminNotFound's words are shown", async () => {
    const cases: Array<[unknown, string]> = [
      [serverError("boom"), "The correction request could not be closed. Please try again."],
      [correctionDecided(), "The correction request could not be closed. Please try again."],
      [undefined, "The correction request could not be closed. Please try again."],
      [adminNotFound("No such correction request."), "No such correction request."]
    ]
    for (const [error, message] of cases) {
      let loads = 0
      const { actor, emitted } = start(
        async () => (loads++, [c("1")]),
        async () => Promise.reject(error)
      )
      await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
      actor.send({ type: "Type note", id: "1", value: "Done" })
      actor.send({ type: "Mark rejected", id: "1" })
      await waitFor(actor, (s) => s.matches("ready") && loads === 2, { timeout: 3000 })
      expect(actor.getSnapshot().context.deciding).toBeUndefined()
      expect(emitted).toEqual([{ type: "toast", kind: "error", message }])
    }
  })

  it("a request closed meanwhile cannot be decided again, though its note is still typed", async () => {
    const calls: Array<unknown> = []
    let loads = 0
    const { actor } = start(
      async () => (loads++, loads === 1 ? [c("1"), c("2")] : [c("1", "done", "By someone else."), c("2")]),
      async (input) => {
        calls.push(input)
        throw correctionDecided("This correction request is already closed.")
      }
    )
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Type note", id: "1", value: "Done" })
    actor.send({ type: "Mark done", id: "1" })
    await waitFor(actor, (s) => s.matches("ready") && loads === 2, { timeout: 3000 })
    expect(actor.getSnapshot().context.notes).toEqual({ "1": "Done" })
    actor.send({ type: "Mark done", id: "1" })
    actor.send({ type: "Mark rejected", id: "1" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.noteError).toBeUndefined()
    expect(calls).toHaveLength(1)
  })

  it("a failed load other than 401 tells the app nothing; a 401 does", async () => {
    for (const [failure, told] of [
      [serverError(), []],
      [unauthorized(), [{ type: "unauthorized" }]]
    ] as const) {
      const { actor, emitted } = start(
        async () => Promise.reject(failure),
        async () => c("1")
      )
      await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
      expect(emitted).toEqual(told)
    }
  })
})
