/**
 * A prerendered page asks for its JavaScript only once it is painted (issue 29, point 13: LCP under 1.5 s on `/` and
 * `/hi` in Lighthouse's mobile audit, whose simulation counts every request that ended before the real first paint
 * as part of that paint). Seen from the browser: no module of the app is requested before the page's first
 * contentful paint, and the page still comes alive: it hydrates and answers a press on the carousel. A page that
 * holds no prerendered content (a shell: a person's data) still loads its script with the HTML.
 *
 * A person may press before the app's script has arrived (a slow network): that press is not lost. The entry's
 * request is held so that the page is painted but not hydrated, the person presses, the script arrives, and they see
 * what the press does.
 */
import { expect, type Page, type Route, test } from "@playwright/test"

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

/** Holds the request for the app's entry until `release` is called: the page is painted from its HTML, not hydrated. */
const holdEntry = async (page: Page) => {
  let held: Route | undefined
  let release = false
  await page.route(/\/assets\/index-[^/]+\.js$/u, async (route) => {
    if (release) return route.continue()
    held = route
  })
  const requested = () => expect.poll(() => held !== undefined).toBe(true)
  return {
    requested,
    release: async () => {
      release = true
      await requested()
      await held!.continue()
    }
  }
}

test.describe("a press made before the page has hydrated", () => {
  test("the feedback form sent empty: the spec's message and the empty fields marked once the script arrives", async ({
    page
  }) => {
    const entry = await holdEntry(page)
    await page.goto("/resources/testimonials/customer-feedback", { waitUntil: "domcontentloaded" })
    await entry.requested()
    await expect(page.getByRole("heading", { level: 1, name: "Leave Your Feedback" })).toBeVisible()
    await expect(page.locator("html[data-app=started]")).toHaveCount(0)

    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await entry.release()

    await expect(page.locator("html[data-app=started]")).toHaveCount(1)
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Please fill in all required fields." })
    ).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true")
    // The browser did not send the form itself: the page is the one the person was on.
    await expect(page).toHaveURL(/\/resources\/testimonials\/customer-feedback$/u)
  })

  test("a calculator slider moved by keyboard moves once the script arrives", async ({ page }) => {
    const entry = await holdEntry(page)
    await page.goto("/resources/emi-calculator?calc=emi", { waitUntil: "domcontentloaded" })
    await entry.requested()
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toBeVisible()
    await expect(page.locator("html[data-app=started]")).toHaveCount(0)

    const amount = page.getByRole("slider", { name: "Loan Amount" })
    await amount.focus()
    await amount.press("End")
    await entry.release()

    await expect(page.locator("html[data-app=started]")).toHaveCount(1)
    // End is the slider's largest value: a personal loan's 10,000,000 rupees (the spec's calculator limits).
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("1,00,00,000")
  })
})
