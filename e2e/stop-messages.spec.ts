/**
 * Consent withdrawn in one tap: a person taps the link at the end of a message about their application and, with no
 * login, sees that no more messages will come; the enquiry's consent record has its withdrawn time. A link that is
 * not ours (cut short, mistyped) says so and withdraws nothing. English and Hindi, phone and laptop widths, axe.
 *
 * The link's token is worked out by hand as a message carries it (server/consents/stop-link.fixtures.ts).
 */
import * as path from "node:path"
import { test as base, expect, type Page } from "@playwright/test"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { handWorkedStopToken } from "../server/consents/stop-link.fixtures.ts"
import { Enquiries } from "../server/enquiries/repo.ts"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { ownServer } from "./own-server.ts"

const tokenSecret = "stop-messages-e2e-token-secret-0123456789"
const shots = path.resolve(".tmp/screens-stop-messages")

const test = base.extend<{}, { stopServer: RunningServer }>({
  stopServer: ownServer("stop-messages", { tokenSecret: Redacted.make(tokenSecret) }),
  baseURL: async ({ stopServer }, use) => use(stopServer.url)
})

const linkToken = (enquiryId: string) => handWorkedStopToken(tokenSecret, enquiryId)

/** A new enquiry (with its consent record): its number. */
const newEnquiry = async (server: RunningServer, phone: string) => {
  const { trackingId } = await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone })))
  const rows = await server.run(
    Effect.orDie(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: string }>`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${trackingId}`
      )
    )
  )
  return rows[0]!.id
}

const withdrawn = (server: RunningServer, enquiryId: string) =>
  server.run(
    Effect.orDie(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ withdrawn: boolean }>`
          SELECT withdrawn_at IS NOT NULL AS withdrawn FROM consents WHERE enquiry_id = ${enquiryId}::bigint
        `
      )
    )
  )

const screenshots = async (page: Page, name: string) => {
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await noSidewaysScroll(page)
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
}

test("the link in a message stops further messages in one tap, with no login", async ({ page, stopServer }) => {
  const id = await newEnquiry(stopServer, "9876512345")
  expect(await withdrawn(stopServer, id)).toEqual([{ withdrawn: false }])
  await page.goto(`/messages/stop/${linkToken(id)}`)
  await expect(page.getByRole("heading", { level: 1, name: "Stop messages about this application" })).toBeVisible()
  await expect(page.getByRole("status")).toHaveText(
    "Done. We will send you no more messages about this application, and we have recorded that you withdrew your consent to be contacted about it."
  )
  expect(await withdrawn(stopServer, id)).toEqual([{ withdrawn: true }])
  await expect(page.getByRole("link", { name: "See and manage your data" })).toHaveAttribute("href", "/my-data")
  await expectNoAxeViolations(page)
  await screenshots(page, "stopped")
})

test("in Hindi, and a link that is not ours withdraws nothing", async ({ page, stopServer }) => {
  const id = await newEnquiry(stopServer, "9876512346")
  const cut = linkToken(id).slice(0, -3)
  await page.goto(`/hi/messages/stop/${cut}`)
  await expect(page.getByRole("heading", { level: 1, name: "इस आवेदन के बारे में संदेश बंद करें" })).toBeVisible()
  await expect(page.getByRole("alert")).toHaveText(
    "यह लिंक मान्य नहीं है। कृपया अपने सबसे नए संदेश का लिंक फिर से खोलें, या मेरा डेटा पेज पर अपनी सहमति वापस लें।"
  )
  expect(await withdrawn(stopServer, id)).toEqual([{ withdrawn: false }])
  await expectNoAxeViolations(page)
  await screenshots(page, "invalid-hi")

  await page.goto(`/hi/messages/stop/${linkToken(id)}`)
  await expect(page.getByRole("status")).toHaveText(
    "हो गया। इस आवेदन के बारे में हम आपको अब कोई संदेश नहीं भेजेंगे, और हमने दर्ज कर लिया है कि आपने इसके बारे में संपर्क की अपनी सहमति वापस ले ली है।"
  )
  expect(await withdrawn(stopServer, id)).toEqual([{ withdrawn: true }])
  await screenshots(page, "stopped-hi")
})
