/**
 * The content pages against the real server: FAQ's (both paths), Blogs and an article, About, Contact (a message
 * sent with its toast, the phone rule, the disabled file input), Refer & Earn; axe on each.
 */
import { expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

test.describe("FAQ's", () => {
  for (const path of ["/resources/faqs", "/faqs"]) {
    test(`${path}: the questions open and close, and answer with the spec's statements and links`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible()
      await expect(page).toHaveTitle(/^FAQ's \| /u)
      // The answers open once the page's code has started (the questions are painted before it is asked for).
      await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })

      const first = page.getByRole("button", { name: "What does Arthika Loans do?" })
      await expect(first).toHaveAttribute("aria-expanded", "true")

      const approval = page.getByRole("button", { name: "How long does approval take?" })
      await expect(approval).toHaveAttribute("aria-expanded", "false")
      await approval.focus()
      await page.keyboard.press("Enter")
      await expect(approval).toHaveAttribute("aria-expanded", "true")
      await expect(page.getByText("Approval generally takes 7-10 working days")).toBeVisible()
      await page.keyboard.press("Space")
      await expect(approval).toHaveAttribute("aria-expanded", "false")

      await page.getByRole("button", { name: "How much can I borrow?" }).click()
      await expect(
        page.getByRole("main").getByRole("link", { name: "eligibility calculator", exact: true })
      ).toHaveAttribute("href", "/resources/eligibility-calculator?calc=eligibility")
      await page.getByRole("button", { name: "How can I check where my application stands?" }).click()
      const track = page.getByRole("main").getByRole("link", { name: "Track Your Application", exact: true })
      await expect(track).toHaveAttribute("href", "/track-now")
      await expectNoAxeViolations(page)
      await track.click()
      await expect(page).toHaveURL(/\/track-now$/u)
    })
  }
})

test.describe("Blogs", () => {
  test("the index lists the articles; an article opens with its title and links back", async ({ page }) => {
    await page.goto("/resources/blogs")
    await expect(page.getByRole("heading", { level: 1, name: "Guides to borrowing well" })).toBeVisible()
    const cards = page.locator(".blog-card")
    await expect(cards).toHaveCount(6)
    await expectNoAxeViolations(page)

    await page.getByRole("link", { name: "How your EMI is calculated, and how to pay less interest" }).click()
    await expect(page).toHaveURL(/\/resources\/blogs\/how-emi-is-calculated$/u)
    await expect(
      page.getByRole("heading", { level: 1, name: "How your EMI is calculated, and how to pay less interest" })
    ).toBeVisible()
    await expect(page).toHaveTitle(/^How your EMI is calculated/u)
    await expect(page.getByText("the formula gives an EMI of ₹16,607")).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "EMI calculator", exact: true })).toHaveAttribute(
      "href",
      "/resources/emi-calculator?calc=emi"
    )
    await expectNoAxeViolations(page)

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blogs" }).click()
    await expect(page).toHaveURL(/\/resources\/blogs$/u)
  })

  test("an unknown article says so, with a way back", async ({ page }) => {
    await page.goto("/resources/blogs/no-such-article")
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible()
    await expect(page.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/resources/blogs")
    await expectNoAxeViolations(page)
  })
})

test("About: hero, Who We Are, Mission, Vision and Values, and the three indicators", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1, name: "About Arthika Loans" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Who We Are" })).toBeVisible()
  for (const name of ["Our Mission", "Our Vision", "Our Values"])
    await expect(page.getByRole("heading", { name })).toBeVisible()
  for (const [value, label] of [
    ["99%", "Loan approval rate"],
    ["100+", "Happy customers"],
    ["30+", "Lending partners"]
  ]) {
    await expect(page.locator(".indicators__item", { hasText: label }).locator("dd")).toHaveText(value!)
  }
  await expectNoAxeViolations(page)
})

