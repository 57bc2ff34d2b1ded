/**
 * Prerendered pages hydrate cleanly (issue 13): every canonical page of the sitemap, each alias the spec names and
 * the not-found page open in Chromium without a console error or warning (React reports any hydration mismatch
 * there), the app starts on the HTML that arrived, and nothing shifts while it does.
 */
import { expect, type Page, test } from "@playwright/test"
import { timeFor } from "./time.ts"

const aliases = [
  "/services/property-loan",
  "/services/professional-Loan",
  "/eligibility",
  "/resources/eligibility-calculator",
  "/faqs",
  "/testimonials",
  "/resources/track-now",
  "/customer-feedback",
  "/apply",
  "/about/",
  "/Contact"
]

/** Every path of the sitemap, as a path. */
const sitemapPaths = async (baseURL: string): Promise<ReadonlyArray<string>> => {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((m) => new URL(m[1]!).pathname)
}

const watch = async (page: Page) => {
  const problems: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  return problems
}

const openAndSettle = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 5_000 })
  // Lazy sections inside the page hydrate when their chunk arrives: give them the network's quiet moment.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined)
  await page.waitForTimeout(300)
  return response
}

test("every prerendered page hydrates without an error or warning, and nothing shifts", async ({ page, baseURL }) => {
  test.setTimeout(timeFor(240_000))
  const paths = [...(await sitemapPaths(baseURL!)), ...aliases]
  expect(paths.length).toBeGreaterThan(30)
  const problems = await watch(page)
  const failures: Array<string> = []
  for (const path of paths) {
    problems.length = 0
    const response = await openAndSettle(page, path)
    // It is the prerendered HTML that was hydrated (not an empty shell rendered afresh).
    const prerendered = (await response?.text())?.includes('data-path="') ?? false
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    if (!prerendered) failures.push(`${path}: not prerendered`)
    if (problems.length > 0) failures.push(`${path}: ${problems.join(" | ")}`)
    if (shift > 0) failures.push(`${path}: layout shift ${shift.toFixed(4)}`)
  }
  expect(failures).toEqual([])
})

test("the not-found page answers 404 and hydrates", async ({ page }) => {
  const problems = await watch(page)
  const response = await openAndSettle(page, "/services/gold-loan")
  expect(response?.status()).toBe(404)
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved")).toBeVisible()
  // The browser reports the document's own 404; nothing else.
  expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
})

test("a page opened under a query it was not prerendered with renders that query", async ({ page }) => {
  const problems = await watch(page)
  await openAndSettle(page, "/apply?loanType=Home%20Loan")
  await expect(page.getByRole("heading", { level: 1, name: "Apply For Home Loan" })).toBeVisible()
  await openAndSettle(page, "/resources/emi-calculator?calc=eligibility")
  await expect(page.getByRole("tab", { name: "Eligibility Calculator", selected: true })).toBeVisible()
  expect(problems).toEqual([])
})

test("a page with a token is an empty noindex shell that renders in the browser", async ({ page, request }) => {
  const html = await (await request.get("/redeem/rewards?token=abc")).text()
  expect(html).toContain('<meta name="robots" content="noindex" />')
  expect(html).toContain('<div id="root"></div>')
  await page.goto("/redeem/rewards")
  await expect(page.getByText("Invalid or missing token. Please try again.")).toBeVisible()
})

// Chromium paints a page while it is still parsing it (more often on a busy phone): a hero whose text is centred
// against a figure parsed after it would jump down once the figure arrives. The text's place must not depend on it.
test("the Refer & Earn hero's text stays put while its figure is still arriving", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ["/refer-and-earn", "/hi/refer-and-earn"]) {
    await page.goto(path)
    const title = page.getByRole("heading", { level: 1 })
    const whole = await title.boundingBox()
    // The figure as the parser may first paint it: begun, its card not yet there.
    await page.locator(".referral-figure").evaluate((figure) => {
      for (const child of [...figure.children]) (child as HTMLElement).style.display = "none"
    })
    const partial = await title.boundingBox()
    expect(partial?.y, path).toBe(whole?.y)
  }
})
