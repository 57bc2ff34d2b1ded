/**
 * The pie's shown percentages add up to 100.0 on both calculator tabs: one share is rounded to one decimal and the
 * other is 100.0 minus it (two shares rounded apart read 91.9% and 8.2% at the eligibility defaults: 100.1%).
 */
import { expect, type Page, test } from "@playwright/test"

/** The percentages of the pie's legend, in order (principal or eligible amount first, then total interest). */
const legendShares = async (page: Page): Promise<ReadonlyArray<number>> => {
  const items = page.locator(".calc-pie__legend li")
  await expect(items).toHaveCount(2)
  const texts = await items.allInnerTexts()
  return texts.map((text) => {
    const match = /\(([\d.]+)%\)/u.exec(text)
    expect(match, `a percentage in "${text}"`).not.toBeNull()
    return Number(match![1])
  })
}

/** Adds shares in whole tenths, so 91.8 + 8.2 is exactly 100.0. */
const total = (shares: ReadonlyArray<number>) => shares.reduce((sum, s) => sum + Math.round(s * 10), 0) / 10

test.describe("the calculator's shares add up to 100.0", () => {
  test("eligibility defaults: ₹1,08,021 at 91.8% and ₹9,589 at 8.2%", async ({ page }) => {
    await page.goto("/resources/eligibility-calculator?calc=eligibility")
    await expect(page.getByRole("tab", { name: "Eligibility Calculator" })).toHaveAttribute("aria-selected", "true")
    // Income ₹15,000, 12 months: 0.65 × 15,000 / 9,026 × 1,00,000 = ₹1,08,021; total at 16% ₹1,17,610.
    // 1,08,021 / 1,17,610 = 91.8476…% → 91.8%, and 100.0 − 91.8 = 8.2%.
    const legend = page.locator(".calc-pie__legend")
    await expect(legend).toContainText("₹1,08,021")
    await expect(legend).toContainText("₹9,589")
    const shares = await legendShares(page)
    expect(shares).toEqual([91.8, 8.2])
    expect(total(shares)).toBe(100)
    await expect(page.getByRole("img", { name: /Eligible Amount 91\.8% and total interest 8\.2%/u })).toBeVisible()
  })

  test("EMI defaults and a typed loan: the pie's two shares add up to 100.0", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await expect(page.getByRole("tab", { name: "EMI Calculator" })).toHaveAttribute("aria-selected", "true")
    expect(total(await legendShares(page))).toBe(100)
    // ₹1,08,021 at 16% for 12 months, as on the eligibility tab: 91.8% and 8.2% again.
    for (const [name, value] of [
      ["Loan Amount", "108021"],
      ["Interest Rate", "16"],
      ["Loan Tenure", "12"]
    ] as const) {
      const box = page.getByRole("textbox", { name })
      await box.click()
      await box.press("ControlOrMeta+a")
      await box.pressSequentially(value)
      await box.press("Tab")
    }
    await expect(page.locator(".calc-pie__legend")).toContainText("₹9,589")
    const shares = await legendShares(page)
    expect(shares).toEqual([91.8, 8.2])
    expect(total(shares)).toBe(100)
  })
})
