import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { afterAll, describe, expect, it } from "vitest"
import { defaultRetention, type RetentionPeriods } from "../../../domain/retention.ts"
import { withSlides } from "../../carousel/home-page.ts"
import { Settings } from "../../config.ts"
import { rememberedLanguageRedirect } from "./language-redirect.ts"
import { localizedPageFor, pageFor } from "./pages.ts"
import { loadSite, StaticSite } from "./site.ts"

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
write(
  ".pages/privacy.html",
  "<!doctype html><html><head><title>Privacy Policy</title></head><body><ul>" +
    "<li>One-time passwords (OTPs) and the text messages that carried them: 7 days.</li>" +
    "<li>Records that stop a form being submitted twice: 24 hours.</li>" +
    "<li>Messages sent through the Contact Us form: 1 year.</li>" +
    "<li>Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: 180 days after the decision.</li>" +
    "</ul></body></html>"
)
write(".pages/shell/redeem_rewards.html", "rewards shell")
write(
  ".pages/routes.json",
  JSON.stringify({
    pages: {
      "/": "index.html",
      "/services/home-loan": "services/home-loan.html",
      "/privacy": "privacy.html",
      "/redeem/rewards": "shell/redeem_rewards.html",
      "/admin": "shell/admin.html"
    },
    prefixes: [{ prefix: "/admin/", file: "shell/admin.html" }],
    notFound: "404.html"
  })
)
// The Hindi build (issue 15): its own pages, not-found page and assets under hi/.
write("hi/index.html", '<!doctype html><html lang="hi"><title>template</title>')
write("hi/assets/index-def456.js", "console.log(2)")
write("hi/.vite/manifest.json", "{}")
write("hi/.pages/index.html", "हिन्दी होम")
write("hi/.pages/services/home-loan.html", "होम लोन पेज")
write("hi/.pages/404.html", "पेज नहीं मिला")
write("hi/.pages/shell/admin.html", "admin shell hi")
write(
  "hi/.pages/routes.json",
  JSON.stringify({
    pages: { "/": "index.html", "/services/home-loan": "services/home-loan.html" },
    prefixes: [],
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

describe("the Hindi pages under /hi", () => {
  const hindi = (urlPath: string) => {
    const found = localizedPageFor(site.localized, urlPath)
    return found && { path: found.path, body: text(pageFor(found.site.pages, found.path)?.body) }
  }

  it("answer from the Hindi build, with the path inside it", () => {
    expect(hindi("/hi")).toEqual({ path: "/", body: "हिन्दी होम" })
    expect(hindi("/hi/")).toEqual({ path: "/", body: "हिन्दी होम" })
    expect(hindi("/hi/services/home-loan")).toEqual({ path: "/services/home-loan", body: "होम लोन पेज" })
    expect(hindi("/HI/services/Home-Loan/")).toEqual({ path: "/services/Home-Loan/", body: "होम लोन पेज" })
  })

  it("leave English paths and look-alikes to English", () => {
    expect(localizedPageFor(site.localized, "/")).toBeUndefined()
    expect(localizedPageFor(site.localized, "/history")).toBeUndefined()
    expect(localizedPageFor(site.localized, "/services/home-loan")).toBeUndefined()
  })

  it("have their own not-found page and home page", () => {
    const found = localizedPageFor(site.localized, "/hi/nope")!
    expect(pageFor(found.site.pages, found.path)).toBeUndefined()
    expect(text(found.site.pages.notFound.body)).toBe("पेज नहीं मिला")
    expect(text(found.site.index.body)).toBe("हिन्दी होम")
  })

  it("serve the Hindi assets for a year, and never the Hindi build's hidden files", () => {
    expect(site.files.get("/hi/assets/index-def456.js")?.cacheControl).toBe("public, max-age=31536000, immutable")
    expect(site.files.get("/hi/.pages/routes.json")).toBeUndefined()
    expect(site.files.get("/hi/.pages/index.html")).toBeUndefined()
    expect(site.files.get("/hi/.vite/manifest.json")).toBeUndefined()
  })
})

describe("the remembered language", () => {
  const request = (url: string, headers: Record<string, string>) =>
    HttpServerRequest.fromWeb(new Request(`http://localhost${url}`, { headers }))
  const location = (url: string, headers: Record<string, string>) => {
    const response = rememberedLanguageRedirect(request(url, headers), url.split("?")[0]!)
    return response && { status: response.status, location: response.headers.location }
  }

  it("takes a visitor who chose Hindi and arrives from elsewhere to the same page in Hindi, query kept", () => {
    expect(location("/services/home-loan?ref=x", { cookie: "a=1; lang=hi", "sec-fetch-site": "cross-site" })).toEqual({
      status: 302,
      location: "/hi/services/home-loan?ref=x"
    })
    expect(location("/", { cookie: "lang=hi", "sec-fetch-site": "none" })).toEqual({ status: 302, location: "/hi" })
    expect(location("/hi/faqs", { cookie: "lang=en" })).toEqual({ status: 302, location: "/faqs" })
  })

  it("never moves a visitor who follows a link on the site, has no choice, or is already in their language", () => {
    expect(location("/services/home-loan", { cookie: "lang=hi", "sec-fetch-site": "same-origin" })).toBeUndefined()
    expect(location("/services/home-loan", {})).toBeUndefined()
    expect(location("/hi/services/home-loan", { cookie: "lang=hi" })).toBeUndefined()
    expect(location("/services/home-loan", { cookie: "lang=fr" })).toBeUndefined()
    expect(location("/services/home-loan", { cookie: "xlang=hi" })).toBeUndefined()
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

describe("the retention periods the Privacy Policy states", () => {
  const served = (retention: RetentionPeriods) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const site = yield* StaticSite
        return {
          privacy: text(pageFor(site.pages!, "/privacy")?.body) ?? "",
          home: text(site.index.body) ?? "",
          notFound: text(site.pages!.notFound.body) ?? ""
        }
      }).pipe(Effect.provide(StaticSite.layer.pipe(Layer.provide(Settings.layer({ distDir: dist, retention })))))
    )

  it("are the prerendered defaults, untouched, on a server with the default periods", async () => {
    const { privacy, home } = await served(defaultRetention)
    expect(privacy).toContain("<li>Messages sent through the Contact Us form: 1 year.</li>")
    expect(privacy).not.toContain("retention-periods")
    expect(home).toBe("home page")
  })

  it("are the configured ones on a server with other periods, in the HTML and as JSON for the browser", async () => {
    const retention = {
      otpCodesDays: 3,
      smsOutboxDays: 3,
      idempotencyKeysHours: 12,
      contactMessagesDays: 90,
      closedEnquiriesDays: 730
    }
    const { privacy, home, notFound } = await served(retention)
    expect(privacy).toContain("<li>One-time passwords (OTPs) and the text messages that carried them: 3 days.</li>")
    expect(privacy).toContain("<li>Records that stop a form being submitted twice: 12 hours.</li>")
    expect(privacy).toContain("<li>Messages sent through the Contact Us form: 90 days.</li>")
    expect(privacy).toContain(
      "<li>Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: 2 years after the decision.</li>"
    )
    expect(privacy).not.toContain("1 year.")
    expect(privacy).not.toContain("180 days")
    const json =
      '<script type="application/json" id="retention-periods">{"otpCodesDays":3,"smsOutboxDays":3,"idempotencyKeysHours":12,"contactMessagesDays":90,"closedEnquiriesDays":730}</script></head>'
    expect(privacy).toContain(json)
    // Every page: a person who opens / and follows the footer's link renders the Privacy Policy in the browser.
    expect(home).toContain('id="retention-periods"')
    expect(notFound).toContain('id="retention-periods"')
  })
})
