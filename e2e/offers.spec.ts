/**
 * The marketplace in a browser (issue 31, sections 3 and 4): a person fills the offers form, sees every matching
 * lender's offer ranked by APR (re-sorted by EMI), a lender that did not match with its reason, opens a Key Fact
 * Statement; each lender's logo beside its name where it has one (none where it has not); the Hindi page speaks
 * Hindi; nothing cut off and no sideways scroll from 320 to 1440 px with offers shown; axe passes. Screenshots at
 * 320, 360, 390, 768, 1024, 1280 and 1440 px in English and Hindi in .tmp/offers-shots-<port>/.
 *
 * The answers of POST /api/offers and GET /api/offers/kfs/:proposalNumber are given here (page.route), with figures
 * worked by hand, so that what is checked is the page: the server's own tests price the offers.
 */
import { mkdirSync } from "node:fs"
import * as path from "node:path"
import { expect, type Locator, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { problemsAtWidths } from "./layout-check.ts"
import { timeFor } from "./time.ts"

const e2ePort = Number(process.env.E2E_PORT ?? 4321)
const shots = path.resolve(`.tmp/offers-shots-${e2ePort}`)

/** Alder and Cedar show a partner lettermark; Birch has none chosen yet. */
const logos: Readonly<Record<string, string>> = { alder: "AxisBank.svg", cedar: "CanaraBank.svg" }

const lender = (id: string, legalName: string) => ({
  id,
  legalName,
  kind: "bank",
  website: `https://${id}.example.in`,
  ...(logos[id] === undefined ? {} : { logo: logos[id] })
})

/** The widths a person's screen may have: phones, a tablet, laptops. */
const widths = [320, 360, 390, 768, 1024, 1280, 1440]

/**
 * The lender's logo beside its name: shown whole (loaded, not a broken image), at its fixed size, and silent for a
 * screen reader (the name is right beside it).
 */
const expectLogo = async (beside: Locator, file: string) => {
  const logo = beside.locator("img")
  await logo.scrollIntoViewIfNeeded()
  await expect(logo).toBeVisible()
  await expect(logo).toHaveAttribute("src", `/partners/${file}`)
  await expect(logo).toHaveAttribute("alt", "")
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5000 })
    .toBe(true)
}

/** The "Choose this offer" buttons shown (cards or table) whose right edge is past the screen's. */
const chooseButtonsOffScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("a"))
      .filter((a) => a.textContent?.trim() === "Choose this offer" && a.getClientRects().length > 0)
      .map((a) => Math.round(a.getBoundingClientRect().right))
      .filter((right) => right > document.documentElement.clientWidth)
  )

/**
 * ₹5,00,000 for 36 months, as the server would answer. The page shows the server's figures as they are: EMI and APR
 * here are illustrative (the server's tests check the pricing); the GST, net amount and total cost are worked from
 * them (a ₹10,000 fee: ₹1,800 GST, ₹4,88,200 disbursed).
 */
const offer = (
  id: string,
  legalName: string,
  ratePercent: number,
  emi: number,
  fee: number,
  apr: number,
  penalChargesHi: string | null = "बकाया किस्त पर 2% प्रति माह"
) => {
  const gst = Math.round(fee * 18) / 100
  return {
    proposalNumber: `KFS-${id.toUpperCase()}-7Q2M`,
    validUntil: "2026-12-03",
    lender: lender(id, legalName),
    amount: 500000,
    cappedBy: null,
    ratePercent,
    rateType: "fixed",
    tenureMonths: 36,
    emi,
    processingFee: fee,
    processingFeeGst: gst,
    upfrontCharges: fee + gst,
    netDisbursed: 500000 - fee - gst,
    totalInterest: Math.round((emi * 36 - 500000) * 100) / 100,
    totalCost: Math.round((emi * 36 - 500000 + fee + gst) * 100) / 100,
    apr,
    penalCharges: "2% a month on the overdue instalment",
    penalChargesHi,
    bounceCharge: 500,
    foreclosurePercent: 4,
    partPrepaymentPercent: 2
  }
}

const alder = offer("alder", "Alder Bank", 12, 16607.15, 10000, 13.33)
/** Birch's staff have not written its penal charges in Hindi yet. */
const birch = offer("birch", "Birch Finance", 14, 17088.22, 5000, 14.66, null)
const cedar = offer("cedar", "Cedar Housing Finance", 11, 16369.55, 10000, 12.33)

