/**
 * The build step of `npm start`: builds the browser app with Vite when dist/index.html is missing or older than any
 * source of it. Without an index.html at the repository root (no front end yet) the build is skipped, and the server
 * answers a plain page.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { repoRoot } from "./config.ts"

const log = (level: "INFO" | "WARN" | "ERROR", message: string, annotations: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ message, level, timestamp: new Date().toISOString(), annotations }))

/** What the build reads: a change in any of these makes dist/ stale. */
const buildInputs = [
  "src",
  "domain",
  "machines",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/prerender.ts",
  "package.json"
]

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

const viteBuild = (root: string, distDir: string): boolean => {
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js")
  const args = [vite, "build", "--outDir", distDir, "--emptyOutDir"]
  return spawnSync(process.execPath, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] }).status === 0
}

/**
 * Returns false when a needed build failed. The build goes to DIST_DIR (default dist/), the folder the server
 * serves, so two servers with their own DIST_DIR (parallel browser-test runs) never build over each other.
 */
export const buildIfStale = (
  root = repoRoot,
  build: (root: string, distDir: string) => boolean = viteBuild,
  distDir = path.resolve(root, process.env.DIST_DIR ?? "dist")
): boolean => {
  if (!existsSync(path.join(root, "index.html"))) {
    log("WARN", "no index.html at the repository root: skipping the app build, the server answers a plain page")
    return true
  }
  const builtIndex = path.join(distDir, "index.html")
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
  const changedAt = Math.max(...buildInputs.map((input) => newestChange(path.join(root, input))))
  // A build with the flow viewer (FLOWS=1) carries its marker in index.html (scripts/flows-vite.ts).
  const flowsChanged =
    builtAt > 0 && readFileSync(builtIndex, "utf8").includes('<meta name="flows"') !== (process.env.FLOWS === "1")
  if (builtAt > 0 && builtAt >= changedAt && !flowsChanged) {
    log("INFO", "app build is up to date", { dist: distDir })
    return true
  }
  log(
    "INFO",
    builtAt === 0
      ? "building the app (no dist/ yet)"
      : flowsChanged
        ? "building the app (FLOWS changed)"
        : "building the app (sources changed since the last build)"
  )
  const started = Date.now()
  if (!build(root, distDir)) {
    log("ERROR", "vite build failed")
    return false
  }
  log("INFO", "app built", { ms: Date.now() - started })
  return true
}
