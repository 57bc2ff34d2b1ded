/**
 * The legal pages and the DPDP/RBI flows in Hindi (issue 15), against a server started in the test process (the OTP
 * read from the SMS outbox): the Privacy Policy, Terms and Lending Partners under /hi/ with Hindi headings, prerendered
 * and hydrated; a person raises a grievance on /hi/grievance-redressal and sees the Hindi confirmation with the reply's
 * due date in Hindi, then tracks it; /hi/my-data through its OTP step to the note on feedback. `<html lang="hi">` and axe on every screen;
 * screenshots at 320, 768 and 1280 px in .tmp/screens-hindi-legal/, with no sideways scroll at any of them.
 */

import * as path from "node:path"
import { test as base, expect, type Locator, type Page } from "@playwright/test"
import { Redacted } from "effect"
import { roomyLimits } from "../server/limits/rules.ts"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { noSidewaysScroll } from "./layout-check.ts"
import { enterOtp, hindiOtpWords, ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const shots = path.resolve(".tmp/screens-hindi-legal")

const test = base.extend<{}, { hindiServer: RunningServer }>({
  hindiServer: ownServer("hindi-legal", {
    adminPassword: Redacted.make("e2e hindi legal password"),
    limits: { ...roomyLimits(), otpResendSeconds: 1 }
  }),
  baseURL: async ({ hindiServer }, use) => use(hindiServer.url)
})

const mobile = `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`

/** Hindi month names as Indian banks print them: the oracle for the due date, written out here. */
const hindiMonths = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]

/** The day in India 30 days from now in Hindi (24 नवंबर 2026 + 30 days: "24 दिसंबर 2026"). */
const dueInThirtyDaysHindi = () => {
  const india = new Date(Date.now() + 5.5 * 3_600_000)
  const due = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + 30))
  return `${due.getUTCDate()} ${hindiMonths[due.getUTCMonth()]} ${due.getUTCFullYear()}`
}

const screenshots = async (page: Page, name: string, locator?: Locator) => {
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await noSidewaysScroll(page)
    if (locator) await locator.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: !locator })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const expectHindiPage = async (page: Page) => {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
}

test("the Privacy Policy, Terms of Use and Lending Partners read in Hindi", async ({ page, request }) => {
  test.setTimeout(timeFor(90_000))
  // Prerendered in Hindi, before any script runs.
  const html = await (await request.get("/hi/privacy-policy")).text()
  expect(html).toContain('<html lang="hi"')
  expect(html).toContain("हम कौन हैं")
  expect(html).toContain("&#x27;संपर्क करें&#x27; फ़ॉर्म से भेजे गए संदेश: 1 वर्ष।")

  await page.goto("/hi/privacy-policy")
  await expectHindiPage(page)
  await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "विषय-सूची" })).toBeVisible()
  for (const heading of [
    "हम कौन हैं",
    "हम क्या एकत्र करते हैं, और क्यों",
    "आपकी सहमति",
    "हम इसे कितने समय तक रखते हैं",
    "आपके अधिकार",
    "डेटा मिटाने के बाद हम क्या रखते हैं",
    "अपने अधिकारों का उपयोग कैसे करें"
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByText("संस्करण 2026-11-24", { exact: true })).toBeVisible()
  await expect(page.getByText("वन-टाइम पासवर्ड (OTP) और उन्हें भेजने वाले SMS संदेश: 7 दिन।")).toBeVisible()
  await expect(page.getByText("इस नीति का संस्करण 2026-11-24 है।", { exact: false })).toBeVisible()
  await expect(page.getByRole("link", { name: "शिकायत निवारण" }).first()).toHaveAttribute(
    "href",
    "/hi/grievance-redressal"
  )
  await expectNoAxeViolations(page)
  await screenshots(page, "privacy")

  await page.goto("/hi/terms-of-use")
  await expectHindiPage(page)
  await expect(page.getByRole("heading", { level: 1, name: "उपयोग की शर्तें" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "शिकायतें और कानून" })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "terms")

  await page.goto("/hi/lending-partners")
  await expectHindiPage(page)
  await expect(page.getByRole("heading", { level: 1, name: "हमारे ऋणदाता भागीदार" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ बैंक और NBFC$/u })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "partners")
})

