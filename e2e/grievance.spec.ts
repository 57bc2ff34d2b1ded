/**
 * Grievances in a browser (issue 14, point 3), against a server started in the test process (the OTP read from the
 * SMS outbox; staff signed in with a known password): a person raises a grievance with an OTP-verified mobile, sees
 * its number and the reply's due date, and looks it up; staff acknowledge and reply in /admin; the person, verified
 * again, sees the reply; staff resolve it and the person sees that. Axe on every screen; screenshots of the new
 * screens at 360, 768 and 1280 px in .tmp/screens-grievance/; no sideways scroll at any of them.
 */

import * as path from "node:path"
import { test as base, expect, type Page } from "@playwright/test"
import { Redacted } from "effect"
import { roomyLimits } from "../server/limits/rules.ts"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { enterOtp, ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const shots = path.resolve(".tmp/screens-grievance")
const adminPassword = "e2e grievance password"

const test = base.extend<{}, { grievanceServer: RunningServer }>({
  grievanceServer: ownServer("grievance", {
    adminPassword: Redacted.make(adminPassword),
    // The person verifies the same mobile twice within a minute here: a new code after 1 s, not 30.
    limits: { ...roomyLimits(), otpResendSeconds: 1 }
  }),
  baseURL: async ({ grievanceServer }, use) => use(grievanceServer.url)
})

const mobile = `7${String(Date.now() % 1_000_000_000).padStart(9, "0")}`

/** The day in India 30 days from now, as the site writes dates (24 December 2026): the oracle, not the app's code. */
const dueInThirtyDays = () => {
  const india = new Date(Date.now() + 5.5 * 3_600_000)
  const due = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + 30))
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    due
  )
}

const screenshots = async (page: Page, name: string, locator?: ReturnType<Page["locator"]>) => {
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await noSidewaysScroll(page)
    if (locator) await locator.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: !locator })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("a person raises a grievance and follows it while staff acknowledge, reply and resolve it", async ({
  page,
  browser,
  grievanceServer
}) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/grievance-redressal")
  await expect(page.getByRole("heading", { level: 1, name: "Grievance Redressal" })).toBeVisible()
  const raise = page.getByRole("region", { name: "Raise a grievance" })
  const track = page.getByRole("region", { name: "Check your grievance status" })
  // The existing content stays: the officer, the 30 days.
  await expect(page.getByRole("heading", { name: "Grievance Officer" })).toBeVisible()
  await expect(raise.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy")

  // An empty form says what is missing.
  await raise.getByRole("button", { name: "Submit Grievance" }).click()
  await expect(raise.getByText("Please describe your grievance.")).toBeVisible()
  await expect(raise.getByText("Please choose what your grievance is about.")).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "form-errors", raise)

  await raise.getByLabel("Name").fill("Asha Rao")
  await raise.getByLabel("Mobile Number").fill(mobile)
  await raise.getByLabel("Email").fill("asha@example.in")
  await raise.getByLabel("Category").selectOption("Staff conduct")
  await raise.getByLabel("Description").fill("The agent who called me was rude.")
  await expect(raise.getByText("33/2000 characters")).toBeVisible()
  await raise.getByRole("button", { name: "Submit Grievance" }).click()

  await expect(raise.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  await expectNoAxeViolations(page)
  const first = await enterOtp(raise, grievanceServer, mobile)

  await expect(raise.getByRole("heading", { name: "Your grievance has been received" })).toBeVisible()
  const number = (await raise.locator(".grievance__number").textContent()) ?? ""
  expect(number).toMatch(/^GRV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/u)
  await expect(raise).toContainText(`Reply due by${dueInThirtyDays()}`)
  await expectNoAxeViolations(page)
  await screenshots(page, "form-answer", raise)

  // Track it at once: no second OTP.
  await raise.getByRole("button", { name: "Track this grievance" }).click()
  await expect(track.getByRole("heading", { name: "Received: We have received your grievance." })).toBeVisible()
  await expect(track).toContainText(`${dueInThirtyDays()} (30 days left)`)
  await expectNoAxeViolations(page)

  // Staff, in their own browser context.
  const staffContext = await browser.newContext({ baseURL: grievanceServer.url })
  const staff = await staffContext.newPage()
  await staff.goto("/admin")
  await staff.getByLabel("Username").fill("admin")
  await staff.getByLabel("Password").fill(adminPassword)
  await staff.getByRole("button", { name: "Sign in" }).click()
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Grievances" }).click()
  await expect(staff.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible()
  const row = staff.getByRole("row").filter({ hasText: number })
  await expect(row).toContainText("Staff conduct")
  await expect(row).toContainText("(30 days left)")
  await expect(row).toContainText("Received")
  await expectNoAxeViolations(staff)
  await screenshots(staff, "admin-queue")
  await row.getByRole("button", { name: `Open ${number}` }).click()
  await expect(staff.getByRole("heading", { name: `Grievance ${number}` })).toBeVisible()
  await expect(staff.getByText(`Asha Rao, ${mobile}, asha@example.in`)).toBeVisible()
  await staff.getByRole("button", { name: "Acknowledge", exact: true }).click()
  await expect(staff.getByText("Grievance acknowledged.")).toBeVisible()
  await expect(row).toContainText("Acknowledged")
  await expect(staff.getByRole("button", { name: "Acknowledge", exact: true })).toHaveCount(0)
  await staff.getByRole("button", { name: "Send reply" }).click()
  await expect(staff.getByText("Please write the reply.")).toBeVisible()
  await staff.getByRole("textbox", { name: /^Reply/u }).fill("We are sorry. We spoke to the agent and will call you.")
  await expectNoAxeViolations(staff)
  await screenshots(staff, "admin-grievance", staff.locator(".admin-grievance"))
  await staff.getByRole("button", { name: "Send reply" }).click()
  await expect(staff.getByText("Reply sent.")).toBeVisible()
  await expect(row).toContainText("Replied")

  // The person comes back later, verifies the mobile again, and sees the reply.
  await page.goto("/grievance-redressal")
  await track.getByLabel("Grievance Number").fill(number.toLowerCase())
  await track.getByLabel("Mobile Number").fill(mobile)
  await track.getByRole("button", { name: "Check Status" }).click()
  await expect(track.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  await enterOtp(track, grievanceServer, mobile, { previous: first })
  await expect(track.getByRole("heading", { name: "Replied: We have replied to your grievance." })).toBeVisible()
  await expect(track).toContainText("We are sorry. We spoke to the agent and will call you.")
  await expectNoAxeViolations(page)
  await screenshots(page, "lookup-replied", track)

  // Staff resolve it; the person refreshes and sees it resolved.
  await staff.getByRole("button", { name: "Resolve", exact: true }).click()
  await expect(staff.getByText("Grievance resolved.")).toBeVisible()
  await track.getByRole("button", { name: "Refresh" }).click()
  await expect(track.getByRole("heading", { name: "Resolved: Your grievance is resolved." })).toBeVisible()
  await expect(track).toContainText("Resolved on")

  // Another mobile's look-up of this number is told the same as for an unknown number.
  await track.getByRole("button", { name: "Check another grievance" }).click()
  await track.getByLabel("Grievance Number").fill("GRV-22222-22222")
  await track.getByLabel("Mobile Number").fill(mobile)
  await track.getByRole("button", { name: "Check Status" }).click()
  await expect(track.getByText("We found no grievance with this number for this mobile number.")).toBeVisible()
  await staffContext.close()
})
