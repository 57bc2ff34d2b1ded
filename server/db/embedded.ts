/**
 * The embedded database: PGlite in DATA_DIR, run in a worker thread (pglite-worker.mjs) and served there over the
 * PostgreSQL wire protocol on a Unix socket inside the data folder (DATA_DIR/run/db.sock, in a 0700 folder), never on
 * a TCP port: other local users can neither read its files nor connect. Closing the layer stops the socket server and
 * closes PGlite, which leaves the data dir clean for the next start.
 */

import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Worker } from "node:worker_threads"
import { Context, Effect, Layer, Schema } from "effect"
import { secureDataDir } from "./data-dir.ts"

export class EmbeddedDatabaseError extends Schema.TaggedError<EmbeddedDatabaseError>()("EmbeddedDatabaseError", {
  message: Schema.String
}) {}

/** Data dirs this process holds (two servers of one process must not share one either). */
const heldHere = new Set<string>()

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * PGlite is a single-process database: a second server on the same DATA_DIR would corrupt it. `server.pid` in the
 * data dir marks the owner; a file left by a process that is gone is taken over.
 */
const lockDataDir = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.try({
      try: () => {
        mkdirSync(dataDir, { recursive: true, mode: 0o700 })
        const lockPath = path.join(dataDir, "server.pid")
        if (heldHere.has(dataDir)) throw new Error(`${dataDir} is already used by this process`)
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const fd = openSync(lockPath, "wx")
            writeSync(fd, String(process.pid))
            closeSync(fd)
            heldHere.add(dataDir)
            return lockPath
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
            const owner = Number(readFileSync(lockPath, "utf8").trim())
            if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
              throw new Error(
                `${dataDir} is used by another server (process ${owner}); stop it or choose another DATA_DIR`
              )
            }
            rmSync(lockPath, { force: true })
          }
        }
        throw new Error(`could not lock ${dataDir}`)
      },
      catch: (error) => new EmbeddedDatabaseError({ message: error instanceof Error ? error.message : String(error) })
    }),
    (lockPath) =>
      Effect.sync(() => {
        heldHere.delete(dataDir)
        rmSync(lockPath, { force: true })
      })
  )

type WorkerMessage =
  | { readonly type: "ready"; readonly path: string }
  | { readonly type: "error"; readonly message: string }
  | { readonly type: "closed"; readonly error?: string }

/** Unix socket paths are limited to about 100 bytes. */
const maxSocketPath = 100

/**
 * DATA_DIR/run/db.sock; for a data folder too deep for a socket path, a private (0700) folder of its own in the system's
 * temporary folder, removed at close.
 */
const socketPlace = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const inside = path.join(dataDir, "run", "db.sock")
      if (inside.length <= maxSocketPath) {
        mkdirSync(path.dirname(inside), { recursive: true, mode: 0o700 })
        return { socketPath: inside, own: undefined }
      }
      const own = mkdtempSync(path.join(tmpdir(), "loans-db-"))
      return { socketPath: path.join(own, "db.sock"), own }
    }),
    ({ own }) => Effect.sync(() => own && rmSync(own, { recursive: true, force: true }))
  )

const startWorker = (dataDir: string, socketPath: string) =>
  Effect.callback<{ worker: Worker; path: string }, EmbeddedDatabaseError>((resume) => {
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dataDir, socketPath } })
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
        resume(Effect.succeed({ worker, path: message.path }))
      } else if (message.type === "error") {
        fail(`The embedded database in ${dataDir} did not start: ${message.message}`)
      }
    }
    const onError = (error: Error) => fail(`The embedded database thread failed: ${error.message}`)
    const onExit = (code: number) => fail(`The embedded database thread exited with code ${code}`)
    worker.on("message", onMessage)
    worker.on("error", onError)
    worker.on("exit", onExit)
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

/** Where the embedded database listens: a Unix socket only the server's user can reach. */
export class EmbeddedDatabase extends Context.Service<
  EmbeddedDatabase,
  {
    readonly socketPath: string
    readonly dataDir: string
  }
>()("server/db/EmbeddedDatabase") {
  static readonly layer = (dataDir: string) =>
    Layer.effect(
      EmbeddedDatabase,
      Effect.gen(function* () {
        const dir = path.resolve(dataDir)
        const fixed = yield* Effect.try({
          try: () => secureDataDir(dir),
          catch: (error) => new EmbeddedDatabaseError({ message: `${dir}: ${String(error)}` })
        })
        if (fixed > 0) {
          yield* Effect.logWarning("data folder: modes restricted to its owner (0700 folders, 0600 files)").pipe(
            Effect.annotateLogs({ changed: fixed })
          )
        }
        yield* lockDataDir(dir)
        const { socketPath } = yield* socketPlace(dir)
        // The start cannot be interrupted (acquireRelease's acquire): a stop asked for meanwhile waits until PGlite
        // is ready and then closes it cleanly, rather than ending its thread in the middle of writing the data dir.
        yield* Effect.acquireRelease(startWorker(dir, socketPath), ({ worker }) => stopWorker(worker))
        return EmbeddedDatabase.of({ socketPath, dataDir: dir })
      })
    )
}