const answer = {
  catalogueVersion: 7,
  // Not in APR order: the page ranks them.
  offers: [birch, alder, cedar],
  noMatches: [{ lender: lender("deodar", "Deodar Bank"), reason: { _tag: "IncomeBelowMinimum", minimum: 75000 } }]
}

const kfs = {
  proposalNumber: cedar.proposalNumber,
  createdAt: "2026-11-28T10:00:00.000Z",
  catalogueVersion: 7,
  loanType: "Personal Loan",
  // Cedar's offer with the stamp duty below among its upfront charges, as the server prices it.
  offer: {
    ...cedar,
    upfrontCharges: cedar.upfrontCharges + 200,
    netDisbursed: cedar.netDisbursed - 200,
    totalCost: cedar.totalCost + 200
  },
  otherCharges: [{ name: "Stamp duty", amount: 200, gst: 0, payee: "third-party" }],
  schedule: [
    { month: 1, opening: 500000, instalment: 16369.55, interest: 4583.33, principal: 11786.22, closing: 488213.78 },
    { month: 2, opening: 488213.78, instalment: 16369.55, interest: 4475.29, principal: 11894.26, closing: 476319.52 }
  ],
  lender: {
    ...cedar.lender,
    rbiRegistration: "N-13.02000",
    grievanceOfficer: { name: "R. Menon", phone: "+91 22 4000 0000", email: "grievance@cedar.example.in" },
    coolingOffDays: 3,
    takingApplications: true,
    prepaymentClass: "full"
  },
  validUntil: "2026-12-03"
}

const answering = async (page: Page) => {
  await page.route("**/api/offers", (route) => route.fulfill({ json: answer }))
  await page.route("**/api/offers/kfs/**", (route) =>
    route.request().url().includes(cedar.proposalNumber)
      ? route.fulfill({ json: kfs })
      : route.fulfill({
          status: 404,
          json: { _tag: "ProposalNotFound", success: false, message: "This offer is no longer open." }
        })
  )
}

const fill = async (page: Page, labels: { dob: string; income: string; pincode: string }) => {
  await page.getByLabel(labels.income).fill("90000")
  await page.getByLabel(labels.pincode).fill("560034")
  const segments = page.getByRole("group", { name: labels.dob }).getByRole("spinbutton")
  await segments.first().click()
  await page.keyboard.type("14051990")
}

