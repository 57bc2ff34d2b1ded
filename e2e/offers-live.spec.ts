/**
 * The marketplace against the real server and its seeded catalogue (server/offers/seed.ts, sample values): a person
 * asks for a Personal Loan of ₹5,00,000 over 36 months with a 750+ score and sees the four lenders' offers ranked by
 * APR, then opens the first one's Key Fact Statement. The figures are worked by hand in server/offers/offers.test.ts:
 * ICICI Bank's smaller fee (1.5%) makes its loan cheaper (APR 12.48%) than HDFC Bank's lower rate (APR 12.65%).
 */
import { expect, test } from "@playwright/test"

test("offers from the seeded lenders, ranked by APR, and the first one's Key Fact Statement", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/offers?amount=500000&tenure=36&loanType=Personal+Loan")
  // The page is prerendered: typing before it has hydrated would be lost.
  await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("500000")
  await page.getByLabel("Net monthly income (₹)").fill("100000")
  await page.getByLabel("Pincode").fill("560001")
  await page.getByLabel("Credit score").selectOption("750+")
  await page.getByRole("group", { name: "Date of birth" }).getByRole("spinbutton").first().click()
  await page.keyboard.type("01011990")
  await page.getByRole("button", { name: "See offers" }).click()

  const rows = page.getByRole("table").getByRole("row")
  await expect(rows).toHaveCount(5)
  await expect(rows.nth(1).getByRole("rowheader")).toContainText("ICICI Bank Limited")
  await expect(rows.nth(1)).toContainText("12.48%")
  await expect(rows.nth(1)).toContainText("₹16,426.24")
  await expect(rows.nth(2).getByRole("rowheader")).toContainText("HDFC Bank Limited")
  await expect(rows.nth(2)).toContainText("12.65%")
  await expect(rows.nth(2)).toContainText("₹10,000 + ₹1,800 GST")
  await expect(rows.nth(2)).toContainText("₹4,88,200")

  await rows.nth(1).getByRole("link", { name: "Key Fact Statement" }).click()
  await expect(page).toHaveURL(/\/offers\/kfs\/[A-Z2-9]{20}$/u)
  await expect(page.getByRole("heading", { level: 1, name: "Key Fact Statement" })).toBeVisible()
  await expect(page.getByRole("row", { name: /Annual Percentage Rate \(APR\) 12.48%/u })).toBeVisible()
  await expect(page.getByText(/ICICI Bank Limited/u).first()).toBeVisible()
})
