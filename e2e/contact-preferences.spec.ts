/**
 * "How should we contact you?" in the browser, against a server of the test's own (its database read afterwards): a
 * person applying for themselves taps "Message me, don't call" (the call window goes away), ticks WhatsApp, sends
 * the enquiry, and the enquiry is stored with SMS and WhatsApp and no call. E-mail ticked without an address is
 * refused on the e-mail field. The same in Hindi; the form fits 320 px without sideways scroll, and is axe clean.
 */
import { test as base, expect, type Page } from "@playwright/test"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const test = base.extend<{}, { prefsServer: RunningServer }>({
  prefsServer: ownServer("contact-preferences"),
  baseURL: async ({ prefsServer }, use) => use(prefsServer.url)
})

/** What the enquiry of `trackingId` holds of how to contact its applicant. */
const storedPreference = (server: RunningServer, trackingId: string) =>
  server.run(
    Effect.orDie(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [row] = yield* sql<{ channels: ReadonlyArray<string>; callFrom: number; callTo: number }>`
          SELECT contact_channels AS channels, call_from AS "callFrom", call_to AS "callTo"
          FROM loan_enquiries WHERE tracking_id = ${trackingId}
        `
        return row
      })
    )
  )

const english = {
  name: "Name",
  location: "Location",
  mobile: "Mobile Number",
  email: "Email",
  consent: /I agree to the Privacy Policy/u,
  submit: "Submit",
  dialog: "Submitted Successfully",
  group: "How should we contact you?",
  noCalls: "Message me, don't call",
  from: "Call me from",
  call: "Call",
  whatsapp: "WhatsApp",
  emailChannel: "E-mail",
  emailNeeded: "Enter an e-mail address to hear from us by e-mail."
}
const hindi = {
  name: "नाम",
  location: "स्थान",
  mobile: "मोबाइल नंबर",
  email: "ईमेल",
  consent: /गोपनीयता नीति/u,
  submit: "जमा करें",
  dialog: "सफलतापूर्वक जमा हो गया",
  group: "हम आपसे कैसे संपर्क करें?",
  noCalls: "मुझे संदेश भेजें, कॉल न करें",
  from: "मुझे कॉल करें, इस समय से",
  call: "कॉल",
  whatsapp: "व्हाट्सऐप",
  emailChannel: "ई-मेल",
  emailNeeded: "ई-मेल से सूचना पाने के लिए ई-मेल पता दर्ज करें।"
}

/**
 * Fills a Self enquiry, refuses e-mail without an address, then sends SMS and WhatsApp only; answers the tracking ID.
 */
const applyWithoutCalls = async (page: Page, words: typeof english, mobile: string): Promise<string> => {
  // The page is prerendered: a tick before it has hydrated would be lost.
  await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  const group = page.getByRole("group", { name: words.group })
  await expect(group).toBeVisible()
  // The default: a call and SMS, any hour from 09:00 to 21:00.
  await expect(group.getByRole("checkbox", { name: words.call, exact: true })).toBeChecked()
  await expect(group.getByRole("combobox", { name: words.from })).toHaveValue("9")

  await page.getByRole("textbox", { name: words.name, exact: true }).fill("Asha Rao")
  await page.getByRole("textbox", { name: words.location, exact: true }).fill("Pune")
  await page.getByRole("textbox", { name: words.mobile, exact: true }).fill(mobile)
  // The consent box by keyboard (Tab to it, Space), as its visually hidden input takes no pointer of its own.
  const consent = page.getByRole("checkbox", { name: words.consent })
  await consent.focus()
  await page.keyboard.press("Space")
  await expect(consent).toBeChecked()

  // E-mail ticked, no address: refused on the e-mail field, which gets the focus; nothing is sent.
  let posted = 0
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/loan-enquiries")) posted++
  })
  await group.getByRole("checkbox", { name: words.emailChannel, exact: true }).check({ force: true })
  await page.getByRole("button", { name: words.submit, exact: true }).click()
  await expect(page.getByText(words.emailNeeded, { exact: true })).toBeVisible()
  await expect(page.getByRole("textbox", { name: new RegExp(`^${words.email}`, "u") })).toBeFocused()
  expect(posted).toBe(0)
  await group.getByRole("checkbox", { name: words.emailChannel, exact: true }).uncheck({ force: true })
  await expect(page.getByText(words.emailNeeded, { exact: true })).toHaveCount(0)

  // One tap: no calls, and the call window goes.
  await group.getByRole("button", { name: words.noCalls }).click()
  await expect(group.getByRole("button", { name: words.noCalls })).toHaveAttribute("aria-pressed", "true")
  await expect(group.getByRole("checkbox", { name: words.call, exact: true })).not.toBeChecked()
  await expect(group.getByRole("combobox", { name: words.from })).toHaveCount(0)
  await group.getByRole("checkbox", { name: words.whatsapp, exact: true }).check({ force: true })
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: words.submit, exact: true }).click()
  const dialog = page.getByRole("dialog", { name: words.dialog })
  await expect(dialog).toBeVisible()
  expect(posted).toBe(1)
  return (await dialog.getByTestId("tracking-id").textContent())!.trim()
}

test("a Self applicant chooses 'Message me, don't call' and WhatsApp, and the enquiry is stored that way", async ({
  page,
  prefsServer
}) => {
  test.setTimeout(timeFor(60_000))
  await page.goto("/resources/apply-now")
  await expectNoAxeViolations(page)
  const trackingId = await applyWithoutCalls(page, english, "9876501111")
  expect(await storedPreference(prefsServer, trackingId)).toEqual({
    channels: ["sms", "whatsapp"],
    callFrom: 9,
    callTo: 21
  })
})

test("the same in Hindi", async ({ page, prefsServer }) => {
  test.setTimeout(timeFor(60_000))
  await page.goto("/hi/resources/apply-now")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  const trackingId = await applyWithoutCalls(page, hindi, "9876502222")
  expect(await storedPreference(prefsServer, trackingId)).toEqual({
    channels: ["sms", "whatsapp"],
    callFrom: 9,
    callTo: 21
  })
})

test("the question fits 320 px without sideways scroll, in both languages and about a referred friend", async ({
  page
}, testInfo) => {
  test.setTimeout(timeFor(60_000))
  await page.setViewportSize({ width: 320, height: 800 })
  for (const path of [
    "/resources/apply-now",
    "/hi/resources/apply-now",
    "/resources/apply-now?applicationType=referral"
  ]) {
    await page.goto(path)
    await expect(page.getByRole("group", { name: /^How should we contact|^हम आपसे कैसे/u })).toBeVisible()
    await noSidewaysScroll(page)
  }
  await expect(page.getByRole("group", { name: "How should we contact your friend?" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Message them, don't call" })).toBeVisible()
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto("/hi/resources/apply-now")
    await page.getByRole("group", { name: "हम आपसे कैसे संपर्क करें?" }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`contact-preference-hi-${width}.png`) })
    await page.goto("/resources/apply-now")
    await page.getByRole("group", { name: english.group }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`contact-preference-en-${width}.png`) })
  }
})
