// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) in DATA_DIR, served over the
// PostgreSQL wire protocol (served below) on a Unix socket inside the data folder (mode 0600 in a 0700 folder), so
// only the server's own user can connect, and the main thread reaches it with @effect/sql-pg like any PostgreSQL while
// the WASM work runs on the machine's second core.
//
// The wire protocol is served here rather than by pglite-socket's server, which hands PGlite one protocol message at a
// time (a statement is five: Parse, Bind, Describe, Execute, Sync), each through its own queue entry, lock and socket
// write. Here every complete message that arrived together goes to PGlite in one call, and its answer goes back in one
// write: PostgreSQL's own loop reads the messages one by one (after an error it skips to the next Sync, as always).
// As with pglite-socket's `maxConnections: 1`, one client at a time; a transaction left open by a client that went
// away is rolled back.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader (vitest) of its parent, and the
// built server (server/build.ts) loads this file by path.
//
// Messages: the worker posts { type: "ready", path } or { type: "error", message }; the parent posts { type: "close" }
// and gets { type: "closed" } once the socket server has stopped and PGlite has closed its data dir.

import fs from "node:fs"
import { syncBuiltinESMExports } from "node:module"
import net from "node:net"
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"

/** @type {{ dataDir: string, socketPath: string }} */
const { dataDir, socketPath } = workerData
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort)

// PGlite's file system layer (Emscripten's NODEFS) sets PostgreSQL's file modes with chmod, 0666 among them. This
// thread holds only the database, so its chmod calls keep the owner's bits and drop group and other: 0600 files,
// 0700 folders. (New files and folders already get the process umask, 077, set by the main thread.)
/** @param {unknown} mode */
const ownerOnly = (mode) => (typeof mode === "number" ? mode & 0o700 : mode)
const { chmodSync, fchmodSync, lchmodSync } = fs
fs.chmodSync = (file, mode) => chmodSync(file, ownerOnly(mode))
fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode))
if (lchmodSync) fs.lchmodSync = (file, mode) => lchmodSync(file, ownerOnly(mode))
syncBuiltinESMExports()

/** @type {PGlite | undefined} */
let db
/** @type {{ stop: () => Promise<void> } | undefined} */
let server

const sslRequest = 80877103
const gssEncRequest = 80877104
const cancelRequest = 80877102
/** Terminate ('X'): the client is leaving; never handed to PGlite. */
const terminate = 88

/**
 * The PostgreSQL wire protocol for one client at a time on `path`.
 * @param {PGlite} pg
 * @param {string} path
 */
const serve = async (pg, path) => {
  /** @type {net.Socket | undefined} */
  let client
  /** PGlite's calls, one after another. */
  let queue = Promise.resolve()
  /** @param {() => Promise<void>} job */
  const enqueue = (job) => {
    queue = queue.then(job, job)
    return queue
  }
  /** @param {net.Socket} socket @param {Uint8Array} bytes */
  const run = (socket, bytes) =>
    enqueue(async () => {
      /** @type {Array<Uint8Array>} */
      const out = []
      await pg.runExclusive(() => pg.execProtocolRawStream(bytes, { onRawData: (data) => out.push(Buffer.from(data)) }))
      if (out.length > 0 && socket.writable) socket.write(out.length === 1 ? out[0] : Buffer.concat(out))
    }).catch((error) => socket.destroy(error))
  const listener = net.createServer((socket) => {
    if (client !== undefined) {
      socket.end("Too many connections\n")
      return
    }
    client = socket
    socket.setNoDelay(true)
    let started = false
    let pending = Buffer.alloc(0)
    socket.on("data", (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
      let from = 0
      let at = 0
      /** Hands the whole messages in [from, at) to PGlite in one call. */
      const flush = () => {
        if (at > from) void run(socket, new Uint8Array(pending.subarray(from, at)))
        from = at
      }
      while (pending.length - at >= 5) {
        if (!started) {
          if (pending.length - at < 8) break
          const length = pending.readInt32BE(at)
          if (pending.length - at < length) break
          const code = pending.readInt32BE(at + 4)
          at += length
          if (code === sslRequest || code === gssEncRequest) socket.write("N")
          else if (code !== cancelRequest) {
            started = true
            // The startup message goes alone: PGlite knows it by its first byte.
            void run(socket, new Uint8Array(pending.subarray(from, at)))
          }
          from = at
          continue
        }
        const length = 1 + pending.readInt32BE(at + 1)
        if (pending.length - at < length) break
        if (pending[at] === terminate) {
          flush()
          from = at += length
          void enqueue(async () => void socket.end())
          continue
        }
        at += length
      }
      flush()
      pending = pending.subarray(from)
    })
    socket.on("error", () => socket.destroy())
    socket.on("close", () => {
      // (At shutdown PGlite may be closed by now: nothing to roll back then.)
      void enqueue(async () => {
        if (!pg.closed && pg.isInTransaction()) await pg.exec("ROLLBACK")
      })
        .catch(() => undefined)
        .finally(() => {
          if (client === socket) client = undefined
        })
    })
  })
  await new Promise((resolve, reject) => {
    listener.once("error", reject)
    listener.listen(path, () => resolve(undefined))
  })
  return {
    stop: () =>
      new Promise((resolve) => {
        client?.destroy()
        listener.close(() => enqueue(async () => {}).then(() => resolve(undefined)))
      })
  }
}

const close = async () => {
  try {
    if (server) await server.stop()
  } finally {
    if (db && !db.closed) await db.close()
    fs.rmSync(socketPath, { force: true })
  }
}

port.on("message", (message) => {
  if (message && message.type === "close") {
    close().then(
      () => port.postMessage({ type: "closed" }),
      (error) => port.postMessage({ type: "closed", error: String(error?.message || error) })
    )
  }
})

try {
  db = await PGlite.create({ dataDir })
  // The parent holds the data folder's lock, so a socket file left here is from a server that died.
  fs.rmSync(socketPath, { force: true })
  server = await serve(db, socketPath)
  chmodSync(socketPath, 0o600)
  port.postMessage({ type: "ready", path: socketPath })
} catch (error) {
  port.postMessage({ type: "error", message: String(error?.message || error) })
}
