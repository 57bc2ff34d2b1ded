/**
 * server/http/static/ piece by piece: content types, compression, ETags, cache lifetimes, the
 * not-built page, hidden files, language directories, the router (405, unsafe paths, missing assets, /flows, the
 * remembered language, the localized not-found page, the home page's slides and their cache) over a web handler
 * with a stand-in database. Every expected value is written out by hand.
 */

import { createHash, randomBytes } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { Effect, Layer, Logger } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { Reactivity } from "effect/reactivity"
import { SqlClient, type SqlConnection, Statement } from "effect/sql"
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { defaultRetention, type RetentionPeriods } from "../../../domain/retention.ts"
import { HomeWithSlides, withSlides } from "../../carousel/home-page.ts"
import { type ServerSettings, Settings } from "../../config.ts"
import { respondWithFile, type StaticFile } from "./files.ts"
import { htmlPage } from "./fixtures.ts"
import { rememberedLanguageRedirect } from "./language-redirect.ts"
import { localizedPageFor, pageFor, pageKey } from "./pages.ts"
import { withRetention } from "./retention.ts"
import { StaticRoutes } from "./routes.ts"
import { loadSite, StaticSite } from "./site.ts"

/** Retention statements with every character HTML escapes, when a test asks for them. */
const odd = vi.hoisted(() => ({ on: false }))
vi.mock("../../../domain/retention.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../domain/retention.ts")>()
  return {
    ...real,
    retentionStatements: (r: RetentionPeriods) =>
      odd.on ? [`Kept & <erased> "after" 'days' ${r.otpCodesDays}`] : real.retentionStatements(r)
  }
})

const temps: Array<string> = []
const tempDist = (files: Record<string, string | Uint8Array>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-serving-"))
  temps.push(dir)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true })
})

const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes))
const sha1Tag = (bytes: Uint8Array | string) => `"${createHash("sha1").update(bytes).digest("base64url")}"`

const HOME = "<html><head><title>home</title></head><body>home</body></html>"
const HI_HOME = '<html lang="hi"><head><title>hi</title></head><body>हिन्दी होम</body></html>'
const routes = (pages: Record<string, string>, prefixes: Array<{ prefix: string; file: string }> = []) =>
  JSON.stringify({ pages, prefixes, notFound: "404.html" })
const random = randomBytes(2000)

/**
 * What a browser needs to be told about the kinds of file the site serves: pages, module scripts (a module with any
 * other type is refused), styles, the manifest, robots and sitemap, the carousel's and partners' pictures, fonts.
 */
const servedTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2"
}
const extensions = Object.keys(servedTypes)

const mainDist = tempDist({
  "index.html": "template",
  "robots.txt": "User-agent: *",
  "file.with.dots.txt": "dots",
  ".pages/index.html": HOME,
  ".pages/faqs.html": "faqs page",
  ".pages/flows.html": "flows page",
  ".pages/404.html": "not found page",
  ".pages/shell/admin.html": "admin shell",
  ".pages/routes.json": routes({ "/": "index.html", "/faqs": "faqs.html", "/flows": "flows.html" }, [
    { prefix: "/admin/", file: "shell/admin.html" }
  ]),
  "hi/.pages/index.html": HI_HOME,
  "hi/.pages/faqs.html": "हिन्दी faqs",
  "hi/.pages/404.html": "हिन्दी 404",
  "hi/.pages/routes.json": routes({ "/": "index.html", "/faqs": "faqs.html" }),
  "xyz/.pages/index.html": "xyz home",
  "xyz/.pages/404.html": "xyz 404",
  "xyz/.pages/routes.json": routes({ "/": "index.html" }),
  // Not languages: too long, upper case, too short.
  "hind/.pages/index.html": "hind home",
  "hind/.pages/404.html": "hind 404",
  "hind/.pages/routes.json": routes({ "/": "index.html" }),
  "HI/.pages/index.html": "HI home",
  "HI/.pages/404.html": "HI 404",
  "HI/.pages/routes.json": routes({ "/": "index.html" }),
  "h/.pages/index.html": "h home",
  "h/.pages/404.html": "h 404",
  "h/.pages/routes.json": routes({ "/": "index.html" }),
  "assets/app.js": "app",
  "hi/assets/app.js": "app hi",
  "hindi/assets/app.js": "app hindi",
  "assetsx/app.js": "app x",
  "x/assets/app.js": "app one letter",
  "assets/.secret.txt": "secret",
  "img/.hidden/a.txt": "hidden dir",
  "img/a.png": "png",
  ...Object.fromEntries(extensions.map((ext) => [`types/a${ext}`, `file ${ext}`])),
  "types/UP.PNG": "upper",
  "types/a.unknownext": "unknown",
  "types/noext": "none",
  "big/1024.txt": "a".repeat(1024),
  "big/1025.txt": "a".repeat(1025),
  "big/a.html": "a".repeat(2000),
  "big/a.css": "a".repeat(2000),
  "big/a.json": "a".repeat(2000),
  "big/a.map": "a".repeat(2000),
  "big/a.webmanifest": "a".repeat(2000),
  "big/a.xml": "a".repeat(2000),
  "big/a.svg": "a".repeat(2000),
  "big/a.png": "a".repeat(2000),
  "big/a.pdf": "a".repeat(2000),
  "big/a.wasm": "a".repeat(2000),
  "big/random.txt": random
})
symlinkSync(path.join(mainDist, "robots.txt"), path.join(mainDist, "link.txt"))

