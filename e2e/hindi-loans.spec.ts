/**
 * The loan pages in Hindi (issue 15), against the real server's Hindi build: a person on /hi/services/home-loan reads
 * the product, its figures, eligibility, documents, the embedded EMI calculator, how to apply and the FAQ in Hindi,
 * opens a question with the keyboard, and Apply Now takes them to the Hindi apply form with the loan type in the query
 * (the English loan type: data, not words). The Auto Loan page (no calculator) speaks Hindi too. Each page is
 * `<html lang="hi">`, axe clean, and fits 320, 768 and 1280 px (screenshots in .tmp/screens-hindi-loans/).
 */
import * as path from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems } from "./layout-check.ts"

const shots = path.join(".tmp", "screens-hindi-loans")

/** At each width: nothing scrolls sideways or is cut off, and a full-page screenshot to look at. */
const fitsEveryWidth = async (page: Page, name: string) => {
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const hero = (page: Page) => page.locator("header.loan-hero")

/** The JSON-LD blocks of the page, parsed. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")))

test("/hi/services/home-loan: the whole page in Hindi, and Apply Now keeps the loan type", async ({ page }) => {
  await page.goto("/hi/services/home-loan")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")

  // The hero: name, tagline, the four figures with Latin digits, the two actions.
  await expect(page.getByRole("heading", { level: 1, name: "होम लोन" })).toBeVisible()
  await expect(hero(page).getByText("अपने घर की चाबी, 8.45% से शुरू ब्याज दर पर")).toBeVisible()
  await expect(page.getByRole("navigation", { name: "ब्रेडक्रम्ब" }).getByRole("link", { name: "होम" })).toBeVisible()
  await expect(hero(page).locator("dt")).toHaveText(["ब्याज दर", "लोन राशि", "अवधि", "कौन आवेदन कर सकता है"])
  await expect(hero(page).locator("dd")).toHaveText([
    "8.45% प्रति वर्ष से शुरू",
    "₹5 लाख से ₹5 करोड़ तक",
    "30 वर्ष तक",
    "नौकरीपेशा और स्वरोज़गार"
  ])
  await expect(hero(page).getByRole("link", { name: "EMI कैलकुलेटर" })).toHaveAttribute("href", "#emi-calculator")

  // The sections, headed in Hindi.
  await expect(page.getByRole("heading", { level: 2, name: "हमारे होम लोन के फ़ायदे" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "8.45% प्रति वर्ष से ब्याज दर" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "टैक्स लाभ", exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "पात्रता" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "नौकरीपेशा", exact: true })).toBeVisible()
  await expect(page.getByText("स्थानीय प्राधिकरण से स्वीकृत बिल्डिंग प्लान")).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "ज़रूरी दस्तावेज़" })).toBeVisible()
  await expect(page.getByText("हर आवेदक का PAN कार्ड और आधार कार्ड या पासपोर्ट")).toBeVisible()

  // The embedded calculator, under its Hindi heading.
  const calculator = page.locator("#emi-calculator")
  await expect(calculator.getByRole("heading", { level: 2, name: "होम लोन EMI कैलकुलेटर" })).toBeVisible()
  await expect(
    calculator.getByText(
      "राशि, ब्याज दर और अवधि चुनें और देखें कि आपकी मासिक EMI कितनी होगी, कुल ब्याज कितना बनेगा और लोन साल-दर-साल कैसे चुकेगा।"
    )
  ).toBeVisible()
  await calculator.scrollIntoViewIfNeeded()
  await expect(calculator.locator(".calc")).toBeVisible()

  await expect(page.getByRole("heading", { level: 2, name: "आवेदन कैसे करें" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "लोन विशेषज्ञ से बात करें" })).toBeVisible()
  await expect(page.getByRole("link", { name: "होम लोन के लिए आवेदन करें" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "हमारे होम लोन ग्राहक क्या कहते हैं" })).toBeVisible()
  await expect(page.getByRole("link", { name: "सभी प्रशंसापत्र देखें" })).toHaveAttribute(
    "href",
    "/hi/resources/testimonials"
  )

  // The FAQ: the first question open; another opens and closes from the keyboard, with its list in Hindi.
  await expect(page.getByRole("heading", { level: 2, name: "अक्सर पूछे जाने वाले प्रश्न" })).toBeVisible()
  await expect(page.getByRole("button", { name: "होम लोन पर मुझे कितना ब्याज देना होगा?" })).toHaveAttribute(
    "aria-expanded",
    "true"
  )
  const prepay = page.getByRole("button", { name: "क्या मैं अपना होम लोन समय से पहले चुका या बंद कर सकता हूँ?" })
  await expect(prepay).toHaveAttribute("aria-expanded", "false")
  await prepay.focus()
  await page.keyboard.press("Enter")
  await expect(prepay).toHaveAttribute("aria-expanded", "true")
  const answer = page.getByRole("group", { name: "क्या मैं अपना होम लोन समय से पहले चुका या बंद कर सकता हूँ?" })
  await expect(answer.getByRole("listitem")).toHaveText([
    "RBI के नियमों के अनुसार, व्यक्तियों के फ़्लोटिंग दर वाले होम लोन पर प्री-पेमेंट या फ़ोरक्लोज़र शुल्क नहीं",
    "फ़िक्स्ड दर वाले लोन पर शुल्क लग सकता है, जो आपके सैंक्शन लेटर में लिखा होता है",
    "आंशिक प्री-पेमेंट के बाद कम EMI या कम अवधि में से एक चुनें"
  ])
  await page.keyboard.press("Space")
  await expect(prepay).toHaveAttribute("aria-expanded", "false")

  // Search engines read the product and the trail in Hindi.
  const data = await structuredData(page)
  const product = data.find((d) => d?.["@type"] === "LoanOrCredit")
  expect(product?.name).toBe("होम लोन")
  expect(product?.url).toMatch(/\/hi\/services\/home-loan$/u)
  const trail = data.find((d) => d?.["@type"] === "BreadcrumbList")
  expect(trail?.itemListElement?.map((item: { name: string }) => item.name)).toEqual(["होम", "होम लोन"])

  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "home-loan")

  // Apply Now: the Hindi apply form, with the loan type the form reads (English: data).
  const apply = hero(page).getByRole("link", { name: "अभी आवेदन करें" })
  await expect(apply).toHaveAttribute("href", "/hi/apply?loanType=Home%20Loan")
  await apply.click()
  await expect(page).toHaveURL(
    (url) => url.pathname === "/hi/apply" && url.searchParams.get("loanType") === "Home Loan"
  )
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
})

test("/hi/services/auto-loan: Hindi copy, no calculator, and its own loan type on Apply Now", async ({ page }) => {
  await page.goto("/hi/services/auto-loan")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "ऑटो लोन" })).toBeVisible()
  await expect(hero(page).getByText("अपनी नई या पुरानी कार घर ले आइए")).toBeVisible()
  await expect(hero(page).locator("dd")).toHaveText([
    "9.50% प्रति वर्ष से शुरू",
    "1 से 7 वर्ष",
    "नई और पुरानी",
    "कार ही (हाइपोथिकेशन)"
  ])
  await expect(page.getByRole("heading", { level: 2, name: "हमारे ऑटो लोन के फ़ायदे" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "कार ही सिक्योरिटी है" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "कौन आवेदन कर सकता है" })).toBeVisible()
  await expect(page.getByText("नई कार: डीलर का प्रोफ़ॉर्मा इनवॉइस")).toBeVisible()
  // Three products have no calculator on their page.
  await expect(page.locator("#emi-calculator")).toHaveCount(0)
  await expect(hero(page).getByRole("link", { name: "EMI कैलकुलेटर" })).toHaveCount(0)

  const question = page.getByRole("button", { name: "रजिस्ट्रेशन सर्टिफ़िकेट का क्या होता है?" })
  await question.focus()
  await page.keyboard.press("Enter")
  await expect(
    page
      .getByRole("group", { name: "रजिस्ट्रेशन सर्टिफ़िकेट का क्या होता है?" })
      .getByText("लेंडर अनापत्ति प्रमाणपत्र (NOC) और फ़ॉर्म 35 जारी करता है")
  ).toBeVisible()

  await expect(page.getByRole("link", { name: "ऑटो लोन के लिए आवेदन करें" })).toHaveAttribute(
    "href",
    "/hi/apply?loanType=Auto%20Loan"
  )

  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "auto-loan")
})
