/**
 * The loan tools (issue 32) as a person uses them: types a loan into the part-prepayment, foreclosure and balance
 * transfer calculators, reads the figures, reopens the shared address and sees the same, in English and Hindi.
 * Figures are hand-worked (domain/part-prepayment.test.ts, foreclosure.test.ts, balance-transfer.test.ts):
 *   ₹1,00,000 at 12% over 12 months, 6 EMIs paid: EMI 8,884.88; outstanding 51,492.11; interest to come 1,817.17.
 *     ₹20,000 prepaid, reducing the tenure: 4 EMIs left instead of 6, interest 742.05, saved 1,075.12 -> ₹1,075.
 *     Foreclosed at a 4% charge: 2,059.68 + 18% GST 370.74 -> total 53,922.53 -> ₹53,923; floating for an
 *     individual: no charge, ₹51,492.
 *   ₹10 lakh, 10% -> 9% over 120 months, 1% fee: EMIs 13,215.07 and 12,667.58, saving 547.50 -> ₹547 a month;
 *     fee 10,000 + 1,800 GST = ₹11,800; 11,800 / 547.50 = 21.55 -> month 22.
 *   ₹2 lakh, 10% -> 9.5% over 12 months, 2% fee: saves 46.48 a month, 557.70 in all, against 4,720: never.
 * The loan on screen goes with the links to the other tools, from the EMI calculator too.
 * Axe-clean; no sideways scroll at 360 and 1280 px; screenshots at 360, 768 and 1280 px in
 * .tmp/screens-loan-tools-<port>/.
 */
import * as path from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems, scrollThrough, settle } from "./layout-check.ts"
import { timeFor } from "./time.ts"

const shots = path.resolve(`.tmp/screens-loan-tools-${process.env.E2E_PORT ?? 4321}`)

const figure = (page: Page, name: string) =>
  page
    .locator(".tool__figure")
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator("dd")

const typeInto = async (page: Page, name: string, value: string) => {
  const box = page.getByRole("textbox", { name, exact: true })
  await box.click()
  await box.press("ControlOrMeta+a")
  await box.pressSequentially(value)
  await box.press("Tab")
}

/** Types each value into its field, in order (a field's range can depend on those before it). */
const typeAll = async (page: Page, fields: ReadonlyArray<readonly [name: string, value: string]>) => {
  for (const [name, value] of fields) await typeInto(page, name, value)
}

const checkLayout = async (page: Page, name: string) => {
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await scrollThrough(page)
    await settle(page)
    if (width !== 768) expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("part-prepayment: ₹20,000 off a loan halfway through, reducing the tenure, and the link reopens it", async ({
  page
}) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/resources/prepayment-calculator")
  await expect(page).toHaveTitle(/Part-Prepayment Calculator/u)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Part-Prepayment Calculator")
  await typeAll(page, [
    ["Loan Amount", "100000"],
    ["Interest Rate", "12"],
    ["Loan Tenure", "12"],
    ["EMIs Paid", "6"],
    ["Prepayment Amount", "20000"]
  ])
  await page.getByText("Reduce my tenure", { exact: true }).click()
  await expect(figure(page, "Interest saved")).toHaveText("₹1,075")
  await expect(figure(page, "Outstanding principal before")).toHaveText("₹51,492")
  await expect(figure(page, "Outstanding principal after")).toHaveText("₹31,492")
  await expect(figure(page, "New EMI")).toHaveText("₹8,885")
  await expect(figure(page, "EMIs left after")).toHaveText("4 months")
  await expect(page).toHaveURL(/amount=100000&rate=12&tenure=12&paid=6&prepayment=20000&frequency=once&reduce=tenure/u)
  await expectNoAxeViolations(page)

  // The address shared and opened again: the same figures.
  await page.goto(page.url())
  await expect(page.getByRole("textbox", { name: "Prepayment Amount", exact: true })).toHaveValue("20,000")
  await expect(figure(page, "Interest saved")).toHaveText("₹1,075")

  // More than is owed: taken as all of it, and the field says why.
  await typeInto(page, "Prepayment Amount", "90000")
  await expect(page.getByText("The prepayment cannot be more than the outstanding principal, ₹51,492.")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Prepayment Amount", exact: true })).toHaveValue("51,492")
  await expect(figure(page, "Interest saved")).toHaveText("₹1,817")
  await typeInto(page, "Prepayment Amount", "20000")
  await checkLayout(page, "prepayment-en")
})

test("foreclosure: a 4% charge with GST on a fixed rate, none on a floating rate for an individual", async ({
  page
}) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/resources/foreclosure-calculator")
  await typeAll(page, [
    ["Loan Amount", "100000"],
    ["Interest Rate", "12"],
    ["Loan Tenure", "12"],
    ["EMIs Paid", "6"],
    ["Foreclosure Charge", "4"]
  ])
  await expect(figure(page, "Outstanding principal")).toHaveText("₹51,492")
  await expect(figure(page, "Foreclosure charge")).toHaveText("₹2,060")
  await expect(figure(page, "GST on the charge (18%)")).toHaveText("₹371")
  await expect(figure(page, "Total to pay now")).toHaveText("₹53,923")
  await expect(figure(page, "Interest saved")).toHaveText("₹1,817")
  await page.getByText("Floating", { exact: true }).click()
  await expect(figure(page, "Foreclosure charge")).toHaveText("₹0")
  await expect(figure(page, "Total to pay now")).toHaveText("₹51,492")
  await expect(page.getByText(/^No charge: the RBI does not allow a foreclosure charge/u)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto(page.url())
  await expect(figure(page, "Total to pay now")).toHaveText("₹51,492")
  await checkLayout(page, "foreclosure-en")
})

test("balance transfer: pays for itself in month 22, or never", async ({ page }) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/resources/balance-transfer-calculator")
  await typeAll(page, [
    ["Outstanding Amount", "1000000"],
    ["Current Interest Rate", "10"],
    ["Remaining Tenure", "120"],
    ["New Interest Rate", "9"],
    ["Processing Fee", "1"]
  ])
  await expect(figure(page, "Current EMI")).toHaveText("₹13,215")
  await expect(figure(page, "New EMI")).toHaveText("₹12,668")
  await expect(figure(page, "Monthly saving")).toHaveText("₹547")
  await expect(figure(page, "Processing fee with GST")).toHaveText("₹11,800")
  await expect(figure(page, "Pays for itself")).toHaveText("In month 22")
  await expectNoAxeViolations(page)
  await page.goto(page.url())
  await expect(figure(page, "Pays for itself")).toHaveText("In month 22")

  await typeAll(page, [
    ["Outstanding Amount", "200000"],
    ["Remaining Tenure", "12"],
    ["New Interest Rate", "9.5"],
    ["Processing Fee", "2"]
  ])
  await expect(figure(page, "Pays for itself")).toHaveText("Never: the savings do not cover the fee")
  // 557.70 saved against a fee of 4,000 + 720 GST: a net loss of ₹4,162.30, read with a minus sign
  await expect(figure(page, "Total saving after fees")).toHaveText("\u2212₹4,162")
  await checkLayout(page, "transfer-en")
})