const site = await loadSite(mainDist)
const lookup = (urlPath: string) => site.files.get(urlPath)

describe("content types", () => {
  it("tell the browser what each kind of file the site serves is, whatever the extension's case, octet-stream otherwise", () => {
    for (const ext of extensions) expect(lookup(`/types/a${ext}`)?.contentType, ext).toBe(servedTypes[ext])
    expect(lookup("/types/UP.PNG")?.contentType).toBe("image/png")
    expect(lookup("/types/a.unknownext")?.contentType).toBe("application/octet-stream")
    expect(lookup("/types/noext")?.contentType).toBe("application/octet-stream")
  })
})

describe("compression", () => {
  const variants = (urlPath: string) => {
    const file = lookup(urlPath)!
    return { gzip: file.gzip !== undefined, br: file.br !== undefined }
  }

  it("needs more than 1024 bytes", () => {
    expect(variants("/big/1024.txt")).toEqual({ gzip: false, br: false })
    expect(variants("/big/1025.txt")).toEqual({ gzip: true, br: true })
  })

  it("is made for text, JSON, manifests, XML and SVG, never for PNG, PDF or WebAssembly", () => {
    for (const p of ["/big/a.html", "/big/a.css", "/big/a.json", "/big/a.map", "/big/a.webmanifest", "/big/a.xml"])
      expect(variants(p), p).toEqual({ gzip: true, br: true })
    expect(variants("/big/a.svg")).toEqual({ gzip: true, br: true })
    for (const p of ["/big/a.png", "/big/a.pdf", "/big/a.wasm"])
      expect(variants(p), p).toEqual({ gzip: false, br: false })
  })

  it("keeps a variant only when it is smaller than the body", () => {
    expect(variants("/big/random.txt")).toEqual({ gzip: false, br: false })
  })

  it("gives variants that unpack to the body; gzip at level 9", () => {
    const file = lookup("/big/1025.txt")!
    expect(text(gunzipSync(file.gzip!))).toBe("a".repeat(1025))
    expect(text(brotliDecompressSync(file.br!))).toBe("a".repeat(1025))
    expect(Buffer.from(file.gzip!).equals(gzipSync("a".repeat(1025), { level: 9 }))).toBe(true)
  })
})

describe("ETags and cache lifetimes", () => {
  it("tag a file with the SHA-1 of its body, base64url, quoted", () => {
    expect(lookup("/robots.txt")?.etag).toBe(sha1Tag("User-agent: *"))
    expect(lookup("/big/random.txt")?.etag).toBe(sha1Tag(random))
  })

  it("revalidate HTML, keep hashed assets (English's and a language's) a year, anything else an hour", () => {
    expect(lookup("/types/a.html")?.cacheControl).toBe("no-cache")
    expect(lookup("/assets/app.js")?.cacheControl).toBe("public, max-age=31536000, immutable")
    expect(lookup("/hi/assets/app.js")?.cacheControl).toBe("public, max-age=31536000, immutable")
    for (const p of ["/hindi/assets/app.js", "/assetsx/app.js", "/x/assets/app.js", "/robots.txt", "/types/a.js"])
      expect(lookup(p)?.cacheControl, p).toBe("public, max-age=3600")
  })
})

describe("the files served by their path", () => {
  it("are every regular file outside hidden directories, by its path with slashes", () => {
    expect(text(lookup("/robots.txt")?.body)).toBe("User-agent: *")
    expect(text(lookup("/file.with.dots.txt")?.body)).toBe("dots")
    expect(text(lookup("/img/a.png")?.body)).toBe("png")
    expect(text(lookup("/index.html")?.body)).toBe("template")
  })

  it("never a hidden file or directory, nor a symbolic link", () => {
    for (const p of ["/assets/.secret.txt", "/img/.hidden/a.txt", "/hind/.pages/routes.json", "/link.txt"])
      expect(lookup(p), p).toBeUndefined()
  })
})

