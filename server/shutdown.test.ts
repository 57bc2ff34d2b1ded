/**
 * `npm start` in production shape: npm runs plain node on the built server with no shell left between them, and
 * SIGTERM sent to the process `npm start` created (what a service manager or container runtime signals) ends the
 * whole tree quickly while requests are under way: answers in flight complete, nothing answers 5xx, the process tree
 * is gone well inside 10 s, and the next start on the same data folder succeeds.
 *
 * Bounded load on 127.0.0.1: 8 kept-alive clients in a loop, and one request whose body is still arriving when the
 * signal is sent.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { Agent, request } from "node:http"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { repoRoot } from "./config.ts"
import { freePort, useTempDirs } from "./test-targets.ts"

const tempDir = useTempDirs()

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Processes of a process group: pid, parent pid, command name. */
const groupMembers = (pgid: number) => {
  try {
    return execFileSync("ps", ["-o", "pid=,ppid=,comm=", "-g", String(pgid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [pid, ppid, ...comm] = line.trim().split(/\s+/u)
        return { pid: Number(pid), ppid: Number(ppid), comm: comm.join(" ") }
      })
  } catch {
    return [] // ps exits 1 when the group is empty
  }
}

const children: Array<ChildProcess> = []
const builds: Array<string> = []
afterAll(() => {
  for (const dir of builds) rmSync(dir, { recursive: true, force: true })
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // gone
      }
    }
  }
})

/** `npm start` in its own process group, on a fresh or given data folder and a stand-in app build. */
const npmStart = (port: number, dataDir: string, distDir: string) => {
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DIST_DIR: distDir }
  })
  children.push(child)
  let output = ""
  child.stdout?.on("data", (chunk) => {
    output += chunk
  })
  child.stderr?.on("data", (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  return { child, exited, output: () => output }
}

const getStatus = (url: string) =>
  new Promise<number>((resolve) => {
    const req = request(url, { agent: false }, (response) => {
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
    })
    req.on("error", () => resolve(0))
    req.setTimeout(2000, () => req.destroy())
    req.end()
  })

const waitReady = async (port: number, started: { output: () => string; child: ChildProcess }) => {
  // A fresh embedded database runs initdb first: up to a minute on a loaded machine.
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if ((await getStatus(`http://127.0.0.1:${port}/readyz`)) === 200) return
    if (started.child.exitCode !== null) break
    await sleep(250)
  }
  throw new Error(`the server did not become ready:\n${started.output().slice(-3000)}`)
}

interface Outcome {
  readonly status: number
  readonly error: string | undefined
  readonly startedAt: number
}

/** One kept-alive client: GETs in a loop until `stop`, or until the server refuses it. */
const loadLoop = async (port: number, agent: Agent, stop: () => boolean, outcomes: Array<Outcome>) => {
  while (!stop()) {
    const startedAt = performance.now()
    const outcome = await new Promise<Outcome>((resolve) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/api/carousel", agent, headers: { connection: "keep-alive" } },
        (response) => {
          response.resume()
          response.on("end", () => resolve({ status: response.statusCode ?? 0, error: undefined, startedAt }))
          response.on("error", (error) => resolve({ status: 0, error: String(error), startedAt }))
        }
      )
      req.on("error", (error) => resolve({ status: 0, error: (error as NodeJS.ErrnoException).code, startedAt }))
      req.setTimeout(5000, () => req.destroy(new Error("timeout")))
      req.end()
    })
    outcomes.push(outcome)
    if (outcome.error !== undefined) return
  }
}

