/**
 * Calls in the back office, in a browser against a server of the test's own whose clock (and the browser's) reads
 * 12:30 India time: the queue flags a person who chose messages only; their enquiry says "Messages only: do not
 * call" at the top and "Log a call" is disabled with the reason; a person whose window (12:00-13:00) holds now can be
 * called, and the call logged appears in the audit. Axe on both enquiries; at 320, 768 and 1280 px the page never
 * scrolls sideways.
 */
import { test as base, expect } from "@playwright/test"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { Enquiries } from "../server/enquiries/repo.ts"
import { clockAt, type RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const adminPassword = "e2e calls password"
/** How far the clocks run from the real one so that they read 12:30 India time when the file starts. */
const istMinute = Math.floor((Date.now() + (5 * 60 + 30) * 60_000) / 60_000) % (24 * 60)
const clockShift = (12 * 60 + 30 - istMinute) * 60_000

const test = base.extend<{}, { adminServer: RunningServer }>({
  adminServer: ownServer("admin-calls", {
    adminPassword: Redacted.make(adminPassword),
    clock: clockAt(() => Date.now() + clockShift)
  }),
  baseURL: async ({ adminServer }, use) => use(adminServer.url)
})

/** A new enquiry by `first`, whose person chose `channels` and calls from `callFrom` to `callTo` India time. */
const enquiry = async (
  server: RunningServer,
  first: string,
  phone: string,
  channels: string,
  callFrom: number,
  callTo: number
) => {
  const { trackingId } = await server.run(
    Enquiries.use((e) =>
      e.create({
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: first,
        last_name: "Menon",
        phone,
        email: "",
        location: "Kochi",
        consent: true,
        referralPhone: ""
      } as never)
    )
  )
  await server.run(
    Effect.orDie(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`UPDATE loan_enquiries SET contact_channels = ${channels}::text[], call_from = ${callFrom},
          call_to = ${callTo} WHERE tracking_id = ${trackingId}`
      )
    )
  )
  return trackingId
}

test("staff see who asked for messages only and cannot log a call to them; a call within the window is logged in the audit", async ({
  page,
  adminServer
}) => {
  test.setTimeout(timeFor(60_000))
  const messagesOnly = await enquiry(adminServer, "Anitha", "9812345601", "{sms,whatsapp}", 9, 21)
  const midday = await enquiry(adminServer, "Bindu", "9812345602", "{call,email}", 12, 13)
  await page.clock.setFixedTime(Date.now() + clockShift)

  await page.goto("/admin")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
  const rowOf = (trackingId: string) => page.getByRole("row").filter({ hasText: trackingId })
  await expect(rowOf(messagesOnly)).toContainText("Messages only")
  await expect(rowOf(midday)).not.toContainText("Messages only")
  await expectNoAxeViolations(page)
  // On a phone the list scrolls inside its own box, which a keyboard user reaches and scrolls with the arrow keys.
  await page.setViewportSize({ width: 320, height: 800 })
  const list = page.getByRole("region", { name: "Enquiries, newest first" })
  await list.focus()
  await page.keyboard.press("ArrowRight")
  await expect.poll(() => list.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
  await noSidewaysScroll(page)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole("link", { name: messagesOnly }).click()
  const contact = page.getByRole("region", { name: "How to contact" })
  await expect(contact).toContainText("Messages only: do not call")
  await expect(contact).toContainText("Chosen: SMS, WhatsApp")
  const logCall = page.getByRole("button", { name: "Log a call" })
  await expect(logCall).toBeDisabled()
  await expect(page.getByText("Messages only: this person asked not to be called.")).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await noSidewaysScroll(page)
  }

  await page.getByRole("link", { name: "Back to enquiries" }).click()
  await page.getByRole("link", { name: midday }).click()
  await expect(contact).toContainText("Call between 12:00 and 13:00 India time")
  await expect(contact).toContainText("Chosen: Phone call, Email")
  await expect(logCall).toBeEnabled()
  await logCall.click()
  await page.getByRole("button", { name: "Save the call" }).click()
  await expect(page.getByText("Choose how the call went.")).toBeVisible()
  await page.getByRole("radiogroup", { name: "How did the call go?" }).getByText("Asked to call back later").click()
  await expect(page.getByRole("radio", { name: "Asked to call back later" })).toBeChecked()
  await page.getByRole("textbox", { name: /^Call note/u }).fill("Call again after lunch")
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Save the call" }).click()
  await expect(page.getByText("Call logged.")).toBeVisible()
  const audit = page.getByRole("region", { name: "History" })
  await expect(audit).toContainText("Administrator, Call: Asked to call back later")
  await expect(audit).toContainText("Call again after lunch")
  await expectNoAxeViolations(page)
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await noSidewaysScroll(page)
    await page.screenshot({ path: `.tmp/admin-calls-${width}.png`, fullPage: true })
  }
})