test("a person raises a grievance in Hindi and sees its number and the reply's due date in Hindi", async ({
  page,
  hindiServer
}) => {
  test.setTimeout(timeFor(120_000))
  await page.goto("/hi/grievance-redressal")
  await expectHindiPage(page)
  await expect(page.getByRole("heading", { level: 1, name: "शिकायत निवारण" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "शिकायत निवारण अधिकारी" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "हम आपकी शिकायत का निपटारा कैसे करते हैं" })).toBeVisible()
  const raise = page.getByRole("region", { name: "शिकायत दर्ज करें" })
  const track = page.getByRole("region", { name: "अपनी शिकायत की स्थिति देखें" })
  await expect(raise.getByRole("link", { name: "हमारी गोपनीयता नीति" })).toHaveAttribute("href", "/hi/privacy")

  // An empty form says, in Hindi, what is missing.
  await raise.getByRole("button", { name: "शिकायत जमा करें" }).click()
  await expect(raise.getByText("कृपया अपनी शिकायत का विवरण दें।")).toBeVisible()
  await expect(raise.getByText("कृपया चुनें कि आपकी शिकायत किस बारे में है।")).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "grievance-form-errors", raise)

  await raise.getByLabel("नाम", { exact: true }).fill("Asha Rao")
  await raise.getByLabel("मोबाइल नंबर").fill(mobile)
  await raise.getByLabel("ई-मेल").fill("asha@example.in")
  await raise.getByLabel("श्रेणी").selectOption("कर्मचारियों का व्यवहार")
  // 36 characters as the field counts them (UTF-16 units, like its maxLength; फ़ is one).
  await raise.getByLabel("विवरण").fill("एजेंट ने फ़ोन पर ठीक से बात नहीं की।")
  await expect(raise.getByText("36/2000 अक्षर")).toBeVisible()
  await raise.getByRole("button", { name: "शिकायत जमा करें" }).click()

  // The OTP screen (its words are the OTP area's); the code from the outbox.
  await expect(raise.getByRole("heading", { name: "अपना मोबाइल नंबर सत्यापित करें" })).toBeVisible()
  await enterOtp(raise, hindiServer, mobile, { words: hindiOtpWords })

  await expect(raise.getByRole("heading", { name: "आपकी शिकायत प्राप्त हो गई है" })).toBeVisible()
  const number = (await raise.locator(".grievance__number").textContent()) ?? ""
  expect(number).toMatch(/^GRV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/u)
  await expect(raise).toContainText(`उत्तर की अंतिम तिथि${dueInThirtyDaysHindi()}`)
  await expect(raise).toContainText(
    "कृपया शिकायत संख्या सँभालकर रखें। इस संख्या और अपने मोबाइल नंबर से आप नीचे इसकी स्थिति देख सकते हैं।"
  )
  await expectNoAxeViolations(page)
  await screenshots(page, "grievance-received", raise)

  // Track it at once: the status, the category and the days left in Hindi.
  await raise.getByRole("button", { name: "इस शिकायत को ट्रैक करें" }).click()
  await expect(track.getByRole("heading", { name: "प्राप्त: हमें आपकी शिकायत प्राप्त हो गई है।" })).toBeVisible()
  await expect(track).toContainText("कर्मचारियों का व्यवहार")
  await expect(track).toContainText(`${dueInThirtyDaysHindi()} (30 दिन शेष)`)
  await expectNoAxeViolations(page)
  await screenshots(page, "grievance-status", track)
})

test("My data opens in Hindi, verifies, and says in Hindi how to reach feedback", async ({ page, hindiServer }) => {
  test.setTimeout(timeFor(60_000))
  // A mobile of its own: the OTP read back is this page's.
  const myDataMobile = `8${String(Date.now() % 1_000_000_000).padStart(9, "0")}`
  await page.goto("/hi/my-data")
  await expectHindiPage(page)
  await expect(page.getByRole("heading", { level: 1, name: "मेरा डेटा" })).toBeVisible()
  await expect(page.getByText("पहले अपना मोबाइल नंबर सत्यापित करें: हम आपको एक वन-टाइम पासवर्ड भेजते हैं।")).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "गोपनीयता नीति", exact: true })).toHaveAttribute(
    "href",
    "/hi/privacy"
  )
  await expectNoAxeViolations(page)
  await screenshots(page, "my-data-start")

  await page.locator(".my-data__verify").getByRole("textbox").fill(myDataMobile)
  await page.getByRole("button", { name: "OTP भेजें" }).click()
  await expect(page.locator(".my-data__verify button.otp__verify")).toBeVisible()
  await expect(page.locator(".my-data__verify").getByRole("textbox")).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, "my-data-otp")

  // Verified: feedback is not listed, and the page says in Hindi how to have it changed or removed (a grievance).
  await enterOtp(page.locator(".my-data__verify"), hindiServer, myDataMobile, { words: hindiOtpWords })
  const feedback = page.getByRole("region", { name: "फ़ीडबैक" })
  await expect(feedback).toContainText("वह फ़ॉर्म मोबाइल नंबर नहीं लेता")
  await expect(feedback.getByRole("link", { name: "शिकायत दर्ज करें" })).toHaveAttribute("href", "/hi/grievance-redressal")
  await expectNoAxeViolations(page)
})