describe("the languages", () => {
  it("are the directories named with two or three small letters that hold a prerender", () => {
    expect(site.localized.map((l) => l.prefix).sort()).toEqual(["/hi", "/xyz"])
    const hindi = site.localized.find((l) => l.prefix === "/hi")!
    expect(text(hindi.index.body)).toBe(HI_HOME)
    expect(text(hindi.pages.notFound.body)).toBe("हिन्दी 404")
    expect(site.built).toBe(true)
    expect(text(site.index.body)).toBe(HOME)
  })

  it("are found by their prefix, ignoring case, and only as a whole first segment", () => {
    const hi = (urlPath: string) => {
      const found = localizedPageFor(site.localized, urlPath)
      return found && { prefix: found.site.prefix, path: found.path }
    }
    expect(hi("/hi")).toEqual({ prefix: "/hi", path: "/" })
    expect(hi("/HI/faqs")).toEqual({ prefix: "/hi", path: "/faqs" })
    expect(hi("/hi/faqs")).toEqual({ prefix: "/hi", path: "/faqs" })
    expect(hi("/hindi")).toBeUndefined()
    expect(hi("/faqs/hi")).toBeUndefined()
  })
})

describe("page keys and pages", () => {
  it("lower the case and drop trailing slashes, but keep /", () => {
    expect(pageKey("/")).toBe("/")
    expect(pageKey("/A/B/")).toBe("/a/b")
    expect(pageKey("//")).toBe("/")
    expect(pageKey("/x///")).toBe("/x")
    expect(pageKey("/A")).toBe("/a")
  })

  it("/index.html is the home page; a prefix matches only at the start", () => {
    expect(text(pageFor(site.pages!, "/index.html")?.body)).toBe(HOME)
    expect(text(pageFor(site.pages!, "/admin/x")?.body)).toBe("admin shell")
    expect(pageFor(site.pages!, "/x/admin/")).toBeUndefined()
    expect(pageFor(site.pages!, "/x/admin/y")).toBeUndefined()
  })
})

