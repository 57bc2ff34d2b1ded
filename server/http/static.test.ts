import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { loadSite, pageFor, withSlides } from "./static.ts"

/** A stand-in for a prerendered build: index.html, one hashed asset, the pages and their index, Vite's manifest. */
const dist = mkdtempSync(path.join(tmpdir(), "static-test-"))
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}
write("index.html", "<!doctype html><title>template</title>")
write("assets/index-abc123.js", "console.log(1)")
write(".vite/manifest.json", "{}")
write(".pages/index.html", "home page")
write(".pages/services/home-loan.html", "home loan page")
write(".pages/404.html", "not found page")
write(".pages/shell/admin.html", "admin shell")
write(".pages/shell/redeem_rewards.html", "rewards shell")
write(
  ".pages/routes.json",
  JSON.stringify({
    pages: {
      "/": "index.html",
      "/services/home-loan": "services/home-loan.html",
      "/redeem/rewards": "shell/redeem_rewards.html",
      "/admin": "shell/admin.html"
    },
    prefixes: [{ prefix: "/admin/", file: "shell/admin.html" }],
    notFound: "404.html"
  })
)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined)

const site = await loadSite(dist)

describe("the prerendered site", () => {
  const page = (urlPath: string) => text(pageFor(site.pages!, urlPath)?.body)

  it("answers / with the home page, not the template", () => {
    expect(text(site.index.body)).toBe("home page")
    expect(page("/index.html")).toBe("home page")
  })

  it("finds a page whatever the case of its path and a trailing slash", () => {
    expect(page("/services/home-loan")).toBe("home loan page")
    expect(page("/services/Home-Loan/")).toBe("home loan page")
  })

  it("answers personal pages and the back office with their shells", () => {
    expect(page("/redeem/rewards")).toBe("rewards shell")
    expect(page("/admin")).toBe("admin shell")
    expect(page("/admin/enquiries/42")).toBe("admin shell")
  })

  it("finds no page for unknown paths (the server answers the not-found page, 404)", () => {
    for (const p of ["/services/gold-loan", "/nope", "/redeem", "/administrator"]) expect(page(p)).toBeUndefined()
    expect(text(site.pages!.notFound.body)).toBe("not found page")
  })

  it("never serves hidden files by their own path; HTML revalidates, hashed assets are immutable", () => {
    const lookup = (p: string) => site.files.get(p)
    expect(lookup("/.pages/routes.json")).toBeUndefined()
    expect(lookup("/.vite/manifest.json")).toBeUndefined()
    expect(lookup("/.pages/404.html")).toBeUndefined()
    expect(lookup("/assets/index-abc123.js")?.cacheControl).toBe("public, max-age=31536000, immutable")
    expect(site.pages!.notFound.cacheControl).toBe("no-cache")
    expect(pageFor(site.pages!, "/services/home-loan")?.cacheControl).toBe("no-cache")
  })
})

describe("the home page's slides", () => {
  it("go in a JSON script at the end of <head>, and the page's ETag changes with them", async () => {
    const html = '<!doctype html><head><title>t</title></head><body><div id="root"></div></body></html>'
    const home = { ...site.index, body: new TextEncoder().encode(html) }
    const one = await withSlides(home, '[{"heading":"One"}]')
    const two = await withSlides(home, '[{"heading":"Two"}]')
    expect(text(one.body)).toBe(
      '<!doctype html><head><title>t</title><script type="application/json" id="carousel-slides">[{"heading":"One"}]</script></head><body><div id="root"></div></body></html>'
    )
    expect(one.etag).not.toBe(two.etag)
    expect(one.contentType).toBe(site.index.contentType)
    expect(one.cacheControl).toBe("no-cache")
  })
})
