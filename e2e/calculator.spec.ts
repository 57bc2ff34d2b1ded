import { expect, type Locator, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

/** The figure shown beside a result's name, e.g. figure(page, "Monthly EMI") is ₹10,747. */
const figure = (page: Page, name: string): Locator =>
  page
    .locator(".calc-figures > div")
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator("dd")

const field = (page: Page, name: string) => page.getByRole("textbox", { name })
const slider = (page: Page, name: string) => page.getByRole("slider", { name })

/** Types a value into a field as a person does (select all, type) and leaves it with Tab. */
const typeInto = async (page: Page, name: string, value: string) => {
  const box = field(page, name)
  await box.click()
  await box.press("ControlOrMeta+a")
  await box.pressSequentially(value)
  await box.press("Tab")
}

/** Picks a radio as a person does, by clicking its label. */
const choose = async (page: Page, group: string, option: string) => {
  await page.getByRole("radiogroup", { name: group }).getByText(option, { exact: true }).click()
  await expect(page.getByRole("radio", { name: option })).toBeChecked()
}
const unit = (page: Page, option: "Year" | "Months") => choose(page, "Loan Tenure unit", option)

const pressTimes = async (target: Locator, key: string, times: number) => {
  for (let i = 0; i < times; i++) await target.press(key)
}

test.describe("the calculator screen", () => {
  test("typing amount, rate and tenure gives the EMI, and the sliders follow", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await expect(page.getByRole("heading", { level: 1, name: "Smart EMI, Easy Loans, Quick Decisions!" })).toBeVisible()
    await expect(page.getByText("Plan Your EMI", { exact: true })).toBeVisible()
    await expect(page.getByRole("tab", { name: "EMI Calculator" })).toHaveAttribute("aria-selected", "true")

    await typeInto(page, "Loan Amount", "500000")
    await typeInto(page, "Interest Rate", "10.5")
    await typeInto(page, "Loan Tenure", "60")

    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,747")
    await expect(figure(page, "Principal Amount")).toHaveText("₹5,00,000")
    await expect(figure(page, "Total Interest")).toHaveText("₹1,44,817")
    await expect(figure(page, "Total Payment")).toHaveText("₹6,44,817")
    await expect(page.getByRole("img", { name: /Principal Amount 77\.5% and total interest 22\.5%/u })).toBeVisible()
    // The sliders announce rupees, percent and months.
    await expect(slider(page, "Loan Amount")).toHaveAttribute("aria-valuetext", "₹5,00,000")
    await expect(slider(page, "Interest Rate")).toHaveAttribute("aria-valuetext", "10.5%")
    await expect(slider(page, "Loan Tenure")).toHaveAttribute("aria-valuetext", "60 months")
    // And the change is announced politely, once the figures settle.
    await expect(page.getByRole("status").filter({ hasText: "EMI ₹10,747 a month" })).toBeAttached()
    await expect(page.getByRole("main").getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/resources/apply-now"
    )
  })

  test("Loan Type pressed while the calculator's code is still on its way opens its list once the code is in", async ({
    page
  }) => {
    // The calculator's own chunk arrives a second late (a slow phone on 4G): the press lands on the server HTML.
    await page.route(/\/assets\/CalculatorPanel-[^/]+\.js$/u, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto("/resources/emi-calculator?calc=emi", { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: /Loan Type/u }).click()
    await expect(page.getByRole("listbox")).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole("option", { name: "Home Loan" })).toBeVisible()
  })

  test("the sliders work from the keyboard", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await typeInto(page, "Loan Amount", "500000")

    const rate = slider(page, "Interest Rate")
    await rate.focus()
    await rate.press("Home")
    await pressTimes(rate, "ArrowRight", 45)
    await expect(field(page, "Interest Rate")).toHaveValue("10.5")

    const tenure = slider(page, "Loan Tenure")
    await tenure.focus()
    await pressTimes(tenure, "ArrowRight", 48)
    await expect(field(page, "Loan Tenure")).toHaveValue("60")
    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,747")

    const amount = slider(page, "Loan Amount")
    await amount.focus()
    await amount.press("End")
    await expect(field(page, "Loan Amount")).toHaveValue("1,00,00,000")
    await expect(amount).toHaveAttribute("aria-valuetext", "₹1,00,00,000")
    await expect(figure(page, "Monthly EMI")).toHaveText("₹2,14,939")
  })

  test("switching the unit converts the tenure and keeps the EMI", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await typeInto(page, "Loan Amount", "500000")
    await typeInto(page, "Interest Rate", "10.5")
    await typeInto(page, "Loan Tenure", "60")

    await unit(page, "Year")
    await expect(field(page, "Loan Tenure")).toHaveValue("5")
    await expect(slider(page, "Loan Tenure")).toHaveAttribute("aria-valuetext", "5 years")
    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,747")

    // Months to Year rounds up: 5 years back to 60 months, then 61 months to 6 years.
    await unit(page, "Months")
    await expect(field(page, "Loan Tenure")).toHaveValue("60")
    await typeInto(page, "Loan Tenure", "61")
    await unit(page, "Year")
    await expect(field(page, "Loan Tenure")).toHaveValue("6")
  })

  test("a value above the maximum is clamped when the field is left; empty becomes the minimum", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    const amount = field(page, "Loan Amount")
    await amount.click()
    await amount.press("ControlOrMeta+a")
    await amount.pressSequentially("250000000")
    // While typing, the field keeps what was typed.
    await expect(amount).toHaveValue("250000000")
    await amount.press("Tab")
    // Left, the amount shows Indian digit grouping.
    await expect(amount).toHaveValue("1,00,00,000")
    await expect(figure(page, "Principal Amount")).toHaveText("₹1,00,00,000")

    await typeInto(page, "Interest Rate", "45")
    await expect(field(page, "Interest Rate")).toHaveValue("30")

    const tenure = field(page, "Loan Tenure")
    await tenure.click()
    await tenure.press("ControlOrMeta+a")
    await tenure.press("Backspace")
    await tenure.press("Tab")
    await expect(tenure).toHaveValue("12")
  })

  test("the eligibility tab is there for Personal Loan only; Home Loan shows the employment type", async ({ page }) => {
    await page.goto("/resources/eligibility-calculator?calc=eligibility")
    await expect(page.getByRole("tab", { name: "Eligibility Calculator" })).toHaveAttribute("aria-selected", "true")
    await typeInto(page, "Net Monthly Income", "50000")
    await typeInto(page, "Monthly Obligation", "5000")
    await unit(page, "Year")
    await typeInto(page, "Loan Tenure", "5")
    await expect(figure(page, "Eligible Loan Amount")).toHaveText("₹11,55,948*")
    await expect(figure(page, "EMI")).toHaveText("₹28,110*")
    await expect(page.getByText(/At 16% a year over 5 years/u)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: /Loan Type/u }).click()
    await page.getByRole("option", { name: "Home Loan" }).click()
    await expect(page.getByRole("tab", { name: "Eligibility Calculator" })).toHaveCount(0)
    await expect(page.getByRole("tab", { name: "EMI Calculator" })).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("radiogroup", { name: "Employment Type" })).toBeVisible()
    // Home Loan starts at its minimums: ₹1,00,000 at 6%.
    await expect(field(page, "Loan Amount")).toHaveValue("1,00,000")
    await expect(field(page, "Interest Rate")).toHaveValue("6")
    await expect(page.getByRole("main").getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/resources/apply-now"
    )

    await page.getByRole("button", { name: /Loan Type/u }).click()
    await page.getByRole("option", { name: "Personal Loan" }).click()
    await expect(page.getByRole("tab", { name: "Eligibility Calculator" })).toBeVisible()
    await expect(page.getByRole("radiogroup", { name: "Employment Type" })).toHaveCount(0)
  })

  test("/eligibility opens the Eligibility Calculator", async ({ page }) => {
    await page.goto("/eligibility")
    await expect(page.getByRole("tab", { name: "Eligibility Calculator" })).toHaveAttribute("aria-selected", "true")
    await expect(field(page, "Net Monthly Income")).toBeVisible()
    await expect(page).toHaveURL(/calc=eligibility/u)
  })

  test("a shared link restores the same result, and the address is replaced, not pushed", async ({ page, context }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    const entries = await page.evaluate(() => history.length)
    await page.getByRole("button", { name: /Loan Type/u }).click()
    await page.getByRole("option", { name: "Home Loan" }).click()
    await choose(page, "Employment Type", "Self Employed")
    await typeInto(page, "Loan Amount", "2500000")
    await typeInto(page, "Interest Rate", "8.5")
    await unit(page, "Year")
    await typeInto(page, "Loan Tenure", "20")
    await expect(figure(page, "Monthly EMI")).toHaveText("₹21,696")
    await expect(page).toHaveURL(/type=home/u)
    const shared = page.url()
    // Every change replaced the address: no history entry was added.
    expect(await page.evaluate(() => history.length)).toBe(entries)

    const other = await context.newPage()
    await other.goto(shared)
    await expect(figure(other, "Monthly EMI")).toHaveText("₹21,696")
    await expect(other.getByRole("button", { name: /Loan Type/u })).toContainText("Home Loan")
    await expect(other.getByRole("radio", { name: "Self Employed" })).toBeChecked()
    await expect(other.getByRole("radio", { name: "Year" })).toBeChecked()
    await expect(field(other, "Loan Amount")).toHaveValue("25,00,000")
    await expect(field(other, "Loan Tenure")).toHaveValue("20")

    // The navbar's EMI Calculator, opened on the same path, starts over from its own link.
    await other.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" }).click()
    await other.getByRole("menuitem", { name: "EMI Calculator", exact: true }).click()
    await expect(other.getByRole("button", { name: /Loan Type/u })).toContainText("Personal Loan")
    await expect(field(other, "Loan Amount")).toHaveValue("25,000")
  })

  test("the amortization schedule opens a year to its months", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi&type=personal&amount=500000&rate=10.5&tenure=5&unit=Year")
    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,747")
    const table = page.getByRole("table")
    await expect(table.getByRole("row")).toHaveCount(1 + 5)
    const year1 = table.getByRole("button", { name: "Year 1" })
    await expect(year1).toHaveAttribute("aria-expanded", "false")
    await expect(table.getByRole("rowheader", { name: "Month 1", exact: true })).toHaveCount(0)

    await year1.click()
    await expect(year1).toHaveAttribute("aria-expanded", "true")
    await expect(table.getByRole("row")).toHaveCount(1 + 5 + 12)
    const month1 = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Month 1", exact: true }) })
    // Month 1: ₹5,00,000 owed, ₹4,375 of interest (10.5% / 12), the rest of the EMI repays principal.
    await expect(month1.getByRole("cell")).toHaveText(["₹5,00,000", "₹6,372", "₹4,375", "₹4,93,628"])
    await expect(page.getByRole("img", { name: /The balance falls from ₹5,00,000 to ₹0 over 5 years/u })).toBeVisible()
    await expectNoAxeViolations(page)

    await year1.press("Enter")
    await expect(year1).toHaveAttribute("aria-expanded", "false")
    await expect(table.getByRole("row")).toHaveCount(1 + 5)
  })

  test("the screen has three testimonials, FAQs in an accordion, the disclaimer, and no axe violations", async ({
    page
  }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    const testimonials = page.getByRole("region", { name: "What Our Customers Say" })
    // Issue 13: the testimonials below the calculator load when the person scrolls near them.
    await testimonials.scrollIntoViewIfNeeded()
    await expect(testimonials.getByRole("list").getByRole("listitem")).toHaveCount(3)
    await expect(page.getByText(/values shown are illustrative and may vary with banking parameters/u)).toBeVisible()
    await expect(page).toHaveTitle(/EMI Calculator/u)
    const first = page.getByRole("button", { name: "What is an EMI and how does the calculator work it out?" })
    await expect(first).toHaveAttribute("aria-expanded", "true")
    const tenureFaq = page.getByRole("button", { name: "Should I choose a longer or a shorter tenure?" })
    await tenureFaq.click()
    await expect(tenureFaq).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText("5 years: EMI ₹10,747, total interest ₹1,44,817.")).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the calculator fits and passes axe", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await typeInto(page, "Loan Amount", "500000")
    await expect(figure(page, "Monthly EMI")).not.toHaveText("₹0")
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})
