/**
 * The draining HTTP server (server/ops/drain.ts): on close(), idle kept-alive connections close at once, an answer in
 * flight completes and tells its client `Connection: close`, and close() finishes as soon as that answer is out,
 * not after the 65 s keep-alive timeout.
 */
import { Agent, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { drainingServer } from "./drain.ts"

const servers: Array<Server> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

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
    const server = drainingServer({ keepAliveTimeout: 65_000 })
    servers.push(server)
    server.on("request", (req, res) => {
      if (req.url === "/slow") release = () => res.end("slow done")
      else res.end("quick")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
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
    const server = drainingServer({ keepAliveTimeout: 65_000 })
    servers.push(server)
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
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
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
    const server = drainingServer()
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const first = new Promise<Error | undefined>((resolve) => server.close((error) => resolve(error)))
    const second = new Promise<Error | undefined>((resolve) => server.close((error) => resolve(error)))
    expect(await first).toBeUndefined()
    expect((await second)?.message).toBe("Server is not running.")
    expect(server.listening).toBe(false)
  })
})
