/**
 * A prerendered page is painted before any of the app's code is asked for (LCP on / was 2.2 s and on the apply form
 * 2.4 s under Lighthouse's simulated slow 4G, which counts every request that ended before the first paint in it).
 * The served HTML names one script, the small boot script, deferred; no module script and no modulepreload. In the
 * browser the entry and the page's chunks are requested only after the first contentful paint, and the page still
 * hydrates and works: what a person presses, types or sends before the code arrives is not lost (a link goes where
 * it says, a typed mobile number is the app's, a sent form is checked by the app). The apply form is the one
 * prerendered page that still names its scripts in the HTML (scripts/prerender.ts says why).
 */
import { expect, type Page, test } from "@playwright/test"

/** Prerendered pages and the chunk of each page's own view. */
const pages = [
  { path: "/", chunk: "HomePage" },
  { path: "/hi", chunk: "HomePage" },
  { path: "/hi/credit-score", chunk: "CreditScorePage" },
  { path: "/resources/emi-calculator", chunk: "CalculatorPage" },
  { path: "/resources/prepayment-calculator", chunk: "LoanToolPage" },
  { path: "/services/home-loan", chunk: "LoanPage" },
  { path: "/offers", chunk: "OffersPage" },
  { path: "/credit-score", chunk: "CreditScorePage" }
]

for (const { path, chunk } of pages) {
  test(`${path}: the served HTML names only the deferred boot script, which names the entry and the page's chunks`, async ({
    request
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain("modulepreload")
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gu)].map((m) => m[1]!).filter((a) => a.includes("src="))
    expect(scripts).toHaveLength(1)
    const boot = scripts[0]!
    expect(boot).toMatch(/\bdefer\b/u)
    const prefix = path.startsWith("/hi") ? "/hi" : ""
    expect(boot).toMatch(new RegExp(`src="${prefix}/assets/boot-[\\w-]+\\.js"`, "u"))
    const entry = /data-entry="([^"]+)"/u.exec(boot)?.[1]
    const preload = /data-preload="([^"]*)"/u.exec(boot)?.[1]?.split(" ") ?? []
    expect(entry).toMatch(new RegExp(`^${prefix}/assets/index-[\\w-]+\\.js$`, "u"))
    // The page's own chunk is among those asked for once the page is painted.
    expect(preload.some((href) => new RegExp(`^${prefix}/assets/${chunk}-[\\w-]+\\.js$`, "u").test(href))).toBe(true)
    for (const file of [entry!, ...preload]) expect((await request.get(file)).status()).toBe(200)
  })
}

/** When (ms since navigation) the page first painted content, and when each script was asked for. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/.*\.js$/u.test(e.name))
      .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime }))
  }))

test.describe("on a 412 px phone", () => {
  test.use({ viewport: { width: 412, height: 823 } })

  for (const { path, chunk } of pages) {
    test(`${path}: the entry and the page's chunks are asked for after the first paint, and the page hydrates`, async ({
      page
    }) => {
      const problems: Array<string> = []
      page.on("pageerror", (error) => problems.push(error.message))
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text())
      })
      await page.goto(path)
      await expect(page.locator("html[data-app=started]")).toHaveCount(1)
      const { fcp, scripts } = await timings(page)
      expect(fcp).toBeGreaterThan(0)
      const entry = scripts.find((s) => /\/assets\/index-/u.test(s.name))
      const own = scripts.find((s) => new RegExp(`/assets/${chunk}-`, "u").test(s.name))
      expect(entry).toBeDefined()
      expect(own).toBeDefined()
      // Only the boot script may be asked for before the page's first contentful paint.
      for (const script of scripts.filter((s) => !/\/assets\/boot-/u.test(s.name)))
        expect(script.startTime, script.name).toBeGreaterThanOrEqual(fcp)
      expect(problems).toEqual([])
    })
  }
})

/** Holds the entry module back until `release` is called. */
const holdEntry = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]*\.js$/u, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test("Apply Now on the first slide, pressed before any of the app's code has arrived, opens the apply form for that loan", async ({
  page
}) => {
  await holdEntry(page)
  await page.goto("/", { waitUntil: "domcontentloaded" })
  await page.getByRole("region", { name: "Offers" }).getByRole("link", { name: "Apply Now" }).click()
  await expect(page).toHaveURL(/\/apply\?loanType=Personal%20Loan$/u)
})

test("the apply form names its entry and chunks in the HTML, at low priority", async ({ request }) => {
  for (const path of ["/resources/apply-now", "/hi/resources/apply-now"]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toContain("/assets/boot-")
    expect(html, path).toMatch(/<script type="module" crossorigin fetchpriority="low" src="[^"]*\/assets\/index-/u)
    expect(html, path).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]*\/assets\/ApplyPage-/u
    )
  }
})

test.describe("the credit score form, used before any of the app's code has arrived", () => {
  test("what is typed and ticked is the app's once it starts: it checks the mobile number and keeps the box", async ({
    page
  }) => {
    const release = await holdEntry(page)
    await page.goto("/credit-score", { waitUntil: "domcontentloaded" })
    const mobile = page.getByRole("textbox", { name: "Mobile Number", exact: true })
    const terms = page.getByRole("checkbox")
    await terms.check({ force: true })
    await mobile.pressSequentially("98765")
    await expect(page.locator("html[data-app=started]")).toHaveCount(0)
    release()
    await expect(page.locator("html[data-app=started]")).toHaveCount(1)
    // The spec's message while 1-9 digits are typed: the app has the five digits typed before it started.
    await expect(page.getByText("Mobile number must be 10 digits")).toBeVisible()
    await mobile.pressSequentially("01234")
    await expect(mobile).toHaveValue("9876501234")
    await expect(page.getByText("Mobile number must be 10 digits")).toHaveCount(0)
    await expect(terms).toBeChecked()
  })

  test("Get OTP pressed before the app starts sends nothing by itself; the app then checks the form", async ({
    page
  }) => {
    const release = await holdEntry(page)
    await page.goto("/credit-score", { waitUntil: "domcontentloaded" })
    await page.getByRole("textbox", { name: "Mobile Number", exact: true }).pressSequentially("98765")
    await page.getByRole("button", { name: "Get OTP" }).click()
    // The browser did not send the form itself (its fields would be in the address).
    await expect(page).toHaveURL(/\/credit-score$/u)
    release()
    await expect(page.locator("html[data-app=started]")).toHaveCount(1)
    await expect(page.getByText("Please accept the terms and conditions.")).toBeVisible()
    await expect(page).toHaveURL(/\/credit-score$/u)
  })
})
