/**
 * Withdrawing one consent on My data in a browser, against its own server started in the test process (the OTP read
 * from the SMS outbox). A person who made a loan enquiry verifies their mobile on /my-data, sees the enquiry's consent
 * with "No lender yet", withdraws it after a confirmation that says what withdrawing does, and sees the date it was
 * withdrawn at once, without a reload; the consent record in the database has its withdrawn time, and staff see
 * "Consent withdrawn on" on the enquiry. The same in Hindi on /hi/my-data. Axe on every screen; no sideways scroll at
 * 320..1280 px with the dialog open; screenshots at 360, 768 and 1280 px in .tmp/.
 */
import { mkdirSync } from "node:fs"
import * as path from "node:path"
import { test as base, expect, type Locator, type Page } from "@playwright/test"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { roomyLimits } from "../server/limits/rules.ts"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { problemsAtWidths } from "./layout-check.ts"
import { enterOtp, hindiOtpWords, ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const e2ePort = Number(process.env.E2E_PORT ?? 4321)
const shots = path.resolve(`.tmp/my-data-withdraw-shots-${e2ePort}`)
const adminPassword = "e2e withdraw consent password"

const test = base.extend<{}, { withdrawServer: RunningServer }>({
  withdrawServer: ownServer("my-data-withdraw", {
    adminPassword: Redacted.make(adminPassword),
    limits: { ...roomyLimits(), otpResendSeconds: 1 }
  }),
  baseURL: async ({ withdrawServer }, use) => use(withdrawServer.url)
})

/** Today in India, as the site writes a date (21 November 2026; in Hindi 21 नवंबर 2026). */
const todayIn = (locale: "en-IN" | "hi-IN") =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date()
  )

let mobiles = 0
const freshMobile = () => `93${String((Date.now() + mobiles++) % 100_000_000).padStart(8, "0")}`

const withdrawnAt = (server: RunningServer, mobile: string) =>
  server.run(
    Effect.orDie(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ withdrawn: boolean }>`
          SELECT withdrawn_at IS NOT NULL AS withdrawn FROM consents WHERE mobile = ${mobile} ORDER BY id
        `
      )
    )
  )

