import { expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { timeFor } from "./time.ts"

test.describe("a visitor sends a loan enquiry and tracks it", () => {
  test("Self enquiry typed as a person would, copied, then tracked on the status page", async ({ page, context }) => {
    // The whole journey, with four accessibility analyses: longer than one screen's test.
    test.setTimeout(timeFor(60_000))
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/resources/apply-now")
    await expect(page.getByRole("heading", { level: 1, name: "Apply For Personal Loan" })).toBeVisible()
    await expect(page.getByText("Submit an enquiry")).toBeVisible()
    await expectNoAxeViolations(page)

    // Choose the loan type from the sidebar; the read-only field follows.
    await page.getByRole("navigation", { name: "Loan types" }).getByRole("button", { name: "Home Loan" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Apply For Home Loan" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Loan Type" })).toHaveValue("Home Loan")

    await page.getByRole("textbox", { name: "Name" }).pressSequentially("Asha Rao")
    await page.getByRole("textbox", { name: "Location" }).pressSequentially("Pune 4")
    await expect(
      page.getByText("Location must contain only alphabetic characters, spaces, apostrophes, and hyphens.")
    ).toBeVisible()
    await page.getByRole("textbox", { name: "Location" }).press("Backspace")
    await page.getByRole("textbox", { name: "Location" }).press("Backspace")
    await expect(page.getByText("Location must contain only alphabetic characters")).toHaveCount(0)
    await page.getByRole("textbox", { name: "Mobile Number" }).pressSequentially("98765")
    await expect(page.getByText("Mobile number must be 10 digits")).toBeVisible()
    // Ten digits that start with 5: the spec's start message on submit, nothing sent (spec section 5).
    let posted = 0
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/loan-enquiries")) posted++
    })
    await page.getByRole("textbox", { name: "Mobile Number" }).fill("5876543210")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText("Mobile number must start with 6, 7, 8, or 9", { exact: true })).toBeVisible()
    expect(posted).toBe(0)
    await page.getByRole("textbox", { name: "Mobile Number" }).fill("98765")
    await page.getByRole("textbox", { name: "Mobile Number" }).pressSequentially("43210xyz")
    await expect(page.getByRole("textbox", { name: "Mobile Number" })).toHaveValue("9876543210")
    // Issue 14: unticked, the consent box says so and nothing is sent; ticked, the enquiry goes.
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toBeVisible()
    expect(posted).toBe(0)
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy"
    )
    await page.getByText(/I agree to the Privacy Policy/u).click()
    await expect(page.getByText("Please agree to the Privacy Policy to continue.")).toHaveCount(0)
    await page.getByRole("button", { name: "Submit" }).click()

    const dialog = page.getByRole("dialog", { name: "Submitted Successfully" })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByText("Thank you for submitting your loan application. Our team will contact you shortly.")
    ).toBeVisible()
    await expect(dialog.getByText("Please save this tracking ID for future reference")).toBeVisible()
    const trackingId = (await dialog.getByTestId("tracking-id").textContent())!.trim()
    expect(trackingId).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u)
    await expectNoAxeViolations(page)

    await dialog.getByRole("button", { name: "Copy" }).click()
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingId)
    await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 })

    await dialog.getByRole("button", { name: "Done" }).click()
    await expect(page).toHaveURL(/\/$/u)

    await page.goto("/track-now")
    await expectNoAxeViolations(page)
    await page.getByRole("textbox", { name: "Tracking ID" }).fill(` ${trackingId.toLowerCase()} `)
    await page.getByRole("button", { name: "Track Now" }).click()
    await expect(page).toHaveURL(/\/application-status\?trackingId=/u)

    const step = page.getByRole("listitem").filter({ hasText: "Call Back" })
    await expect(step).toContainText("In Progress")
    // The first name and the last name's initial: anyone with the ID may look, so the full name is not shown.
    await expect(page.getByText("Asha R.", { exact: true })).toBeVisible()
    await expect(page.getByText("Asha Rao")).toHaveCount(0)
    await expect(page.getByText("Home Loan", { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "Back to Track Application" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Redeem Rewards" })).toHaveAttribute("href", "/redeem/start")
    await expectNoAxeViolations(page)
  })

  test("a Referral with the same mobile twice shows the spec's message and sends nothing", async ({ page }) => {
    let posted = 0
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/loan-enquiries")) posted++
    })
    await page.goto("/resources/apply-now")
    const applicationType = page.getByRole("radiogroup", { name: "Application type" })
    await applicationType.getByText("Referral").click()
    await expect(page.getByRole("radio", { name: "Referral" })).toBeChecked()
    await page.getByRole("textbox", { name: "Your Name" }).fill("Ravi Kumar")
    await page.getByRole("textbox", { name: "Your Location" }).fill("Mumbai")
    await page.getByRole("textbox", { name: "Your Email" }).fill("ravi@example.com")
    await page.getByRole("textbox", { name: "Your Mobile Number" }).fill("9876543210")
    await page.getByRole("textbox", { name: "Friend's Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Friend's Location" }).fill("Pune")
    await page.getByRole("textbox", { name: "Friend's Mobile Number" }).fill("9876543210")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(
      page.getByText(
        "Your Referral's mobile number and your mobile number should not be the same if you are referring."
      )
    ).toBeVisible()
    // The same e-mail, case and spaces aside, is refused too (spec section 5).
    await page.getByRole("textbox", { name: "Friend's Email" }).fill(" RAVI@example.com ")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(
      page.getByText("Your Referral's email and your email should not be the same if you are referring.", {
        exact: true
      })
    ).toBeVisible()
    await expectNoAxeViolations(page)
    expect(posted).toBe(0)

    // Switching back to Self clears the form.
    await applicationType.getByText("Self").click()
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("")
  })

  test("the form is usable by keyboard alone", async ({ page }) => {
    await page.goto("/apply?loanType=Auto%20Loan")
    await expect(page.getByRole("heading", { level: 1, name: "Apply For Auto Loan" })).toBeVisible()
    await page.getByRole("textbox", { name: "Name" }).focus()
    await page.keyboard.type("Meera Iyer")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Chennai")
    // Email (optional), then mobile.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.type("9123456780")
    // How to contact them: "Message me, don't call", the four ways, the call window's two selects.
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Message me, don't call" })).toBeFocused()
    for (const way of ["Call", "SMS", "WhatsApp", "E-mail"]) {
      await page.keyboard.press("Tab")
      await expect(page.getByRole("checkbox", { name: way, exact: true })).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("combobox", { name: /Call me until/u })).toBeFocused()
    // The read-only loan type, the Privacy Policy link, then the consent box (issue 14), ticked with Space.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("checkbox", { name: /I agree to the Privacy Policy/u })).toBeFocused()
    await page.keyboard.press("Space")
    await expect(page.getByRole("checkbox", { name: /I agree to the Privacy Policy/u })).toBeChecked()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog", { name: "Submitted Successfully" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page).toHaveURL(/\/$/u)
  })
})

