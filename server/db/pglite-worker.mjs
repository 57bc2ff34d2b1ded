// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) in DATA_DIR, served over the
// PostgreSQL wire protocol by pglite-socket on a loopback port, so the main thread reaches it with @effect/sql-pg
// like any PostgreSQL while the WASM work runs on the machine's second core.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader (tsx, vitest) of its parent.
//
// Messages: the worker posts { type: "ready", host, port } or { type: "error", message }; the parent posts
// { type: "close" } and gets { type: "closed" } once the socket server has stopped and PGlite has closed its data dir.

import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"

/** @type {{ dataDir: string }} */
const { dataDir } = workerData
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort)

/** @type {PGlite | undefined} */
let db
/** @type {PGLiteSocketServer | undefined} */
let server

const close = async () => {
  try {
    if (server) await server.stop()
  } finally {
    if (db && !db.closed) await db.close()
  }
}

port.on("message", (message) => {
  if (message && message.type === "close") {
    close().then(
      () => port.postMessage({ type: "closed" }),
      (error) => port.postMessage({ type: "closed", error: String((error && error.message) || error) })
    )
  }
})

try {
  db = await PGlite.create({ dataDir })
  server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 })
  await server.start()
  const [host, p] = server.getServerConn().split(":")
  port.postMessage({ type: "ready", host, port: Number(p) })
} catch (error) {
  port.postMessage({ type: "error", message: String((error && error.message) || error) })
}
