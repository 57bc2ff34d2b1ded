/**
 * The verified-mobile flows and the feedback form in Hindi (issue 15 point 6), walked as a Hindi-speaking person on
 * /hi/...: the credit score check to the bureau, redeem as far as the English test goes, and the feedback form.
 * The Hindi words are written out here (never imported); `<html lang="hi">`; axe clean; screenshots of the OTP screen
 * and the credit page at 320, 768 and 1280 px with no sideways scroll.
 */
import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { timeFor } from "./time.ts"
import { bureauUrl, expect, freshMobile, pointsPerReferral, test } from "./verified-mobiles.fixture.ts"

// A browser that prefers Hindi: its requests say so (Accept-Language), as the Hindi pages' own requests do.
test.use({ locale: "hi-IN" })
// A slow machine builds and walks three whole flows: room for each.
test.setTimeout(timeFor(90_000))

const shotsDir = process.env.HINDI_SHOTS_DIR ?? "/tmp/credit-work/shots"
const widths = [320, 768, 1280] as const

/** At each width: nothing wider than the screen, and a full-page screenshot to look at. */
const lookAtWidths = async (page: Page, name: string) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => document.fonts.ready)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text })

test.describe("हिन्दी: the credit score, redeem and feedback flows", () => {
  test("credit score: mobile and terms, the OTP, personal details, then the bureau", async ({
    page,
    site
  }, testInfo) => {
    const mobile = freshMobile(testInfo.workerIndex)
    await page.route(`${bureauUrl}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Credit bureau</title><h1>Credit bureau</h1>"
      })
    )

    await page.goto("/hi/credit-score")
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1, name: "अपना क्रेडिट स्कोर मुफ़्त में देखें" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "क्रेडिट स्कोर क्या है?" })).toBeVisible()
    await expect(page.locator("strong", { hasText: "300 से 900 के बीच" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "उपयोग 30% से कम रखें" })).toBeVisible()
    await expect(page.getByText("सबसे अच्छी दरें और जल्दी मंज़ूरी।")).toBeVisible()
    await expectNoAxeViolations(page)
    await lookAtWidths(page, "credit")

    await page.getByRole("textbox", { name: "मोबाइल नंबर" }).fill(mobile)
    await page.getByRole("button", { name: "OTP पाएँ" }).click()
    await expect(page.getByText("कृपया नियम और शर्तें स्वीकार करें।")).toBeVisible()
    await page.getByText(/मैं नियम और शर्तें स्वीकार करता\/करती हूँ और Arthika Loans को/u).click()
    await page.getByRole("button", { name: "OTP पाएँ" }).click()

    await expect(page).toHaveURL(new RegExp(`/hi/credit-score/verify-mobile\\?mobile=${mobile}$`, "u"))
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1, name: "मोबाइल नंबर सत्यापित करें" })).toBeVisible()
    await expect(page.getByText(`+91 ${mobile} पर OTP भेजा गया है`)).toBeVisible()
    await expect(page.getByText(/^कोड नहीं मिला\? \d+ सेकंड में OTP दोबारा भेजें$/u)).toBeVisible()
    await expect(page.getByText("SMS में आया 6 अंकों का कोड। आप इसे पेस्ट कर सकते हैं।")).toBeVisible()
    await expect(page.getByRole("link", { name: "नंबर बदलें" })).toHaveAttribute("href", "/hi/credit-score")
    await expectNoAxeViolations(page)
    await lookAtWidths(page, "otp")

    // A wrong code first: the server's words and the attempts left, both in Hindi.
    const code = await site.codeFor(mobile)
    await page.getByRole("textbox", { name: "OTP दर्ज करें" }).fill(code === "000000" ? "111111" : "000000")
    await page.getByRole("button", { name: "OTP सत्यापित करें" }).click()
    await expect(page.getByText("OTP गलत है। कृपया फिर से प्रयास करें। 4 प्रयास बाकी हैं।")).toBeVisible()

    await page.getByRole("textbox", { name: "OTP दर्ज करें" }).fill(code)
    await page.getByRole("button", { name: "OTP सत्यापित करें" }).click()

    await expect(page).toHaveURL(/\/hi\/credit-score\/personal-details\?token=[\w-]+\.[\w-]+$/u)
    await expect(page.getByRole("heading", { level: 1, name: "व्यक्तिगत विवरण" })).toBeVisible()
    await expect(page.getByText("अपना विवरण ठीक वैसे ही भरें जैसा आपके PAN कार्ड पर लिखा है।")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "मोबाइल नंबर" })).toHaveValue(mobile)
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: "जमा करें" }).click()
    await expect(page.getByText("कृपया अपना लिंग चुनें।")).toBeVisible()

    await page.getByRole("textbox", { name: "पहला नाम" }).fill("Asha")
    await page.getByRole("textbox", { name: "अंतिम नाम" }).fill("Rao")
    await page.getByRole("radiogroup", { name: "लिंग" }).getByText("महिला").click()
    await page.getByRole("textbox", { name: "ईमेल" }).fill("asha@example.com")
    await page.getByRole("textbox", { name: "PAN" }).fill("ABCDE1234F")
    // The date's parts are named in Hindi (day, month, year), in the Indian order.
    const dateParts = page.getByRole("group", { name: "जन्म तिथि" }).getByRole("spinbutton")
    await expect(dateParts.nth(0)).toHaveAccessibleName(/दिन/u)
    await expect(dateParts.nth(1)).toHaveAccessibleName(/माह/u)
    await expect(dateParts.nth(2)).toHaveAccessibleName(/वर्ष/u)
    await page.getByRole("group", { name: "जन्म तिथि" }).getByRole("spinbutton").first().click()
    await page.keyboard.type("12041990")
    await page.getByRole("textbox", { name: "पता" }).fill("12 MG Road, Shivajinagar")
    await page.getByRole("textbox", { name: "पिनकोड" }).fill("411005")
    await page.getByRole("textbox", { name: "शहर" }).fill("Pune")
    await page.getByRole("combobox", { name: "राज्य" }).selectOption("Maharashtra")
    await page.getByText(/अपना विवरण क्रेडिट ब्यूरो के साथ साझा करने की सहमति/u).click()
    await page.getByRole("button", { name: "जमा करें" }).click()

    await expect(toast(page, "क्रेडिट स्कोर जाँच का अनुरोध सफलतापूर्वक भेज दिया गया! आपको आगे ले जाया जा रहा है...")).toBeVisible()
    await expect(page.getByText("आपका विवरण भेज दिया गया है (PAN ABCDE****F)।")).toBeVisible()
    await expect(page.getByText("आपका स्कोर दिखाने के लिए आपको क्रेडिट ब्यूरो की वेबसाइट पर ले जाया जा रहा है।")).toBeVisible()
    await page.waitForURL(`${bureauUrl}**`, { timeout: 10_000 })
  })

  test("redeem: verify the mobile, the points of a disbursed referral, invite, withdraw with a confirmation", async ({
    page,
    site
  }, testInfo) => {
    const referrer = { name: "Ravi Kumar", mobile: freshMobile(testInfo.workerIndex) }
    const friend = { name: "Asha Rao", mobile: freshMobile(testInfo.workerIndex) }
    const response = await page.request.post("/api/loan-enquiries", {
      data: {
        applicationType: "Referral",
        loanType: "Home Loan",
        first_name: "Asha",
        last_name: "Rao",
        phone: friend.mobile,
        referralPhone: referrer.mobile,
        location: "Pune",
        referralName: referrer.name,
        referralEmail: "ravi@example.com",
        referralLocation: "Mumbai",
        consent: true
      }
    })
    expect(response.status()).toBe(201)
    const { trackingId } = (await response.json()) as { trackingId: string }
    await site.setStatus(trackingId, "Disbursed")

    await page.goto("/hi/redeem/start")
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1, name: "अपने रिवॉर्ड रिडीम करें" })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole("textbox", { name: "मोबाइल नंबर" }).fill(referrer.mobile)
    await page.getByRole("button", { name: "OTP पाएँ" }).click()
    await expect(page).toHaveURL(new RegExp(`/hi/redeem/verify-mobile\\?mobile=${referrer.mobile}$`, "u"))
    await expect(page.getByText(`+91 ${referrer.mobile} पर OTP भेजा गया है`)).toBeVisible()
    await page.getByRole("textbox", { name: "OTP दर्ज करें" }).fill(await site.codeFor(referrer.mobile))
    await page.getByRole("button", { name: "OTP सत्यापित करें" }).click()

    await expect(page).toHaveURL(/\/hi\/redeem\/rewards\?token=/u)
    await expect(page.getByRole("heading", { level: 1, name: "आपके रेफ़रल रिवॉर्ड" })).toBeVisible()
    const points = page.getByRole("region", { name: "आपके पॉइंट" })
    await expect(points.getByText("कुल पॉइंट")).toBeVisible()
    await expect(points.getByText("निकालने योग्य पॉइंट")).toBeVisible()
    await expect(points.getByText("1,25,000")).toHaveCount(2)
    const row = page.getByRole("row").filter({ hasText: friend.name })
    await expect(row).toContainText(trackingId)
    await expect(row).toContainText("1,25,000 पॉइंट")
    await expect(row).toContainText("रिवॉर्ड लंबित")
    // Today in Hindi, e.g. "24 नवंबर 2026".
    const months = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"]
    const today = new Date(Date.now() + 5.5 * 3_600_000)
    await expect(row).toContainText(`${today.getUTCDate()} ${months[today.getUTCMonth()]} ${today.getUTCFullYear()}`)
    await expect(page.getByRole("columnheader")).toHaveText([
      "रेफ़रल का नाम",
      "रेफ़रल ID",
      "आवेदन की स्थिति",
      "अर्जित रिवॉर्ड",
      "वितरण की तिथि",
      "स्थिति"
    ])
    expect(pointsPerReferral).toBe(125_000)
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: "और दोस्तों को आमंत्रित करें" }).click()
    const invite = page.getByRole("dialog", { name: "और दोस्तों को आमंत्रित करें" })
    await expect(invite.getByText("अपना रेफ़रल लिंक साझा करें।", { exact: false })).toBeVisible()
    await expect(invite.getByRole("textbox", { name: "आपका रेफ़रल लिंक" })).toHaveValue(
      new RegExp(`/referral\\?name=Ravi\\+Kumar&mobile=${referrer.mobile}$`, "u")
    )
    await expect(invite.getByRole("link", { name: "WhatsApp पर साझा करें" })).toBeVisible()
    await expect(invite.getByRole("link", { name: "SMS से साझा करें" })).toBeVisible()
    await expectNoAxeViolations(page)
    await invite.getByRole("button", { name: "हो गया" }).click()
    await expect(invite).toHaveCount(0)

    await page.getByRole("button", { name: "अभी निकालें" }).click()
    const confirm = page.getByRole("alertdialog", { name: "क्या आप अपने पॉइंट निकालना चाहते हैं?" })
    await expect(confirm).toContainText(
      "आप 1 रेफ़रल से 1,25,000 पॉइंट निकालने का अनुरोध कर रहे हैं। भुगतान के लिए हमारी टीम आपसे संपर्क करेगी।"
    )
    await confirm.getByRole("button", { name: "रद्द करें" }).click()
    await expect(confirm).toHaveCount(0)
    await page.getByRole("button", { name: "अभी निकालें" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "हाँ, निकालें" }).click()
    await expect(toast(page, "निकासी का अनुरोध सफलतापूर्वक भेज दिया गया!")).toBeVisible()
    await expect(points.getByText("1,25,000")).toHaveCount(1)
    await expect(page.getByRole("button", { name: "अभी निकालें" })).toBeDisabled()

    await site.payWithdrawals(referrer.mobile)
    await page.reload()
    await expect(page.getByRole("row").filter({ hasText: friend.name })).toContainText("रिवॉर्ड वितरित")
  })

  test("feedback: the form in Hindi, sent, with the thanks", async ({ page }) => {
    await page.goto("/hi/customer-feedback")
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1, name: "अपनी राय दें" })).toBeVisible()
    await expect(page.getByText("अभी रेटिंग नहीं दी गई")).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: "राय भेजें" }).click()
    await expect(toast(page, "कृपया सभी ज़रूरी फ़ील्ड भरें।")).toBeVisible()

    await page.getByRole("textbox", { name: "नाम" }).fill("Kavya Menon")
    await page.getByRole("textbox", { name: "ईमेल" }).fill("kavya@example.in")
    await page.getByRole("button", { name: /लोन का प्रकार/u }).click()
    await page.getByRole("option", { name: "होम लोन" }).click()
    await page.getByRole("radio", { name: "4 स्टार" }).check({ force: true })
    await expect(page.getByText("5 में से 4 रेटिंग")).toBeVisible()
    await page.getByRole("textbox", { name: "आपकी राय" }).fill("घर का लोन एक हफ़्ते में मिल गया। टीम ने हर कदम पर मदद की।")
    await page.getByRole("button", { name: "राय भेजें" }).click()

    await expect(toast(page, "आपकी राय सफलतापूर्वक भेज दी गई!")).toBeVisible()
    await expect(
      page.getByText("धन्यवाद! हमारी टीम की समीक्षा के बाद आपकी राय हमारे प्रशंसापत्र पेज पर दिखाई देगी।")
    ).toBeVisible()
    await expect(page.getByRole("textbox", { name: "नाम" })).toHaveValue("")
    // The toasts go by themselves; axe looks at the page without them (their colours are the shell's).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)
  })

  test("contact: the offices, the form in Hindi, a message sent", async ({ page }) => {
    await page.goto("/hi/contact")
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1, name: "हम आपकी सहायता के लिए हैं" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: "प्रधान कार्यालय" })).toBeVisible()
    await expect(page.getByRole("main").getByText("ग्राहक सेवा:")).toBeVisible()
    await expect(page.getByRole("img", { name: /बेंगलुरु का नक्शा, जिसमें हमारा प्रधान कार्यालय दिखाया गया है/u })).toBeVisible()
    await expect(page.getByText("अटैचमेंट की सुविधा अभी उपलब्ध नहीं है: कृपया अपना प्रश्न संदेश में लिखें।")).toBeVisible()
    await expectNoAxeViolations(page)
    await lookAtWidths(page, "contact")

    const send = page.getByRole("button", { name: "संदेश भेजें" })
    await send.click()
    await expect(toast(page, "कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें।")).toBeVisible()
    await expect(page.getByText("फ़ोन नंबर 10 अंकों का होना चाहिए")).toBeVisible()
    await page.getByRole("textbox", { name: "नाम" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "ईमेल" }).fill("asha@example.in")
    await page.getByRole("textbox", { name: "फ़ोन नंबर" }).fill("9876543210")
    await page.getByRole("textbox", { name: "संदेश" }).fill("कृपया पुणे में फ़्लैट के होम लोन के बारे में मुझे कॉल करें।")
    await page.getByRole("main").getByRole("checkbox").check({ force: true })
    await send.click()
    await expect(toast(page, "हमसे संपर्क करने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "नाम" })).toHaveValue("")
  })
})