test.describe("the status page", () => {
  test("an unknown tracking ID, and no ID at all, say so with a way back", async ({ page }) => {
    await page.goto("/application-status?trackingId=ZZZZZ-ZZZZZ")
    await expect(page.getByText("Application Not Found")).toBeVisible()
    await expectNoAxeViolations(page)
    await page.reload()
    await expect(page.getByText("Application Not Found")).toBeVisible()
    await page.goto("/application-status")
    await expect(page.getByText("No tracking ID provided")).toBeVisible()
    await page.getByRole("link", { name: "Back", exact: true }).click()
    await expect(page).toHaveURL(/\/track-now$/u)
  })

  test("the track form does not submit an empty ID", async ({ page }) => {
    await page.goto("/resources/track-now")
    await page.getByRole("textbox", { name: "Tracking ID" }).fill("   ")
    await page.getByRole("button", { name: "Track Now" }).click()
    await expect(page).toHaveURL(/\/resources\/track-now$/u)
  })

  test("a look-up refused for too many requests (429) says so, in English and Hindi, and may be tried again", async ({
    page
  }) => {
    let refuse = true
    await page.route("**/api/loan-enquiries/track-application/**", (route) =>
      refuse
        ? route.fulfill({
            status: 429,
            headers: { "retry-after": "42" },
            json: {
              _tag: "TooManyRequests",
              success: false,
              message: "Too many requests. Please try again later.",
              retryAfterSeconds: 42
            }
          })
        : route.fulfill({
            status: 200,
            json: {
              success: true,
              data: {
                name: "Asha R.",
                loanType: "Home Loan",
                status: "Call Back",
                createdAt: "2026-11-20T10:00:00.000Z",
                updatedAt: "2026-11-20T10:00:00.000Z"
              }
            }
          })
    )
    await page.goto("/application-status?trackingId=K7QMX-3P9TD")
    await expect(page.getByRole("alert")).toContainText("Too many requests. Please try again later.")
    refuse = false
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByText("Asha R.", { exact: true })).toBeVisible()

    refuse = true
    await page.goto("/hi/application-status?trackingId=K7QMX-3P9TD")
    await expect(page.getByRole("alert")).toContainText("बहुत अधिक अनुरोध हो गए हैं। कृपया कुछ समय बाद फिर से प्रयास करें।")
  })
})