test("a person asks for offers, sees them ranked by APR, a lender's reason, and opens a Key Fact Statement", async ({
  page
}) => {
  // The width sweep checks every element at seven widths, twice (the offers and the statement).
  test.setTimeout(timeFor(120_000))
  await answering(page)
  // From the calculator's "See offers for this loan".
  await page.goto("/offers?amount=500000&tenure=36&loanType=Personal+Loan")
  await expect(page.getByRole("heading", { level: 1, name: "Loan offers" })).toBeVisible()
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("500000")
  await expect(page.getByLabel("Tenure (months)")).toHaveValue("36")
  await expect(page.getByText("No lender pays for a place.")).toBeVisible()

  // A wrong pincode is named in plain words; nothing is asked of the server.
  await page.getByLabel("Pincode").fill("012345")
  await page.getByRole("button", { name: "See offers" }).click()
  await expect(page.getByText("Please enter your 6-digit pincode.")).toBeVisible()

  await fill(page, { dob: "Date of birth", income: "Net monthly income (₹)", pincode: "Pincode" })
  await page.getByRole("button", { name: "See offers" }).click()
  await expect(page.getByText("3 matching offers, ranked by APR unless you choose otherwise.")).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 900 })
  const rows = page.getByRole("table").getByRole("row")
  await expect(rows.nth(1).getByRole("rowheader")).toContainText("Cedar Housing Finance")
  await expect(rows.nth(2).getByRole("rowheader")).toContainText("Alder Bank")
  await expect(rows.nth(3).getByRole("rowheader")).toContainText("Birch Finance")
  await expect(rows.nth(1)).toContainText("12.33%")
  await expect(rows.nth(1)).toContainText("₹16,369.55")
  await expect(rows.nth(1)).toContainText("₹5,00,000")
  await expect(rows.nth(1)).toContainText("₹10,000 + ₹1,800 GST")
  await expect(rows.nth(1)).toContainText("₹4,88,200")
  await expect(rows.nth(1)).toContainText("₹1,01,103.80")

  await page.getByRole("radio", { name: "EMI" }).check({ force: true })
  await expect(rows.nth(3).getByRole("rowheader")).toContainText("Birch Finance")
  await expect(rows.nth(1).getByRole("rowheader")).toContainText("Cedar Housing Finance")

  await expect(page.getByText("needs a monthly income of at least ₹75,000")).toBeVisible()
  await expect(page.getByRole("link", { name: "How we match" })).toHaveAttribute("href", "/offers/how-we-match")

  // Each lender's logo beside its name, in the table and on the phone's cards; Birch has none, and shows no image.
  const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) })
  await expectLogo(rowOf("Cedar Housing Finance").getByRole("rowheader"), "CanaraBank.svg")
  await expectLogo(rowOf("Alder Bank").getByRole("rowheader"), "AxisBank.svg")
  await expect(rowOf("Birch Finance").locator("img")).toHaveCount(0)
  await page.setViewportSize({ width: 360, height: 800 })
  const cardOf = (name: string) => page.getByRole("heading", { level: 3, name })
  await expectLogo(cardOf("Cedar Housing Finance"), "CanaraBank.svg")
  await expectLogo(cardOf("Alder Bank"), "AxisBank.svg")
  await expect(cardOf("Birch Finance").locator("img")).toHaveCount(0)

  await expectNoAxeViolations(page)
  expect(await problemsAtWidths(page, widths)).toEqual([])

  mkdirSync(shots, { recursive: true })
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    // Every offer's "Choose this offer" whole on the screen, not behind the table's own scroll.
    expect(await chooseButtonsOffScreen(page), `at ${width} px`).toEqual([])
    await page.screenshot({ path: path.join(shots, `offers-en-${width}.png`), fullPage: true })
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  await rows.nth(1).getByRole("link", { name: "Key Fact Statement" }).click()
  await expect(page).toHaveURL(/\/offers\/kfs\/KFS-CEDAR-7Q2M$/u)
  // The statement's header: Cedar's logo beside its name.
  await expectLogo(page.locator(".kfs__lender").filter({ hasText: "Cedar Housing Finance" }), "CanaraBank.svg")
  await expect(page.getByRole("heading", { level: 1, name: "Key Fact Statement" })).toBeVisible()
  await expect(page.getByText("Proposal number: KFS-CEDAR-7Q2M")).toBeVisible()
  await expect(page.getByText("Valid until 3 December 2026")).toBeVisible()
  await expect(page.getByRole("row", { name: /Annual Percentage Rate \(APR\) 12.33%/u })).toBeVisible()
  await expect(page.getByRole("row", { name: /Stamp duty ₹200 A third party, through the lender/u })).toBeVisible()
  await expect(page.getByText("R. Menon, Cedar Housing Finance")).toBeVisible()
  // Annex B, worked by hand: 36 EMIs of ₹16,369.55 = ₹5,89,303.80, so ₹89,303.80 of interest on ₹5,00,000; to
  // the lender ₹10,000 + ₹1,800 GST, to a third party ₹200; net 5,00,000 − 11,800 − 200 = ₹4,88,000.
  const annex = page.getByRole("table", { name: "Annex B: the APR worked out for this offer" })
  await expect(
    annex.getByRole("row", {
      name: "5. Total interest over the whole term, at the rate on the day of sanction ₹89,303.80"
    })
  ).toBeVisible()
  await expect(annex.getByRole("row", { name: "6A. Fees and charges paid to the lender ₹11,800" })).toBeVisible()
  await expect(
    annex.getByRole("row", { name: "6B. Fees and charges paid to third parties through the lender ₹200" })
  ).toBeVisible()
  await expect(annex.getByRole("row", { name: "7. Net amount disbursed (1 − 6) ₹4,88,000" })).toBeVisible()
  await expect(annex.getByRole("row", { name: "8. Total amount the borrower pays (1 + 5) ₹5,89,303.80" })).toBeVisible()
  await expect(page.getByText(/^3 days: you may leave the loan/u)).toBeVisible()
  await expect(page.getByText("Arthika Finserv Private Limited (Arthika Loans)")).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await problemsAtWidths(page, widths)).toEqual([])
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `kfs-en-${width}.png`), fullPage: true })
    await annex.screenshot({ path: path.join(shots, `kfs-annex-b-${width}.png`) })
  }
  await page.emulateMedia({ media: "print" })
  await expect(page.locator(".site-header")).toBeHidden()
  await page.screenshot({ path: path.join(shots, "kfs-en-print.png"), fullPage: true })
})

