import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { layoutProblems } from "./layout-check.ts"

/** The app has hydrated (src/root.tsx marks it). */
const started = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-app", "started")

const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value

test.describe("in an English browser (en-IN)", () => {
  test.use({ locale: "en-IN" })

  test("English home -> हिन्दी -> the Hindi home, remembered; back to English keeps the path and query", async ({
    page
  }) => {
    await page.goto("/")
    await started(page)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    // No offer to an English browser.
    await expect(page.getByText("यह पेज हिन्दी में भी उपलब्ध है")).toHaveCount(0)
    const nav = page.getByRole("navigation", { name: "Main" })
    const hindi = nav.getByRole("link", { name: "हिन्दी" })
    await expect(hindi).toHaveAttribute("href", "/hi")
    await expect(hindi).toHaveAttribute("lang", "hi")
    await expect(hindi).toHaveAttribute("hreflang", "hi")
    await hindi.click()

    await expect(page).toHaveURL(/\/hi$/u)
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    await started(page)
    expect(await langCookie(page)).toBe("hi")
    // Hindi is remembered: the site's address typed in again opens the Hindi home (the server's 302).
    await page.goto("/")
    await expect(page).toHaveURL(/\/hi$/u)
    await started(page)
    const hiNav = page.getByRole("navigation", { name: "मुख्य" })
    await expect(hiNav.getByRole("link", { name: "होम", exact: true })).toBeVisible()
    await expect(hiNav.getByRole("button", { name: "हमारे प्रोडक्ट" })).toBeVisible()
    await expect(hiNav.getByRole("link", { name: "क्रेडिट स्कोर देखें" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: "अपने लिए सही लोन चुनें" })).toBeVisible()
    await expect(page).toHaveTitle("Arthika Loans: भारत में पर्सनल लोन, बिज़नेस लोन और होम लोन")

    // A page with a query: back to English keeps the path and the query.
    await page.goto("/hi/contact?source=newsletter&ref=42")
    await started(page)
    const english = page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "English" })
    await expect(english).toHaveAttribute("href", "/contact?source=newsletter&ref=42")
    await expect(english).toHaveAttribute("lang", "en")
    await english.click()
    await expect(page).toHaveURL(/\/contact\?source=newsletter&ref=42$/u)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await started(page)
    expect(await langCookie(page)).toBe("en")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
      "href",
      "/hi/contact?source=newsletter&ref=42"
    )

    // English is remembered now: a Hindi address typed in comes back to English (the server), same page and query.
    await page.goto("/hi/resources/emi-calculator?calc=emi&type=home")
    await expect(page).toHaveURL(/\/resources\/emi-calculator\?calc=emi&type=home/u)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await started(page)
    // The calculator writes its figures into the query as they change: the switcher follows the live query.
    const live = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" })
    await expect(live).toHaveAttribute("href", /^\/hi\/resources\/emi-calculator\?calc=emi&type=home/u)
  })

  test("the switcher's link follows a client-side navigation", async ({ page }) => {
    await page.goto("/")
    await started(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click()
    await expect(page).toHaveURL(/\/about$/u)
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
      "href",
      "/hi/about"
    )
  })
})

test.describe("in a Hindi browser (hi-IN)", () => {
  test.use({ locale: "hi-IN" })

  test("an English page offers Hindi, never sends there; closing it is remembered", async ({ page }) => {
    await page.goto("/contact")
    await started(page)
    await expect(page).toHaveURL(/\/contact$/u)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    const offer = page.getByRole("complementary", { name: "यह पेज हिन्दी में भी उपलब्ध है" })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute("lang", "hi")
    await expect(offer.getByRole("link", { name: "हिन्दी में देखें" })).toHaveAttribute("href", "/hi/contact")
    await expectNoAxeViolations(page)
    // It fits a 320 px phone.
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await layoutProblems(page)).toEqual([])
    await page.screenshot({ path: ".tmp/hindi-shell-offer-320.png" })
    await offer.getByRole("button", { name: "बंद करें" }).click()
    await expect(offer).toHaveCount(0)
    expect(await langCookie(page)).toBe("en")
    await page.reload()
    await started(page)
    await expect(page).toHaveURL(/\/contact$/u)
    await expect(page.getByText("यह पेज हिन्दी में भी उपलब्ध है")).toHaveCount(0)
  })

  test("the offer's link opens the page in Hindi and remembers it", async ({ page }) => {
    await page.goto("/track-now")
    await started(page)
    await page.getByRole("link", { name: "हिन्दी में देखें" }).click()
    await expect(page).toHaveURL(/\/hi\/track-now$/u)
    await expect(page.locator("html")).toHaveAttribute("lang", "hi")
    expect(await langCookie(page)).toBe("hi")
    // A Hindi page offers nothing.
    await started(page)
    await expect(page.getByText("यह पेज हिन्दी में भी उपलब्ध है")).toHaveCount(0)
  })
})

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: "en-IN" })

  test("the menu has the switcher, in both languages", async ({ page }) => {
    await page.goto("/resources/faqs")
    await started(page)
    await page.getByRole("button", { name: "Menu" }).click()
    const hindi = page.getByRole("link", { name: "हिन्दी" })
    await expect(hindi).toBeVisible()
    await expect(hindi).toHaveAttribute("href", "/hi/resources/faqs")
    await hindi.click()
    await expect(page).toHaveURL(/\/hi\/resources\/faqs$/u)
    await started(page)
    await page.getByRole("button", { name: "मेन्यू" }).click()
    await expect(page.getByRole("link", { name: "English" })).toBeVisible()
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/resources/faqs")
    expect(await layoutProblems(page)).toEqual([])
  })
})

test("a Hindi 404 page", async ({ page }) => {
  const answer = await page.goto("/hi/no-such-page")
  expect(answer?.status()).toBe(404)
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible()
  await expect(page.getByText("आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और ले जाया गया है")).toBeVisible()
  await expect(page).toHaveTitle("पेज नहीं मिला | Arthika Loans")
  await started(page)
  await expectNoAxeViolations(page)
  await page.getByRole("link", { name: "होम पर जाएँ" }).click()
  await expect(page).toHaveURL(/\/hi\/?$/u)
  await expect(page.getByRole("heading", { level: 1, name: "अपने लिए सही लोन चुनें" })).toBeVisible()
})

test("the Hindi home is axe clean, its footer in Hindi", async ({ page }) => {
  await page.goto("/hi")
  await started(page)
  await expect(page.getByRole("heading", { level: 2, name: "उपयोगी लिंक" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "हमारे कार्यालय" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "पूछताछ से वितरण तक, लोन लेना अब आसान" })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe("screenshots of /hi", () => {
  for (const width of [320, 768, 1280]) {
    test(`at ${width} px nothing is cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/hi")
      await started(page)
      expect(await layoutProblems(page)).toEqual([])
      await page.screenshot({ path: `.tmp/hindi-shell-${width}.png`, fullPage: true })
      await page.screenshot({ path: `.tmp/hindi-shell-${width}-top.png` })
      await page.getByRole("heading", { level: 2, name: "हमारे भरोसेमंद ऋणदाता पार्टनर" }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.tmp/hindi-shell-${width}-partners.png` })
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.tmp/hindi-shell-${width}-footer.png` })
      if (width < 993) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
        await page.getByRole("button", { name: "मेन्यू" }).click()
        await page.screenshot({ path: `.tmp/hindi-shell-${width}-menu.png` })
        expect(await layoutProblems(page)).toEqual([])
      }
    })
  }
})
