/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: its default form factor, with simulated slow 4G and a 4x CPU
 * slowdown) on the pages the standing budget names, against the real server (`npm start`'s build and server) on a
 * fresh embedded database, in Debian's Chromium. Each page is audited LH_RUNS times (default 3); the median
 * performance score is reported with the accessibility score and the main metrics.
 *
 * Budget (DEVELOPERS.md): performance at least 95 and accessibility 100 on /, the calculator and the apply form.
 * Run it on a quiet machine: the simulated throttling still scales with the real CPU.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const pages = [
  { name: "home", path: "/" },
  { name: "calculator", path: "/resources/emi-calculator?calc=emi" },
  { name: "apply form", path: "/resources/apply-now" }
]
const runs = Number(process.env.LH_RUNS ?? 3)
const port = Number(process.env.LH_PORT ?? 4590)
const base = `http://127.0.0.1:${port}`
const root = path.resolve(import.meta.dirname, "..")

const waitFor = async (url: string, ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server did not answer ${url} within ${ms} ms`)
}

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"))
const server = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "server/start.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, REQUEST_LOG: "false" },
  stdio: ["ignore", "ignore", "inherit"]
})

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run"
  ]
})

try {
  await waitFor(`${base}/api/openapi.json`, 240_000)
  const rows: Array<Record<string, string | number>> = []
  for (const page of pages) {
    const perf: Array<number> = []
    let last: { a11y: number; fcp: string; lcp: string; tbt: string; cls: string; failing: Array<string> } | undefined
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"]
      })
      const lhr = result!.lhr
      perf.push(Math.round((lhr.categories.performance!.score ?? 0) * 100))
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "?"
      last = {
        a11y: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        failing: lhr.categories
          .accessibility!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
      }
    }
    rows.push({
      page: page.name,
      path: page.path,
      performance: median(perf),
      "performance runs": perf.join(" "),
      accessibility: last!.a11y,
      FCP: last!.fcp,
      LCP: last!.lcp,
      TBT: last!.tbt,
      CLS: last!.cls
    })
    if (last!.failing.length > 0) console.log(`${page.name}: accessibility audits below 1: ${last!.failing.join(", ")}`)
  }
  console.table(rows)
  const misses = rows.filter((r) => Number(r.performance) < 95 || Number(r.accessibility) < 100)
  console.log(
    misses.length === 0
      ? "Budget met: performance >= 95 and accessibility 100 on every page."
      : `Budget missed on: ${misses.map((r) => r.page).join(", ")}`
  )
  process.exitCode = misses.length === 0 ? 0 : 1
} finally {
  await chrome.kill()
  server.kill("SIGTERM")
  await new Promise((r) => server.once("exit", r))
  rmSync(dataDir, { recursive: true, force: true })
}
