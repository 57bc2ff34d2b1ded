/**
 * A prerendered page asks for its JavaScript only once it is painted (issue 29, point 13: LCP under 1.5 s on `/` and
 * `/hi` in Lighthouse's mobile audit, whose simulation counts every request that ended before the real first paint
 * as part of that paint). Seen from the browser: no module of the app is requested before the page's first
 * contentful paint, and the page still comes alive: it hydrates and answers a press on the carousel. A page that
 * holds no prerendered content (a shell: a person's data) still loads its script with the HTML.
 */
import { expect, type Page, test } from "@playwright/test"

interface Timings {
  readonly firstContentfulPaint: number | undefined
  readonly modules: ReadonlyArray<{ readonly name: string; readonly startTime: number }>
}

/** The first contentful paint and when each of the app's modules (hashed under assets/) was requested. */
const timings = (page: Page): Promise<Timings> =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    modules: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/u.test(new URL(entry.name).pathname))
      .filter((entry) => !/\/assets\/boot-[^/]+\.js$/u.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }))
  }))

// Lighthouse's phone.
test.use({ viewport: { width: 412, height: 823 } })

for (const { path, region, secondSlide } of [
  { path: "/", region: "Offers", secondSlide: "Slide 2 of 9: Business loans that grow with you" },
  { path: "/hi", region: "ऑफ़र", secondSlide: "स्लाइड 2/9: आपके साथ बढ़ने वाला बिज़नेस लोन" }
]) {
  test(`${path}: no script of the app is requested before the first paint; the page then hydrates and answers a press`, async ({
    page
  }) => {
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto(path)
    await expect(page.locator("html[data-app=started]")).toHaveCount(1)

    const { firstContentfulPaint, modules } = await timings(page)
    expect(firstContentfulPaint).toBeGreaterThan(0)
    // The entry and the home page's chunks were loaded, every one of them after the page was painted.
    expect(modules.some((m) => /\/assets\/index-/u.test(m.name))).toBe(true)
    expect(modules.some((m) => /\/assets\/HomePage-/u.test(m.name))).toBe(true)
    for (const module of modules) expect(module.startTime, module.name).toBeGreaterThanOrEqual(firstContentfulPaint!)

    // Alive: a press on the second slide's dot shows that slide.
    const offers = page.getByRole("region", { name: region })
    await offers.getByRole("button", { name: secondSlide }).click()
    await expect(offers.locator(".banner__slide[data-current]")).toHaveAttribute("aria-label", /2/u)
    expect(errors).toEqual([])
  })
}

test("a page without prerendered content (a shell) loads its script with the HTML", async ({ request }) => {
  const html = await (await request.get("/my-data")).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).toMatch(/<script type="module" crossorigin[^>]* src="\/assets\/index-[^"]+\.js"><\/script>/u)
})
