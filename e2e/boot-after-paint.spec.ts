/**
 * The home page is painted before any of the app's code is asked for (issue 29, point 13: LCP on / was 2.2 s
 * and on /hi 2.4 s under Lighthouse's simulated slow 4G, which counts every request that ended before the first
 * paint in it). The served HTML of / and /hi names one script, the small boot script, deferred; no module script and
 * no modulepreload. In the browser the entry and the home page's chunks are requested only after the first
 * contentful paint, and the page still hydrates and works: what a person presses before the code arrives is not
 * lost (a link goes where it says). Other pages keep their scripts in the HTML (scripts/prerender.ts says why), and a
 * press made before their code arrives is replayed as before (e2e/calculator.spec.ts).
 */
import { expect, type Page, test } from "@playwright/test"

for (const path of ["/", "/hi"]) {
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
    const prefix = path === "/" ? "" : path
    expect(boot).toMatch(new RegExp(`src="${prefix}/assets/boot-[\\w-]+\\.js"`, "u"))
    const entry = /data-entry="([^"]+)"/u.exec(boot)?.[1]
    const preload = /data-preload="([^"]*)"/u.exec(boot)?.[1]?.split(" ") ?? []
    expect(entry).toMatch(new RegExp(`^${prefix}/assets/index-[\\w-]+\\.js$`, "u"))
    // The home page's own chunk is among those asked for once the page is painted.
    expect(preload.some((href) => new RegExp(`^${prefix}/assets/HomePage-[\\w-]+\\.js$`, "u").test(href))).toBe(true)
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

  for (const path of ["/", "/hi"]) {
    test(`${path}: the entry and the home page's chunks are asked for after the first paint, and the page hydrates`, async ({
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
      const home = scripts.find((s) => /\/assets\/HomePage-/u.test(s.name))
      expect(entry).toBeDefined()
      expect(home).toBeDefined()
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
