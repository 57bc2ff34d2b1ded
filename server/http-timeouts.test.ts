/**
 * A client that sends its request slowly is not held: past the headers' timeout (headers still arriving) or the
 * request's (body still arriving) the server answers 408 and closes the connection (docs/operations.md, "Timeouts").
 * The defaults are 10 s and 20 s, as a reverse proxy's; this file's server uses 0.4 s and 0.8 s to see them act.
 * A kept-alive connection left idle between requests is governed by the 65 s keep-alive timeout, not by these.
 */
import { connect, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defaultSettings } from "./config.ts"
import { withEmptyCluster } from "./db/test-cluster.ts"
import { httpServerOptions, type RunningServer, startServer } from "./main.ts"
import { useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()
const headersTimeoutMs = 400
const requestTimeoutMs = 800

let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: withEmptyCluster(tempDir("loans-timeouts-")),
    requestLog: false,
    retentionJob: false,
    headersTimeoutMs,
    requestTimeoutMs
  })
}, 60_000)
afterAll(() => server?.close())

/**
 * Opens a raw connection, writes `start`, then `drip` every 50 ms until the server answers or closes (or 5 s pass).
 * Gives what the server sent and how long after `start` the connection closed.
 */
const slowClient = (start: string, drip: string) =>
  new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const socket: Socket = connect(server.port, "127.0.0.1")
    let answer = ""
    let began = 0
    let dripping: ReturnType<typeof setInterval> | undefined
    const giveUp = setTimeout(() => {
      socket.destroy()
      reject(new Error(`still open after 5 s; answer so far: ${JSON.stringify(answer)}`))
    }, 5000)
    socket.on("connect", () => {
      began = performance.now()
      socket.write(start)
      dripping = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip)
      }, 50)
    })
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1")
    })
    socket.on("error", () => {}) // a write after the server's close: the close below still reports
    socket.on("close", () => {
      clearInterval(dripping)
      clearTimeout(giveUp)
      resolve({ answer, closedAfterMs: performance.now() - began })
    })
  })

describe("slow clients", () => {
  it("headers still arriving after the headers' timeout: 408, connection closed", async () => {
    const { answer, closedAfterMs } = await slowClient("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: 1\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 408 /u)
    expect(closedAfterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50)
    expect(closedAfterMs).toBeLessThan(headersTimeoutMs + 600)
  })

  it("a body still arriving after the request's timeout: 408, connection closed", async () => {
    const { answer, closedAfterMs } = await slowClient(
      "POST /api/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      " "
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /u)
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50)
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 600)
  })

  it("a kept-alive connection idle for longer than both timeouts still serves its next request", async () => {
    const socket = connect(server.port, "127.0.0.1")
    let answer = ""
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1")
    })
    await new Promise((resolve) => socket.once("connect", resolve))
    const get = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    socket.write(get)
    await new Promise((resolve) => setTimeout(resolve, requestTimeoutMs + 400))
    expect(socket.destroyed).toBe(false)
    socket.write(get)
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.destroy()
    expect(answer.match(/HTTP\/1\.1 200 /gu)).toHaveLength(2)
  })
})

describe("the defaults", () => {
  it("10 s for the headers, 20 s for the request, checked every second; 65 s for an idle kept-alive connection", () => {
    expect(defaultSettings.headersTimeoutMs).toBe(10_000)
    expect(defaultSettings.requestTimeoutMs).toBe(20_000)
    expect(httpServerOptions(defaultSettings)).toEqual({
      keepAliveTimeout: 65_000,
      headersTimeout: 10_000,
      requestTimeout: 20_000,
      connectionsCheckingInterval: 1000
    })
  })
})