describe("a build that cannot serve the prerender", () => {
  const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loan marketplace</title></head>
<body><main><h1>Loan marketplace</h1>
<p>The web app has not been built yet. The API is available under <a href="/api/openapi.json">/api</a>.</p>
</main></body></html>
`

  it("without index.html, or with a directory of that name, is the plain not-built page", async () => {
    for (const dir of [tempDist({ "robots.txt": "x" }), tempDist({ "index.html/a.txt": "x" })]) {
      const empty = await loadSite(dir)
      expect(empty.built).toBe(false)
      expect(text(empty.index.body)).toBe(notBuilt)
      expect(empty.index.contentType).toBe("text/html; charset=utf-8")
      expect(empty.index.cacheControl).toBe("no-cache")
      expect(empty.pages).toBeUndefined()
      expect(empty.localized).toEqual([])
      expect(empty.files.size).toBe(0)
    }
  })

  it("a routes.json naming a missing file stops the start", async () => {
    const dir = tempDist({
      "index.html": "x",
      ".pages/index.html": "home",
      ".pages/routes.json": routes({ "/": "index.html", "/gone": "gone.html" })
    })
    await expect(loadSite(dir)).rejects.toThrow("dist/.pages/routes.json names a missing file: gone.html")
  })

  it("without a prerender, index.html is the home page", async () => {
    const plain = await loadSite(tempDist({ "index.html": "plain template", "hi/index.html": "hi template" }))
    expect(plain.built).toBe(true)
    expect(plain.pages).toBeUndefined()
    expect(plain.localized).toEqual([])
    expect(text(plain.index.body)).toBe("plain template")
  })
})

describe("StaticSite", () => {
  const logged: Array<string> = []
  const capture = Logger.make((options) => {
    logged.push(String(options.message))
  })
  const siteOf = (settings: Partial<ServerSettings>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        return yield* StaticSite
      }).pipe(
        Effect.provide(
          StaticSite.layer.pipe(Layer.provide(Settings.layer(settings)), Layer.provide(Logger.layer([capture])))
        )
      )
    )
  beforeEach(() => {
    logged.length = 0
  })

  it("warns when the app is not built, and only then", async () => {
    const empty = await siteOf({ distDir: tempDist({ "robots.txt": "x" }) })
    expect(empty.built).toBe(false)
    expect(logged.flatMap((m) => (m.includes("dist") ? [m] : []))).toEqual([
      "no built app in dist/: serving a plain page until `vite build` runs"
    ])
    logged.length = 0
    const built = await siteOf({ distDir: mainDist })
    expect(built.built).toBe(true)
    expect(logged.filter((m) => m.includes("dist"))).toEqual([])
    expect(text(built.lookup("/robots.txt")?.body)).toBe("User-agent: *")
    expect(built.flows).toBe(false)
    expect((await siteOf({ distDir: mainDist, flows: true })).flows).toBe(true)
  })

  it("rewrites a build without a prerender for other retention periods without failing", async () => {
    const plain = await siteOf({
      distDir: tempDist({ "index.html": "plain template" }),
      retention: { ...defaultRetention, contactMessagesDays: 90 }
    })
    expect(text(plain.index.body)).toBe("plain template")
  })

  it("rewrites every page when a single period differs, each file once, the languages' too", async () => {
    const other = await siteOf({ distDir: mainDist, retention: { ...defaultRetention, contactMessagesDays: 90 } })
    const tag =
      '<script type="application/json" id="retention-periods">{"otpCodesDays":7,"smsOutboxDays":7,"idempotencyKeysHours":24,"contactMessagesDays":90,"closedEnquiriesDays":180}</script>'
    expect(text(other.index.body)).toBe(`<html><head><title>home</title>${tag}</head><body>home</body></html>`)
    expect(text(other.pages!.notFound.body)).toBe(`${tag}not found page`)
    expect(text(pageFor(other.pages!, "/admin/x")?.body)).toBe(`${tag}admin shell`)
    expect(pageFor(other.pages!, "/")).toBe(other.index)
    expect(other.pages!.prefixes.map((p) => p.prefix)).toEqual(["/admin/"])
    const hindi = other.localized.find((l) => l.prefix === "/hi")!
    expect(text(hindi.index.body)).toBe(
      `<html lang="hi"><head><title>hi</title>${tag}</head><body>हिन्दी होम</body></html>`
    )
    expect(hindi.pages.byPath.get("/")).toBe(hindi.index)
    expect(text(hindi.pages.notFound.body)).toBe(`${tag}हिन्दी 404`)
    expect(other.localized.map((l) => l.prefix).sort()).toEqual(["/hi", "/xyz"])
  })
})

describe("the JSON put in a page's head", () => {
  const page = htmlPage
  afterEach(() => {
    odd.on = false
  })

  it("goes first in a page without </head>, right before it otherwise", async () => {
    expect(text((await withSlides(page("<p>x</p>"), "[1]")).body)).toBe(
      '<script type="application/json" id="carousel-slides">[1]</script><p>x</p>'
    )
    expect(text((await withSlides(page("<head></head>x"), "[2]")).body)).toBe(
      '<head><script type="application/json" id="carousel-slides">[2]</script></head>x'
    )
    const periods = { ...defaultRetention, otpCodesDays: 3 }
    const tag =
      '<script type="application/json" id="retention-periods">{"otpCodesDays":3,"smsOutboxDays":7,"idempotencyKeysHours":24,"contactMessagesDays":365,"closedEnquiriesDays":180}</script>'
    expect(text((await withRetention(page("<p>x</p>"), periods)).body)).toBe(`${tag}<p>x</p>`)
    expect(text((await withRetention(page("<head></head>x"), periods)).body)).toBe(`<head>${tag}</head>x`)
  })

  it("keeps the page's type and caching, and tags the new body", async () => {
    const made = await withSlides({ ...page("<p>x</p>"), contentType: "text/x", cacheControl: "c" }, "[3]")
    expect(made.contentType).toBe("text/x")
    expect(made.cacheControl).toBe("c")
    expect(made.etag).toBe(sha1Tag('<script type="application/json" id="carousel-slides">[3]</script><p>x</p>'))
  })

  it("finds the statements as the page escapes them, &, <, >, quotes and apostrophes", async () => {
    odd.on = true
    const statement = (days: number) => `Kept &amp; &lt;erased&gt; &quot;after&quot; &#x27;days&#x27; ${days}`
    const rewritten = await withRetention(page(`<head></head><li>${statement(7)}</li>`), {
      ...defaultRetention,
      otpCodesDays: 3
    })
    expect(text(rewritten.body)).toContain(`</head><li>${statement(3)}</li>`)
  })
})