const screenshots = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true })
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The consent records at each width, on the page as it is. */
const recordShots = async (page: Page, region: Locator, name: string) => {
  mkdirSync(shots, { recursive: true })
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await region.screenshot({ path: path.join(shots, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const applyFor = async (page: Page, mobile: string) => {
  const applied = await page.request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Kavya",
      last_name: "Menon",
      phone: mobile,
      referralPhone: "",
      email: "kavya.menon@example.in",
      location: "Kochi",
      consent: true
    }
  })
  expect(applied.status()).toBe(201)
  return (await applied.json()).trackingId as string
}

test("a person withdraws their enquiry's consent on My data and sees its date at once; staff see it", async ({
  page,
  withdrawServer
}) => {
  test.setTimeout(timeFor(120_000))
  const mobile = freshMobile()
  const trackingId = await applyFor(page, mobile)
  const today = todayIn("en-IN")

  await page.goto("/my-data")
  await page.locator(".my-data__verify").getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByRole("button", { name: "Send OTP" }).click()
  await enterOtp(page, withdrawServer, mobile)

  const consents = page.getByRole("region", { name: "Consent records" })
  await expect(consents).toContainText("Loan enquiry")
  await expect(consents).toContainText(trackingId)
  await expect(consents).toContainText("LenderNo lender yet")
  await expect(consents).toContainText("Withdrawn onNot withdrawn")
  await expectNoAxeViolations(page)
  await recordShots(page, consents, "consent")

  const withdraw = consents.getByRole("button", { name: `Withdraw consent for Loan enquiry, given on ${today}` })
  await withdraw.click()
  const dialog = page.getByRole("alertdialog", { name: "Withdraw this consent?" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`Loan enquiry, given on ${today}`)
  await expect(dialog).toContainText("we send no more messages and make no more calls about the record")
  await expect(dialog).toContainText("Your data itself stays until you erase it or its retention period ends.")
  await expectNoAxeViolations(page)
  expect(await problemsAtWidths(page, [320, 360, 768, 1280])).toEqual([])
  await screenshots(page, "confirm")

  // Cancel withdraws nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  expect(await withdrawnAt(withdrawServer, mobile)).toEqual([{ withdrawn: false }])

  await withdraw.click()
  await page.getByRole("button", { name: "Yes, withdraw" }).click()
  const done = page.getByRole("alertdialog", { name: "Consent withdrawn" })
  await expect(done).toContainText(
    `Withdrawn on ${today}. We will send no more messages and make no more calls about it.`
  )
  await expectNoAxeViolations(page)
  await screenshots(page, "withdrawn")
  await done.getByRole("button", { name: "Close" }).click()
  await expect(done).toHaveCount(0)

  // The record shows the date, without a reload, and no longer offers Withdraw.
  await expect(consents).toContainText(`Withdrawn on${today}`)
  await expect(consents.getByRole("button", { name: /^Withdraw consent for/u })).toHaveCount(0)
  expect(await withdrawnAt(withdrawServer, mobile)).toEqual([{ withdrawn: true }])
  expect(await problemsAtWidths(page, [320, 768, 1280])).toEqual([])
  await recordShots(page, consents, "consent-withdrawn")

  // Staff see it at the top of the enquiry.
  const staffContext = await page.context().browser()!.newContext({ baseURL: withdrawServer.url })
  const staff = await staffContext.newPage()
  await staff.goto(`/admin/enquiries/${trackingId}`)
  await staff.getByRole("textbox", { name: "Username" }).fill("admin")
  await staff.getByLabel("Password").fill(adminPassword)
  await staff.getByRole("button", { name: "Sign in" }).click()
  await expect(staff.getByRole("heading", { level: 1, name: `Enquiry ${trackingId}` })).toBeVisible()
  await expect(staff.getByTestId("admin-consent-withdrawn")).toContainText(`Consent withdrawn on ${today}`)
  await expectNoAxeViolations(staff)
  mkdirSync(shots, { recursive: true })
  for (const width of [360, 1280]) {
    await staff.setViewportSize({ width, height: 900 })
    await staff.screenshot({ path: path.join(shots, `admin-enquiry-${width}.png`) })
  }
  await staffContext.close()
})

test("in Hindi: the consent's lender, the confirmation and the withdrawn date", async ({ page, withdrawServer }) => {
  test.setTimeout(timeFor(120_000))
  const mobile = freshMobile()
  await applyFor(page, mobile)
  const today = todayIn("hi-IN")

  await page.goto("/hi/my-data")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await page.locator(".my-data__verify").getByRole("textbox").fill(mobile)
  await page.getByRole("button", { name: "OTP भेजें" }).click()
  await enterOtp(page, withdrawServer, mobile, { words: hindiOtpWords })

  const consents = page.getByRole("region", { name: "सहमति रिकॉर्ड" })
  await expect(consents).toContainText("लोन पूछताछ")
  await expect(consents).toContainText("ऋणदाताअभी कोई ऋणदाता नहीं")
  await consents.getByRole("button", { name: `${today} को दी गई लोन पूछताछ की सहमति वापस लें` }).click()
  const dialog = page.getByRole("alertdialog", { name: "यह सहमति वापस लें?" })
  await expect(dialog).toContainText(`लोन पूछताछ, ${today} को दी गई`)
  await expect(dialog).toContainText("“सहमति वापस लें और डेटा मिटाएँ”")
  await expectNoAxeViolations(page)
  expect(await problemsAtWidths(page, [320, 360, 768, 1280])).toEqual([])
  await screenshots(page, "confirm-hi")

  await dialog.getByRole("button", { name: "हाँ, वापस लें" }).click()
  const done = page.getByRole("alertdialog", { name: "सहमति वापस ले ली गई" })
  await expect(done).toContainText(`${today} को वापस ली गई।`)
  await expectNoAxeViolations(page)
  await done.getByRole("button", { name: "बंद करें" }).click()
  await expect(consents).toContainText(`वापस लेने की तारीख${today}`)
  expect(await withdrawnAt(withdrawServer, mobile)).toEqual([{ withdrawn: true }])
  await recordShots(page, consents, "consent-withdrawn-hi")
})
