/**
 * What a form page's start costs a phone: react-aria checks the browser's language tag as it loads, and its own way
 * (`Intl.DateTimeFormat.supportedLocalesOf`) makes the browser list every locale it has dates for, about 70 ms of a
 * phone's main thread (Lighthouse's 4x slowdown) before the page answers a tap. The build swaps in
 * `Intl.getCanonicalLocales`, which refuses the same malformed tags (vite.config.ts, `cheapLocaleCheck`). Here the
 * pages start, hydrate and work with the slow call never made.
 */
import { expect, test } from "@playwright/test"

for (const path of [
  "/resources/emi-calculator?calc=emi",
  "/resources/prepayment-calculator",
  "/resources/apply-now",
  "/hi/resources/foreclosure-calculator"
]) {
  test(`${path} starts without listing the browser's date locales`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: Array<string> = []
      Object.assign(window, { slowLocaleChecks: calls })
      const slow = Intl.DateTimeFormat.supportedLocalesOf
      Intl.DateTimeFormat.supportedLocalesOf = (...args: Parameters<typeof slow>) => {
        calls.push(String(args[0]))
        return slow(...args)
      }
    })
    await page.goto(path)
    // Hydrated: React has attached its handlers to the page's form.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector("form, input") ?? {}).some((k) => k.startsWith("__react"))
        )
      )
      .toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as { slowLocaleChecks: Array<string> }).slowLocaleChecks)
    ).toEqual([])
  })
}
