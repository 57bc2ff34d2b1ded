/**
 * Every public page in Hindi (issue 15): `<html lang="hi">`, a Hindi heading, the other language named in the head
 * (hreflang) and no axe violations. The flows themselves are walked in Hindi by e2e/hindi-*.spec.ts.
 */
import { expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { inHindi, publicRoutes } from "./public-routes.ts"

const devanagari = /[\u0900-\u097f]/u

// Each test loads its own page: the two workers share the file's tests rather than one worker taking all of them.
test.describe.configure({ mode: "parallel" })

for (const route of publicRoutes.map(inHindi)) {
  test(`${route.path} is Hindi and has no axe violations`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    const heading = page.locator("main h1").first()
    await expect(heading).toBeVisible()
    // A blog article keeps its English title (the articles are not translated; the page says so in Hindi).
    if (!route.name.startsWith("blog-article")) expect(await heading.textContent()).toMatch(devanagari)
    await expectNoAxeViolations(page)
  })
}

test("a Hindi page and its English page name each other (hreflang), and the English page is x-default", async ({
  request
}) => {
  const hindi = await (await request.get("/hi/services/home-loan")).text()
  const english = await (await request.get("/services/home-loan")).text()
  for (const html of [hindi, english]) {
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/services\/home-loan" \/>/u)
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]+\/hi\/services\/home-loan" \/>/u)
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/services\/home-loan" \/>/u)
  }
  expect(hindi).toMatch(/<link rel="canonical" href="[^"]+\/hi\/services\/home-loan" \/>/u)
  expect(english).toMatch(/<link rel="canonical" href="[^"]+\/services\/home-loan" \/>/u)
  expect(hindi).toContain('<html lang="hi"')
  expect(english).toContain('<html lang="en"')
})

test("the sitemap lists every page in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((m) => new URL(m[1]!).pathname)
  expect(locs).toContain("/services/home-loan")
  expect(locs).toContain("/hi/services/home-loan")
  expect(locs).toContain("/")
  expect(locs).toContain("/hi")
  const english = locs.filter((p) => !p.startsWith("/hi"))
  const hindi = locs.filter((p) => p === "/hi" || p.startsWith("/hi/"))
  expect(hindi.length).toBe(english.length)
})
