/**
 * `npm start`: builds the browser app with Vite when dist/index.html is missing or older than any source of it, then
 * runs the server (server/main.ts) with PORT, HOST, DATA_DIR and DATABASE_URL from the environment.
 * Without an index.html at the repository root (no front end yet) the build is skipped and a plain page is served.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import * as path from "node:path"
import { repoRoot } from "./config.ts"

const log = (level: "INFO" | "WARN" | "ERROR", message: string, annotations: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ message, level, timestamp: new Date().toISOString(), annotations }))

/** What the build reads: a change in any of these makes dist/ stale. */
const buildInputs = ["src", "domain", "machines", "public", "index.html", "vite.config.ts", "package.json"]

const newestChange = (entry: string): number => {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs // a deleted file shows as a newer directory
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue
    newest = Math.max(newest, newestChange(path.join(entry, child)))
  }
  return newest
}

export const buildIfStale = (root = repoRoot): boolean => {
  if (!existsSync(path.join(root, "index.html"))) {
    log("WARN", "no index.html at the repository root: skipping the app build, the server answers a plain page")
    return true
  }
  const builtIndex = path.join(root, "dist", "index.html")
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
  const changedAt = Math.max(...buildInputs.map((input) => newestChange(path.join(root, input))))
  if (builtAt > 0 && builtAt >= changedAt) {
    log("INFO", "app build is up to date", { dist: path.join(root, "dist") })
    return true
  }
  log("INFO", builtAt === 0 ? "building the app (no dist/ yet)" : "building the app (sources changed since the last build)")
  const started = Date.now()
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js")
  const result = spawnSync(process.execPath, [vite, "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] })
  if (result.status !== 0) {
    log("ERROR", "vite build failed", { status: result.status })
    return false
  }
  log("INFO", "app built", { ms: Date.now() - started })
  return true
}

if (!buildIfStale()) process.exit(1)
const { runMain } = await import("./main.ts")
runMain()
