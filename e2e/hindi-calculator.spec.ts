/**
 * The calculator in Hindi (issue 15): a person on /hi/resources/emi-calculator sets amount, rate and tenure as on
 * any phone (typing, the unit choice, a slider by keyboard), reads the EMI, opens the eligibility tab and fills it.
 * Every word asserted here is written out (the Hindi a bank would print), every figure hand-worked:
 *   ₹1,00,000 at 12% a year (1% a month) over 12 months: EMI = 1,00,000 × 0.01 × 1.01^12 / (1.01^12 − 1)
 *     = 1,126.83 / 0.126825 = ₹8,884.88, shown ₹8,885; total 12 × 8,884.88 = ₹1,06,619, interest ₹6,619.
 *   Over 24 months: 1.01^24 = 1.269735, EMI = 1,269.735 / 0.269735 = ₹4,707.35, shown ₹4,707.
 *   Eligibility, income ₹50,000, obligation ₹5,000, 5 years: usable 0.65 × 50,000 − 5,000 = ₹27,500; the spec's
 *     factor for 5 years is 2,379 per lakh, so 27,500 / 2,379 × 1,00,000 = ₹11,55,948.
 * Numbers keep Latin digits and Indian grouping in Hindi. The page is axe-clean, says lang="hi", and fits at 320,
 * 768 and 1280 px (screenshots in .tmp/screens-hindi-calculator-<port>/).
 */
import * as path from "node:path"
import { expect, type Locator, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems, scrollThrough, settle } from "./layout-check.ts"
import { timeFor } from "./time.ts"

const shots = path.resolve(`.tmp/screens-hindi-calculator-${process.env.E2E_PORT ?? 4321}`)

/** The figure shown beside a result's name, e.g. figure(page, "मासिक EMI") is ₹8,885. */
const figure = (page: Page, name: string): Locator =>
  page
    .locator(".calc-figures > div")
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator("dd")

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })
const slider = (page: Page, name: string) => page.getByRole("slider", { name, exact: true })

/** Types a value as a person does (select all, type) and leaves the field with Tab. */
const typeInto = async (page: Page, name: string, value: string) => {
  const box = field(page, name)
  await box.click()
  await box.press("ControlOrMeta+a")
  await box.pressSequentially(value)
  await box.press("Tab")
}

/**
 * The page as it is now (its address keeps the tab and inputs), opened afresh at 320, 768 and 1280 px: nothing cut
 * off, no sideways scroll, and a screenshot of each. A slider's range input is visually hidden by react-aria inside a
 * 1 px clip, but keeps the browser's 129 px width, so near either end it reaches past the viewport while nothing of
 * it shows (the same in English): its clip is marked as clipping by design before the check.
 */
const fits = async (page: Page): Promise<Array<string>> => {
  await page.evaluate(() => {
    for (const input of document.querySelectorAll('input[type="range"]')) {
      input.parentElement?.setAttribute("data-clips-by-design", "")
    }
  })
  return layoutProblems(page)
}