test("in Hindi: the three tools in the page's language, and a link reopens to the same figures", async ({ page }) => {
  test.setTimeout(timeFor(180_000))
  await page.goto("/hi/resources/prepayment-calculator?amount=100000&rate=12&tenure=12&paid=6&prepayment=20000")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आंशिक प्रीपेमेंट कैलकुलेटर")
  await expect(figure(page, "बचा ब्याज")).toHaveText("₹1,075")
  await expectNoAxeViolations(page)
  await checkLayout(page, "prepayment-hi")

  await page.goto("/hi/resources/foreclosure-calculator?amount=100000&rate=12&tenure=12&paid=6&chargePercent=4")
  await expect(figure(page, "अभी चुकाने की कुल राशि")).toHaveText("₹53,923")
  await expectNoAxeViolations(page)
  await checkLayout(page, "foreclosure-hi")

  await page.goto(
    "/hi/resources/balance-transfer-calculator?outstanding=1000000&rate=10&tenure=120&newRate=9&feePercent=1"
  )
  await expect(figure(page, "लागत कब निकलेगी")).toHaveText("महीना 22 में")
  await expectNoAxeViolations(page)
  await checkLayout(page, "transfer-hi")
})

test("one loan through the tools: from the EMI calculator to part-prepayment, then to a balance transfer", async ({
  page
}) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/resources/emi-calculator?calc=emi&type=personal&amount=100000&rate=12&tenure=12&unit=Months")
  const calculatorTools = page.getByRole("navigation", { name: "More loan tools" })
  const toPrepayment = calculatorTools.getByRole("link", { name: "Part-Prepayment Calculator" })
  // The page is prerendered without the loan: the link carries it once the calculator has read the address.
  await expect(toPrepayment).toHaveAttribute("href", /amount=100000&rate=12&tenure=12/u)
  await toPrepayment.click()
  await expect(page).toHaveURL(/\/resources\/prepayment-calculator\?amount=100000&rate=12&tenure=12&paid=0/u)
  await expect(page.getByRole("textbox", { name: "Loan Amount", exact: true })).toHaveValue("1,00,000")
  await expect(page.getByRole("textbox", { name: "Loan Tenure", exact: true })).toHaveValue("12")

  // Six EMIs paid: ₹51,492.11 is still owed over 6 months, and that is what a balance transfer would move.
  await typeInto(page, "EMIs Paid", "6")
  await expect(figure(page, "Outstanding principal before")).toHaveText("₹51,492")
  const toTransfer = page
    .getByRole("navigation", { name: "More loan tools" })
    .getByRole("link", { name: "Balance Transfer and Top-up Calculator" })
  await expect(toTransfer).toHaveAttribute("href", /outstanding=51492/u)
  await toTransfer.click()
  await expect(page).toHaveURL(/\/resources\/balance-transfer-calculator\?outstanding=51492&rate=12&tenure=6/u)
  await expect(page.getByRole("textbox", { name: "Outstanding Amount", exact: true })).toHaveValue("51,492")
  await expect(page.getByRole("textbox", { name: "Remaining Tenure", exact: true })).toHaveValue("6")

  // A loan page's calculator links to the three tools too.
  await page.goto("/services/personal-loan")
  const loanPageTools = page.getByRole("navigation", { name: "More loan tools" })
  await expect(loanPageTools.getByRole("link")).toHaveText([
    "Part-Prepayment Calculator",
    "Foreclosure Calculator",
    "Balance Transfer and Top-up Calculator"
  ])
})
