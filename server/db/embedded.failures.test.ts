/**
 * The embedded database's start and stop when things go wrong that the real worker cannot be made to do from a test:
 * the thread crashing or exiting before it is ready, a stop asked for while it starts, a worker that never answers
 * `close` (the 15 s stop timeout) or exits without saying `closed`, an error other than "the file exists" while
 * creating `server.pid`, and that file lost to another process twice. `node:worker_threads`' Worker is replaced by a
 * scripted one, and `node:fs`' openSync can be made to fail; the rest (the data folder, its lock file, the socket
 * folder) is real. No database starts here.
 */
import { spawnSync } from "node:child_process"
import type { EventEmitter } from "node:events"
import { existsSync, openSync, readdirSync, readlinkSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { Effect, Exit, Fiber, Layer, Logger, Scope } from "effect"
import { TestClock } from "effect/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import { failureOf, useTempDirs } from "../test-targets.ts"
import { EmbeddedDatabase } from "./embedded.ts"

/** What the scripted worker does when it is made, and when it is asked to close. */
const script = vi.hoisted(() => ({
  onStart: (_worker: ScriptedWorkerShape): void => undefined,
  onClose: (_worker: ScriptedWorkerShape): void => undefined,
  made: [] as Array<ScriptedWorkerShape>
}))

interface ScriptedWorkerShape extends EventEmitter {
  readonly workerData: { readonly dataDir: string; readonly socketPath: string }
  readonly posted: Array<unknown>
  terminated: number
}

vi.mock("node:worker_threads", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:worker_threads")>()
  const { EventEmitter } = await import("node:events")
  class ScriptedWorker extends EventEmitter implements ScriptedWorkerShape {
    readonly workerData: { readonly dataDir: string; readonly socketPath: string }
    readonly posted: Array<unknown> = []
    terminated = 0
    constructor(_url: URL, options: { workerData: ScriptedWorkerShape["workerData"] }) {
      super()
      this.workerData = options.workerData
      script.made.push(this)
      setImmediate(() => script.onStart(this))
    }
    postMessage(message: { type: string }) {
      this.posted.push(message)
      if (message.type === "close") setImmediate(() => script.onClose(this))
    }
    terminate() {
      this.terminated++
      return Promise.resolve(1)
    }
  }
  return { ...real, Worker: ScriptedWorker }
})

vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>()
  return { ...real, openSync: vi.fn(real.openSync) }
})

const tempDir = useTempDirs()
const ready = (worker: ScriptedWorkerShape) =>
  worker.emit("message", { type: "ready", path: worker.workerData.socketPath })
const closed = (worker: ScriptedWorkerShape) => worker.emit("message", { type: "closed" })

afterEach(() => {
  script.onStart = ready
  script.onClose = closed
  script.made.length = 0
  vi.mocked(openSync).mockReset()
})
script.onStart = ready
script.onClose = closed

const lastWorker = () => {
  const worker = script.made.at(-1)
  if (worker === undefined) throw new Error("no worker was made")
  return worker
}
const listeners = (worker: ScriptedWorkerShape) =>
  ["message", "error", "exit"].map((event) => `${event}:${worker.listenerCount(event)}`)

const start = (dir: string) => Effect.runPromiseExit(Effect.scoped(Layer.build(EmbeddedDatabase.layer(dir))))

describe("the embedded database's thread going wrong before it is ready", () => {
  it("names a crashed thread, ends it, stops listening to it, and releases the data folder", async () => {
    script.onStart = (worker) => worker.emit("error", new Error("Out of memory in the WASM heap"))
    const dir = tempDir("loans-embfail-crash-")
    const failure = failureOf(await start(dir))
    expect([failure._tag, failure.message]).toEqual([
      "EmbeddedDatabaseError",
      "The embedded database thread failed: Out of memory in the WASM heap"
    ])
    const worker = lastWorker()
    expect(worker.terminated).toBe(1)
    expect(listeners(worker)).toEqual(["message:0", "error:0", "exit:0"])
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false)
  })

  it("names a thread that exited, with its code", async () => {
    script.onStart = (worker) => worker.emit("exit", 7)
    const failure = failureOf(await start(tempDir("loans-embfail-exit-")))
    expect(failure.message).toBe("The embedded database thread exited with code 7")
    expect(lastWorker().terminated).toBe(1)
    expect(listeners(lastWorker())).toEqual(["message:0", "error:0", "exit:0"])
  })

  it("names the data folder when the thread says PGlite did not start", async () => {
    script.onStart = (worker) => worker.emit("message", { type: "error", message: "the WAL is damaged" })
    const dir = tempDir("loans-embfail-said-")
    const failure = failureOf(await start(dir))
    expect(failure.message).toBe(`The embedded database in ${dir} did not start: the WAL is damaged`)
    expect(lastWorker().terminated).toBe(1)
    expect(listeners(lastWorker())).toEqual(["message:0", "error:0", "exit:0"])
  })

  it("a stop asked for during the start waits until the database is ready, then closes it cleanly", async () => {
    script.onStart = () => undefined // ready only when the test says so
    const dir = tempDir("loans-embfail-interrupt-")
    const pause = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const exit = await Effect.runPromise(
      Effect.gen(function* () {
        const starting = yield* Effect.forkChild(Effect.scoped(Layer.build(EmbeddedDatabase.layer(dir))))
        yield* pause
        const worker = lastWorker()
        const stopping = yield* Effect.forkChild(Fiber.interrupt(starting))
        yield* pause
        expect(stopping.pollUnsafe()).toBeUndefined()
        expect([worker.terminated, worker.posted]).toEqual([0, []])
        ready(worker)
        yield* Fiber.join(stopping)
        expect([worker.terminated, worker.posted]).toEqual([1, [{ type: "close" }]])
        return yield* Fiber.await(starting)
      })
    )
    expect(Exit.hasInterrupts(exit)).toBe(true)
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false)
  })
})

