/**
 * The build: the browser app (Vite, into DIST_DIR, default dist/) and the server (esbuild, server/main.ts bundled
 * into `<DIST_DIR>-server/main.js`, default dist-server/). `npm run build` builds both; `npm start` (server/start.ts)
 * builds each only when it is missing or older than any of its sources, then runs the built server with plain node.
 *
 * The server bundle keeps every npm package external (node_modules stays the source of PGlite's WebAssembly and data
 * files), and each `import.meta.url` keeps the URL of its source file, so the repository root (config.ts) and the
 * worker threads resolve as from the sources: the embedded database's (server/db/pglite-worker.mjs, plain JavaScript
 * loaded by path) and the picture check's (server/testimonials/svg-worker.ts, loaded by path under Node's type
 * stripping).
 *
 * Without an index.html at the repository root (no front end yet) the app build is skipped, and the server answers a
 * plain page. This file runs under plain node (type stripping): no TypeScript-only syntax, no imports of the server.
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { compileMessagesSync } from "../i18n/compile.ts"

const repoRoot = fileURLToPath(new URL("..", import.meta.url))

const log = (level: "INFO" | "WARN" | "ERROR", message: string, annotations: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ message, level, timestamp: new Date().toISOString(), annotations }))

/** What the app build reads: a change in any of these makes dist/ stale. */
const buildInputs = [
  "i18n/messages",
  "i18n/project.inlang",
  "src",
  "domain",
  "machines",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/prerender.ts",
  "package.json"
]

/** What the server bundle reads (packages stay external, so node_modules is not among them). */
const serverInputs = [
  "i18n/messages",
  "i18n/locale.ts",
  "server",
  "domain",
  "machines",
  "package.json",
  "tsconfig.json"
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

/** The site's languages (i18n/project.inlang): the base first. */
export const siteLocales = (root = repoRoot): { readonly base: string; readonly others: ReadonlyArray<string> } => {
  const settings: { baseLocale: string; locales: Array<string> } = JSON.parse(
    readFileSync(path.join(root, "i18n", "project.inlang", "settings.json"), "utf8")
  )
  return { base: settings.baseLocale, others: settings.locales.filter((l) => l !== settings.baseLocale) }
}

/**
 * One Vite build per language (vite.config.ts, APP_LOCALE): English into distDir, each other language into
 * distDir/<locale>/ (its pages and assets answer under /<locale>/, server/http/static/).
 */
const viteBuild = (root: string, distDir: string): boolean => {
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js")
  const { base, others } = siteLocales(root)
  return [base, ...others].every((locale) => {
    const outDir = locale === base ? distDir : path.join(distDir, locale)
    const args = [vite, "build", "--outDir", outDir, "--emptyOutDir"]
    const env = { ...process.env, APP_LOCALE: locale }
    return spawnSync(process.execPath, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] }).status === 0
  })
}

/** The app's output folder: DIST_DIR, default dist/. */
export const appDir = (root = repoRoot): string => path.resolve(root, process.env.DIST_DIR ?? "dist")

/**
 * The server bundle's folder beside the app's (dist -> dist-server), so parallel runs with their own DIST_DIR never
 * share one. It must lie inside the repository, where node_modules resolves its packages: for a DIST_DIR outside it,
 * .tmp/server-builds/<hash of DIST_DIR>.
 */
export const serverDir = (distDir = appDir(), root = repoRoot): string => {
  const beside = `${path.resolve(distDir).replace(/[\\/]+$/u, "")}-server`
  const relative = path.relative(root, beside)
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) return beside
  const hash = createHash("sha256").update(path.resolve(distDir)).digest("hex").slice(0, 16)
  return path.join(root, ".tmp", "server-builds", hash)
}

/** The built server's entry. */
export const serverEntry = (dir = serverDir()): string => path.join(dir, "main.js")

/**
 * Returns false when a needed build failed. The build goes to DIST_DIR (default dist/), the folder the server
 * serves, so two servers with their own DIST_DIR (parallel browser-test runs) never build over each other.
 */
export const buildIfStale = (
  root = repoRoot,
  build: (root: string, distDir: string) => boolean = viteBuild,
  distDir = appDir(root)
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

/** Bundles server/main.ts into `<dir>/main.js` with esbuild. */
export const esbuildServer = async (root: string, dir: string): Promise<boolean> => {
  // The server's messages (validation, SMS) come from the compiled catalogs (i18n/compile.ts).
  compileMessagesSync()
  const esbuild = await import("esbuild")
  const sourceUrls: import("esbuild").Plugin = {
    name: "source-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8")
        const url = JSON.stringify(pathToFileURL(args.path).href)
        return { contents: source.replaceAll("import.meta.url", url), loader: "ts" }
      })
    }
  }
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, "server", "main.ts")],
      outfile: serverEntry(dir),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      packages: "external",
      sourcemap: "linked",
      logLevel: "warning",
      plugins: [sourceUrls]
    })
    return result.errors.length === 0
  } catch (error) {
    // esbuild has printed its own errors; anything else (esbuild missing) is said here
    if (!(error instanceof Error && "errors" in error)) log("ERROR", `esbuild: ${String(error)}`)
    return false
  } finally {
    // esbuild's service process would otherwise live on as a child of the server.
    await esbuild.stop()
  }
}

/** The server bundle, rebuilt when missing or older than its sources. Returns false when the build failed. */
export const buildServerIfStale = async (
  root = repoRoot,
  build: (root: string, dir: string) => Promise<boolean> = esbuildServer,
  dir = serverDir(appDir(root), root),
  force = false
): Promise<boolean> => {
  const entry = serverEntry(dir)
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0
  const changedAt = Math.max(...serverInputs.map((input) => newestChange(path.join(root, input))))
  if (!force && builtAt > 0 && builtAt >= changedAt) {
    log("INFO", "server build is up to date", { dist: dir })
    return true
  }
  log("INFO", builtAt === 0 ? "building the server (no build yet)" : "building the server")
  const started = Date.now()
  if (!(await build(root, dir))) {
    log("ERROR", "server build failed")
    return false
  }
  log("INFO", "server built", { ms: Date.now() - started })
  return true
}

// `npm run build` (node server/build.ts): both, unconditionally.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = viteBuild(repoRoot, appDir()) && (await buildServerIfStale(repoRoot, esbuildServer, serverDir(), true))
  process.exitCode = ok ? 0 : 1
}
