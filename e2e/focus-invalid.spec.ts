/**
 * A refused submit on a phone takes the person to what needs fixing (customer defects, point 3): at 360 px the
 * focus moves to the first field marked invalid, which is scrolled into view, instead of staying on the button at
 * the bottom of the form. In Referral mode the "should not be the same" messages come with the other fields'
 * messages on the same submit.
 */
import { expect, type Page, test } from "@playwright/test"

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

/** The accessible name of the focused element and whether it is marked invalid. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : undefined
    return { label, invalid: el?.getAttribute("aria-invalid") ?? null }
  })

test("the apply form, sent empty: the focus moves to Name, in view", async ({ page }) => {
  await page.goto("/resources/apply-now")
  const submit = page.getByRole("button", { name: "Submit" })
  await submit.tap()
  const name = page.getByRole("textbox", { name: "Name", exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await expect(name).toBeInViewport({ ratio: 1 })
  expect(await focused(page)).toEqual({ label: "Name", invalid: "true" })
})

test("the apply form with only the mobile wrong: the focus moves to the mobile, in view", async ({ page }) => {
  await page.goto("/resources/apply-now")
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Rao")
  await page.getByRole("textbox", { name: "Location" }).fill("Pune")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("5876543210")
  await page.getByText(/I agree to the Privacy Policy/u).click()
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }))
  await page.getByRole("button", { name: "Submit" }).tap()
  const mobile = page.getByRole("textbox", { name: "Mobile Number" })
  await expect(mobile).toBeFocused()
  await expect(mobile).toBeInViewport({ ratio: 1 })
  await expect(page.getByText("Mobile number must start with 6, 7, 8, or 9")).toBeVisible()
})

test("Referral mode: the same mobiles and e-mails are reported with the empty fields, on the same submit", async ({
  page
}) => {
  await page.goto("/resources/apply-now?applicationType=Referral")
  await page.getByRole("textbox", { name: "Your Name" }).fill("Ravi Kumar")
  await page.getByRole("textbox", { name: "Your Location" }).fill("Mumbai")
  await page.getByRole("textbox", { name: "Your Email" }).fill("ravi@example.com")
  await page.getByRole("textbox", { name: "Your Mobile Number" }).fill("9876543210")
  // The friend's name and location left empty; the same mobile and e-mail as the referrer's.
  await page.getByRole("textbox", { name: "Friend's Email" }).fill("Ravi@Example.com")
  await page.getByRole("textbox", { name: "Friend's Mobile Number" }).fill("9876543210")
  await page.getByText(/I agree to the Privacy Policy/u).click()
  await page.getByRole("button", { name: "Submit" }).tap()
  await expect(page.getByText("Please enter your referee's name.")).toBeVisible()
  await expect(page.getByText("Please enter a location.")).toBeVisible()
  await expect(
    page.getByText("Your Referral's mobile number and your mobile number should not be the same if you are referring.")
  ).toBeVisible()
  await expect(
    page.getByText("Your Referral's email and your email should not be the same if you are referring.")
  ).toBeVisible()
  const friendName = page.getByRole("textbox", { name: "Friend's Name" })
  await expect(friendName).toBeFocused()
  await expect(friendName).toBeInViewport({ ratio: 1 })
})

test("the contact form with a bad e-mail: the focus moves to the e-mail, in view", async ({ page }) => {
  await page.goto("/contact")
  const form = page.locator("form")
  await form.getByRole("textbox", { name: "Name" }).fill("Asha Rao")
  await form.getByRole("textbox", { name: "Email" }).fill("asha@")
  await form.getByRole("button", { name: "Send Message" }).tap()
  const email = form.getByRole("textbox", { name: "Email" })
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute("aria-invalid", "true")
  await expect(email).toBeInViewport({ ratio: 1 })
})

test("the feedback form sent empty: the focus moves to Name, in view", async ({ page }) => {
  await page.goto("/resources/testimonials/customer-feedback")
  await page.getByRole("button", { name: "Submit Feedback" }).tap()
  const name = page.locator("form").getByRole("textbox", { name: "Name" })
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport({ ratio: 1 })
})

test("the redeem start sent with a short mobile: the focus moves to the mobile", async ({ page }) => {
  await page.goto("/redeem/start")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("98765")
  await page.getByRole("button", { name: "Get OTP" }).tap()
  const mobile = page.getByRole("textbox", { name: "Mobile Number" })
  await expect(mobile).toBeFocused()
  await expect(mobile).toBeInViewport({ ratio: 1 })
})
