/**
 * The built browser app (dist/), loaded into memory at start (a few hundred kB): its files, its prerendered pages and
 * other languages' (pages.ts), rewritten once for the configured retention periods (retention.ts). Files under
 * dist/.* (the prerender's pages, Vite's manifest) are never served by their own path. When the app is not built,
 * a plain page says so.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { Context, Effect, Layer } from "effect"
import { Settings } from "../../config.ts"
import {
  contentTypes,
  hashedAsset,
  immutable,
  makeFile,
  revalidate,
  type StaticFile,
  shortCache,
  walk
} from "./files.ts"
import { type LocalizedPages, loadPages, type Pages } from "./pages.ts"
import { withRetentionPeriods } from "./retention.ts"

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loan marketplace</title></head>
<body><main><h1>Loan marketplace</h1>
<p>The web app has not been built yet. The API is available under <a href="/api/openapi.json">/api</a>.</p>
</main></body></html>
`

/** dist/ as loaded: its files by URL path, the home page, and the prerendered pages of each language. */
export interface Site {
  readonly files: Map<string, StaticFile>
  readonly index: StaticFile
  readonly built: boolean
  readonly pages: Pages | undefined
  readonly localized: ReadonlyArray<LocalizedPages>
}

/** Loads dist/ into memory (the built app is a few hundred kB). */
export const loadSite = async (distDir: string): Promise<Site> => {
  const files = new Map<string, StaticFile>()
  const indexPath = path.join(distDir, "index.html")
  if (!existsSync(indexPath) || !statSync(indexPath).isFile()) {
    const index = await makeFile(new TextEncoder().encode(notBuiltPage), contentTypes[".html"]!, revalidate)
    return { files, index, built: false, pages: undefined, localized: [] }
  }
  await Promise.all(
    walk(distDir).map(async (file) => {
      const urlPath = `/${path.relative(distDir, file).split(path.sep).join("/")}`
      const ext = path.extname(file).toLowerCase()
      const cacheControl = ext === ".html" ? revalidate : hashedAsset.test(urlPath) ? immutable : shortCache
      files.set(
        urlPath,
        await makeFile(readFileSync(file), contentTypes[ext] ?? "application/octet-stream", cacheControl)
      )
    })
  )
  const pages = loadPages(files, distDir)
  const localized = readdirSync(distDir, { withFileTypes: true }).flatMap((entry): Array<LocalizedPages> => {
    if (!entry.isDirectory() || !/^[a-z]{2,3}$/u.test(entry.name)) return []
    const own = loadPages(files, distDir, `/${entry.name}`)
    return own ? [{ prefix: `/${entry.name}`, pages: own, index: own.byPath.get("/")! }] : []
  })
  // Hidden files of every language (the prerender's pages, Vite's manifest) are reached through `pages` only.
  for (const key of [...files.keys()]) if (key.includes("/.")) files.delete(key)
  return { files, index: pages?.byPath.get("/") ?? files.get("/index.html")!, built: true, pages, localized }
}

export class StaticSite extends Context.Service<
  StaticSite,
  {
    readonly built: boolean
    readonly lookup: (urlPath: string) => StaticFile | undefined
    readonly index: StaticFile
    /** The prerendered pages (undefined when the build has none). */
    readonly pages: Pages | undefined
    /** The other languages' pages (Hindi's under /hi). */
    readonly localized: ReadonlyArray<LocalizedPages>
    /** FLOWS=1: the flow viewer's /flows is served; otherwise it is a 404. */
    readonly flows: boolean
  }
>()("server/http/StaticSite") {
  static readonly layer = Layer.effect(
    StaticSite,
    Effect.gen(function* () {
      const { distDir, flows, retention } = yield* Settings
      const site = yield* Effect.promise(() => loadSite(distDir).then((s) => withRetentionPeriods(s, retention)))
      if (!site.built) yield* Effect.logWarning("no built app in dist/: serving a plain page until `vite build` runs")
      return StaticSite.of({
        built: site.built,
        index: site.index,
        pages: site.pages,
        localized: site.localized,
        lookup: (p) => site.files.get(p),
        flows
      })
    })
  )
}