describe("respondWithFile", () => {
  const bytes = (s: string) => new TextEncoder().encode(s)
  const file = (variants: { gzip?: string; br?: string }): StaticFile => ({
    body: bytes("plain"),
    gzip: variants.gzip === undefined ? undefined : bytes(variants.gzip),
    br: variants.br === undefined ? undefined : bytes(variants.br),
    contentType: "text/plain; charset=utf-8",
    cacheControl: "public, max-age=3600",
    etag: '"tag"'
  })
  const request = (headers: Record<string, string>) =>
    HttpServerRequest.fromWeb(new Request("http://localhost/x", { headers }))
  const answer = (response: HttpServerResponse.HttpServerResponse) => {
    const body = response.body as { _tag: string; body?: Uint8Array }
    return {
      status: response.status,
      headers: { ...response.headers },
      body: body._tag === "Uint8Array" ? text(body.body) : body._tag
    }
  }
  const both = file({ gzip: "gz", br: "br" })

  it("prefers brotli, then gzip, by whole words of Accept-Encoding", () => {
    const sent = (f: StaticFile, accept?: string) =>
      answer(respondWithFile(f, request(accept === undefined ? {} : { "accept-encoding": accept }))).body
    expect(sent(both, "gzip, deflate, br")).toBe("br")
    expect(sent(both, "br")).toBe("br")
    expect(sent(both, "gzip")).toBe("gz")
    expect(sent(both, "deflate")).toBe("plain")
    expect(sent(both, "brotli, xgzip")).toBe("plain")
    expect(sent(both, "abr, gzipx")).toBe("plain")
    expect(sent(both)).toBe("plain")
    expect(sent(file({}), "gzip, br")).toBe("plain")
    expect(sent(file({ gzip: "gz" }), "br")).toBe("plain")
    expect(sent(file({ gzip: "gz" }), "gzip, br")).toBe("gz")
    expect(sent(file({ br: "br" }), "gzip")).toBe("plain")
  })

  it("names the encoding, the tag and the caching, and varies by Accept-Encoding only when a variant exists", () => {
    expect(answer(respondWithFile(both, request({ "accept-encoding": "br" })))).toEqual({
      status: 200,
      headers: {
        etag: '"tag"',
        "cache-control": "public, max-age=3600",
        "content-encoding": "br",
        "content-type": "text/plain; charset=utf-8",
        "content-length": "2",
        vary: "Accept-Encoding"
      },
      body: "br"
    })
    expect(answer(respondWithFile(both, request({ "accept-encoding": "gzip" }))).headers["content-encoding"]).toBe(
      "gzip"
    )
    expect(answer(respondWithFile(both, request({})))).toEqual({
      status: 200,
      headers: {
        etag: '"tag"',
        "cache-control": "public, max-age=3600",
        "content-type": "text/plain; charset=utf-8",
        "content-length": "5",
        vary: "Accept-Encoding"
      },
      body: "plain"
    })
    expect(answer(respondWithFile(file({}), request({}), 404))).toEqual({
      status: 404,
      headers: {
        etag: '"tag"',
        "cache-control": "public, max-age=3600",
        "content-type": "text/plain; charset=utf-8",
        "content-length": "5"
      },
      body: "plain"
    })
    expect(answer(respondWithFile(file({ gzip: "gz" }), request({}))).headers.vary).toBe("Accept-Encoding")
    expect(answer(respondWithFile(file({ br: "br" }), request({}))).headers.vary).toBe("Accept-Encoding")
  })

  it("answers 304 when the tag matches, and only for a 200", () => {
    expect(answer(respondWithFile(both, request({ "if-none-match": '"tag"' })))).toEqual({
      status: 304,
      headers: { etag: '"tag"', "cache-control": "public, max-age=3600", vary: "Accept-Encoding" },
      body: "Empty"
    })
    expect(answer(respondWithFile(file({}), request({ "if-none-match": '"tag"' }))).headers).toEqual({
      etag: '"tag"',
      "cache-control": "public, max-age=3600"
    })
    expect(answer(respondWithFile(both, request({ "if-none-match": '"other"' }))).status).toBe(200)
    expect(answer(respondWithFile(both, request({ "if-none-match": '"tag"' }), 404))).toMatchObject({
      status: 404,
      body: "plain"
    })
  })
})

