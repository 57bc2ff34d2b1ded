/**
 * "Choose this offer" against the real server and its seeded catalogue (issue 31, section 3), the OTP read from the
 * server's SMS outbox: a person asks for a Personal Loan of ₹5,00,000 over 36 months with a 750+ score, chooses ICICI
 * Bank's offer (first by APR: server/offers/offers.test.ts works its figures by hand), gives their details with a
 * consent that names ICICI Bank only, verifies their mobile, gets a tracking ID, and the status page names the lender.
 * The form is looked at on a phone (360 px) and a laptop (1280 px), in English and Hindi.
 */
import * as path from "node:path"
import { test as base, expect, type Page } from "@playwright/test"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { enterOtp, ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const shots = path.resolve(".tmp/screens-offers-choose")

const test = base.extend<{}, { chooseServer: RunningServer }>({
  chooseServer: ownServer("offers-choose"),
  baseURL: async ({ chooseServer }, use) => use(chooseServer.url)
})

const mobile = `8${String(Date.now() % 1_000_000_000).padStart(9, "0")}`

const screenshots = async (page: Page, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await noSidewaysScroll(page)
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const askForOffers = async (page: Page, prefix = "") => {
  await page.goto(`${prefix}/offers?amount=500000&tenure=36&loanType=Personal+Loan`)
  // The page is prerendered: typing before it has hydrated would be lost.
  await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  await page.getByLabel(prefix ? /आय/u : "Net monthly income (₹)").fill("100000")
  await page.getByLabel(prefix ? "पिनकोड" : "Pincode").fill("560001")
  await page.getByLabel(prefix ? /क्रेडिट स्कोर/u : "Credit score").selectOption("750+")
  await page
    .getByRole("group", { name: prefix ? /जन्म/u : "Date of birth" })
    .getByRole("spinbutton")
    .first()
    .click()
  await page.keyboard.type("01011990")
}

test("a person chooses ICICI Bank's offer, verifies their mobile, gets a tracking ID and sees the lender on the status page", async ({
  page,
  chooseServer
}) => {
  test.setTimeout(timeFor(120_000))
  await page.setViewportSize({ width: 1280, height: 900 })
  await askForOffers(page)
  await page.getByRole("button", { name: "See offers" }).click()
  const first = page.getByRole("table").getByRole("row").nth(1)
  await expect(first.getByRole("rowheader")).toContainText("ICICI Bank Limited")
  await first.getByRole("link", { name: "Choose this offer: ICICI Bank Limited" }).click()

  await expect(page).toHaveURL(/\/offers\/choose\/[A-Z2-9]{20}$/u)
  const proposalNumber = page.url().split("/").at(-1)!
  await expect(page.getByRole("heading", { level: 1, name: "Apply for this offer" })).toBeVisible()
  const offer = page.getByRole("region", { name: "The offer you chose" })
  await expect(offer).toContainText("ICICI Bank Limited")
  await expect(offer).toContainText("₹16,426.24")
  await expect(offer).toContainText("12.48%")
  const consent = page.getByRole("checkbox", {
    name: "I agree that my name, mobile number, e-mail and location go to ICICI Bank Limited only, for this loan application, as the Privacy Policy says."
  })
  await expect(consent).not.toBeChecked()

  // An empty form says what is missing, and sends no OTP.
  await page.getByRole("button", { name: "Verify mobile and apply" }).click()
  await expect(page.getByText("Please enter your name.")).toBeVisible()
  await expect(page.getByText("Please enter your email address.")).toBeVisible()
  await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "en-form-errors")

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Rao")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("asha@example.in")
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Pune")
  // How to hear from us: messages only, in one tap (the call window goes with the call).
  await page.getByRole("button", { name: "Message me, don't call" }).click()
  await expect(page.getByRole("checkbox", { name: "Call" })).not.toBeChecked()
  await page.getByText(/I agree that my name/u).click()
  await expect(consent).toBeChecked()
  await screenshots(page, "en-form")
  await page.getByRole("button", { name: "Verify mobile and apply" }).click()

  await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "en-otp")
  const offerCode = await enterOtp(page, chooseServer, mobile)

  const dialog = page.getByRole("dialog")
  await expect(dialog).toBeVisible()
  const trackingId = ((await dialog.getByTestId("tracking-id").textContent()) ?? "").trim()
  expect(trackingId).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/u)
  const stored = await chooseServer.run(
    Effect.orDie(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ channels: ReadonlyArray<string> }>`
          SELECT contact_channels AS channels FROM loan_enquiries WHERE tracking_id = ${trackingId}
        `
      })
    )
  )
  expect(stored).toEqual([{ channels: ["sms"] }])
  await expectNoAxeViolations(page)
  await screenshots(page, "en-tracking-id")
  await dialog.getByRole("button", { name: "Done" }).click()
  await expect(page).toHaveURL(/\/$/u)

  await page.goto("/track-now")
  await page.getByLabel("Tracking ID").fill(trackingId)
  await page.getByRole("button", { name: "Track Now" }).click()
  await expect(page).toHaveURL(/application-status/u)
  const details = page.getByRole("region", { name: "Application details" })
  await expect(details.getByTestId("status-lender")).toHaveText("ICICI Bank Limited")
  await expect(details).toContainText("Lender")
  await expectNoAxeViolations(page)
  await screenshots(page, "en-status")

  // My data shows the sharing: with whom, what, when, for which application.
  await page.goto("/my-data")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByRole("button", { name: "Send OTP" }).click()
  await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  await enterOtp(page, chooseServer, mobile, { previous: offerCode })
  const shared = page.getByRole("region", { name: /Shared with lenders/u })
  await expect(shared).toContainText("ICICI Bank Limited")
  await expect(shared).toContainText("Name, Mobile number, E-mail, Location, The offer's terms")
  await expect(shared).toContainText(trackingId)
  await expect(page.getByRole("region", { name: /Consent records/u })).toContainText("Loan enquiry")
  await expectNoAxeViolations(page)
  await screenshots(page, "en-my-data")

  // The same offer in Hindi: the consent names the lender in Hindi's words.
  await page.goto(`/hi/offers/choose/${proposalNumber}`)
  await expect(page.getByRole("heading", { level: 1, name: "इस ऑफ़र के लिए आवेदन करें" })).toBeVisible()
  await expect(
    page.getByRole("checkbox", {
      name: /मेरा नाम, मोबाइल नंबर, ई-मेल और स्थान इस लोन आवेदन के लिए केवल ICICI Bank Limited को/u
    })
  ).toBeVisible()
  await page.getByRole("button", { name: "मोबाइल सत्यापित करें और आवेदन करें" }).click()
  await expect(page.getByText("कृपया अपना ईमेल पता दर्ज करें।")).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "hi-form-errors")
})

test("an unknown proposal number: the offer is no longer open, and a way back to the offers", async ({ page }) => {
  await page.goto("/offers/choose/ABCDEFGHJKMNPQRSTVWX")
  await expect(page.getByText("This offer is no longer open. Please look at the offers again.")).toBeVisible()
  await expect(page.getByRole("link", { name: "Back to the offers" })).toHaveAttribute("href", "/offers")
})