test.describe("Contact", () => {
  test("shows the offices, phones, e-mail, social links and maps; the file input is disabled", async ({ page }) => {
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1, name: "We are here to help" })).toBeVisible()
    await expect(page.getByText("Koramangala 4th Block").first()).toBeVisible()
    await expect(page.getByText("Pune, Maharashtra 411045").first()).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "+91 80 4718 2200" })).toHaveAttribute(
      "href",
      "tel:+918047182200"
    )
    await expect(page.getByRole("main").getByRole("link", { name: "support@arthikaloans.in" })).toHaveAttribute(
      "href",
      "mailto:support@arthikaloans.in"
    )
    for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
      await expect(
        page.getByRole("main").getByRole("link", { name: `Arthika Loans on ${network} (opens in a new tab)` })
      ).toBeVisible()
    }
    await expect(page.getByRole("img", { name: /^Sketch map of / })).toHaveCount(2)
    await expect(page.getByRole("link", { name: /Open in OpenStreetMap/u }).first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//u
    )
    await expect(page.getByLabel("Attachment")).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test("a message is sent with the spec's toast and the form is cleared; the phone rule speaks first", async ({
    page
  }) => {
    await page.goto("/contact")
    const send = page.getByRole("button", { name: "Send Message" })
    await send.click()
    await expect(page.getByText("Please enter a valid 10-digit phone number.")).toBeVisible()
    await expect(page.getByText("Phone number must be 10 digits")).toBeVisible()
    await expect(page.getByText("Please enter your name.")).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.in")
    const phone = page.getByRole("textbox", { name: "Phone Number" })
    // Typed or pasted as people write it: kept as written until it makes ten digits, then the ten digits alone.
    await phone.fill("98765-43")
    await expect(phone).toHaveValue("98765-43")
    await expect(page.getByText("Phone number must be 10 digits")).toBeVisible()
    await phone.fill("+91 98765 43210")
    await expect(phone).toHaveValue("9876543210")
    await expect(page.getByText("Phone number must be 10 digits")).toHaveCount(0)
    await page.getByRole("textbox", { name: "Message" }).fill("Please call me about a home loan for a flat in Pune.")
    // Issue 14: the consent box, unticked, says so on Send; the notice links the Privacy Policy.
    await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy"
    )
    await page.getByText(/I agree to the Privacy Policy/u).click()

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact-us") && r.method() === "POST")
    await send.click()
    const body = JSON.parse((await sent).postData() ?? "{}")
    expect(body).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "9876543210",
      message: "Please call me about a home loan for a flat in Pune.",
      consent: true
    })
    expect(Object.keys(body)).not.toContain("file")
    await expect(page.getByText("Thank you for contacting us! We will get back to you soon.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("")
    await expect(phone).toHaveValue("")
  })

  test("a failed send toasts 'Failed to send message. Please try again.' and keeps the form", async ({ page }) => {
    await page.route("**/api/contact-us", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
    )
    await page.goto("/contact")
    await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.in")
    await page.getByRole("textbox", { name: "Phone Number" }).fill("9876543210")
    await page.getByRole("textbox", { name: "Message" }).fill("Hello")
    await page.getByText(/I agree to the Privacy Policy/u).click()
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Asha Rao")
  })
})

test("Refer & Earn: the banner, Refer Now to the referral form, four steps and three benefits", async ({ page }) => {
  await page.goto("/refer-and-earn")
  await expect(page.getByRole("heading", { level: 1, name: "Start Earning in Just Few Clicks" })).toBeVisible()
  for (const step of ["Share your link", "Your friend applies", "The loan is disbursed", "You get rewarded"]) {
    await expect(page.getByRole("heading", { name: new RegExp(`${step}$`, "u") })).toBeVisible()
  }
  for (const benefit of ["Fast and simple", "No cap on earnings", "Help your friends"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible()
  }
  await expectNoAxeViolations(page)
  await page.getByRole("link", { name: "Refer Now" }).click()
  await expect(page).toHaveURL(/\/resources\/apply-now\?applicationType=Referral$/u)
  await expect(page.getByRole("radio", { name: "Referral" })).toBeChecked()
})

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ["/resources/faqs", "/resources/blogs", "/about", "/contact", "/refer-and-earn"]) {
    test(`${path} fits the screen and has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoAxeViolations(page)
    })
  }
})
