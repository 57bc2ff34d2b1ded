/**
 * The home page against the real server: the carousel from GET /api/carousel (dots, Pause/Play, the secondary
 * button at 390 px), the strip, the product selector, Solution Portfolio in both modes, the lazy EMI calculator and
 * Wall of Fame, the lending partners, the page-wide widgets, the page view, and axe at 1280 px and 390 px.
 */
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

/** Scrolls down the page in steps so every lazy section loads, then back to the top. */
const scrollThrough = async (page: Page) => {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    await page.waitForTimeout(60)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

const carousel = (page: Page) => page.getByRole("region", { name: "Offers" })
/** The first slide the server puts in the home page's HTML, and the empty box it leaves without slides. */
const firstSlideHtml = /<section class="banner" aria-label="Offers">.*?<\/section>/su
const emptyBox = '<div class="banner banner--placeholder" aria-hidden="true"></div>'
const currentSlide = (page: Page) => carousel(page).locator(".banner__slide[data-current]")

test.describe("the home page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("shows the carousel's slides from the API; a dot jumps, Pause holds it, Play resumes", async ({ page }) => {
    await page.goto("/")
    const dots = carousel(page).getByRole("button", { name: /^Slide \d of 9: / })
    await expect(dots).toHaveCount(9)
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 9")
    await expect(currentSlide(page).getByText("Personal loans from 11.9% a year")).toBeVisible()
    await expect(currentSlide(page).getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/apply?loanType=Personal%20Loan"
    )
    await expect(currentSlide(page).getByRole("link", { name: "About Personal Loans" })).toHaveAttribute(
      "href",
      "/services/personal-loan"
    )

    await dots.nth(3).click()
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true")
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "4 of 9")
    await expect(currentSlide(page).getByText("Home loans from 8.45%")).toBeVisible()

    await carousel(page).getByRole("button", { name: "Pause slides" }).click()
    const play = carousel(page).getByRole("button", { name: "Play slides" })
    await expect(play).toBeVisible()
    // Away from the carousel, with focus elsewhere: still no advance while paused.
    await page.mouse.move(5, 880)
    await page.getByRole("heading", { level: 1 }).click()
    await page.waitForTimeout(6000)
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "4 of 9")

    await play.click()
    await page.mouse.move(5, 880)
    await page.getByRole("heading", { level: 1 }).click()
    await expect(carousel(page).getByRole("button", { name: "Pause slides" })).toBeVisible()
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "5 of 9", { timeout: 8000 })
  })

  test("the strip links to feedback and tracking and is dismissed with its x button", async ({ page }) => {
    await page.goto("/")
    const strip = page.getByRole("complementary", { name: "Quick links" })
    await expect(strip.getByRole("link", { name: "Leave Your Feedback" })).toHaveAttribute(
      "href",
      "/resources/testimonials/customer-feedback"
    )
    await expect(strip.getByRole("link", { name: "Track Your Application" })).toHaveAttribute("href", "/track-now")
    await strip.getByRole("button", { name: "Dismiss" }).click()
    await expect(strip).toHaveCount(0)
    await expect(page.getByRole("main").getByRole("link", { name: "Leave Your Feedback" })).toHaveCount(0)
  })

  test("the product selector starts on Personal Loan, switches by click and arrow keys, and scrolls 300 px", async ({
    page
  }) => {
    await page.goto("/")
    const tabs = page.getByRole("tablist", { name: "Find the right loan for you" })
    await expect(tabs.getByRole("tab", { name: "Personal Loan" })).toHaveAttribute("aria-selected", "true")
    const panel = page.locator("#selector-panel")
    await expect(panel.getByText("Personal Loan", { exact: true })).toBeVisible()

    await tabs.getByRole("tab", { name: "Home Loan" }).click()
    await expect(panel.getByText("Home Loan", { exact: true })).toBeVisible()
    await expect(panel.getByRole("link", { name: "Apply Now for Home Loan" })).toHaveAttribute(
      "href",
      "/apply?loanType=Home%20Loan"
    )
    await page.keyboard.press("ArrowRight")
    await expect(tabs.getByRole("tab", { name: "Auto Loan" })).toHaveAttribute("aria-selected", "true")
    await expect(tabs.getByRole("tab", { name: "Auto Loan" })).toBeFocused()

    await tabs.evaluate((list) => list.scrollTo({ left: 0, behavior: "instant" }))
    const max = await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)
    expect(max).toBeGreaterThan(0)
    await page.getByRole("button", { name: "Next loan types" }).click()
    await expect.poll(() => tabs.evaluate((list) => Math.round(list.scrollLeft))).toBe(Math.min(300, max))
    await page.getByRole("button", { name: "Previous loan types" }).click()
    await expect.poll(() => tabs.evaluate((list) => Math.round(list.scrollLeft))).toBe(0)
  })

  test("Solution Portfolio: a sidebar of eight products; the chosen one's details, Apply Now and Learn More", async ({
    page
  }) => {
    await page.goto("/")
    const sidebar = page.getByRole("tablist", { name: "Loan types" })
    await expect(sidebar.getByRole("tab")).toHaveCount(8)
    await sidebar.getByRole("tab", { name: "Auto Loan" }).click()
    const panel = page.locator("#portfolio-panel")
    await expect(panel.getByRole("heading", { name: "Auto Loan", level: 3 })).toBeVisible()
    await expect(panel.getByRole("heading", { name: "Why Choose Our Auto Loan?" })).toBeVisible()
    await expect(panel.locator("dt")).toHaveCount(4)
    await expect(panel.getByRole("link", { name: "Apply Now for Auto Loan" })).toHaveAttribute(
      "href",
      "/apply?loanType=Auto%20Loan"
    )
    await expect(panel.getByRole("link", { name: "Learn More about Auto Loan" })).toHaveAttribute(
      "href",
      "/services/auto-loan"
    )
    // The compact cards are hidden on wide screens.
    await expect(page.locator(".portfolio__cards")).toBeHidden()
  })

  test("lazy sections load near the viewport: Plan Your EMI, Our Wall of Fame; partners named from their logos", async ({
    page
  }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Plan Your EMI" })).toBeVisible()
    await scrollThrough(page)
    const emi = page.locator("#emi-calculator")
    await expect(emi.getByRole("tab", { name: "EMI Calculator" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Our Wall of Fame" })).toBeVisible()
    await expect(page.getByRole("link", { name: "View All" })).toBeVisible()

    const partners = page.getByRole("region", { name: "Partner logos" })
    await expect(page.getByRole("heading", { name: "Our Trusted and Reliable Lending Partners" })).toBeVisible()
    await expect(partners.locator("li")).toHaveCount(82)
    await expect(partners.locator("li[aria-hidden=true]")).toHaveCount(41)
    await expect(partners.locator("li:not([aria-hidden])").first()).toHaveText("HDFC")
    await expect(partners.getByText("Kotak Mahindra", { exact: true }).first()).toBeAttached()
    expect(await partners.locator("img").first().getAttribute("src")).toBe("/partners/HDFCBank.svg")
    // The name is written beside each logo, so the lettermark itself is decorative.
    await expect(partners.locator("img").first()).toHaveAttribute("alt", "")
    await page.getByRole("button", { name: "Pause partner logos" }).click()
    await expect(page.getByRole("button", { name: "Play partner logos" })).toBeVisible()
  })

  test("the WhatsApp link and back to top; a page view is recorded for the route and path", async ({ page }) => {
    const pageview = page.waitForRequest((r) => r.url().endsWith("/api/analytics/pageview") && r.method() === "POST")
    await page.goto("/?utm=x")
    const body = JSON.parse((await pageview).postData() ?? "{}")
    expect(body).toEqual({ route: "home", path: "/" })

    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" })
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/919845022200\?text=/u)
    await expect(whatsapp).toHaveAttribute("target", "_blank")

    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }))
    const top = page.getByRole("button", { name: "Back to top" })
    await expect(top).toBeVisible()
    await top.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0)

    const next = page.waitForRequest((r) => r.url().endsWith("/api/analytics/pageview"))
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click()
    expect(JSON.parse((await next).postData() ?? "{}")).toEqual({ route: "about", path: "/about" })
  })

  test("has no axe violations, before and after the lazy sections load", async ({ page }) => {
    await page.goto("/")
    await expect(carousel(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await scrollThrough(page)
    await expect(page.getByRole("heading", { name: "Our Wall of Fame" })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe("the home page at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("hides the carousel's secondary button, swipes the selector without arrows, and shows six product cards", async ({
    page
  }) => {
    await page.goto("/")
    await expect(currentSlide(page).getByRole("link", { name: "Apply Now" })).toBeVisible()
    await expect(currentSlide(page).getByRole("link", { name: "About Personal Loans" })).toBeHidden()

    await expect(page.getByRole("button", { name: "Next loan types" })).toBeHidden()
    const tabs = page.getByRole("tablist", { name: "Find the right loan for you" })
    await expect(tabs.getByRole("tab")).toHaveCount(8)
    await tabs.getByRole("tab", { name: "Business Loan" }).click()
    await expect(page.locator("#selector-panel").getByText("Business Loan", { exact: true })).toBeVisible()

    await expect(page.getByRole("tablist", { name: "Loan types" })).toBeHidden()
    const cards = page.locator(".portfolio__cards > li")
    await expect(cards).toHaveCount(6)
    await expect(cards.getByRole("link", { name: /^Apply Now/u })).toHaveCount(6)
    await expect(cards.getByRole("link", { name: /^Learn More/u })).toHaveCount(6)
    await expect(cards.last().getByRole("heading")).toHaveText("Loan Against Property")
  })

  test("has no axe violations and no sideways scrolling", async ({ page }) => {
    await page.goto("/")
    await expect(carousel(page)).toBeVisible()
    await scrollThrough(page)
    await expect(page.getByRole("heading", { name: "Our Wall of Fame" })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
  })
})

test.describe("the carousel's edge cases", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("hovering the carousel holds it on its slide", async ({ page }) => {
    await page.goto("/")
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 9")
    await carousel(page).hover({ position: { x: 900, y: 200 } })
    await page.waitForTimeout(6000)
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 9")
    await expect(carousel(page).getByRole("button", { name: "Pause slides" })).toBeVisible()
    await page.mouse.move(5, 880)
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 9", { timeout: 8000 })
  })

  test("with no slides nothing is rendered, and the page below stays in place", async ({ page }) => {
    // The server puts the current slides in the home page's HTML: a first visit asks no API for them.
    const asked: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/api/carousel")) asked.push(request.url())
    })
    await page.route("**/", async (route) => {
      const response = await route.fetch()
      // As the server answers with no slides: an empty list, and no first slide in the carousel's box.
      const body = (await response.text())
        .replace(/(<script type="application\/json" id="carousel-slides">).*?(<\/script>)/su, "$1[]$2")
        .replace(firstSlideHtml, emptyBox)
      await route.fulfill({ response, body })
    })
    await page.goto("/")
    await expect(page.locator("html[data-app=started]")).toHaveCount(1)
    await expect(page.locator(".banner")).toHaveCount(0)
    await expect(carousel(page)).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1, name: "Find the right loan for you" })).toBeVisible()
    expect(asked).toEqual([])
  })

  test("a failed load is only logged: no carousel, no message to the visitor", async ({ page }) => {
    const warnings: Array<string> = []
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text())
    })
    // A page without the slides in it (they could not be read) asks the API, which fails here.
    await page.route("**/", async (route) => {
      const response = await route.fetch()
      const body = (await response.text())
        .replace(/<script type="application\/json" id="carousel-slides">.*?<\/script>/su, "")
        .replace(firstSlideHtml, emptyBox)
      await route.fulfill({ response, body })
    })
    await page.route("**/api/carousel", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
    )
    await page.goto("/")
    await expect.poll(() => warnings.some((w) => w.startsWith("The carousel could not be loaded"))).toBe(true)
    await expect(page.locator(".banner")).toHaveCount(0)
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
  })
})

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })

  test("the carousel starts paused and does not advance by itself", async ({ page }) => {
    await page.goto("/")
    await expect(carousel(page).getByRole("button", { name: "Play slides" })).toBeVisible()
    await page.waitForTimeout(5500)
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 9")
  })
})
