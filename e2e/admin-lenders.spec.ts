/**
 * The lender catalogue in the back office, in a browser against a server of the test's own with a known password:
 * staff sign in, pause a lender and save; the table and the version history show the new version; a visitor's
 * offers no longer include that lender. Axe on the page; on a 320 px phone the page never scrolls sideways (the
 * tables scroll inside their own box). Staff take a lender's logo away and give it back, by keyboard, and the offers
 * follow. The enquiry list's lender filter offers the catalogue's lenders: choosing one lists only the enquiries made
 * from its offers; "No lender" lists only those made without an offer.
 */
import { mkdirSync } from "node:fs"
import path from "node:path"
import { test as base, expect } from "@playwright/test"
import { Redacted } from "effect"
import type { RunningServer } from "../server/main.ts"
import { Tokens } from "../server/tokens/tokens.ts"
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

const signIn = async (page: import("@playwright/test").Page, path: string) => {
  await page.goto(path)
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
}

test("staff pause a lender, the history shows the new version, and a visitor's offers leave it out", async ({
  page,
  request
}) => {
  // Two axe analyses and a sweep of four widths of a long form: slow on a loaded machine.
  test.setTimeout(timeFor(90_000))
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

test("staff take a lender's logo away and give it back by keyboard; the offers follow", async ({ page, request }) => {
  test.setTimeout(timeFor(60_000))
  const iciciLogo = async () => {
    const response = await request.post("/api/offers", { data: offersRequest })
    const offers = (await response.json()).offers as Array<{ lender: { id: string; logo?: string } }>
    return offers.find((o) => o.lender.id === "icici-bank")?.lender.logo ?? "none"
  }
  expect(await iciciLogo()).toBe("ICICIBank.svg")

  await signIn(page, "/admin/lenders")
  await page.getByRole("button", { name: "Edit ICICI Bank Limited" }).click()
  const logo = page.getByRole("button", { name: /Logo \(shown beside the name/u })
  await expect(logo).toContainText("ICICI (ICICIBank.svg)")
  await logo.focus()
  await page.keyboard.press("Enter")
  await page.getByRole("option", { name: "No logo" }).focus()
  await page.keyboard.press("Enter")
  await expect(logo).toContainText("No logo")
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const saved = page.getByText(/^Saved as version \d+\.$/u)
  await expect(saved).toBeVisible()
  const version = Number(/\d+/u.exec((await saved.textContent()) ?? "")?.[0])
  const newest = page.getByRole("region", { name: "Version history" }).getByRole("row").nth(1)
  await expect(newest).toContainText("ICICI Bank Limited; changed: logo")
  expect(await iciciLogo()).toBe("none")

  await logo.focus()
  await page.keyboard.press("Enter")
  await page.keyboard.type("ICICI")
  await page.keyboard.press("Enter")
  await expect(logo).toContainText("ICICI (ICICIBank.svg)")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  // The first save's toast may still be showing: the second names the next version.
  await expect(page.getByText(`Saved as version ${version + 1}.`, { exact: true })).toBeVisible()
  await expect.poll(iciciLogo).toBe("ICICIBank.svg")
})

test("the enquiry list's lender filter lists only the chosen lender's enquiries, or only those without one", async ({
  page,
  request,
  adminServer
}) => {
  test.setTimeout(timeFor(60_000))
  const response = await request.post("/api/offers", { data: offersRequest })
  const offers = (await response.json()).offers as Array<{ proposalNumber: string; lender: { id: string } }>
  const choose = async (lenderId: string, mobile: string, lastName: string) => {
    const { token } = await adminServer.run(Tokens.use((t) => t.issue(mobile, "offer")))
    const chosen = await request.post("/api/offers/choose", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        proposalNumber: offers.find((o) => o.lender.id === lenderId)!.proposalNumber,
        first_name: "Filter",
        last_name: lastName,
        phone: mobile,
        email: "filter@example.in",
        location: "Pune",
        consent: true
      }
    })
    expect(chosen.status()).toBe(201)
  }
  await choose("tata-capital", "9870011111", "Tataborrower")
  await choose("bajaj-finance", "9870022222", "Bajajborrower")
  const plain = await request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Filter",
      last_name: "Nooffer",
      phone: "9870033333",
      referralPhone: "",
      email: "",
      location: "Pune",
      consent: true
    }
  })
  expect(plain.status()).toBe(201)

  await signIn(page, "/admin/enquiries")
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
  const names = page.getByRole("table").getByRole("row").filter({ hasText: "Filter " })
  await expect(names).toHaveCount(3)

  // By keyboard: the filter is a labelled picklist of the catalogue's lenders.
  const lender = page.getByRole("button", { name: /\bLender$/u })
  await expect(lender).toContainText("Any lender")
  await lender.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("option", { name: "Tata Capital Limited" })).toBeVisible()
  await expect(page.getByRole("option", { name: "No lender (not from an offer)" })).toBeVisible()
  await page.getByRole("option", { name: "Tata Capital Limited" }).focus()
  await page.keyboard.press("Enter")
  await expect(lender).toContainText("Tata Capital Limited")
  await expect(page.getByRole("status")).toHaveText("1 enquiry")
  await expect(names).toHaveCount(1)
  await expect(names).toContainText("Filter Tataborrower")
  await expectNoAxeViolations(page)

  await lender.focus()
  await page.keyboard.press("Enter")
  await page.getByRole("option", { name: "No lender (not from an offer)" }).focus()
  await page.keyboard.press("Enter")
  await expect(names.filter({ hasText: "Filter Nooffer" })).toHaveCount(1)
  await expect(names.filter({ hasText: "Borrower" })).toHaveCount(0)

  await lender.focus()
  await page.keyboard.press("Enter")
  await page.getByRole("option", { name: "Any lender" }).focus()
  await page.keyboard.press("Enter")
  await expect(names).toHaveCount(3)
})
