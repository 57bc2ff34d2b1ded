import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { timeFor } from "./time.ts"

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text })

/**
 * Closes the toasts before an axe run: sonner's rich error colours (the shell's Toaster) fail colour contrast,
 * which is the shell's to fix, not this page's.
 */
const dismissToasts = async (page: Page) => {
  for (const close of await page.locator("[data-sonner-toast] [data-close-button]").all())
    await close.click({ force: true }).catch(() => {})
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
}

const cards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.locator("figure") })
    .locator(":scope > li")

test.describe("testimonials", () => {
  test("every approved story as a card, narrowed by the product filter, on both paths", async ({ page }) => {
    await page.goto("/resources/testimonials")
    await expect(page.getByRole("heading", { level: 1, name: "What Our Customers Say" })).toBeVisible()
    await expect(page.getByText("Showing 21 testimonials", { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(21)

    const priya = page.locator("figure").filter({ hasText: "Priya Sharma" })
    await expect(priya).toContainText("PS")
    await expect(priya.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible()
    await expect(priya).toContainText("Personal Loan")
    await expect(priya).toContainText("14 February 2025")
    await expect(priya).toContainText("Jaipur")
    await expect(
      page.locator("figure").filter({ hasText: "Sneha Kulkarni" }).getByRole("img", { name: "Rated 4 out of 5" })
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // The filter by mouse: one product...
    await page.getByRole("button", { name: /Filter by loan/u }).click()
    await expect(page.getByRole("option", { name: "All Loans" })).toBeVisible()
    await page.getByRole("option", { name: "Home Loan", exact: true }).click()
    await expect(page.getByText("Showing 3 testimonials for Home Loan")).toBeVisible()
    await expect(cards(page)).toHaveCount(3)
    for (const card of await cards(page).all()) await expect(card).toContainText("Home Loan")

    // ...and by keyboard, back to All Loans.
    await page.getByRole("button", { name: /Filter by loan/u }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("listbox")).toBeVisible()
    await page.keyboard.press("Home")
    await page.keyboard.press("Enter")
    await expect(page.getByText("Showing 21 testimonials", { exact: true })).toBeVisible()

    // A product with no stories yet.
    await page.getByRole("button", { name: /Filter by loan/u }).click()
    await page.getByRole("option", { name: "Professional Loan" }).click()
    await expect(page.getByText("No testimonials for this loan yet.")).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto("/testimonials")
    await expect(page.getByRole("heading", { level: 1, name: "What Our Customers Say" })).toBeVisible()
    await expect(cards(page)).toHaveCount(21)
    await page.getByRole("main").getByRole("link", { name: "Leave Your Feedback" }).click()
    await expect(page).toHaveURL(/\/resources\/testimonials\/customer-feedback$/u)
  })

  test("a failed load offers Try again", async ({ page }) => {
    let fail = true
    await page.route("**/api/testimonials*", (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, message: "down" } }) : route.fallback()
    )
    await page.goto("/resources/testimonials")
    await expect(
      page.getByRole("alert").filter({ hasText: "We couldn't load testimonials. Please try again." })
    ).toBeVisible()
    fail = false
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(cards(page)).toHaveCount(21)
  })
})

test.describe("the feedback form", () => {
  test.describe.configure({ timeout: timeFor(60_000) })

  test("the spec's messages, the live counter and a star rating by keyboard", async ({ page }) => {
    await page.goto("/resources/testimonials/customer-feedback")
    await expect(page.getByRole("heading", { level: 1, name: "Leave Your Feedback" })).toBeVisible()
    await expectNoAxeViolations(page)

    // Nothing filled in.
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(toast(page, "Please fill in all required fields.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true")
    await dismissToasts(page)
    await expectNoAxeViolations(page)

    // Not an image: refused with the spec's message.
    const picture = page.getByLabel("Profile picture (optional)")
    await picture.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") })
    await expect(toast(page, "Please select an image file (JPEG, JPG, PNG, SVG, etc.).")).toBeVisible()
    await expect(picture).toHaveAttribute("aria-invalid", "true")

    // Every loan type in the dropdown.
    await page.getByRole("button", { name: /Loan type/u }).click()
    await expect(page.getByRole("option")).toHaveCount(8)
    await page.getByRole("option", { name: "Business Loan" }).click()

    // The stars by keyboard: Tab into the group, arrows choose.
    await page.getByRole("button", { name: /Loan type/u }).focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("radio", { name: "1 star" })).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked()
    await expect(page.getByText("Rated 4 out of 5")).toBeVisible()
    await page.keyboard.press("ArrowLeft")
    await expect(page.getByRole("radio", { name: "3 stars" })).toBeChecked()
    await expect(page.getByText("Rated 3 out of 5")).toBeVisible()

    // The live counter, and the 175-character limit.
    const text = page.getByRole("textbox", { name: "Feedback" })
    await expect(page.getByText("0/175")).toBeVisible()
    await text.pressSequentially("Great")
    await expect(page.getByText("5/175")).toBeVisible()
    await text.fill("x".repeat(180))
    await expect(page.getByText("175/175")).toBeVisible()
    await expect(text).toHaveValue("x".repeat(175))
  })

  test("a complete form with a picture goes as multipart and shows the success toast; it waits for moderation", async ({
    page
  }) => {
    await page.goto("/resources/testimonials/customer-feedback")
    await page.getByRole("textbox", { name: "Name" }).fill("Kavya Menon")
    await page.getByRole("textbox", { name: "Email" }).fill("kavya@example.in")
    const picture = page.getByLabel("Profile picture (optional)")
    await picture.setInputFiles({ name: "kavya.png", mimeType: "image/png", buffer: png })
    await expect(page.getByText("kavya.png")).toBeVisible()
    await page.getByRole("button", { name: /Loan type/u }).click()
    await page.getByRole("option", { name: "Working Capital Loan" }).click()
    await page.getByRole("radio", { name: "4 stars" }).check({ force: true })
    await page
      .getByRole("textbox", { name: "Feedback" })
      .fill("The team found me a working capital limit in a week. Honest advice throughout.")
    await expect(page.getByText("78/175")).toBeVisible()

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/testimonials") && r.method() === "POST")
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/u)
    await expect(toast(page, "Feedback submitted successfully!")).toBeVisible()
    await expect(
      page.getByText("Thank you! Your feedback will appear on our testimonials page once our team has reviewed it.")
    ).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("")
    await expect(page.getByText("0/175")).toBeVisible()
    await expect(page.getByText("kavya.png")).toHaveCount(0)
    await dismissToasts(page)
    await expectNoAxeViolations(page)

    // Waiting for moderation: not shown yet.
    await page.goto("/resources/testimonials")
    await expect(page.getByText("Showing 21 testimonials", { exact: true })).toBeVisible()
    await expect(page.getByText("Kavya Menon")).toHaveCount(0)
  })

  test("a bad e-mail, the server's message, and the exception message; the form is kept", async ({ page }) => {
    await page.goto("/customer-feedback")
    await expect(page.getByRole("heading", { level: 1, name: "Leave Your Feedback" })).toBeVisible()
    await page.getByRole("textbox", { name: "Name" }).fill("Imran Khan")
    await page.getByRole("textbox", { name: "Email" }).fill("imran@")
    await page.getByRole("button", { name: /Loan type/u }).click()
    await page.getByRole("option", { name: "Auto Loan" }).click()
    await page.getByRole("radio", { name: "5 stars" }).click({ force: true })
    await page.getByRole("textbox", { name: "Feedback" }).fill("Quick approval for my first car.")
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(toast(page, "Please enter a valid email address.")).toBeVisible()
    await page.getByRole("textbox", { name: "Email" }).fill("imran@example.in")

    let answer: "server" | "silent" | "offline" = "server"
    await page.route("**/api/testimonials", (route) => {
      if (route.request().method() !== "POST") return route.fallback()
      if (answer === "server")
        return route.fulfill({ status: 503, json: { success: false, message: "Feedback is closed for maintenance." } })
      if (answer === "silent") return route.fulfill({ status: 500, body: "" })
      return route.abort("connectionrefused")
    })
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(toast(page, "Feedback is closed for maintenance.")).toBeVisible()
    answer = "silent"
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(toast(page, "Failed to submit feedback. Please try again.")).toBeVisible()
    answer = "offline"
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(toast(page, "An error occurred while submitting feedback. Please try again.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Imran Khan")
    await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked()
  })
})

test.describe("Our Wall of Fame on the home page", () => {
  test.describe.configure({ timeout: timeFor(60_000) })

  const wallOf = async (page: Page) => {
    // The section mounts as it nears the viewport.
    await page.getByRole("heading", { name: "Our Trusted and Reliable Lending Partners" }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 800)
    const wall = page.getByRole("region", { name: "Our Wall of Fame" })
    await wall.scrollIntoViewIfNeeded()
    await expect(wall.locator("figure").first()).toBeVisible()
    return wall
  }
  const offset = (page: Page) =>
    page
      .getByRole("region", { name: "Our Wall of Fame" })
      .locator("ul")
      .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)

  test("loops the stories (21 entries repeated once), pauses and plays on request, View All", async ({ page }) => {
    await page.goto("/")
    const wall = await wallOf(page)
    await expect(wall.locator("li")).toHaveCount(42)
    await expect(wall.locator("li[aria-hidden=true]")).toHaveCount(21)

    // Moving (the pointer elsewhere: hovering holds it).
    await page.mouse.move(0, 0)
    const a = await offset(page)
    await page.waitForTimeout(400)
    expect(await offset(page)).not.toBe(a)

    await wall.getByRole("button", { name: "Pause testimonials" }).click()
    await page.mouse.move(0, 0)
    const b = await offset(page)
    await page.waitForTimeout(400)
    expect(await offset(page)).toBe(b)
    await wall.getByRole("button", { name: "Play testimonials" }).click()
    await page.mouse.move(0, 0)
    await page.waitForTimeout(400)
    expect(await offset(page)).not.toBe(b)

    await wall.getByRole("link", { name: "View All" }).click()
    await expect(page).toHaveURL(/\/resources\/testimonials$/u)
  })

  test("stays still under prefers-reduced-motion, with no control to offer", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/")
    const wall = await wallOf(page)
    await expect(wall.getByRole("button", { name: /testimonials/u })).toHaveCount(0)
    const a = await offset(page)
    await page.waitForTimeout(400)
    expect(await offset(page)).toBe(a)
    await expect(wall.locator("li:visible")).toHaveCount(6)
  })
})
