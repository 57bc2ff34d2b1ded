/**
 * The floating WhatsApp and back-to-top buttons never cover what a person must read or tap: at 360 px the footer's
 * last line, the eligibility results and the feedback form's loan-type field are clear of them when brought into
 * view, and so is every control and text of every public page (e2e/layout-check.ts, coveredByFloatingButtons).
 */
import { expect, type Locator, type Page, test } from "@playwright/test"
import { coveredByFloatingButtons, settle } from "./layout-check.ts"
import { publicRoutes } from "./public-routes.ts"
import { timeFor } from "./time.ts"

test.describe.configure({ timeout: timeFor(60_000) })

/** The boxes of the floating buttons shown now. */
const buttonBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".page-widget")].map((b) => {
      const r = b.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    })
  )

/** Whether a box (an element's, or its text's own lines) overlaps a floating button. */
const underAButton = async (page: Page, target: Locator, textOnly = false) => {
  const boxes = await target.evaluate((el, textOnly) => {
    if (!textOnly) return [el.getBoundingClientRect().toJSON() as DOMRect]
    const range = document.createRange()
    range.selectNodeContents(el)
    return [...range.getClientRects()].map((r) => r.toJSON() as DOMRect)
  }, textOnly)
  const buttons = await buttonBoxes(page)
  return boxes.some((r) =>
    buttons.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
  )
}

/** Scrolls as the browser does for a focused field: the nearest edge. */
const bringIntoView = (target: Locator) => target.evaluate((el) => el.scrollIntoView({ block: "nearest" }))

test.use({ viewport: { width: 360, height: 740 } })

test("at the bottom of a page the footer's last line is clear of the floating buttons", async ({ page }) => {
  await page.goto("/about")
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }))
  const backToTop = page.getByRole("button", { name: "Back to top" })
  await expect(backToTop).toBeVisible()
  await settle(page)
  const notice = page.getByRole("contentinfo").getByText(/All rights reserved\./u)
  await expect(notice).toBeInViewport()
  expect(await underAButton(page, notice, true)).toBe(false)
})

test("the eligibility results, brought into view, are clear of the floating buttons", async ({ page }) => {
  await page.goto("/resources/eligibility-calculator?calc=eligibility")
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }))
  await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  for (const label of ["Eligible Loan Amount", "EMI", "Total Interest", "Total Payment"]) {
    const figure = page.locator(".calc-figures div").filter({ has: page.getByText(label, { exact: true }) })
    await bringIntoView(figure)
    await settle(page)
    expect(await underAButton(page, figure), label).toBe(false)
  }
})

test("the feedback form's loan-type field, brought into view, is clear of the floating buttons", async ({ page }) => {
  await page.goto("/resources/testimonials/customer-feedback")
  const field = page.getByRole("button", { name: /Loan type/u })
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await bringIntoView(field)
  await settle(page)
  expect(await underAButton(page, field)).toBe(false)
  // Reached with the keyboard, as a person moving through the form does.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await field.focus()
  await settle(page)
  expect(await underAButton(page, field)).toBe(false)
})

for (const route of publicRoutes) {
  test(`${route.name}: nothing of the page is left under the floating buttons`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.locator("main h1").first()).toBeVisible()
    // Scrolled once, so the back-to-top button shows where the page is long enough.
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }))
    await page.waitForTimeout(100)
    await settle(page)
    expect(await coveredByFloatingButtons(page)).toEqual([])
  })
}
