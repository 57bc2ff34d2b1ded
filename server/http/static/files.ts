/**
 * The built app's files as the server holds them: read once at start, with their content type, cache policy (a year
 * for hashed /assets/*, revalidate for HTML, an hour for the rest), gzip and brotli variants made once, and an ETag;
 * and the answer to a request for one (304 on a matching ETag, the smallest encoding the browser accepts).
 */
import { createHash } from "node:crypto"
import { readdirSync } from "node:fs"
import * as path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, gzip, constants as zlib } from "node:zlib"
import type { HttpServerRequest } from "effect/http"
import { HttpServerResponse } from "effect/http"

export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm"
}
const compressible = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/u

export const immutable = "public, max-age=31536000, immutable"
export const revalidate = "no-cache"
export const shortCache = "public, max-age=3600"

/** Hashed build output, English's (/assets/) or another language's (/hi/assets/): cached for a year. */
export const hashedAsset = /^\/(?:[a-z]{2,3}\/)?assets\//u

export interface StaticFile {
  readonly body: Uint8Array
  readonly gzip: Uint8Array | undefined
  readonly br: Uint8Array | undefined
  readonly contentType: string
  readonly cacheControl: string
  readonly etag: string
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Reads happen at start; the compressed variants are made off the event loop (zlib's thread pool). */
export const makeFile = async (body: Uint8Array, contentType: string, cacheControl: string): Promise<StaticFile> => {
  const squeeze = compressible.test(contentType) && body.byteLength > 1024
  const [gz, br] = squeeze
    ? await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength }
        })
      ])
    : [undefined, undefined]
  return {
    body,
    gzip: gz && gz.byteLength < body.byteLength ? gz : undefined,
    br: br && br.byteLength < body.byteLength ? br : undefined,
    contentType,
    cacheControl,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`
  }
}

/** An HTML page with `html` in place of its body (the same type and cache policy). */
export const withHtml = (page: StaticFile, html: string): Promise<StaticFile> =>
  makeFile(new TextEncoder().encode(html), page.contentType, page.cacheControl)

/** Every file under `dir`. */
export const walk = (root: string, dir = root, out: Array<string> = []): Array<string> => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(root, full, out)
    else if (entry.isFile()) out.push(full)
  }
  return out
}

const pickEncoding = (file: StaticFile, acceptEncoding: string | undefined) => {
  if (acceptEncoding === undefined) return undefined
  if (file.br && /\bbr\b/u.test(acceptEncoding)) return "br" as const
  if (file.gzip && /\bgzip\b/u.test(acceptEncoding)) return "gzip" as const
  return undefined
}

export const respondWithFile = (file: StaticFile, request: HttpServerRequest.HttpServerRequest, status = 200) => {
  const vary = file.gzip || file.br ? { vary: "Accept-Encoding" } : undefined
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    return HttpServerResponse.empty({
      status: 304,
      headers: { etag: file.etag, "cache-control": file.cacheControl, ...vary }
    })
  }
  const encoding = pickEncoding(file, request.headers["accept-encoding"])
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body
  return HttpServerResponse.uint8Array(body, {
    status,
    contentType: file.contentType,
    headers: {
      etag: file.etag,
      "cache-control": file.cacheControl,
      ...(encoding ? { "content-encoding": encoding } : {}),
      ...vary
    }
  })
}
