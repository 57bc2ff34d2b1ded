/**
 * The lender catalogue in the back office, in a browser against a server of the test's own with a known password:
 * staff sign in, pause a lender and save; the table and the version history show the new version; a visitor's
 * offers no longer include that lender. Axe on the page; on a 320 px phone the page never scrolls sideways (the
 * tables scroll inside their own box).
 */
import { mkdirSync } from "node:fs"
import path from "node:path"
import { test as base, expect } from "@playwright/test"
import { Redacted } from "effect"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { problemsAtWidths } from "./layout-check.ts"
import { ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const shots = path.join("test-results", "screenshots")
const adminPassword = "e2e lender catalogue password"

const test = base.extend<{}, { adminServer: RunningServer }>({
  adminServer: ownServer("admin-lenders", { adminPassword: Redacted.make(adminPassword) }),
  baseURL: async ({ adminServer }, use) => use(adminServer.url)
})

const offersRequest = {
  loanType: "Personal Loan",
  amount: 500_000,
  tenureMonths: 36,
  employment: "Salaried",
  netMonthlyIncome: 100_000,
  existingEmis: 0,
  dateOfBirth: "1990-01-01",
  pincode: "560001",
  credit: { _tag: "Band", band: "750+" }
}

test("staff pause a lender, the history shows the new version, and a visitor's offers leave it out", async ({
  page,
  request
}) => {
  test.setTimeout(timeFor(60_000))
  const lendersOffered = async () => {
    const response = await request.post("/api/offers", { data: offersRequest })
    expect(response.status()).toBe(200)
    return ((await response.json()).offers as Array<{ lender: { legalName: string } }>).map((o) => o.lender.legalName)
  }
  expect(await lendersOffered()).toContain("HDFC Bank Limited")

  await page.goto("/admin/lenders")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Lender catalogue" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Lenders" })).toHaveAttribute("aria-current", "page")
  const hdfcRow = page
    .getByRole("region", { name: "Lenders" })
    .getByRole("row")
    .filter({ hasText: "HDFC Bank Limited" })
  await expect(hdfcRow).toContainText("Yes")
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: "Edit HDFC Bank Limited" }).click()
  await expect(page.getByRole("heading", { level: 2, name: "HDFC Bank Limited" })).toBeVisible()
  await expect(page.getByText("Editing from version 1.")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Personal Loan: rate for 750+ (% a year)" })).toHaveValue("10.99")
  await expect(page.getByRole("textbox", { name: "Personal Loan: penal charges in Hindi" })).toHaveValue(
    "बकाया किस्त पर 2% प्रति माह, उतने दिनों के लिए जितने दिन वह बकाया रहे"
  )
  // The form, open with the lender's figures, keeps to every width from a phone to a laptop.
  expect(await problemsAtWidths(page, [320, 768, 1280, 1440])).toEqual([])
  mkdirSync(shots, { recursive: true })
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `admin-lenders-form-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  const taking = page.getByRole("checkbox", { name: /Taking applications/u })
  await expect(taking).toBeChecked()
  await taking.focus()
  await page.keyboard.press("Space")
  await expect(taking).not.toBeChecked()
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Save", exact: true }).click()

  await expect(page.getByText("Saved as version 2.")).toBeVisible()
  await expect(page.getByText("Editing from version 2.")).toBeVisible()
  await expect(hdfcRow).toContainText("No (paused)")
  const newest = page.getByRole("region", { name: "Version history" }).getByRole("row").nth(1)
  await expect(newest).toContainText("2")
  await expect(newest).toContainText("admin")
  await expect(newest).toContainText("HDFC Bank Limited paused")

  const offered = await lendersOffered()
  expect(offered).not.toContain("HDFC Bank Limited")
  expect(offered).toContain("ICICI Bank Limited")

  // A phone: the page keeps to the screen; the lenders' table scrolls in its own box.
  await page.setViewportSize({ width: 320, height: 720 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expectNoAxeViolations(page)
})
