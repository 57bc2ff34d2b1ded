// Over 300 lines: the build's prerender, one pass over every route and language, read in the order it runs.
/**
 * The prerender, run by `vite build` itself (a plugin in vite.config.ts), so `npm run build` and the build of
 * `npm start` both produce it. After the browser build it:
 *   1. builds src/entry-server.tsx for Node (Vite SSR build into a temporary folder);
 *   2. renders every public page of the route table to HTML with `react-dom/static` and writes it, with its own
 *      head (title, description, canonical, hreflang, Open Graph, JSON-LD), its route's CSS and its scripts: on the
 *      home page the boot script (src/boot.ts, written to assets/boot-<hash>.js), which adds the entry and the route's
 *      chunks (from Vite's manifest) once the page is painted; on every other page the entry and the modulepreload
 *      links of its route's chunks, at low priority; to <outDir>/.pages/;
 *   3. writes a shell (empty #root, noindex) for each page that holds a person's data or a token, the not-found page,
 *      .pages/routes.json (which file answers which path, for server/http/static/pages.ts), sitemap.xml and robots.txt;
 *   4. writes .pages/carousel-first-slide.json: the home carousel's first slide as markup with markers, which the
 *      server fills in with the current slide at each request (domain/carousel-first-slide.ts).
 *
 * SITE_URL (default https://arthikaloans.in) is the origin of canonical URLs, the sitemap and robots.txt.
 * PRERENDER=0 skips it (the server then answers index.html for every path, as before).
 */
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import type { Plugin, ResolvedConfig } from "vite"
import { type FirstSlideTemplates, firstSlideTemplatesFile } from "../domain/carousel-first-slide.ts"
import { conformingMarkup } from "./conforming-markup.ts"

export const defaultSiteUrl = "https://arthikaloans.in"
export const siteUrlFromEnv = (): string => (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/+$/u, "")

interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly dynamicImports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
type Manifest = Record<string, ManifestChunk>

/** What <outDir>/.pages/routes.json says (server/http/static/pages.ts reads it). */
export interface PrerenderIndex {
  /** Path (lower case, no trailing slash but "/") -> file under .pages/, answered 200. */
  readonly pages: Record<string, string>
  /** Path prefixes ("/admin/") -> shell file, answered 200. */
  readonly prefixes: ReadonlyArray<{ readonly prefix: string; readonly file: string }>
  /** The not-found page, answered 404. */
  readonly notFound: string
}

export const pageKey = (urlPath: string): string => {
  const lower = urlPath.toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/u, "") || "/" : lower
}

const fileFor = (urlPath: string): string =>
  urlPath === "/"
    ? "index.html"
    : `${urlPath
        .slice(1)
        .toLowerCase()
        .replace(/[^a-z0-9/_-]/gu, "_")}.html`

/** The JS and CSS a module needs at once: its chunk and its static imports, recursively. */
const staticClosure = (
  manifest: Manifest,
  key: string,
  js: Set<string>,
  css: Set<string>,
  seen = new Set<string>()
) => {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  js.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, js, css, seen)
}

/** CSS of the lazy sections a page renders (its dynamic imports, not other routes): no flash when they hydrate. */
const lazyCss = (
  manifest: Manifest,
  key: string,
  routeModules: ReadonlySet<string>,
  css: Set<string>,
  seen = new Set<string>()
) => {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  for (const file of chunk.css ?? []) css.add(file)
  for (const child of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    if (!routeModules.has(child)) lazyCss(manifest, child, routeModules, css, seen)
  }
}

const lastCommitDate = (root: string): string => {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], { cwd: root, encoding: "utf8" }).trim()
  } catch {
    return new Date().toISOString().slice(0, 10)
  }
}

/** An absolute URL of the site: "/" -> "https://site/", "/hi" + "/" -> "https://site/hi". */
const absoluteUrl = (siteUrl: string, urlPath: string): string => {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/$/u, "") : urlPath
  return trimmed === "/" ? `${siteUrl}/` : `${siteUrl}${trimmed}`
}

const xmlEscape = (text: string) => text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;")

type Entry = typeof import("../src/entry-server.tsx")

