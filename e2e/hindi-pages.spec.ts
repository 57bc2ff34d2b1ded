/**
 * The FAQ page and the content pages in Hindi (issue 15), against the real server's Hindi build: a person on
 * /hi/faqs opens a question with the keyboard and reads the answer in Hindi; About and Refer & Earn speak Hindi; the
 * blog's list and an article show Hindi chrome around English articles, which say so and carry lang="en". Each page
 * is `<html lang="hi">`, axe clean, and fits 320, 768 and 1280 px (screenshots in .tmp/screens-hindi-pages/).
 */
import * as path from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems } from "./layout-check.ts"

const shots = path.join(".tmp", "screens-hindi-pages")

/** At each width: nothing scrolls sideways or is cut off, and a full-page screenshot to look at. */
const fitsEveryWidth = async (page: Page, name: string) => {
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([])
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("/hi/faqs: a question opens by keyboard and answers in Hindi, with its links in Hindi", async ({ page }) => {
  await page.goto("/hi/faqs")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "अक्सर पूछे जाने वाले प्रश्न" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "प्रश्नों के विषय" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "मंज़ूरी और ट्रैकिंग" })).toBeVisible()

  // The first question starts open.
  await expect(page.getByRole("button", { name: "Arthika Loans क्या करता है?" })).toHaveAttribute("aria-expanded", "true")

  const approval = page.getByRole("button", { name: "मंज़ूरी में कितना समय लगता है?" })
  await expect(approval).toHaveAttribute("aria-expanded", "false")
  await approval.focus()
  await page.keyboard.press("Enter")
  await expect(approval).toHaveAttribute("aria-expanded", "true")
  await expect(
    page.getByText(
      "ऋणदाता को आपके पूरे दस्तावेज़ मिलने के बाद मंज़ूरी में आम तौर पर 7-10 कार्य दिवस लगते हैं। पर्सनल लोन में पैसा आम तौर पर मंज़ूरी के 24-48 घंटों के भीतर आपके खाते में पहुँच जाता है।"
    )
  ).toBeVisible()
  await page.keyboard.press("Space")
  await expect(approval).toHaveAttribute("aria-expanded", "false")

  // A list answer, and links that keep the visitor in Hindi.
  const documents = page.getByRole("button", { name: "मुझे कौन-से दस्तावेज़ चाहिए होंगे?" })
  await documents.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listitem").filter({ hasText: "PAN कार्ड, और आधार या पते का कोई अन्य प्रमाण" })).toBeVisible()
  await page.getByRole("button", { name: "मुझे कितना लोन मिल सकता है?" }).click()
  await expect(page.getByRole("main").getByRole("link", { name: "पात्रता कैलकुलेटर", exact: true })).toHaveAttribute(
    "href",
    "/hi/resources/eligibility-calculator?calc=eligibility"
  )
  await expect(page.getByRole("heading", { level: 2, name: "अब भी कोई प्रश्न है?" })).toBeVisible()

  // Search engines read the questions in the page's language.
  const faqJson = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? "null")).find((d) => d?.["@type"] === "FAQPage")
    )
  expect(faqJson?.inLanguage).toBe("hi-IN")
  expect(faqJson?.mainEntity?.[0]?.name).toBe("Arthika Loans क्या करता है?")

  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "faqs")
})

test("/hi/about speaks Hindi, with the company's name and figures as they are", async ({ page }) => {
  await page.goto("/hi/about")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "Arthika Loans के बारे में" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "हम कौन हैं" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "हमारा मिशन" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "आँकड़ों में Arthika Loans" })).toBeVisible()
  const indicators = page.locator(".indicators__item")
  await expect(indicators).toHaveText(["लोन मंज़ूरी दर99%", "संतुष्ट ग्राहक100+", "लेंडिंग पार्टनर30+"])
  await expect(page.getByRole("main").getByRole("link", { name: "अभी आवेदन करें" })).toHaveAttribute(
    "href",
    "/hi/resources/apply-now"
  )
  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "about")
})

test("/hi/refer-and-earn speaks Hindi", async ({ page }) => {
  await page.goto("/hi/refer-and-earn")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "बस कुछ क्लिक में कमाई शुरू करें" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "चरण 1: अपना लिंक साझा करें" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 3, name: "कमाई की कोई सीमा नहीं" })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "अभी किसी मित्र को रेफ़र करें" })).toBeVisible()
  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "refer-and-earn")
})

test("/hi/resources/blogs and an article: Hindi chrome, English articles marked as English", async ({ page }) => {
  await page.goto("/hi/resources/blogs")
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "समझदारी से लोन लेने की गाइड" })).toBeVisible()
  await expect(page.getByText("ये लेख अंग्रेज़ी में हैं।")).toBeVisible()
  const card = page.locator(".blog-card").filter({ hasText: "How your EMI is calculated" })
  await expect(card.locator(".blog-card__topic")).toHaveText("EMI और ब्याज")
  await expect(card.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en")
  await expect(card.locator(".blog-card__meta")).toContainText(/पढ़ने में \d+ मिनट/u)
  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "blogs")

  await card.getByRole("link", { name: "How your EMI is calculated, and how to pay less interest" }).click()
  await expect(page).toHaveURL(/\/hi\/resources\/blogs\/how-emi-is-calculated$/u)
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  const title = page.getByRole("heading", {
    level: 1,
    name: "How your EMI is calculated, and how to pay less interest"
  })
  await expect(title).toBeVisible()
  await expect(title).toHaveAttribute("lang", "en")
  await expect(page.getByRole("navigation", { name: "ब्रेडक्रम्ब" }).getByRole("link", { name: "ब्लॉग" })).toBeVisible()
  await expect(page.getByText("यह लेख अंग्रेज़ी में है।")).toBeVisible()
  // The body is English and says so; the formula's example is there word for word.
  const body = page.locator(".article__text")
  await expect(body).toHaveAttribute("lang", "en")
  await expect(body.getByText("the formula gives an EMI of ₹16,607")).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "और गाइड" })).toBeVisible()
  await expect(page.getByText("यह गाइड सामान्य जानकारी है, वित्तीय सलाह नहीं।")).toBeVisible()
  await expectNoAxeViolations(page)
  await fitsEveryWidth(page, "article")

  // The page loaded afresh (prerendered) says the same.
  await page.reload()
  await expect(page.locator(".article__text")).toHaveAttribute("lang", "en")
  await expect(page.getByText("यह लेख अंग्रेज़ी में है।")).toBeVisible()
})