const screenshots = async (page: Page, name: string) => {
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.reload()
    await expect(page.locator(".calc-figures__main dd")).not.toBeEmpty()
    await scrollThrough(page)
    await settle(page)
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
    await page
      .locator(".calc-page__calculator")
      .screenshot({ path: path.join(shots, `${name}-${width}-calculator.png`) })
    expect(await fits(page), `${name} at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("the calculator in Hindi: EMI from amount, rate and tenure, then the eligibility tab", async ({ page }) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/hi/resources/emi-calculator?calc=emi")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "स्मार्ट EMI, आसान लोन, तुरंत फ़ैसले!" })).toBeVisible()
  await expect(page.getByText("अपनी EMI की योजना बनाएं", { exact: true })).toBeVisible()
  await expect(page.getByRole("tab", { name: "EMI कैलकुलेटर" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("button", { name: /लोन का प्रकार/u })).toContainText("पर्सनल लोन")

  await typeInto(page, "लोन राशि", "100000")
  await typeInto(page, "ब्याज दर", "12")
  // Personal Loan starts at 12 months; the person picks years instead: 1 year.
  await page.getByRole("radiogroup", { name: "लोन अवधि की इकाई" }).getByText("वर्ष", { exact: true }).click()
  await expect(page.getByRole("radio", { name: "वर्ष" })).toBeChecked()
  await expect(field(page, "लोन अवधि")).toHaveValue("1")

  await expect(page.getByRole("heading", { name: "आपकी EMI", exact: true })).toBeVisible()
  await expect(figure(page, "मासिक EMI")).toHaveText("₹8,885")
  await expect(figure(page, "मूलधन राशि")).toHaveText("₹1,00,000")
  await expect(figure(page, "कुल ब्याज")).toHaveText("₹6,619")
  await expect(figure(page, "कुल भुगतान")).toHaveText("₹1,06,619")
  // The sliders speak Hindi words with Latin digits and Indian grouping.
  await expect(slider(page, "लोन राशि")).toHaveAttribute("aria-valuetext", "₹1,00,000")
  await expect(slider(page, "ब्याज दर")).toHaveAttribute("aria-valuetext", "12%")
  await expect(slider(page, "लोन अवधि")).toHaveAttribute("aria-valuetext", "1 वर्ष")
  await expect(page.getByRole("status").filter({ hasText: "EMI ₹8,885 प्रति माह।" })).toBeAttached()
  await expect(page.getByRole("main").getByRole("link", { name: "अभी आवेदन करें" })).toHaveAttribute(
    "href",
    "/hi/resources/apply-now"
  )

  // One more year by keyboard on the tenure slider: 2 years.
  const tenure = slider(page, "लोन अवधि")
  await tenure.focus()
  await tenure.press("ArrowRight")
  await expect(tenure).toHaveAttribute("aria-valuetext", "2 वर्ष")
  await expect(field(page, "लोन अवधि")).toHaveValue("2")
  await expect(figure(page, "मासिक EMI")).toHaveText("₹4,707")

  // The schedule and chart under it.
  await expect(page.getByRole("heading", { name: "ऋण चुकौती अनुसूची", exact: true })).toBeVisible()
  await expect(page.getByRole("columnheader", { name: "आरंभिक शेष" })).toBeVisible()
  await expect(page.getByRole("button", { name: "वर्ष 2" })).toBeVisible()
  await expect(page.getByText("बकाया राशि 2 वर्ष में ₹1,00,000 से घटकर ₹0 हो जाती है", { exact: false })).toBeVisible()
  await expect(page.getByRole("heading", { name: "अक्सर पूछे जाने वाले प्रश्न", exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "EMI क्या है और कैलकुलेटर इसे कैसे निकालता है?" })).toBeVisible()

  await expectNoAxeViolations(page)
  await screenshots(page, "emi")

  // The loan types are named in Hindi.
  await page.getByRole("button", { name: /लोन का प्रकार/u }).click()
  await expect(page.getByRole("option", { name: "होम लोन" })).toBeVisible()
  await expect(page.getByRole("option", { name: "प्रॉपर्टी पर लोन" })).toBeVisible()
  await page.keyboard.press("Escape")

  await page.getByRole("tab", { name: "पात्रता कैलकुलेटर" }).click()
  await expect(page.getByRole("tab", { name: "पात्रता कैलकुलेटर" })).toHaveAttribute("aria-selected", "true")
  await expect(page).toHaveURL(/\/hi\/resources\/emi-calculator\?calc=eligibility/u)
  await typeInto(page, "शुद्ध मासिक आय", "50000")
  await typeInto(page, "मासिक देनदारी", "5000")
  await typeInto(page, "लोन अवधि", "5")
  await expect(page.getByRole("heading", { name: "आपकी पात्रता", exact: true })).toBeVisible()
  await expect(figure(page, "पात्र लोन राशि")).toHaveText("₹11,55,948*")
  await expect(page.getByText("* 16% वार्षिक ब्याज पर 5 वर्ष के लिए", { exact: false })).toBeVisible()
  await expect(slider(page, "शुद्ध मासिक आय")).toHaveAttribute("aria-valuetext", "₹50,000")

  await expectNoAxeViolations(page)
  await screenshots(page, "eligibility")
})
