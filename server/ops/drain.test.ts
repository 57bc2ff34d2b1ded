/**
 * The draining HTTP server (server/ops/drain.ts): on close(), idle kept-alive connections close at once, an answer in
 * flight completes and tells its client `Connection: close`, and close() finishes as soon as that answer is out,
 * not after the 65 s keep-alive timeout. A request pipelined on a busy connection after close() is told
 * `Connection: close` too; the sweep stops once the server has closed, and no finished answer is kept.
 */
import { Agent, request, type Server, type ServerResponse } from "node:http"
import { type AddressInfo, connect } from "node:net"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterEach, describe, expect, it } from "vitest"
import { drainingServer } from "./drain.ts"

const servers: Array<Server> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

/** A draining server, closed after the test. */
const draining = (options?: Parameters<typeof drainingServer>[0]) => {
  const server = drainingServer(options)
  servers.push(server)
  return server
}

/** Listens on a free port of 127.0.0.1 and gives it. */
const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return (server.address() as AddressInfo).port
}

const get = (port: number, agent: Agent, path: string) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = ""
      response.on("data", (chunk) => {
        body += chunk
      })
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body })
      )
    })
    req.on("error", reject)
    req.setTimeout(5000, () => req.destroy(new Error("timeout")))
    req.end()
  })

describe("drainingServer", () => {
  it("closes idle connections at once and lets the answer in flight finish with Connection: close", async () => {
    let release: () => void = () => {}
    const server = draining({ keepAliveTimeout: 65_000 })
    server.on("request", (req, res) => {
      if (req.url === "/slow") release = () => res.end("slow done")
      else res.end("quick")
    })
    const port = await listening(server)
    const idleAgent = new Agent({ keepAlive: true })
    const busyAgent = new Agent({ keepAlive: true })

    // One kept-alive connection left idle, one with an answer in flight.
    expect((await get(port, idleAgent, "/quick")).status).toBe(200)
    const slow = get(port, busyAgent, "/slow")
    await new Promise((r) => setTimeout(r, 100))

    const started = performance.now()
    let closedAt = 0
    const closed = new Promise<void>((resolve) =>
      server.close(() => {
        closedAt = performance.now() - started
        resolve()
      })
    )
    await new Promise((r) => setTimeout(r, 200))
    expect(closedAt).toBe(0) // still waiting for the answer in flight
    release()
    const answer = await slow
    expect(answer).toEqual({ status: 200, connection: "close", body: "slow done" })
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error("close hung")), 3000))])
    expect(closedAt).toBeGreaterThanOrEqual(200)
    expect(closedAt).toBeLessThan(1500)
    idleAgent.destroy()
    busyAgent.destroy()
  })

  it("an answer whose headers went out before close() keeps its keep-alive, and its connection closes once it is done", async () => {
    let finish: () => void = () => {}
    const server = draining({ keepAliveTimeout: 65_000 })
    let headersOut: () => void = () => {}
    const headersSent = new Promise<void>((resolve) => {
      headersOut = resolve
    })
    server.on("request", (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" })
      res.write("part one, ")
      headersOut()
      finish = () => res.end("part two")
    })
    const port = await listening(server)
    const agent = new Agent({ keepAlive: true })
    const streaming = get(port, agent, "/stream")
    await headersSent
    await new Promise((r) => setTimeout(r, 50))

    const started = performance.now()
    let closedAt = 0
    const closed = new Promise<void>((resolve) =>
      server.close(() => {
        closedAt = performance.now() - started
        resolve()
      })
    )
    await new Promise((r) => setTimeout(r, 100))
    expect(closedAt).toBe(0)
    finish()
    expect(await streaming).toEqual({ status: 200, connection: "keep-alive", body: "part one, part two" })
    // The client keeps the socket; the server's sweep closes it as soon as it is idle.
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error("close hung")), 3000))])
    expect(closedAt).toBeGreaterThanOrEqual(100)
    expect(closedAt).toBeLessThan(1500)
    agent.destroy()
  })

  it("close() called twice still finishes, with an error for the second call only", async () => {
    const server = draining()
    await listening(server)
    const first = new Promise<Error | undefined>((resolve) => server.close((error) => resolve(error)))
    const second = new Promise<Error | undefined>((resolve) => server.close((error) => resolve(error)))
    expect(await first).toBeUndefined()
    expect((await second)?.message).toBe("Server is not running.")
    expect(server.listening).toBe(false)
  })

  it("stops sweeping for idle connections once the server has closed", async () => {
    const server = draining()
    await listening(server)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    let sweeps = 0
    const closeIdle = server.closeIdleConnections.bind(server)
    server.closeIdleConnections = () => {
      sweeps++
      closeIdle()
    }
    await new Promise((r) => setTimeout(r, 120)) // six times the 20 ms sweep
    expect(sweeps).toBe(0)
  })

  it("a request that arrives after close() on a busy connection is answered with Connection: close", async () => {
    const server = draining({ keepAliveTimeout: 65_000 })
    let finishFirst: () => void = () => {}
    const seen: Array<string> = []
    let headersOut: () => void = () => {}
    const firstStarted = new Promise<void>((resolve) => {
      headersOut = resolve
    })
    let secondSeen: () => void = () => {}
    const secondArrived = new Promise<void>((resolve) => {
      secondSeen = resolve
    })
    server.on("request", (req, res) => {
      seen.push(req.url ?? "")
      if (req.url === "/first") {
        res.writeHead(200, { "content-type": "text/plain", "content-length": "5" })
        res.write("fir")
        headersOut()
        finishFirst = () => res.end("st")
      } else {
        res.end("second")
        secondSeen()
      }
    })
    const port = await listening(server)
    const socket = connect(port, "127.0.0.1")
    let received = ""
    socket.on("data", (chunk) => {
      received += chunk
    })
    const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()))
    socket.write("GET /first HTTP/1.1\r\nHost: example.in\r\n\r\n")
    await firstStarted
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Pipelined on the same connection, parsed after close() while the first answer is still going out.
    socket.write("GET /second HTTP/1.1\r\nHost: example.in\r\n\r\n")
    await secondArrived
    finishFirst()
    await Promise.race([ended, new Promise((_, reject) => setTimeout(() => reject(new Error("no end")), 3000))])
    await closed
    expect(seen).toEqual(["/first", "/second"])
    const answers = received.split(/(?=HTTP\/1\.1 )/u)
    expect(answers.map((answer) => /^Connection: (.*)\r$/imu.exec(answer)?.[1])).toEqual(["keep-alive", "close"])
    expect(answers.map((answer) => answer.split("\r\n\r\n")[1])).toEqual(["first", "second"])
  })

  it("forgets each answer once it is out (a long-running server keeps no finished response)", async () => {
    setFlagsFromString("--expose-gc")
    const gc = runInNewContext("gc") as () => void
    const server = draining()
    const answered: Array<WeakRef<ServerResponse>> = []
    server.on("request", (_req, res) => {
      answered.push(new WeakRef(res))
      res.end("ok")
    })
    const port = await listening(server)
    const agent = new Agent({ keepAlive: false })
    for (let i = 0; i < 5; i++) expect((await get(port, agent, `/n${i}`)).body).toBe("ok")
    agent.destroy()
    await new Promise((r) => setTimeout(r, 50))
    gc()
    await new Promise((r) => setTimeout(r, 0))
    gc()
    expect(answered).toHaveLength(5)
    expect(answered.filter((ref) => ref.deref() !== undefined)).toHaveLength(0)
  })
})
