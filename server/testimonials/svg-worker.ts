/**
 * The picture-check thread (svg-checker.ts): answers each message, the bytes of a picture, with whether they are an
 * SVG document we take (svg.ts), one at a time. Loaded by path in a worker thread, under plain Node's type stripping
 * (vitest's loader does not reach a worker thread, and the built server loads this source file, server/build.ts).
 */
import { parentPort } from "node:worker_threads"
import { isSvgDocument } from "./svg.ts"

const port = parentPort
if (port === null) throw new Error("svg-worker.ts runs in a worker thread only")
port.on("message", (bytes: Uint8Array) => {
  let ok = false
  try {
    ok = isSvgDocument(bytes)
  } catch {
    ok = false
  }
  port.postMessage(ok)
})
