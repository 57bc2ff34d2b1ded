/**
 * The prerendered pages (scripts/prerender.ts writes them with their index, dist/.pages/routes.json): which file
 * answers which path. Each public path answers its own page (aliases theirs; matching ignores case and a trailing
 * slash), paths of pages with a person's data or a token answer their empty noindex shell, any other path the
 * not-found page. Another language's pages (Hindi's) are its own build's, under their prefix (/hi).
 */
import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import type { StaticFile } from "./files.ts"

/** The prerendered pages, by the key of their path. */
export interface Pages {
  readonly byPath: ReadonlyMap<string, StaticFile>
  readonly prefixes: ReadonlyArray<{ readonly prefix: string; readonly file: StaticFile }>
  readonly notFound: StaticFile
  /** The folder the prerender wrote them to, with what it made for the server besides (the carousel's first slide). */
  readonly folder: string
}

/** The key a path is looked up by: lower case, no trailing slash (but "/"), as the router matches it. */
export const pageKey = (urlPath: string): string => {
  const lower = urlPath.toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/u, "") || "/" : lower
}

interface PrerenderIndex {
  readonly pages: Record<string, string>
  readonly prefixes: ReadonlyArray<{ readonly prefix: string; readonly file: string }>
  readonly notFound: string
}

/** A language's prerendered pages: English's in dist/.pages, another's in dist/<locale>/.pages (`prefix` "/hi"). */
export const loadPages = (files: ReadonlyMap<string, StaticFile>, distDir: string, prefix = ""): Pages | undefined => {
  const indexFile = path.join(distDir, ...prefix.split("/").filter(Boolean), ".pages", "routes.json")
  if (!existsSync(indexFile)) return undefined
  const index: PrerenderIndex = JSON.parse(readFileSync(indexFile, "utf8"))
  const file = (name: string): StaticFile => {
    const found = files.get(`${prefix}/.pages/${name}`)
    if (!found) throw new Error(`dist/.pages/routes.json names a missing file: ${name}`)
    return found
  }
  return {
    byPath: new Map(Object.entries(index.pages).map(([key, name]) => [key, file(name)])),
    prefixes: index.prefixes.map((p) => ({ prefix: p.prefix, file: file(p.file) })),
    notFound: file(index.notFound),
    folder: path.dirname(indexFile)
  }
}

/** The prerendered page of a path: its own, a shell, or undefined (not found). */
export const pageFor = (pages: Pages, urlPath: string): StaticFile | undefined => {
  const key = pageKey(urlPath === "/index.html" ? "/" : urlPath)
  return pages.byPath.get(key) ?? pages.prefixes.find((p) => key.startsWith(p.prefix))?.file
}

/** The other languages' sites (issue 15): Hindi's pages answer under /hi, from its own build in dist/hi. */
export interface LocalizedPages {
  /** "/hi" */
  readonly prefix: string
  readonly pages: Pages
  /** Its home page (`/hi`), which carries the carousel's slides as English's does. */
  readonly index: StaticFile
}

/** Which language's pages a path belongs to, and the path within them: "/hi/faqs" -> Hindi, "/faqs". */
export const localizedPageFor = (
  localized: ReadonlyArray<LocalizedPages>,
  urlPath: string
): { readonly site: LocalizedPages; readonly path: string } | undefined => {
  const lower = urlPath.toLowerCase()
  const site = localized.find((l) => lower === l.prefix || lower.startsWith(`${l.prefix}/`))
  return site && { site, path: urlPath.slice(site.prefix.length) || "/" }
}
