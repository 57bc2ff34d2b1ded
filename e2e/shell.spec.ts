import { expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

test("a deep link loads and survives a reload", async ({ page }) => {
  await page.goto("/resources/apply-now?applicationType=Referral")
  await expect(page.getByRole("radio", { name: "Referral" })).toBeChecked()
  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "Apply For Personal Loan" })).toBeVisible()
})

test("an unknown route shows the not-found page with a way home", async ({ page }) => {
  const answer = await page.goto("/no-such-page/at-all")
  // Issue 13: unknown paths answer HTTP 404 with the not-found page's HTML.
  expect(answer?.status()).toBe(404)
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole("link", { name: "Go to Home" }).click()
  await expect(page).toHaveURL(/\/$/u)
})

test("the navbar lists both dropdowns and the two buttons", async ({ page }) => {
  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav.getByRole("link", { name: "Check Credit Score" })).toHaveAttribute("href", "/credit-score")
  await expect(nav.getByRole("link", { name: "Refer & Earn" })).toHaveAttribute("href", "/refer-and-earn")
  await nav.getByRole("button", { name: "Resources" }).click()
  for (const name of [
    "EMI Calculator",
    "Eligibility Calculator",
    "Loan Offers",
    "Apply Now",
    "Track",
    "FAQ's",
    "Blogs",
    "Testimonials"
  ]) {
    await expect(page.getByRole("menuitem", { name, exact: true })).toBeVisible()
  }
  await page.getByRole("menuitem", { name: "Track", exact: true }).click()
  await expect(page).toHaveURL(/\/track-now$/u)
  await expect(page.getByRole("textbox", { name: "Tracking ID" })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the hamburger opens the menu and the products dropdown opens on click", async ({ page }) => {
    await page.goto("/")
    const menu = page.getByRole("button", { name: "Menu" })
    await expect(menu).toHaveAttribute("aria-expanded", "false")
    await menu.click()
    await expect(menu).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("button", { name: "Our Products" }).click()
    await page.getByRole("menuitem", { name: "Home Loan" }).click()
    await expect(page).toHaveURL(/\/services\/home-loan$/u)
    await expectNoAxeViolations(page)
  })
})