describe("the embedded database's stop", () => {
  /** Starts on the test clock, then closes the layer's scope in a fiber of its own. */
  const startThenClose = (dir: string) =>
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      yield* Layer.buildWithScope(EmbeddedDatabase.layer(dir), scope)
      const worker = lastWorker()
      const closing = yield* Effect.forkChild(Scope.close(scope, Exit.void))
      // Let the close message reach the scripted worker and its answer (if any) come back.
      for (let turn = 0; turn < 5; turn++) yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
      return { worker, closing }
    })

  it("waits 15 s for a worker that never answers close, then ends the thread and logs the close", async () => {
    script.onClose = () => undefined
    const logged: Array<unknown> = []
    const dir = tempDir("loans-embfail-silent-")
    await Effect.runPromise(
      Effect.gen(function* () {
        const { worker, closing } = yield* startThenClose(dir)
        expect(worker.posted).toEqual([{ type: "close" }])
        yield* TestClock.adjust("14999 millis")
        expect(closing.pollUnsafe()).toBeUndefined()
        expect(worker.terminated).toBe(0)
        yield* TestClock.adjust("1 millis")
        const exit = yield* Fiber.await(closing)
        expect(Exit.isSuccess(exit)).toBe(true)
        expect(worker.terminated).toBe(1)
      }).pipe(
        Effect.provide(TestClock.layer()),
        Effect.provide(Logger.layer([Logger.make((options) => logged.push(options.message))]))
      )
    )
    expect(logged).toContainEqual(["embedded database closed"])
    expect(existsSync(path.join(dir, "server.pid"))).toBe(false)
  })

  it("stops at once when the worker says closed, or exits without saying it", async () => {
    for (const onClose of [closed, (worker: ScriptedWorkerShape) => worker.emit("exit", 0)]) {
      script.onClose = onClose
      await Effect.runPromise(
        Effect.gen(function* () {
          const { worker, closing } = yield* startThenClose(tempDir("loans-embfail-stop-"))
          const exit = closing.pollUnsafe()
          expect(exit !== undefined && Exit.isSuccess(exit)).toBe(true)
          expect(worker.terminated).toBe(1)
          expect(listeners(worker)).toEqual(["message:0", "error:0", "exit:0"])
        }).pipe(Effect.provide(TestClock.layer()))
      )
    }
  })
})

describe("the data folder's lock file", () => {
  const openDescriptorsOf = (file: string) =>
    readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === file
      } catch {
        return false
      }
    })

  it("keeps no descriptor of server.pid open while the database runs", async () => {
    const dir = tempDir("loans-embfail-fd-")
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(EmbeddedDatabase.layer(dir))
          expect(existsSync(path.join(dir, "server.pid"))).toBe(true)
          expect(openDescriptorsOf(path.join(dir, "server.pid"))).toEqual([])
        })
      )
    )
  })

  it("passes on an error other than 'the file exists' while creating server.pid", async () => {
    const dir = tempDir("loans-embfail-eacces-")
    const lockPath = path.join(dir, "server.pid")
    vi.mocked(openSync).mockImplementationOnce(() => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${lockPath}'`), { code: "EACCES" })
    })
    const failure = failureOf(await start(dir))
    expect(failure.message).toBe(`EACCES: permission denied, open '${lockPath}'`)
    expect(script.made).toEqual([])
  })

  it("gives up after losing server.pid twice to a process that is gone by the time it is read", async () => {
    const dir = tempDir("loans-embfail-race-")
    const lockPath = path.join(dir, "server.pid")
    const gone = spawnSync("true").pid
    // Another process creates the file first each time, and has ended when this one reads it.
    const lose = () => {
      writeFileSync(lockPath, `${gone}\n`)
      throw Object.assign(new Error(`EEXIST: file already exists, open '${lockPath}'`), { code: "EEXIST" })
    }
    vi.mocked(openSync).mockImplementationOnce(lose).mockImplementationOnce(lose)
    const failure = failureOf(await start(dir))
    expect(failure.message).toBe(`could not lock ${dir}`)
    expect(script.made).toEqual([])
  })
})
