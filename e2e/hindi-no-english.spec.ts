/**
 * No English left on the Hindi site: every public page of /hi/ (e2e/public-routes.ts), as a Hindi reader sees it, and
 * again after pressing its form's submit button with nothing filled in (the error states: empty fields, the consent
 * box unticked). What is read: the text on screen (every rendered text node, the carousel's hidden slides included),
 * and the words a screen reader or the browser speaks (aria-label, placeholder, title, alt, the document's title).
 *
 * Latin script is allowed only where a Hindi reader expects it (docs/i18n.md, "Writing a message"): the brand and the
 * company's legal name, the abbreviations Indians use in English (EMI, PAN, OTP...), e-mail addresses and web
 * addresses, and what the page marks as not to be translated (`translate="no"` or the class `notranslate`: lenders' names, people's names and
 * addresses) or as English on purpose (`lang="en"`: blog articles, customers' testimonials).
 */
import { expect, type Page, test } from "@playwright/test"
import { inHindi, publicRoutes } from "./public-routes.ts"

/**
 * Names that stay as they are in every language: the brand, the company, our grievance officer, the person who sent
 * the referral link this test opens, the offices' postal addresses (as the post office writes them), and a keyboard
 * shortcut as its keys are labelled.
 */
const allowedPhrases = [
  "Arthika Finserv Private Limited",
  "Arthika Loans",
  "Arthika",
  "Meera Raghunathan",
  "Asha Rao",
  "3rd Floor, Sapphire Towers, 80 Feet Road",
  "Koramangala 4th Block",
  "Bengaluru, Karnataka",
  "Office 502, Kalyani Business Park, Baner Road",
  "Baner",
  "Pune, Maharashtra",
  "alt+T"
]

/** Brands named in Latin letters in Hindi too (the social networks of the footer). */
const brands = ["WhatsApp", "Facebook", "Instagram", "LinkedIn", "OpenStreetMap"]

/** Abbreviations and terms a Hindi reader expects in Latin letters (docs/i18n.md), and units. */
const allowedWords = new Set([
  "EMI",
  "EMIs",
  "PAN",
  "OTP",
  "KFS",
  "APR",
  "FOIR",
  "CIBIL",
  "KYC",
  "CKYC",
  "GST",
  "ITR",
  "NBFC",
  "NBFCs",
  "RBI",
  "SMS",
  "ID",
  "DPDP",
  "UPI",
  "JPEG",
  "PNG",
  "WebP",
  "GIF",
  "SVG",
  "MB",
  "KB",
  "A-Z",
  "A",
  "Z",
  // Indian qualifications, firm types and bodies, written in Latin letters in Hindi too.
  "MBBS",
  "MD",
  "MS",
  "BDS",
  "MDS",
  "AYUSH",
  "CA",
  "ICAI",
  "LLP",
  "RERA",
  "RB-IOS",
  "HTTPS",
  // The EMI formula's symbols: P (the loan), R (the monthly rate), N (the months).
  "P",
  "R",
  "N",
  ...brands
])

/** Every word in Latin letters the page shows or speaks, outside what it marks as English or as a name. */
const latinWordsOn = (page: Page) =>
  page.evaluate(() => {
    const excluded = (el: Element | null): boolean => {
      for (let e = el; e !== null; e = e.parentElement) {
        if (e.tagName === "SCRIPT" || e.tagName === "STYLE" || e.tagName === "NOSCRIPT" || e.tagName === "TEMPLATE")
          return true
        // `translate="no"`, or the class `notranslate` where that attribute is not allowed (text inside an SVG)
        if (e.getAttribute("translate") === "no" || e.classList.contains("notranslate")) return true
        const lang = e.getAttribute("lang")
        if (lang !== null && e !== document.documentElement && lang.toLowerCase().startsWith("en")) return true
      }
      return false
    }
    // An English article's own title stays English in the document's title too (blog articles are English on purpose).
    let title = document.title
    for (const h1 of Array.from(document.querySelectorAll("[lang^=en] h1, h1[lang^=en]"))) {
      title = title.split(h1.textContent?.trim() ?? "").join(" ")
    }
    const texts: Array<string> = [title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent === null || excluded(parent) || !parent.checkVisibility()) continue
      const text = node.textContent?.trim()
      if (text) texts.push(text)
    }
    for (const el of Array.from(document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"))) {
      if (excluded(el)) continue
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })

const englishIn = (texts: ReadonlyArray<string>): Array<string> => {
  const found = new Set<string>()
  for (const original of texts) {
    let text = original
    for (const phrase of allowedPhrases) text = text.split(phrase).join(" ")
    text = text
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu, " ")
      .replace(/\bhttps?:\/\/\S+/gu, " ")
      .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|gov\.in)\b\S*/gu, " ")
      // Codes with digits (a tracking ID "K7QMX-3P9TD", section 80C) and a clause's letter ("24(b)").
      .replace(/[\w-]*\d[\w-]*/gu, " ")
      .replace(/\([a-z]\)/gu, " ")
    const words = text.match(/[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/gu) ?? []
    const stray = words.filter((w) => !allowedWords.has(w))
    if (stray.length > 0) found.add(`${stray.join(" ")}  «${original.slice(0, 140)}»`)
  }
  return [...found]
}