test("a proposal number the server does not know reads as not found", async ({ page }) => {
  await answering(page)
  await page.goto("/offers/kfs/KFS-NOPE")
  await expect(page.getByRole("alert")).toContainText("This Key Fact Statement was not found.")
})

test("the Hindi offers page speaks Hindi, with the reasons in Hindi", async ({ page }) => {
  test.setTimeout(timeFor(90_000))
  await answering(page)
  await page.goto("/hi/offers?amount=500000&tenure=36")
  await expect(page.getByRole("heading", { level: 1, name: "लोन ऑफ़र" })).toBeVisible()
  await fill(page, { dob: "जन्म तिथि", income: "शुद्ध मासिक आय (₹)", pincode: "पिनकोड" })
  await page.getByRole("button", { name: "ऑफ़र देखें" }).click()
  await expect(page.getByText("कोई ऋणदाता जगह के लिए पैसे नहीं देता।")).toBeVisible()
  await expect(page.getByText("के लिए कम से कम ₹75,000 मासिक आय चाहिए")).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole("columnheader", { name: "वार्षिक प्रतिशत दर (APR)" })).toBeVisible()
  // Penal charges in Hindi where the lender's are written in Hindi; Birch's English, marked as English.
  const rowOf = (lender: string) => page.getByRole("row").filter({ hasText: lender })
  await expect(rowOf("Alder Bank").getByText("बकाया किस्त पर 2% प्रति माह")).toBeVisible()
  await expect(rowOf("Birch Finance").locator('[lang="en"]')).toHaveText("2% a month on the overdue instalment")
  await expectLogo(rowOf("Alder Bank").getByRole("rowheader"), "AxisBank.svg")
  await expect(rowOf("Birch Finance").locator("img")).toHaveCount(0)
  await page.setViewportSize({ width: 360, height: 800 })
  await expectLogo(page.getByRole("heading", { level: 3, name: "Cedar Housing Finance" }), "CanaraBank.svg")
  await expectNoAxeViolations(page)
  expect(await problemsAtWidths(page, widths)).toEqual([])
  mkdirSync(shots, { recursive: true })
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `offers-hi-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("link", { name: "मुख्य तथ्य विवरण" }).first().click()
  await expect(page.getByRole("heading", { level: 2, name: "भाग 1: ब्याज दर, शुल्क और प्रभार" })).toBeVisible()
  await page.screenshot({ path: path.join(shots, "kfs-hi-1280.png"), fullPage: true })
})

test("the published method, in English and Hindi", async ({ page }) => {
  await page.goto("/offers/how-we-match")
  await expect(page.getByRole("heading", { level: 1, name: "How we match loan offers" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "No lender pays for a place" })).toBeVisible()
  await expect(page).toHaveTitle(/How we match loan offers/u)
  await expectNoAxeViolations(page)
  await page.goto("/hi/offers/how-we-match")
  await expect(page.getByRole("heading", { level: 1, name: "हम लोन ऑफ़र कैसे मिलाते हैं" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "कोई ऋणदाता जगह के लिए पैसे नहीं देता" })).toBeVisible()
})

test("when no lender matches, the page says why and what would change it", async ({ page }) => {
  await page.route("**/api/offers", (route) =>
    route.fulfill({
      json: {
        catalogueVersion: 7,
        offers: [],
        noMatches: [
          { lender: lender("alder", "Alder Bank"), reason: { _tag: "AmountBelowMinimum", minimum: 50000 } },
          { lender: lender("birch", "Birch Finance"), reason: { _tag: "AmountBelowMinimum", minimum: 100000 } }
        ]
      }
    })
  )
  await page.goto("/offers?amount=20000&tenure=12")
  await fill(page, { dob: "Date of birth", income: "Net monthly income (₹)", pincode: "Pincode" })
  await page.getByRole("button", { name: "See offers" }).click()
  await expect(page.getByRole("heading", { name: "No lender matches this request yet" })).toBeVisible()
  await expect(page.getByText("Ask for at least ₹50,000: the smallest loan a lender here makes.")).toBeVisible()
  await expect(page.getByText("lends at least ₹1,00,000")).toBeVisible()
  await expectNoAxeViolations(page)
})
