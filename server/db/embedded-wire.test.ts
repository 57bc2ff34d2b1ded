/**
 * The embedded database's wire protocol (server/db/pglite-worker.mjs): the statements the client pipelines arrive
 * together, often several to a socket read and split across reads when large, and PGlite gets each read's whole
 * messages in one call. Every statement still gets its own answer, and one that fails fails alone.
 */
import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, describe, expect, it } from "vitest"
import { useTempDirs } from "../test-targets.ts"
import { embeddedClient } from "./database.ts"

const tempDir = useTempDirs()

describe("the embedded database's wire protocol", () => {
  const runtime = ManagedRuntime.make(embeddedClient(tempDir("loans-wire-"), undefined).pipe(Layer.orDie))
  afterAll(() => runtime.dispose())

  it("answers 30 pipelined statements of 20 kB each, every third failing (division by zero), each with its own result", async () => {
    const long = "x".repeat(20_000)
    const results = await runtime.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.all(
          Array.from({ length: 30 }, (_, i) =>
            sql<{ n: number }>`SELECT (length(${long}) + ${i} / ${i % 3 === 2 ? 0 : 1})::int AS n`.pipe(
              Effect.map((rows) => rows[0]?.n),
              Effect.catch((error) => Effect.succeed(error.cause._tag))
            )
          ),
          { concurrency: "unbounded" }
        )
      })
    )
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => (i % 3 === 2 ? "UnknownError" : 20_000 + i)))
  }, 60_000)
})