/** Presses the main form's submit button, when the page has one, with nothing filled in. */
const submitEmpty = async (page: Page): Promise<boolean> => {
  const submit = page.locator("main form button[type=submit]").filter({ visible: true }).first()
  if ((await submit.count()) === 0) return false
  await submit.click()
  await page.waitForTimeout(400)
  return true
}

// Each test loads its own page: the two workers share the file's tests rather than one worker taking all of them.
test.describe.configure({ mode: "parallel" })

for (const route of publicRoutes.map(inHindi)) {
  test(`${route.path}: no English on screen, nor after submitting its form empty`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState("networkidle")
    const english = englishIn(await latinWordsOn(page))
    if (await submitEmpty(page)) english.push(...englishIn(await latinWordsOn(page)).map((e) => `after submit: ${e}`))
    expect(english, route.path).toEqual([])
  })
}

test("/hi/resources/apply-now: the title names the loan type in Hindi, the unticked consent box speaks Hindi", async ({
  page
}) => {
  await page.goto("/hi/resources/apply-now?loanType=Home%20Loan")
  await expect(page.getByRole("heading", { level: 1, name: "होम लोन के लिए आवेदन करें" })).toBeVisible()
  await expect(page).toHaveTitle(/^होम लोन के लिए आवेदन करें \| Arthika Loans$/u)
  await page.goto("/hi/resources/apply-now")
  await expect(page).toHaveTitle(/^पर्सनल लोन के लिए आवेदन करें \| Arthika Loans$/u)
  await page.getByRole("button", { name: "जमा करें" }).click()
  await expect(page.getByText("जारी रखने के लिए कृपया गोपनीयता नीति से सहमति दें।")).toBeVisible()
  await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toHaveCount(0)
})

test("/hi/contact: the unticked consent box speaks Hindi", async ({ page }) => {
  await page.goto("/hi/contact")
  await page.getByRole("button", { name: "संदेश भेजें" }).click()
  await expect(page.getByText("जारी रखने के लिए कृपया गोपनीयता नीति से सहमति दें।")).toBeVisible()
  await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toHaveCount(0)
})

test("/hi/: the home carousel speaks Hindi, its first slide's heading and buttons included", async ({ page }) => {
  await page.goto("/hi")
  const first = page.locator(".banner__slide").first()
  await expect(first.locator(".banner__heading")).toHaveText("पर्सनल लोन, सालाना 11.9% से")
  await expect(first.getByRole("link", { name: "अभी आवेदन करें" })).toHaveAttribute(
    "href",
    "/hi/apply?loanType=Personal%20Loan"
  )
  await expect(page.locator(".banner__slide").getByText("Apply Now")).toHaveCount(0)
  // A later visit of /hi/ in the same session loads the slides from the API, in Hindi too.
  await page.goto("/hi/about")
  await page.getByRole("link", { name: "होम", exact: true }).first().click()
  await expect(page).toHaveURL(/\/hi\/?$/u)
  await expect(page.locator(".banner__slide").first().locator(".banner__heading")).toHaveText(
    "पर्सनल लोन, सालाना 11.9% से"
  )
})
