/**
 * Every benchmark the README lists still runs (on a fresh clone: no app build needed). Each one is started as its npm
 * script with `--smoke`: a short run that exits 0 and prints its figures (the budgets are printed, not judged: a few
 * requests or calls measure nothing). bench:api, bench:calculator, bench:offers, bench:bundle and bench:interaction run
 * their whole measurement, shortened and on stand-in builds; bench:lighthouse only reads its options, loads Lighthouse
 * and starts Chromium (one audit takes tens of seconds); bench:mutation (Stryker, minutes) only loads its
 * configuration and the Stryker command. A few seconds each on a quiet machine, most of it the server's start.
 */
import { execFile } from "node:child_process"
import { createServer } from "node:net"
import { describe, expect, it } from "vitest"

const root = new URL("..", import.meta.url).pathname

/** Runs `npm run <script> -- <args>`; gives its exit code and output. */
const npmRun = (script: string, args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 280_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: stdout + stderr })
    )
  })

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

// The server's start (build of the server bundle, embedded database) dominates; a busy machine needs minutes.
const slow = 300_000

describe("the benchmarks, in smoke runs", () => {
  it(
    "bench:api: the bare node:http server and the API under the mixed load, no failed request",
    async () => {
      const { code, output } = await npmRun("bench:api", ["--smoke"])
      expect(output).toMatch(/bare node:http, the same load: \d+ req\/s, \d+ µs of CPU per request/u)
      expect(output).toMatch(
        /API, 1 process\(es\) on the embedded database: \d+ req\/s \(\d+\.\d% of bare node:http; .*, 0 non-2xx, 0 errors\)/u
      )
      expect(code).toBe(0)
    },
    slow
  )

  it(
    "bench:calculator: the four timings",
    async () => {
      const { code, output } = await npmRun("bench:calculator", ["--smoke"])
      expect(output).toMatch(/machine 'Slide' on the rate \(rules \+ results\) +[\d.]+ µs/u)
      expect(output).toContain("smoke run: the budget is not judged")
      expect(code).toBe(0)
    },
    slow
  )

  it(
    "bench:offers: fifty lenders priced and ranked, the median printed beside the 5 ms budget",
    async () => {
      const { code, output } = await npmRun("bench:offers", ["--smoke"])
      expect(output).toMatch(/offersFor, 50 lenders, 20 calls/u)
      expect(output).toMatch(/median [\d.]+ ms .* budget 5 ms/u)
      expect(output).toContain("smoke run: the budget is not judged")
      expect(code).toBe(0)
    },
    slow
  )

  it(
    "bench:bundle: the page's scripts summed in gzip",
    async () => {
      const { code, output } = await npmRun("bench:bundle", ["--smoke"], { BENCH_PORT: String(await freePort()) })
      expect(output).toMatch(/\/assets\/smoke\.js +[\d.]+ kB gzip/u)
      expect(output).toMatch(/total \(1 files\) +[\d.]+ kB gzip +budget 150 kB/u)
      expect(code).toBe(0)
    },
    slow
  )

  it(
    "bench:interaction: each interaction's latency under a 4x CPU slowdown",
    async () => {
      const { code, output } = await npmRun("bench:interaction", ["--smoke"], { BENCH_PORT: String(await freePort()) })
      expect(output).toContain("Chromium CPU slowdown 4x")
      expect(output).toMatch(/run 1, calculator: Interest Rate slider, 20 arrow keys/u)
      expect(output).toContain("smoke run: a stand-in page, the budget is not judged")
      expect(code).toBe(0)
    },
    slow
  )

  it(
    "bench:lighthouse: options read, Lighthouse loaded, Chromium started (no audit); a page it has not is refused",
    async () => {
      const run = await npmRun("bench:lighthouse", ["--smoke"], { LH_RUNS: "1", LH_PAGES: "home,FAQs (hi)" })
      expect(run.output).toMatch(/smoke run: 1 run\(s\) a page on port \d+; Lighthouse loaded; .+ started; no audit/u)
      expect(run.code).toBe(0)
      const refused = await npmRun("bench:lighthouse", ["--smoke"], { LH_PAGES: "home,nowhere" })
      expect(refused.output).toContain("LH_PAGES names no such page: nowhere")
      expect(refused.code).not.toBe(0)
    },
    slow
  )

  it(
    "bench:mutation: its configuration loads and the Stryker command answers (the run itself takes minutes)",
    async () => {
      const config = (await import("../stryker.config.mjs")).default as { testRunner: string; mutate: Array<string> }
      expect(config.testRunner).toBe("vitest")
      expect(config.mutate).toEqual(expect.arrayContaining(["domain/**/*.ts", "machines/**/*.ts", "server/**/*.ts"]))
      const version = await new Promise<string>((resolve, reject) =>
        execFile("npx", ["stryker", "--version"], { cwd: root, timeout: 60_000 }, (error, stdout) =>
          error ? reject(error) : resolve(stdout)
        )
      )
      expect(version.trim()).toMatch(/^\d+\.\d+\.\d+$/u)
    },
    slow
  )
})
