/**
 * SVG pictures are checked off the main thread: one worker thread (svg-worker.ts), started at the first SVG and kept
 * for the next, takes one picture at a time from a queue kept here. Parsing never holds the event loop, so /healthz
 * and every other request keep answering while a picture is checked.
 *
 * A check that runs past `timeoutMs` (counted once the thread is up) ends the thread, the next check starts another,
 * and the picture is refused, as is one in flight when the thread fails. The thread is unref'd, so it never keeps
 * the process alive, and `close()` ends it (at the server's shutdown: PictureCheck in image.ts).
 */
import { Worker } from "node:worker_threads"

export interface SvgChecker {
  /** Whether the bytes are an SVG document we take (svg.ts); false when refused, timed out or closed. */
  readonly check: (bytes: Uint8Array) => Promise<boolean>
  /** Ends the thread; waiting and later checks answer false. */
  readonly close: () => Promise<void>
  /** Whether a thread is running now. */
  readonly running: () => boolean
}

interface Task {
  readonly bytes: Uint8Array
  readonly resolve: (ok: boolean) => void
}

const workerUrl = new URL("./svg-worker.ts", import.meta.url)

export const makeSvgChecker = (options: {
  readonly timeoutMs: number
  /** The thread (tests give one that stalls or fails); svg-worker.ts by default. */
  readonly start?: () => Worker
}): SvgChecker => {
  const start = options.start ?? (() => new Worker(workerUrl))
  const queue: Array<Task> = []
  let worker: Worker | undefined
  let online = false
  let current: { readonly task: Task; timer: NodeJS.Timeout | undefined } | undefined
  let closed = false

  const finish = (ok: boolean) => {
    if (current === undefined) return
    if (current.timer !== undefined) clearTimeout(current.timer)
    const { task } = current
    current = undefined
    task.resolve(ok)
    next()
  }

  /** The thread is gone (failed or ended): the check in flight is refused, the next one starts another. */
  const lose = (gone: Worker) => {
    if (gone !== worker) return
    worker = undefined
    void gone.terminate()
    finish(false)
  }

  /** The check in flight gets its time from now. */
  const startTimer = () => {
    const running = worker
    if (current === undefined || running === undefined || current.timer !== undefined) return
    current.timer = setTimeout(() => lose(running), options.timeoutMs)
  }

  const spawn = () => {
    const started = start()
    online = false
    started.unref()
    started.once("online", () => {
      if (started !== worker) return
      online = true
      startTimer()
    })
    started.on("message", (ok: unknown) => {
      if (started === worker) finish(ok === true)
    })
    started.on("error", () => lose(started))
    started.on("exit", () => lose(started))
    return started
  }

  const next = () => {
    if (current !== undefined || closed) return
    const task = queue.shift()
    if (task === undefined) return
    worker ??= spawn()
    current = { task, timer: undefined }
    worker.postMessage(task.bytes)
    if (online) startTimer()
  }

  return {
    check: (bytes) =>
      new Promise<boolean>((resolve) => {
        if (closed) return resolve(false)
        queue.push({ bytes, resolve })
        next()
      }),
    close: async () => {
      closed = true
      for (const task of queue.splice(0)) task.resolve(false)
      const gone = worker
      worker = undefined
      finish(false)
      if (gone !== undefined) await gone.terminate()
    },
    running: () => worker !== undefined
  }
}