describe("rememberedLanguageRedirect", () => {
  const answer = (url: string, headers: Record<string, string>) => {
    const response = rememberedLanguageRedirect(
      HttpServerRequest.fromWeb(new Request(`http://localhost${url}`, { headers })),
      url.split("?")[0]!
    )
    return response && { status: response.status, headers: { ...response.headers } }
  }
  const to = (url: string, headers: Record<string, string>) => answer(url, headers)?.headers.location

  it("answers 302 to the chosen language's page, not stored, varying by cookie", () => {
    expect(answer("/faqs?a=1", { cookie: "lang=hi" })).toEqual({
      status: 302,
      headers: { location: "/hi/faqs?a=1", "cache-control": "no-store", vary: "Cookie" }
    })
    expect(to("/hi/faqs", { cookie: "lang=en" })).toBe("/faqs")
    expect(to("/faqs", { cookie: "a=1;lang=hi" })).toBe("/hi/faqs")
    expect(to("/faqs", { cookie: "a=1;  lang=hi" })).toBe("/hi/faqs")
    expect(to("/faqs", { cookie: "lang=hi; b=2" })).toBe("/hi/faqs")
    expect(to("/faqs", { cookie: "lang=hi", "sec-fetch-site": "cross-site", "sec-fetch-dest": "document" })).toBe(
      "/hi/faqs"
    )
  })

  it("never for a link on the site or a frame, another cookie, an unknown language, or the language in force", () => {
    expect(to("/faqs", { cookie: "lang=hi", "sec-fetch-site": "same-origin" })).toBeUndefined()
    expect(to("/faqs", { cookie: "lang=hi", "sec-fetch-dest": "iframe" })).toBeUndefined()
    for (const cookie of ["xlang=hi", "lang=hindi", "lang=h", "lang=HI", "a=1 lang=hi", "lang=fr", "lang=hi2"])
      expect(to("/faqs", { cookie }), cookie).toBeUndefined()
    expect(to("/faqs", {})).toBeUndefined()
    expect(to("/hi/faqs", { cookie: "lang=hi" })).toBeUndefined()
    expect(to("/faqs", { cookie: "lang=en" })).toBeUndefined()
  })
})

/** A database that answers the slides' query with `db.rows`, or dies when `db.down`. */
const db = { rows: [] as Array<Record<string, unknown>>, down: false }
const dead = () => Effect.die("unused")
const connection = {
  execute: () => (db.down ? Effect.die("database down") : Effect.succeed(db.rows)),
  executeRaw: dead,
  executeStream: dead,
  executeValues: dead,
  executeValuesUnprepared: dead,
  executeUnprepared: dead
} as unknown as SqlConnection.Connection
const FakeSql = Layer.effect(
  SqlClient.SqlClient,
  SqlClient.make({
    acquirer: Effect.succeed(connection),
    compiler: Statement.makeCompilerSqlite(),
    driver: "fake",
    spanAttributes: []
  })
).pipe(Layer.provide(Reactivity.layer))

const handlers: Array<{ dispose: () => Promise<void> }> = []
afterAll(async () => {
  for (const handler of handlers) await handler.dispose()
})
/** The router over a dist; `x-raw-url` stands for a request line a browser would not send. */
const serve = (settings: Partial<ServerSettings>) => {
  const made = HttpRouter.toWebHandler(
    StaticRoutes.pipe(
      Layer.provide(HomeWithSlides),
      Layer.provide(StaticSite.layer),
      Layer.provide(FakeSql),
      Layer.provide(Settings.layer(settings))
    ),
    {
      disableLogger: true,
      middleware: (effect) =>
        Effect.updateService(effect, HttpServerRequest.HttpServerRequest, (request) => {
          const raw = request.headers["x-raw-url"]
          return raw === undefined ? request : request.modify({ url: raw })
        })
    }
  )
  handlers.push(made)
  return async (url: string, init: RequestInit = {}) => {
    const response = await made.handler(new Request(`http://localhost${url}`, init))
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
  }
}
const get = serve({ distDir: mainDist })
const raw = (url: string) => get("/", { headers: { "x-raw-url": url } })

const slide = (heading: string, headingHi: string | null = null) => ({
  image_url: "/carousel/a.svg",
  heading,
  text: "t",
  is_primary_button_enabled: false,
  primary_button_url: "",
  primary_button_text: "",
  is_secondary_button_enabled: false,
  secondary_button_url: "",
  secondary_button_text: "",
  heading_hi: headingHi,
  text_hi: null,
  primary_button_text_hi: null,
  secondary_button_text_hi: null
})
const slidesJson = (heading: string) =>
  `[{"imageUrl":"/carousel/a.svg","isPrimaryButtonEnabled":false,"primaryButtonUrl":"","primaryButtonText":"","isSecondaryButtonEnabled":false,"secondaryButtonUrl":"","secondaryButtonText":"","heading":"${heading}","text":"t"}]`
const homeWith = (json: string) =>
  `<html><head><title>home</title><script type="application/json" id="carousel-slides">${json}</script></head><body>home</body></html>`

