/**
 * Screenshots of every public route at every sweep width (e2e/public-routes.ts), to look at as a customer would:
 * .tmp/screens/<route>-<width>-<part>.png (the full page in parts). Against a running site:
 *
 *   SCREENS_BASE=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [route-name ...] [--widths=320,1024] [--menu]
 *
 * --menu also opens the hamburger menu (at 992 px and narrower) and shoots the viewport.
 */
import { mkdirSync } from "node:fs"
import { chromium } from "@playwright/test"
import { publicRoutes, sweepWidths } from "../e2e/public-routes.ts"

const base = process.env.SCREENS_BASE ?? "http://127.0.0.1:3000"
const args = process.argv.slice(2)
const names = args.filter((a) => !a.startsWith("--"))
const widthsArg = args.find((a) => a.startsWith("--widths="))
const widths = widthsArg ? widthsArg.slice("--widths=".length).split(",").map(Number) : [...sweepWidths]
const menu = args.includes("--menu")
const out = ".tmp/screens"
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"]
})
try {
  const page = await browser.newPage({ viewport: { width: widths[0]!, height: 800 } })
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript("globalThis.__name = (f) => f")
  for (const route of publicRoutes.filter((r) => names.length === 0 || names.includes(r.name))) {
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await page.goto(`${base}${route.path}`, { waitUntil: "networkidle" })
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await page.waitForTimeout(250)
      // Full page, cut into parts a person can look at one by one: <route>-<width>-<part>.png.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const part = width < 768 ? 1400 : 1000
      const file = `${out}/${route.name}-${width}`
      for (let y = 0, i = 1; y < height; y += part, i++) {
        await page.screenshot({
          path: `${file}-${i}.png`,
          fullPage: true,
          animations: "disabled",
          clip: { x: 0, y, width, height: Math.min(part, height - y) }
        })
      }
      if (menu && width <= 992) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole("button", { name: "Menu" }).click()
        await page.waitForTimeout(200)
        await page.screenshot({ path: `${out}/${route.name}-${width}-menu.png`, animations: "disabled" })
        await page.getByRole("button", { name: "Menu" }).click()
      }
      console.log(file)
    }
  }
} finally {
  await browser.close()
}