/** A contact message whose body is sent in two halves: the request is in flight while the signal arrives. */
const slowPost = (port: number) => {
  const body = JSON.stringify({
    name: "Shutdown Test",
    email: "shutdown.test@example.in",
    phone: "9876512345",
    message: "Please call me about a personal loan.",
    consent: true
  })
  let sendRest: () => void = () => {}
  const answer = new Promise<{ status: number; body: string; requestId: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact-us",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
      },
      (response) => {
        let text = ""
        response.on("data", (chunk) => {
          text += chunk
        })
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            requestId: response.headers["x-request-id"] as string | undefined
          })
        )
      }
    )
    req.on("error", reject)
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")))
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half))
    sendRest = () => req.end(body.slice(half))
  })
  return { answer, sendRest: () => sendRest() }
}

describe("npm start and SIGTERM", () => {
  it("runs plain node under npm, drains on SIGTERM under load, leaves no process, and starts again", async () => {
    const port = await freePort()
    const dataDir = tempDir("loans-shutdown-data-")
    // A stand-in app build, newer than every source, so `npm start` builds only the server (into <dist>-server,
    // inside the repository, where node_modules resolves the bundle's packages).
    const buildRoot = path.join(repoRoot, ".tmp", `shutdown-test-${process.pid}`)
    builds.push(buildRoot)
    const distDir = path.join(buildRoot, "dist")
    mkdirSync(distDir, { recursive: true })
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>stand-in</title>")

    const first = npmStart(port, dataDir, distDir)
    await waitReady(port, first)
    const pgid = first.child.pid ?? 0

    // npm -> node: no shell and no tsx between them.
    const members = groupMembers(pgid)
    const npm = members.find((p) => p.pid === pgid)
    expect(npm?.comm).toBe("npm start")
    const below = members.filter((p) => p.ppid === pgid)
    expect(below).toHaveLength(1)
    expect(below[0]?.comm).toMatch(/^(node|MainThread)$/u)
    expect(members.filter((p) => p.ppid === below[0]?.pid)).toEqual([])

    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    const outcomes: Array<Outcome> = []
    let stopLoad = false
    const loops = Array.from({ length: 8 }, () => loadLoop(port, agent, () => stopLoad, outcomes))
    await sleep(1000)
    const slow = slowPost(port)
    await sleep(200)
    const beforeSignal = outcomes.length
    expect(beforeSignal).toBeGreaterThan(0)

    const signalledAt = performance.now()
    process.kill(pgid, "SIGTERM")
    await sleep(300)
    slow.sendRest()
    const [code] = await Promise.race([
      Promise.all([first.exited]),
      sleep(10_000).then(() => {
        throw new Error(`npm start did not exit within 10 s:\n${first.output().slice(-3000)}`)
      })
    ])
    const exitMs = performance.now() - signalledAt
    stopLoad = true
    await Promise.all(loops)
    agent.destroy()

    // The request in flight completed, as a full answer.
    const answer = await slow.answer
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ success: true })
    expect(answer.requestId).toBeDefined()
    // No answer was a 5xx; the only errors are refused or closed connections once the server stopped.
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([])
    for (const o of outcomes.filter((o) => o.error !== undefined)) {
      expect(o.startedAt).toBeGreaterThan(signalledAt)
      expect(o.error).toMatch(/ECONNREFUSED|ECONNRESET|EPIPE|socket hang up/u)
    }
    // Well inside 10 s, and the whole tree is gone.
    expect(exitMs).toBeLessThan(8000)
    expect(code).toBe(0)
    await sleep(200)
    expect(groupMembers(pgid)).toEqual([])
    expect(first.output()).toContain("embedded database closed")

    // The same data folder starts again (its lock was released, PGlite closed cleanly).
    const second = npmStart(port, dataDir, distDir)
    await waitReady(port, second)
    expect(second.output()).not.toContain("is used by another server")
    process.kill(second.child.pid ?? 0, "SIGTERM")
    const secondCode = await Promise.race([second.exited, sleep(10_000).then(() => "timeout")])
    expect(secondCode).toBe(0)
    console.info(
      `shutdown: ${outcomes.length} answers under load (${beforeSignal} before the signal), exit after ${Math.round(exitMs)} ms`
    )
  }, 240_000)
})
