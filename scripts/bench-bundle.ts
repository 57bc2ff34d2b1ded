/**
 * Bundle sizes: builds the app (or reads dist/ with --no-build) and prints the gzip size of the JavaScript that /
 * loads before any lazy route (the entry script and its modulepreloads in dist/index.html), then each lazy chunk.
 * Budget for /: 170 kB gzip. Exits 1 when / is over budget.
 *
 *   npm run bench:bundle                 build, then measure
 *   npm run bench:bundle -- --no-build   measure the existing dist/
 *   npm run bench:bundle -- --modules    also list the largest packages/folders in each chunk
 *   npm run bench:bundle -- --compare    also compare effect's HttpApiClient with src/services/api-client.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { build, type Rolldown } from "vite"

const root = resolve(import.meta.dirname, "..")
const dist = join(root, "dist")
const budgetKb = 170
const args = new Set(process.argv.slice(2))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length
const pad = (text: string, width: number) => text.padEnd(width)
const padLeft = (text: string, width: number) => text.padStart(width)

type Output = ReadonlyArray<Rolldown.OutputChunk | Rolldown.OutputAsset>

const outputsOf = (result: Awaited<ReturnType<typeof build>>): Output => {
  const list = Array.isArray(result) ? result : [result]
  return list.flatMap((r) => ("output" in r ? r.output : []))
}

/** Which package (or src/domain folder) a module belongs to. */
const ownerOf = (id: string): string => {
  const path = id.replace(/^\0/u, "").split("?")[0]!
  const nm = path.lastIndexOf("node_modules/")
  if (nm >= 0) {
    const rest = path.slice(nm + "node_modules/".length).split("/")
    const name = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!
    if (name === "effect")
      return `effect/${rest[2] === "http-api" || rest[2] === "http" ? rest[2] : rest[2]?.endsWith(".js") ? "(core)" : rest[2]}`
    return name
  }
  const rel = relative(root, path)
  return rel.startsWith("..") ? path : rel.split("/").slice(0, 2).join("/")
}

const printModules = (chunk: Rolldown.OutputChunk) => {
  const byOwner = new Map<string, number>()
  for (const [id, info] of Object.entries(chunk.modules)) {
    const owner = ownerOf(id)
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + info.renderedLength)
  }
  const rows = Array.from(byOwner)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
  for (const [owner, bytes] of rows)
    console.log(`      ${pad(owner, 44)} ${padLeft(kb(bytes), 10)} (rendered, before minify)`)
}

const measureApp = async () => {
  let chunks = new Map<string, Rolldown.OutputChunk>()
  if (!args.has("--no-build")) {
    const result = await build({ root, logLevel: "warn" })
    chunks = new Map(
      outputsOf(result)
        .filter((o): o is Rolldown.OutputChunk => o.type === "chunk")
        .map((c) => [c.fileName, c])
    )
  }
  const html = readFileSync(join(dist, "index.html"), "utf8")
  const initial = Array.from(
    html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/gu),
    (m) => m[1]!
  )
  const allJs = readdirSync(join(dist, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`)
  const lazy = allJs.filter((f) => !initial.includes(f))
  const sizeOf = (file: string) => {
    const bytes = readFileSync(join(dist, file))
    return { raw: bytes.length, gzip: gzipSize(bytes) }
  }

  console.log("JavaScript that / loads before any lazy route (dist/index.html: script + modulepreload):")
  let total = 0
  for (const file of initial) {
    const { raw, gzip } = sizeOf(file)
    total += gzip
    console.log(`  ${pad(file, 44)} ${padLeft(kb(gzip), 10)} gzip   ${padLeft(kb(raw), 10)} raw`)
    const chunk = chunks.get(file)
    if (chunk && args.has("--modules")) printModules(chunk)
  }
  const over = total / 1024 > budgetKb
  console.log(`  ${pad("total", 44)} ${padLeft(kb(total), 10)} gzip   budget ${budgetKb} kB: ${over ? "OVER" : "ok"}`)

  console.log("\nLazy chunks (loaded by the routes that need them):")
  const rows = lazy.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip)
  for (const { file, raw, gzip } of rows) {
    console.log(`  ${pad(file, 44)} ${padLeft(kb(gzip), 10)} gzip   ${padLeft(kb(raw), 10)} raw`)
    const chunk = chunks.get(file)
    if (chunk && args.has("--modules")) printModules(chunk)
  }

  const initialText = initial.map((f) => readFileSync(join(dist, f), "utf8")).join("\n")
  const markers = { effect: /effect\/(Schema|Effect)|~effect\//u, xstate: /xstate\.(init|stop)|xstate\.done\.actor/u }
  for (const [name, marker] of Object.entries(markers)) {
    console.log(`  ${name} in the / bundle: ${marker.test(initialText) ? "yes" : "no"}`)
  }
  return over
}

/** Gzip size of a minified bundle of one entry file (all dependencies inlined). */
const bundleSize = async (name: string, source: string): Promise<number> => {
  const dir = join(root, ".tmp", "bench-bundle")
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, `${name}.ts`)
  writeFileSync(entry, source)
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry, formats: ["es"], fileName: name },
      rollupOptions: { external: [] }
    }
  })
  const code = outputsOf(result)
    .filter((o): o is Rolldown.OutputChunk => o.type === "chunk")
    .map((c) => c.code)
    .join("\n")
  return gzipSize(code)
}

const compareClients = async () => {
  const contract = `import { LoansApi } from "../../domain/api.ts"\n`
  const sizes = {
    contract: await bundleSize("contract", `${contract}console.log(LoansApi)\n`),
    small: await bundleSize(
      "small-client",
      `${contract}import { makeApiClient } from "../../src/services/api-client.ts"\nconsole.log(makeApiClient(LoansApi))\n`
    ),
    httpApiClient: await bundleSize(
      "http-api-client",
      `${contract}import { Effect } from "effect"\nimport { HttpApiClient } from "effect/http-api"\nimport { FetchHttpClient } from "effect/http"\n` +
        `Effect.runPromise(HttpApiClient.make(LoansApi).pipe(Effect.provide(FetchHttpClient.layer))).then(console.log)\n`
    )
  }
  rmSync(join(root, ".tmp", "bench-bundle"), { recursive: true, force: true })
  console.log("\nThe API client, all of effect it needs included (minified, gzip):")
  console.log(`  ${pad("the contract alone (domain/api.ts)", 52)} ${padLeft(kb(sizes.contract), 10)}`)
  console.log(
    `  ${pad("contract + src/services/api-client.ts (fetch)", 52)} ${padLeft(kb(sizes.small), 10)}   +${kb(sizes.small - sizes.contract)}`
  )
  console.log(
    `  ${pad("contract + HttpApiClient + FetchHttpClient", 52)} ${padLeft(kb(sizes.httpApiClient), 10)}   +${kb(sizes.httpApiClient - sizes.contract)}`
  )
}

const over = await measureApp()
if (args.has("--compare")) await compareClients()
process.exit(over ? 1 : 0)