const run = async (config: ResolvedConfig) => {
  const started = Date.now()
  const root = config.root
  // "/" for English; "/hi/" for the Hindi build (its assets and pages live under its prefix, vite.config.ts).
  const base = config.base
  const isBaseLanguage = base === "/"
  const outDir = path.resolve(root, config.build.outDir)
  const ssrDir = path.join(root, "node_modules", ".prerender", outDir.replace(/[^a-zA-Z0-9]+/gu, "_"))
  const { build, minify, transformWithOxc } = await import("vite")
  await build({
    configFile: config.configFile,
    root,
    mode: config.mode,
    logLevel: "warn",
    build: {
      ssr: "src/entry-server.tsx",
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: "entry-server.mjs" } }
    }
  })
  const entry: Entry = await import(pathToFileURL(path.join(ssrDir, "entry-server.mjs")).href)
  const siteUrl = siteUrlFromEnv()
  const manifest: Manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"))
  const template = readFileSync(path.join(outDir, "index.html"), "utf8")
  const headStart = template.indexOf("<!--head:start-->")
  const headEnd = template.indexOf("<!--head:end-->")
  if (headStart < 0 || headEnd < 0) throw new Error("index.html has no <!--head:start--> ... <!--head:end--> markers")

  const entryJs = new Set<string>()
  const entryCss = new Set<string>()
  staticClosure(manifest, "index.html", entryJs, entryCss)

  const pages = await entry.prerenderPages()
  const routeModules = new Set(entry.routeModuleIds())

  /** The route's chunks to preload, and its CSS (after the entry's, in the order the browser would add it). */
  const assetLinks = (moduleId: string | undefined) => {
    const js = new Set<string>()
    const css = new Set<string>()
    if (moduleId) staticClosure(manifest, moduleId, js, css)
    lazyCss(manifest, moduleId ?? "index.html", routeModules, css)
    return {
      preload: [...js]
        .filter((f) => !entryJs.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`)
        .join("\n    "),
      css: [...css]
        .filter((f) => !entryCss.has(f))
        .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
        .join("\n    ")
    }
  }

  const document = (
    head: string,
    rootHtml: string,
    rootAttributes: string,
    keepNoscript: boolean,
    css = "",
    afterPaint = rootHtml !== ""
  ) => {
    let html = `${template.slice(0, headStart)}${head}${template.slice(headEnd + "<!--head:end-->".length)}`
    if (css) html = html.replace("</head>", `  ${css}\n  </head>`)
    html = inlineCss(html)
    // A prerendered page asks for its scripts only once it has been painted: its one script tag is the boot script
    // (src/boot.ts), which records the first presses, what is typed and a form sent, then adds the route's
    // modulepreloads and the entry; once the page has hydrated, the app takes them over (src/ui/early-events.ts).
    // Until then the page is painted from its HTML and inline CSS alone; a request that ends before the first paint
    // is counted in the Largest Contentful Paint by Lighthouse's simulation (LCP on / was 1.9-2.0 s with the scripts
    // in the HTML, on the apply form 2.4 s; docs/benchmarks.md).
    // A shell page (nothing prerendered, nothing to paint first) names its scripts in the HTML, at low priority, and
    // so does the apply form: its first visit is 179.4 kB of the 180 kB budget (Hindi), with no room for the boot
    // script (0.9 kB) until the form's Schema loads on first use as the offers form's does.
    if (afterPaint) html = bootInstead(html)
    else {
      html = html.replaceAll(
        '<link rel="modulepreload" crossorigin href=',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href='
      )
      html = html.replace(
        '<script type="module" crossorigin src=',
        '<script type="module" crossorigin fetchpriority="low" src='
      )
    }
    html = html.replace('<div id="root"></div>', `<div id="root"${rootAttributes}>${conformingMarkup(rootHtml)}</div>`)
    return keepNoscript ? html : html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/u, "")
  }

  /**
   * Every stylesheet inline (about 6 kB gzip for the whole site's base and a few kB for a route): the first paint
   * waits for no request but the HTML. A disabled <link> to each file stays, so Vite's loader, which checks for that
   * link before it adds a route's CSS, does not fetch it again; a disabled stylesheet is neither fetched nor applied.
   */
  const cssCache = new Map<string, string>()
  const inlineCss = (html: string) =>
    html.replace(
      /<link rel="stylesheet" crossorigin href="\/(?:[a-z]{2,3}\/)?(assets\/[^"]+\.css)">/gu,
      (_, file: string) => {
        let css = cssCache.get(file)
        if (css === undefined) {
          css = readFileSync(path.join(outDir, file), "utf8").replace(/<\/style/giu, "<\\/style")
          cssCache.set(file, css)
        }
        return `<style>${css}</style><link rel="stylesheet" href="${base}${file}" disabled>`
      }
    )

  /** The boot script (src/boot.ts), plain JavaScript, minified, under assets/ with its content's hash. */
  const bootSource = await transformWithOxc(readFileSync(path.join(root, "src", "boot.ts"), "utf8"), "boot.ts", {
    lang: "ts"
  })
  const bootCode = (await minify("boot.js", bootSource.code)).code
  const bootFile = `assets/boot-${createHash("sha256").update(bootCode).digest("base64url").slice(0, 8)}.js`
  writeFileSync(path.join(outDir, bootFile), bootCode)

  /** The entry's module script and every modulepreload, replaced with the boot script that adds them after the paint. */
  const bootInstead = (html: string) => {
    const preload: Array<string> = []
    let withoutPreloads = html.replace(
      /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/gu,
      (_, href: string) => {
        preload.push(href)
        return ""
      }
    )
    let entrySrc: string | undefined
    withoutPreloads = withoutPreloads.replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/u,
      (_, src: string) => {
        entrySrc = src
        return `<script defer src="${base}${bootFile}" data-entry="${src}" data-preload="${preload.join(" ")}"></script>`
      }
    )
    if (entrySrc === undefined) throw new Error("the page has no entry module script to hand to the boot script")
    return withoutPreloads
  }

  const pagesDir = path.join(outDir, ".pages")
  rmSync(pagesDir, { recursive: true, force: true })
  const write = (file: string, html: string) => {
    const full = path.join(pagesDir, file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, html)
  }

  const index: { pages: Record<string, string>; prefixes: Array<{ prefix: string; file: string }>; notFound: string } =
    { pages: {}, prefixes: [], notFound: "" }
  for (const page of pages) {
    // /services/professional-Loan and /services/professional-loan: one file (paths match whatever their case).
    if (page.status === 200 && index.pages[pageKey(page.path)] !== undefined) continue
    const [head, body] = await Promise.all([entry.renderHead(page, siteUrl), entry.renderPage(page)])
    const attrs = ` data-path="${page.path}" data-search="${page.search}"`
    const file = page.status === 404 ? "404.html" : fileFor(page.path)
    const links = assetLinks(page.moduleId)
    const applyForm = /\/(resources\/apply-now|apply)$/u.test(page.path)
    write(file, document(`${head}\n    ${links.preload}`, body, attrs, false, links.css, !applyForm))
    if (page.status === 404) index.notFound = file
    else index.pages[pageKey(page.path)] = file
  }

  // Pages with a person's data or a token: never rendered with data, an empty shell with noindex.
  for (const shell of entry.shellRoutes()) {
    const file = `shell/${shell.paths[0]!.slice(1).replace(/[^a-z0-9-]+/giu, "_") || "root"}.html`
    const head = entry.headHtml({ meta: shell.meta, canonicalPath: shell.paths[0]!, siteUrl, structuredData: [] })
    write(file, document(head, "", "", true))
    for (const p of shell.paths) {
      if (p.endsWith("/*")) index.prefixes.push({ prefix: `${pageKey(p.slice(0, -1))}/`, file })
      else if (!/[:*]/u.test(p)) index.pages[pageKey(p)] = file
    }
  }
  writeFileSync(path.join(pagesDir, "routes.json"), `${JSON.stringify(index, null, 2)}\n`)
  // The home carousel's first slide, which the server fills in at each request (domain/carousel-first-slide.ts).
  const firstSlide = await entry.renderFirstSlideTemplates()
  const conforming: FirstSlideTemplates = {
    empty: conformingMarkup(firstSlide.empty),
    slides: Object.fromEntries(
      Object.entries(firstSlide.slides).map(([variant, html]) => [variant, conformingMarkup(html)])
    ) as FirstSlideTemplates["slides"]
  }
  writeFileSync(path.join(pagesDir, firstSlideTemplatesFile), `${JSON.stringify(conforming, null, 2)}\n`)

  if (!isBaseLanguage) {
    // The sitemap and robots.txt are the English build's, and name every language's pages.
    rmSync(ssrDir, { recursive: true, force: true })
    config.logger.info(`prerendered ${pages.length} pages under ${base} in ${Date.now() - started} ms (${siteUrl})`)
    return
  }
  // The sitemap: every canonical public URL once in each language, each naming its other languages (hreflang);
  // blog posts carry their date, the rest the last change of the site.
  const changed = lastCommitDate(root)
  const canonical = new Map<string, string>()
  for (const page of pages) {
    if (page.status !== 200 || page.meta.indexable === false || canonical.has(page.canonicalPath)) continue
    canonical.set(page.canonicalPath, page.lastModified ?? changed)
  }
  const urls = [...canonical].flatMap(([p, lastmod]) => {
    const alternates = entry.languages
      .map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language.hreflang}" href="${xmlEscape(absoluteUrl(siteUrl, `${language.prefix}${p}`))}"/>`
      )
      .join("")
    return entry.languages.map(
      (language) =>
        `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, `${language.prefix}${p}`))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`
    )
  })
  writeFileSync(
    path.join(outDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`
  )
  const robots = readFileSync(path.join(outDir, "robots.txt"), "utf8").replace(
    /^Sitemap:.*$/mu,
    `Sitemap: ${siteUrl}/sitemap.xml`
  )
  writeFileSync(path.join(outDir, "robots.txt"), robots)
  rmSync(ssrDir, { recursive: true, force: true })
  config.logger.info(`prerendered ${pages.length} pages in ${Date.now() - started} ms (${siteUrl})`)
}

/** Adds the prerender to `vite build` (browser build only: the SSR build it starts itself skips it). */
export const prerenderPlugin = (): Plugin => {
  let config: ResolvedConfig
  return {
    name: "loan-prerender",
    apply: "build",
    configResolved(resolved) {
      config = resolved
    },
    // The SSR build learns each lazy route's source module, so the HTML can preload its chunks.
    transform(code, id) {
      if (!config.build.ssr || !id.endsWith("/src/routes.tsx")) return null
      const dir = path.dirname(id)
      return code.replace(/lazy\(\(\) => import\("(\.[^"]+)"\)\)/gu, (whole, spec: string) => {
        const moduleId = path.relative(config.root, path.resolve(dir, spec)).split(path.sep).join("/")
        return `${whole.slice(0, -1)}, ${JSON.stringify(moduleId)})`
      })
    },
    async closeBundle() {
      if (config.build.ssr || process.env.PRERENDER === "0") return
      await run(config)
    }
  }
}
