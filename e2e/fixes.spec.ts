/**
 * The defects of issue 12, one test each (the width sweep is e2e/responsive.spec.ts): what a new customer met on
 * the phones and laptops they use, and what they see now.
 */
import { expect, type Locator, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { scrollThrough, settle } from "./layout-check.ts"

const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  expect(b, "the element has a box").not.toBeNull()
  return b!
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** How many lines an element's text takes (its height over its line height). */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight))
  )

test("the apply form fits phones: no sideways scrolling, the loan types wrap, the form card inside the screen", async ({
  page
}) => {
  for (const width of [320, 390, 820]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto("/resources/apply-now")
    await expect(page.getByRole("heading", { level: 1, name: "Apply For Personal Loan" })).toBeVisible()
    expect(await documentWidth(page), `document at ${width} px`).toBeLessThanOrEqual(width)
    const card = await box(page.locator(".apply__main"))
    expect(card.x + card.width).toBeLessThanOrEqual(width)
    const lastType = await box(page.getByRole("button", { name: "Working Capital Loan" }))
    expect(lastType.x + lastType.width).toBeLessThanOrEqual(width)
    const name = await box(page.getByRole("textbox", { name: "Name" }))
    expect(name.x + name.width).toBeLessThanOrEqual(width)
  }
})

test.describe("the header on tablets in landscape and small laptops", () => {
  for (const width of [993, 1024, 1080]) {
    test(`at ${width} px the whole navbar fits: logo, every link, Refer & Earn`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ["/", "/about", "/resources/apply-now"]) {
        await page.goto(path)
        const nav = page.getByRole("navigation", { name: "Main" })
        expect(await documentWidth(page), `${path}`).toBeLessThanOrEqual(width)
        const logo = await box(nav.getByRole("link", { name: "Arthika Loans" }).locator("svg"))
        expect(logo.width).toBe(32)
        const refer = await box(nav.getByRole("link", { name: "Refer & Earn" }))
        expect(refer.x + refer.width, `Refer & Earn on ${path}`).toBeLessThanOrEqual(width)
        await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden()
      }
    })
  }
})

test("the navbar's chevrons keep their 16 px on every page", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ["/", "/about", "/resources/apply-now", "/credit-score", "/redeem/start"]) {
      await page.goto(path)
      const chevrons = page.locator(".nav-dropdown--popover .nav-link__chevron")
      await expect(chevrons).toHaveCount(2)
      for (const chevron of await chevrons.all()) expect((await box(chevron)).width, `${path} at ${width}`).toBe(16)
    }
  }
})

test.describe("the calculator's amount", () => {
  test("typed as 70000.6 it is ₹70,001, rounded to whole rupees, not ₹7,00,006", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
    const amount = page.getByRole("textbox", { name: "Loan Amount" })
    await amount.fill("70000.6")
    await expect(amount).toHaveValue("70000.6")
    await amount.press("Tab")
    await expect(amount).toHaveValue("70,001")
    const principal = page
      .locator(".calc-figures > div")
      .filter({ has: page.getByText("Principal Amount", { exact: true }) })
    await expect(principal.locator("dd")).toHaveText("₹70,001")
  })

  test("shows Indian grouping when not being edited, plain digits while typing", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    // Leaving and coming back to the field are the app's to see: once the page's code has started.
    await expect(page.locator("html[data-app=started]")).toBeAttached({ timeout: 15_000 })
    const amount = page.getByRole("textbox", { name: "Loan Amount" })
    await expect(amount).toHaveValue("25,000")
    await amount.fill("500000")
    await expect(amount).toHaveValue("500000")
    await amount.blur()
    await expect(amount).toHaveValue("5,00,000")
    await amount.focus()
    await expect(amount).toHaveValue("500000")
  })
})

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the Eligibility Calculator tab is whole, on the calculator page and on the home page", async ({ page }) => {
    await page.goto("/resources/emi-calculator?calc=emi")
    for (const where of ["calculator", "home"]) {
      if (where === "home") {
        await page.goto("/")
        await scrollThrough(page)
      }
      const tab = page.getByRole("tab", { name: "Eligibility Calculator" })
      const tablist = page.getByRole("tablist").filter({ has: tab })
      await tablist.scrollIntoViewIfNeeded()
      // The row shows every tab: nothing scrolled out of sight.
      expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), where).toBe(true)
      const list = await box(tablist)
      const t = await box(tab)
      expect(t.x, where).toBeGreaterThanOrEqual(list.x - 1)
      expect(t.x + t.width, where).toBeLessThanOrEqual(list.x + list.width + 1)
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true)
    }
  })

  test("the open Our Products dropdown pushes the rest of the menu down instead of hiding it", async ({ page }) => {
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("button", { name: "Menu" }).click()
    await nav.getByRole("button", { name: "Our Products" }).click()
    const lastProduct = await box(nav.getByRole("menuitem", { name: "Working Capital Loan" }))
    const resources = nav.getByRole("button", { name: "Resources" })
    const below = await box(resources)
    expect(below.y).toBeGreaterThanOrEqual(lastProduct.y + lastProduct.height)
    // Nothing lies over the Resources button: a tap there reaches it.
    await resources.scrollIntoViewIfNeeded()
    await resources.click({ trial: true })
    await resources.click()
    await expect(nav.getByRole("menuitem", { name: "EMI Calculator" })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("Contact: the phone numbers never break in the middle", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto("/contact")
    const phones = page.locator(".contact__list a")
    await expect(phones).toHaveCount(2)
    for (const phone of await phones.all()) expect(await linesOf(phone)).toBe(1)
  })
})