describe("the static routes", () => {
  beforeEach(() => {
    db.rows = [slide("One")]
    db.down = false
  })

  it("answer 405 to anything but GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const answer = await get("/robots.txt", { method })
      expect(answer, method).toMatchObject({ status: 405, body: "Method Not Allowed" })
      expect(answer.headers.allow).toBe("GET, HEAD")
    }
    expect((await get("/robots.txt", { method: "HEAD" })).status).toBe(200)
    expect(await get("/robots.txt")).toMatchObject({ status: 200, body: "User-agent: *" })
  })

  it("read the path without its query or fragment, decoded and normalized", async () => {
    expect((await get("/robots.txt?x=1")).body).toBe("User-agent: *")
    expect((await raw("/robots.txt#top")).body).toBe("User-agent: *")
    expect((await raw("/robots.txt?a#b")).body).toBe("User-agent: *")
    expect((await get("/%72obots.txt")).body).toBe("User-agent: *")
    expect((await raw("/img/../robots.txt")).body).toBe("User-agent: *")
  })

  it("answer a bare 404 to a NUL byte or a broken escape", async () => {
    expect(await get("/robots.txt%00")).toMatchObject({ status: 404, body: "Not Found" })
    expect(await get("/faqs%00")).toMatchObject({ status: 404, body: "Not Found" })
    // The router lets a broken escape after ";" through: the decoding here refuses it.
    expect(await get("/faqs;%zz")).toMatchObject({ status: 404, body: "Not Found" })
    expect(await get("/faqs;a")).toMatchObject({ status: 404, body: "not found page" })
    // A broken escape in the query is never decoded.
    expect(await get("/faqs?%zz")).toMatchObject({ status: 200, body: "faqs page" })
    expect((await raw("/faqs#%zz")).body).toBe("faqs page")
  })

  it("answer a bare 404 to a missing hashed asset, the not-found page to other missing files", async () => {
    expect(await get("/assets/missing.js")).toMatchObject({ status: 404, body: "Not Found" })
    expect(await get("/hi/assets/missing.js")).toMatchObject({ status: 404, body: "Not Found" })
    expect(await get("/hindi/assets/missing.js")).toMatchObject({ status: 404, body: "not found page" })
    expect(await get("/nope")).toMatchObject({ status: 404, body: "not found page" })
  })

  it("answer /flows only when the flow viewer is on", async () => {
    for (const p of ["/flows", "/flows/", "/flows/a", "/FLOWS"])
      expect(await get(p), p).toMatchObject({ status: 404, body: "Not Found" })
    expect(await get("/flowsx")).toMatchObject({ status: 404, body: "not found page" })
    expect(await get("/x/flows")).toMatchObject({ status: 404, body: "not found page" })
    const withFlows = serve({ distDir: mainDist, flows: true })
    expect(await withFlows("/flows")).toMatchObject({ status: 200, body: "flows page" })
    expect(await withFlows("/faqs")).toMatchObject({ status: 200, body: "faqs page" })
  })

  it("answer the pages, Hindi's from its own build, with their own not-found page", async () => {
    expect(await get("/faqs")).toMatchObject({ status: 200, body: "faqs page" })
    expect(await get("/admin/x")).toMatchObject({ status: 200, body: "admin shell" })
    expect(await get("/hi/faqs")).toMatchObject({ status: 200, body: "हिन्दी faqs" })
    expect(await get("/hi/nope")).toMatchObject({ status: 404, body: "हिन्दी 404" })
    expect(await get("/xyz/nope")).toMatchObject({ status: 404, body: "xyz 404" })
  })

  it("take a visitor who chose another language there", async () => {
    const answer = await get("/faqs?a=1", { headers: { cookie: "lang=hi" } })
    expect(answer).toMatchObject({ status: 302, body: "" })
    expect(answer.headers.location).toBe("/hi/faqs?a=1")
    // The home page too, typed in or bookmarked: the address alone takes a visitor who chose Hindi to /hi.
    const home = await get("/", { headers: { cookie: "lang=hi", "sec-fetch-site": "none" } })
    expect(home).toMatchObject({ status: 302, body: "" })
    expect(home.headers.location).toBe("/hi")
    expect((await get("/", { headers: { cookie: "lang=hi", "sec-fetch-site": "same-origin" } })).status).toBe(200)
    expect((await get("/hi", { headers: { cookie: "lang=en" } })).headers.location).toBe("/")
    expect((await get("/faqs", { headers: { cookie: "lang=hi", "sec-fetch-site": "same-origin" } })).status).toBe(200)
  })

  it("answer the home page, by / or /index.html, in each language, with the slides as safe JSON", async () => {
    db.rows = [slide("a<b</script>\u2028\u2029<")]
    const json = slidesJson("a\\u003cb\\u003c/script>\\u2028\\u2029\\u003c")
    for (const p of ["/", "/index.html"]) expect(await get(p), p).toMatchObject({ status: 200, body: homeWith(json) })
    expect((await get("/hi")).body).toBe(
      `<html lang="hi"><head><title>hi</title><script type="application/json" id="carousel-slides">${json}</script></head><body>हिन्दी होम</body></html>`
    )
    expect((await get("/robots.txt")).body).toBe("User-agent: *")
  })

  it("give the Hindi home page the slides' Hindi, and the English home page their English", async () => {
    db.rows = [slide("Home loans from 8.45%", "होम लोन, 8.45% से"), slide("No Hindi yet")]
    const hindi = `[${slidesJson("होम लोन, 8.45% से").slice(1, -1)},${slidesJson("No Hindi yet").slice(1, -1)}]`
    expect((await get("/hi")).body).toBe(
      `<html lang="hi"><head><title>hi</title><script type="application/json" id="carousel-slides">${hindi}</script></head><body>हिन्दी होम</body></html>`
    )
    const english = `[${slidesJson("Home loans from 8.45%").slice(1, -1)},${slidesJson("No Hindi yet").slice(1, -1)}]`
    expect((await get("/")).body).toBe(homeWith(english))
  })

  it("show new slides at once, and make each home page once per set of slides", async () => {
    const decode = vi.spyOn(TextDecoder.prototype, "decode")
    const homesMade = () => decode.mock.results.filter((r) => r.value === HOME).length
    try {
      db.rows = [slide("Cached one")]
      expect((await get("/")).body).toBe(homeWith(slidesJson("Cached one")))
      expect((await get("/")).body).toBe(homeWith(slidesJson("Cached one")))
      expect(homesMade()).toBe(1)
      db.rows = [slide("Cached two")]
      expect((await get("/")).body).toBe(homeWith(slidesJson("Cached two")))
      expect((await get("/")).body).toBe(homeWith(slidesJson("Cached two")))
      expect(homesMade()).toBe(2)
    } finally {
      decode.mockRestore()
    }
  })

  it("put the current first slide, escaped, in each language's home page when its build has the templates", async () => {
    const box = '<div class="box"></div>'
    const slideTemplate = (lang: string) =>
      `<p lang="${lang}">__first-slide.heading__</p><a href="__first-slide.primaryButtonUrl__">__first-slide.primaryButtonText__</a>`
    const templates = (lang: string) =>
      JSON.stringify({
        empty: box,
        slides: { both: "both", primary: slideTemplate(lang), secondary: "secondary", none: `<p>none ${lang}</p>` }
      })
    const withTemplates = serve({
      distDir: tempDist({
        "index.html": "template",
        ".pages/index.html": `<head></head><body>${box}</body>`,
        ".pages/404.html": "not found page",
        ".pages/routes.json": routes({ "/": "index.html" }),
        ".pages/carousel-first-slide.json": templates("en"),
        "hi/.pages/index.html": `<head></head><body>${box}</body>`,
        "hi/.pages/404.html": "हिन्दी 404",
        "hi/.pages/routes.json": routes({ "/": "index.html" }),
        "hi/.pages/carousel-first-slide.json": templates("hi")
      })
    })
    db.rows = [
      {
        ...slide("<b>New</b> & first", "नई <b>पहली</b>"),
        is_primary_button_enabled: true,
        primary_button_url: "/apply",
        primary_button_text: "Apply Now",
        primary_button_text_hi: "अभी आवेदन करें"
      },
      slide("Second")
    ]
    const english = (await withTemplates("/")).body
    expect(english.slice(english.indexOf("<body>"))).toBe(
      '<body><p lang="en">&lt;b&gt;New&lt;/b&gt; &amp; first</p><a href="/apply">Apply Now</a></body>'
    )
    const hindi = (await withTemplates("/hi")).body
    expect(hindi.slice(hindi.indexOf("<body>"))).toBe(
      '<body><p lang="hi">नई &lt;b&gt;पहली&lt;/b&gt;</p><a href="/hi/apply">अभी आवेदन करें</a></body>'
    )
    // A back-office edit shows at the next request.
    db.rows = [slide("Edited")]
    expect((await withTemplates("/")).body).toContain("<body><p>none en</p></body>")
    // No slides, or none readable: the empty box, as the prerender made it.
    db.rows = []
    expect((await withTemplates("/")).body).toContain(`<body>${box}</body>`)
    db.down = true
    expect((await withTemplates("/hi")).body).toBe(`<head></head><body>${box}</body>`)
  })

  it("answer the home page without slides when they cannot be read", async () => {
    db.down = true
    expect(await get("/")).toMatchObject({ status: 200, body: HOME })
  })

  it("without a prerender answer index.html for every page, as it is", async () => {
    const plain = serve({ distDir: tempDist({ "index.html": "plain template", "robots.txt": "r" }) })
    expect(await plain("/")).toMatchObject({ status: 200, body: "plain template" })
    expect(await plain("/anything")).toMatchObject({ status: 200, body: "plain template" })
    expect(await plain("/faqs", { headers: { cookie: "lang=hi" } })).toMatchObject({
      status: 200,
      body: "plain template"
    })
    expect(await plain("/robots.txt")).toMatchObject({ status: 200, body: "r" })
  })
})
