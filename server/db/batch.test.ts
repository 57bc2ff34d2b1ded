/**
 * The batches of one moment: look-ups and writes asked for while batches are in the database wait for the next one,
 * and two batches may be in the database at once (the second queued on the connection while the first is answered).
 */
import { Context, Deferred, Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { batchedLookup, batchedWrite } from "./batch.ts"

/** A stand-in database: each statement waits until the test answers it. */
const database = () => {
  const statements: Array<{ readonly keys: ReadonlyArray<string>; readonly answer: Deferred.Deferred<void> }> = []
  return {
    statements,
    run: (keys: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const answer = yield* Deferred.make<void>()
        statements.push({ keys, answer })
        yield* Deferred.await(answer)
      }),
    answer: (i: number) => Effect.runSync(Deferred.succeed(statements[i]!.answer, undefined))
  }
}

const turns = (n = 3) => new Promise((resolve) => setTimeout(resolve, n))

describe("batchedLookup", () => {
  it("sends a second batch while the first is in the database, and holds a third until one of them is answered", async () => {
    const db = database()
    const lookup = batchedLookup(Context.empty(), (keys) =>
      db.run(keys).pipe(Effect.as(new Map(keys.map((k) => [k, `row ${k}`]))))
    )
    const a = Effect.runFork(lookup("A"))
    await turns()
    const b = Effect.runFork(lookup("B"))
    const b2 = Effect.runFork(lookup("B"))
    await turns()
    const c = Effect.runFork(lookup("C"))
    const d = Effect.runFork(lookup("D"))
    await turns()
    expect(db.statements.map((s) => s.keys)).toEqual([["A"], ["B"]])

    db.answer(1)
    expect(await Effect.runPromise(Fiber.join(b))).toBe("row B")
    expect(await Effect.runPromise(Fiber.join(b2))).toBe("row B")
    await turns()
    // C and D waited together: one statement for both.
    expect(db.statements.map((s) => s.keys)).toEqual([["A"], ["B"], ["C", "D"]])
    db.answer(0)
    db.answer(2)
    expect(await Effect.runPromise(Fiber.join(a))).toBe("row A")
    expect(await Effect.runPromise(Fiber.join(c))).toBe("row C")
    expect(await Effect.runPromise(Fiber.join(d))).toBe("row D")
  })
})

describe("batchedWrite", () => {
  it("writes the items of one moment in one statement, a lone item by itself, with two statements at most in flight", async () => {
    const db = database()
    const write = batchedWrite(
      Context.empty(),
      (items: ReadonlyArray<string>) => db.run(items).pipe(Effect.as(items.map((i) => `wrote ${i}`))),
      (item: string) => db.run([`alone ${item}`]).pipe(Effect.as(`wrote ${item} alone`))
    )
    const first = Effect.runFork(write("1"))
    await turns()
    const second = [Effect.runFork(write("2")), Effect.runFork(write("3"))]
    await turns()
    const third = Effect.runFork(write("4"))
    await turns()
    expect(db.statements.map((s) => s.keys)).toEqual([["alone 1"], ["2", "3"]])

    db.answer(0)
    expect(await Effect.runPromise(Fiber.join(first))).toBe("wrote 1 alone")
    await turns()
    expect(db.statements.map((s) => s.keys)).toEqual([["alone 1"], ["2", "3"], ["alone 4"]])
    db.answer(1)
    db.answer(2)
    expect(await Promise.all(second.map((f) => Effect.runPromise(Fiber.join(f))))).toEqual(["wrote 2", "wrote 3"])
    expect(await Effect.runPromise(Fiber.join(third))).toBe("wrote 4 alone")
  })
})