test("card titles break between words, never inside 'Customer-first' or '24-48'", async ({ page }) => {
  for (const width of [992, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/")
    for (const title of ["Fast and easy approvals", "Customer-first approach"]) {
      expect(await linesOf(page.getByRole("heading", { name: title })), `${title} at ${width}`).toBe(1)
    }
    await page.goto("/services/personal-loan")
    expect(await linesOf(page.getByRole("heading", { name: "Money in 24-48 hours" })), `at ${width}`).toBe(1)
  }
})

test("the apply, credit-score and rewards pages line their content up with the header's logo", async ({ page }) => {
  for (const width of [1280, 1440, 390]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, content] of [
      ["/resources/apply-now", ".apply"],
      ["/credit-score", ".credit"],
      ["/redeem/rewards", ".rewards__body"]
    ] as const) {
      await page.goto(path)
      const logo = await box(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Arthika Loans" })
      )
      const start = await box(page.locator(content).first())
      expect(Math.abs(start.x - logo.x), `${path} at ${width} px`).toBeLessThanOrEqual(1)
    }
  }
})

test.describe("the contact form's phone", () => {
  for (const typed of ["+91 98765 43210", "098765 43210"]) {
    test(`takes ${typed} as people type it from habit and sends its 10 digits`, async ({ page }) => {
      await page.goto("/contact")
      await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
      await page.getByRole("textbox", { name: "Email" }).fill("asha@example.in")
      await page.getByRole("textbox", { name: "Phone Number" }).fill(typed)
      await page.getByRole("textbox", { name: "Message" }).fill("Please call me about a home loan.")
      await page.getByText(/I agree to the Privacy Policy/u).click()
      await expect(page.getByText("Phone number must be 10 digits")).toHaveCount(0)
      const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact-us") && r.method() === "POST")
      await page.getByRole("button", { name: "Send Message" }).click()
      expect((await sent).postDataJSON().phone).toBe("9876543210")
      await expect(page.getByText("Thank you for contacting us! We will get back to you soon.")).toBeVisible()
    })
  }

  test("refuses 1234567890: a mobile starts with 6, 7, 8 or 9", async ({ page }) => {
    await page.goto("/contact")
    await page.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.in")
    await page.getByRole("textbox", { name: "Phone Number" }).fill("1234567890")
    await page.getByRole("textbox", { name: "Message" }).fill("Please call me.")
    let posted = false
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact-us")) posted = true
    })
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByText("Phone number must start with 6, 7, 8, or 9")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveAttribute("aria-invalid", "true")
    expect(posted).toBe(false)
  })
})

test.describe("toasts", () => {
  const toasts = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed='true'])")

  test("a new toast replaces the stale one, and toasts stay below the navbar", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/contact")
      const send = page.getByRole("button", { name: "Send Message" })
      await send.click()
      await expect(toasts(page)).toHaveCount(1)
      await page.getByRole("textbox", { name: "Phone Number" }).fill("98765")
      await send.click()
      await send.click()
      await expect(toasts(page)).toHaveCount(1)
      const header = await box(page.locator(".site-header"))
      // Measured once the toast has slid into place.
      await expect
        .poll(async () => (await box(toasts(page).first())).y, { message: `at ${width} px`, timeout: 3000 })
        .toBeGreaterThanOrEqual(header.y + header.height)
    }
  })
})

test.describe("the feedback form", () => {
  test("the picture is chosen with a styled button, not the browser's bare 'Choose File'", async ({ page }) => {
    await page.goto("/resources/testimonials/customer-feedback")
    const input = page.getByLabel("Profile picture (optional)")
    // The native input is there for the keyboard and screen readers, but takes no room on screen.
    expect((await box(input)).width).toBeLessThanOrEqual(1)
    const button = page.getByText("Choose a picture", { exact: true })
    await expect(button).toBeVisible()
    await expect(button).toHaveClass(/button/u)
    await expect(page.getByText("No picture chosen")).toBeVisible()
    const chooser = page.waitForEvent("filechooser")
    await button.click()
    await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("89504e47", "hex") })
    await expect(page.getByText("me.png")).toBeVisible()
    await expect(page.getByText("Choose another picture", { exact: true })).toBeVisible()
    // The hidden input still takes the keyboard: Tab reaches it and shows the ring on the button.
    await input.focus()
    await expect(input).toBeFocused()
  })

  test("one empty submit says 'Please fill in all required fields.' once and marks the empty fields", async ({
    page
  }) => {
    await page.goto("/resources/testimonials/customer-feedback")
    await page.getByRole("button", { name: "Submit Feedback" }).click()
    await expect(page.getByText("Please fill in all required fields.")).toHaveCount(1)
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible()
    for (const name of ["Name", "Email", "Feedback"]) {
      await expect(page.getByRole("textbox", { name })).toHaveAttribute("aria-invalid", "true")
    }
    await expect(page.getByRole("radiogroup", { name: "Rating" })).toHaveAttribute("aria-invalid", "true")
    await expect(page.locator(".select-field[data-invalid]")).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
})

test("the refer-and-earn hero fills its right half with how a referral earns points", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/refer-and-earn")
  const hero = await box(page.locator(".page-hero"))
  const figure = page.getByRole("figure")
  await expect(figure).toBeVisible()
  await expect(figure).toContainText("When your friend's loan is disbursed, reward points are credited to you.")
  const f = await box(figure)
  expect(f.x).toBeGreaterThan(hero.width / 2)
  expect(f.y + f.height).toBeLessThanOrEqual(hero.y + hero.height)
  await settle(page)
  await expectNoAxeViolations(page)
})
