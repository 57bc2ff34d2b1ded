// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) in DATA_DIR, served over the
// PostgreSQL wire protocol by pglite-socket on a Unix socket inside the data folder (mode 0600 in a 0700 folder), so
// only the server's own user can connect, and the main thread reaches it with @effect/sql-pg like any PostgreSQL while
// the WASM work runs on the machine's second core.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader (vitest) of its parent, and the
// built server (server/build.ts) loads this file by path.
//
// Messages: the worker posts { type: "ready", path } or { type: "error", message }; the parent posts { type: "close" }
// and gets { type: "closed" } once the socket server has stopped and PGlite has closed its data dir.

import fs from "node:fs"
import { syncBuiltinESMExports } from "node:module"
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"

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
/** @type {PGLiteSocketServer | undefined} */
let server

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
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 })
  await server.start()
  chmodSync(socketPath, 0o600)
  port.postMessage({ type: "ready", path: socketPath })
} catch (error) {
  port.postMessage({ type: "error", message: String(error?.message || error) })
}
