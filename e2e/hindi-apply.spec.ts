/**
 * Issue 15 in the browser, in Hindi: a person sends a loan enquiry on /hi/apply (the shared validation messages in
 * Hindi for a bad mobile, a bad location and a referral's same mobile), gets the tracking ID in the Hindi success
 * dialog, tracks it on the Hindi track page and reads the Hindi timeline. A bad PAN on the Hindi credit-score
 * details page speaks Hindi too (the PAN message is the shared validation catalog's). Every page says
 * `<html lang="hi">`, is axe clean, and fits at 320, 768 and 1280 px (screenshots kept in the test's output folder).
 */
import type { Page, TestInfo } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems } from "./layout-check.ts"
import { timeFor } from "./time.ts"
import { expect, freshMobile, test } from "./verified-mobiles.fixture.ts"

const widths = [320, 768, 1280] as const

/**
 * The layout check's one false alarm here, in English too: react-aria's visually hidden radio or checkbox input
 * (13 px) overlapping the 1 px clipped span that hides it (clip-path: inset(50%)), which no one sees.
 */
const hiddenInput = '<input> "" is cut off by <span> ""'

/** At each width: no sideways scroll, nothing cut off, and a full-page screenshot to look at. */
const checkWidths = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => document.fonts.ready)
    const problems = (await layoutProblems(page)).filter((problem) => problem !== hiddenInput)
    expect(problems, `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const expectHindiPage = async (page: Page): Promise<void> => {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
}

const onlyLettersLocation =
  "स्थान में केवल अक्षर (अंग्रेज़ी या किसी भारतीय लिपि के), स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"
const mobileLength = "मोबाइल नंबर 10 अंकों का होना चाहिए"
const mobileStart = "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए"
const panFormat = "PAN नंबर का फ़ॉर्मेट अमान्य है। कृपया मान्य PAN नंबर दर्ज करें।"
const hindiDate = /^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/u

test.describe("हिन्दी: a loan enquiry to its tracking ID", () => {
  test("a Self enquiry typed in Hindi, its tracking ID, then the Hindi timeline", async ({ page, site }, testInfo) => {
    test.setTimeout(timeFor(150_000))
    let posted = 0
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/loan-enquiries")) posted++
    })
    await page.goto("/hi/apply?loanType=Home%20Loan")
    await expectHindiPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ के लिए आवेदन करें$/u)
    await expect(page.getByText("पूछताछ भेजें", { exact: true })).toBeVisible()
    await expect(page.getByRole("navigation", { name: "लोन के प्रकार" })).toBeVisible()
    await expect(page.getByRole("radiogroup", { name: "आवेदन का प्रकार" })).toBeVisible()
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "apply-self")

    await page.getByRole("textbox", { name: "नाम", exact: true }).pressSequentially("Asha Rao")
    const location = page.getByRole("textbox", { name: "स्थान", exact: true })
    await location.pressSequentially("Pune 4")
    await expect(page.getByText(onlyLettersLocation, { exact: true })).toBeVisible()
    await location.press("Backspace")
    await location.press("Backspace")
    await expect(page.getByText(onlyLettersLocation, { exact: true })).toHaveCount(0)

    const mobile = page.getByRole("textbox", { name: "मोबाइल नंबर", exact: true })
    await mobile.pressSequentially("98765")
    await expect(page.getByText(mobileLength, { exact: true })).toBeVisible()
    await mobile.fill("5876543210")
    await page.getByRole("button", { name: "जमा करें", exact: true }).click()
    await expect(page.getByText(mobileStart, { exact: true })).toBeVisible()
    expect(posted).toBe(0)
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "apply-self-errors")

    await mobile.fill("9876543210")
    await expect(page.getByText(mobileStart, { exact: true })).toHaveCount(0)
    // The consent box, ticked from the keyboard.
    await page.getByRole("checkbox", { name: /गोपनीयता नीति/u }).focus()
    await page.keyboard.press("Space")
    await expect(page.getByRole("checkbox", { name: /गोपनीयता नीति/u })).toBeChecked()
    await page.getByRole("button", { name: "जमा करें", exact: true }).click()

    const dialog = page.getByRole("dialog", { name: "सफलतापूर्वक जमा हो गया" })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByText("लोन आवेदन जमा करने के लिए धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी।", { exact: true })
    ).toBeVisible()
    await expect(dialog.getByText("कृपया आगे काम आने के लिए यह ट्रैकिंग ID सँभालकर रखें", { exact: true })).toBeVisible()
    const trackingId = (await dialog.getByTestId("tracking-id").textContent())!.trim()
    expect(trackingId).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u)
    expect(posted).toBe(1)
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "apply-success")
    await dialog.getByRole("button", { name: "ठीक है", exact: true }).click()
    await expect(page).toHaveURL(/\/hi\/?$/u)

    // Staff move the enquiry on (through the repository, as the back office does): Login is then done, with a date.
    await site.setStatus(trackingId, "Underwriting")

    await page.goto("/hi/track-now")
    await expectHindiPage(page)
    await expect(page.getByRole("heading", { level: 1, name: "अपना आवेदन ट्रैक करें" })).toBeVisible()
    await expect(
      page.getByText("पूछताछ की पुष्टि में मिली ट्रैकिंग ID दर्ज करें। मंज़ूरी में आमतौर पर 7-10 कार्यदिवस लगते हैं।", { exact: true })
    ).toBeVisible()
    const idField = page.getByRole("textbox", { name: "ट्रैकिंग ID" })
    await expect(idField).toHaveAttribute("placeholder", "उदाहरण: K7QMX-3P9TD")
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "track")
    await idField.fill(` ${trackingId.toLowerCase()} `)
    await page.getByRole("button", { name: "अभी ट्रैक करें", exact: true }).click()

    await expect(page).toHaveURL(/\/hi\/application-status\?trackingId=/u)
    await expectHindiPage(page)
    await expect(page.getByRole("heading", { level: 1, name: "आवेदन की स्थिति" })).toBeVisible()
    const timeline = page.getByRole("list", { name: "आवेदन की प्रगति" })
    const steps = timeline.getByRole("listitem")
    await expect(steps.locator(".timeline__label")).toHaveText([
      "कॉल बैक",
      "अपॉइंटमेंट तय",
      "लॉगिन",
      "अंडरराइटिंग",
      "मंज़ूर",
      "राशि वितरित"
    ])
    await expect(steps.nth(0)).toContainText("(पूरा हुआ)")
    await expect(steps.nth(3)).toHaveAttribute("aria-current", "step")
    await expect(steps.nth(3).locator(".timeline__badge")).toHaveText("प्रगति पर")
    await expect(steps.nth(4)).toContainText("(अभी नहीं पहुँचा)")
    const completedOn = (await steps.nth(2).locator(".timeline__date").textContent())!
    expect(completedOn).toMatch(/ को पूरा हुआ$/u)
    expect(completedOn.replace(/ को पूरा हुआ$/u, "")).toMatch(hindiDate)

    const details = page.getByRole("region", { name: "आवेदन का विवरण" })
    await expect(details.getByText("ट्रैकिंग ID", { exact: true })).toBeVisible()
    // The ID as it was typed (lower case, spaces gone).
    await expect(details.getByText(trackingId.toLowerCase(), { exact: true })).toBeVisible()
    await expect(details.getByText("Asha R.", { exact: true })).toBeVisible()
    await expect(page.getByText("Asha Rao")).toHaveCount(0)
    await expect(details.locator("dd").nth(3)).toHaveText("अंडरराइटिंग")
    await expect(details.getByText("जमा करने की तारीख", { exact: true })).toBeVisible()
    await expect(details.locator("dd").nth(4)).toHaveText(hindiDate)
    await expect(page.getByRole("link", { name: "आवेदन ट्रैक करने पर वापस जाएँ" })).toHaveAttribute("href", "/hi/track-now")
    await expect(page.getByRole("link", { name: "रिवॉर्ड रिडीम करें" })).toHaveAttribute("href", "/hi/redeem/start")
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "status")

    await page.goto("/hi/application-status?trackingId=ZZZZZ-ZZZZZ")
    await expect(page.getByRole("alert")).toContainText("आवेदन नहीं मिला")
    await page.goto("/hi/application-status")
    await expect(page.getByRole("alert")).toContainText("कोई ट्रैकिंग ID नहीं दी गई")
    await expectNoAxeViolations(page)
    await page.getByRole("link", { name: "वापस जाएँ", exact: true }).click()
    await expect(page).toHaveURL(/\/hi\/track-now$/u)
  })

  test("a Referral in Hindi: its labels, and the same mobile twice refused in Hindi", async ({ page }, testInfo) => {
    test.setTimeout(timeFor(90_000))
    await page.goto("/hi/apply")
    await expectHindiPage(page)
    await page.getByRole("radiogroup", { name: "आवेदन का प्रकार" }).getByText("रेफ़रल", { exact: true }).click()
    await expect(page.getByRole("radio", { name: "रेफ़रल" })).toBeChecked()
    await expect(page.getByRole("group", { name: "आपका विवरण" })).toBeVisible()
    await expect(page.getByRole("group", { name: "आपके मित्र का विवरण" })).toBeVisible()
    await page.getByRole("textbox", { name: "आपका नाम" }).fill("Ravi Kumar")
    await page.getByRole("textbox", { name: "आपका स्थान" }).fill("Mumbai")
    await page.getByRole("textbox", { name: "आपका ईमेल" }).fill("ravi@example.com")
    await page.getByRole("textbox", { name: "आपका मोबाइल नंबर" }).fill("9876543210")
    await page.getByRole("textbox", { name: "मित्र का नाम" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "मित्र का स्थान" }).fill("Pune")
    await page.getByRole("textbox", { name: "मित्र का मोबाइल नंबर" }).fill("9876543210")
    await page.getByRole("button", { name: "जमा करें", exact: true }).click()
    await expect(
      page.getByText("रेफ़र करते समय, जिन्हें आप रेफ़र कर रहे हैं उनका मोबाइल नंबर और आपका मोबाइल नंबर एक नहीं होना चाहिए।", {
        exact: true
      })
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await checkWidths(page, testInfo, "apply-referral")
  })

  test("a bad PAN on the Hindi credit-score details page", async ({ page, site }, testInfo) => {
    const mobile = freshMobile(testInfo.workerIndex)
    await page.goto("/hi/credit-score")
    await expectHindiPage(page)
    // Found by what the page is, not by its words (the credit-score area has its own catalog).
    const mobileField = page.locator("main input[inputmode='numeric']")
    await mobileField.pressSequentially(mobile.slice(0, 5))
    await expect(page.getByText(mobileLength, { exact: true })).toBeVisible()
    await mobileField.pressSequentially(mobile.slice(5))
    await expect(page.getByText(mobileLength, { exact: true })).toHaveCount(0)
    await page.getByRole("checkbox").focus()
    await page.keyboard.press("Space")
    await page.locator("main form button[type='submit']").click()

    await expect(page).toHaveURL(/\/hi\/credit-score\/verify-mobile\?mobile=/u)
    const code = await site.codeFor(mobile)
    await page.locator("input[autocomplete='one-time-code']").fill(code)
    await page.locator("main form button[type='submit']").click()

    await expect(page).toHaveURL(/\/hi\/credit-score\/personal-details\?token=/u)
    await expectHindiPage(page)
    const pan = page.getByRole("textbox", { name: /PAN/u })
    await pan.pressSequentially("abcde12")
    await expect(page.getByText(panFormat, { exact: true })).toBeVisible()
    await pan.pressSequentially("34f")
    await expect(pan).toHaveValue("ABCDE1234F")
    await expect(page.getByText(panFormat, { exact: true })).toHaveCount(0)
  })
})
