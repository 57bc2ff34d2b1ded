/**
 * The embedded database: PGlite in DATA_DIR, run in a worker thread (pglite-worker.mjs) and served there over the
 * PostgreSQL wire protocol on a loopback port. Closing the layer stops the socket server and closes PGlite, which
 * leaves the data dir clean for the next start.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { mkdirSync } from "node:fs"
import * as path from "node:path"
import { Worker } from "node:worker_threads"

export class EmbeddedDatabaseError extends Schema.TaggedError<EmbeddedDatabaseError>()("EmbeddedDatabaseError", {
  message: Schema.String
}) {}

type WorkerMessage =
  | { readonly type: "ready"; readonly host: string; readonly port: number }
  | { readonly type: "error"; readonly message: string }
  | { readonly type: "closed"; readonly error?: string }

const startWorker = (dataDir: string) =>
  Effect.callback<{ worker: Worker; host: string; port: number }, EmbeddedDatabaseError>((resume) => {
    mkdirSync(dataDir, { recursive: true })
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dataDir } })
    const cleanup = () => {
      worker.off("message", onMessage)
      worker.off("error", onError)
      worker.off("exit", onExit)
    }
    const fail = (message: string) => {
      cleanup()
      void worker.terminate()
      resume(Effect.fail(new EmbeddedDatabaseError({ message })))
    }
    const onMessage = (message: WorkerMessage) => {
      if (message.type === "ready") {
        cleanup()
        resume(Effect.succeed({ worker, host: message.host, port: message.port }))
      } else if (message.type === "error") {
        fail(`The embedded database in ${dataDir} did not start: ${message.message}`)
      }
    }
    const onError = (error: Error) => fail(`The embedded database thread failed: ${error.message}`)
    const onExit = (code: number) => fail(`The embedded database thread exited with code ${code}`)
    worker.on("message", onMessage)
    worker.on("error", onError)
    worker.on("exit", onExit)
    return Effect.sync(() => {
      cleanup()
      void worker.terminate()
    })
  })

const stopWorker = (worker: Worker) =>
  Effect.callback<void>((resume) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.type === "closed") done()
    }
    const done = () => {
      worker.off("message", onMessage)
      worker.off("exit", done)
      resume(Effect.void)
    }
    worker.on("message", onMessage)
    worker.on("exit", done)
    worker.postMessage({ type: "close" })
  }).pipe(
    Effect.timeoutOrElse({ duration: "15 seconds", orElse: () => Effect.void }),
    Effect.andThen(Effect.promise(() => worker.terminate())),
    Effect.andThen(Effect.logInfo("embedded database closed"))
  )

/** Where the embedded database listens (loopback only). */
export class EmbeddedDatabase extends Context.Service<EmbeddedDatabase, {
  readonly host: string
  readonly port: number
  readonly dataDir: string
}>()("server/db/EmbeddedDatabase") {
  static readonly layer = (dataDir: string) =>
    Layer.effect(
      EmbeddedDatabase,
      Effect.gen(function*() {
        const dir = path.resolve(dataDir)
        const { host, port } = yield* Effect.acquireRelease(startWorker(dir), ({ worker }) => stopWorker(worker))
        return EmbeddedDatabase.of({ host, port, dataDir: dir })
      })
    )
}
