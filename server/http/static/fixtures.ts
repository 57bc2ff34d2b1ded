/** Test data for the static server's tests: a prerendered HTML page as the server holds it, without compressed copies. */
import type { StaticFile } from "./files.ts"

export const htmlPage = (html: string): StaticFile => ({
  body: new TextEncoder().encode(html),
  gzip: undefined,
  br: undefined,
  contentType: "text/html; charset=utf-8",
  cacheControl: "no-cache",
  etag: '"x"'
})
