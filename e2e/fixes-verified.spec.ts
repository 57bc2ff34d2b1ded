/**
 * The defects of issue 12 that need a verified mobile (the real OTP server of verified-mobiles.fixture.ts): the
 * date of birth and the State on the personal details, the referral-link form's name field, and a person who
 * presses Back after an OTP was sent and enters the same mobile again.
 */
import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { chooseState, fillDateOfBirth } from "./fields.ts"
import { expect, freshMobile, test, type VerifiedMobilesServer } from "./verified-mobiles.fixture.ts"

const reachPersonalDetails = async (page: Page, site: VerifiedMobilesServer, mobile: string) => {
  await page.goto("/credit-score")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByText(/I accept the Terms and Conditions/u).click()
  await page.getByRole("button", { name: "Get OTP" }).click()
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(mobile))
  await page.getByRole("button", { name: "Verify OTP" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Personal Details" })).toBeVisible()
}

test.describe("in a browser set to US English", () => {
  test.use({ locale: "en-US" })

  test("the date of birth is day, month, year (dd/mm/yyyy) and State is a list of India's states and UTs", async ({
    page,
    site
  }, testInfo) => {
    await reachPersonalDetails(page, site, freshMobile(testInfo.workerIndex))
    const dob = page.getByRole("group", { name: "Date of Birth" })
    const segments = dob.getByRole("spinbutton")
    await expect(segments).toHaveCount(3)
    await expect(segments.nth(0)).toHaveAccessibleName(/^day/u)
    await expect(segments.nth(1)).toHaveAccessibleName(/^month/u)
    await expect(segments.nth(2)).toHaveAccessibleName(/^year/u)
    await expect(dob).toContainText("dd/mm/yyyy")
    await fillDateOfBirth(page, "1990-04-12")
    await expect(dob).toContainText("12/04/1990")

    const state = page.getByRole("combobox", { name: "State" })
    // 28 states, 8 union territories and the placeholder.
    await expect(state.locator("option")).toHaveCount(37)
    for (const name of ["Maharashtra", "Karnataka", "Delhi", "Jammu and Kashmir", "Puducherry"]) {
      await expect(state.locator("option", { hasText: name })).toHaveCount(1)
    }
    await chooseState(page, "Karnataka")
    await expect(state).toHaveValue("Karnataka")
    await expectNoAxeViolations(page)

    // What is sent: the ISO date and the chosen state.
    await page.getByRole("textbox", { name: "First Name" }).fill("Asha")
    await page.getByRole("textbox", { name: "Last Name" }).fill("Rao")
    await page.getByRole("radiogroup", { name: "Gender" }).getByText("Female").click()
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com")
    await page.getByRole("textbox", { name: "PAN" }).fill("ABCDE1234F")
    await page.getByRole("textbox", { name: "Address" }).fill("12 MG Road")
    await page.getByRole("textbox", { name: "Pincode" }).fill("560001")
    await page.getByRole("textbox", { name: "City" }).fill("Bengaluru")
    await page.getByText(/consent to my details being shared/u).click()
    await page.route("**/api/cibil-enquiries", (route) => route.abort("failed"))
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/cibil-enquiries"))
    await page.getByRole("button", { name: "Submit" }).click()
    const body = (await sent).postDataJSON()
    expect([body.dob, body.state]).toEqual(["1990-04-12", "Karnataka"])
  })
})

test("from a referral link, the name field and its message speak of the same person", async ({
  page,
  site
}, testInfo) => {
  const referrerMobile = freshMobile(testInfo.workerIndex)
  const ownMobile = freshMobile(testInfo.workerIndex)
  await page.goto(`/referral?name=Ravi%20Kumar&mobile=${referrerMobile}`)
  await page.getByRole("textbox", { name: "Your Mobile Number" }).fill(ownMobile)
  await page.getByRole("button", { name: "Verify Mobile Number" }).click()
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(ownMobile))
  await page.getByRole("button", { name: "Verify OTP" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Apply For Personal Loan" })).toBeVisible()

  await page.getByRole("button", { name: "Submit" }).click()
  const name = page.getByRole("textbox", { name: "Your Name" })
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText("Please enter your name.")).toBeVisible()
  await expect(page.getByText(/referee/iu)).toHaveCount(0)
  await name.fill("Asha 2")
  await expect(
    page.getByText("Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.")
  ).toBeVisible()
  await expect(page.getByText(/referee/iu)).toHaveCount(0)
})

test.describe("Back after an OTP was sent, and the same mobile again within 30 s", () => {
  for (const [start, button, verifyPath] of [
    ["/redeem/start", "Get OTP", "/redeem/verify-mobile"],
    ["/credit-score", "Get OTP", "/credit-score/verify-mobile"]
  ] as const) {
    test(`${start}: back on the OTP screen for the code already sent, with a countdown to a new one`, async ({
      page,
      site
    }, testInfo) => {
      const mobile = freshMobile(testInfo.workerIndex)
      const enter = async () => {
        await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
        if (start === "/credit-score") await page.getByText(/I accept the Terms and Conditions/u).click()
        await page.getByRole("button", { name: button }).click()
      }
      await page.goto(start)
      await enter()
      await expect(page).toHaveURL(new RegExp(`${verifyPath}\\?mobile=${mobile}$`, "u"))
      const code = await site.codeFor(mobile)

      await page.goBack()
      await expect(page.getByRole("button", { name: button })).toBeVisible()
      await enter()
      await expect(page).toHaveURL(new RegExp(`${verifyPath}\\?mobile=${mobile}&resendIn=\\d+$`, "u"))
      await expect(page.getByText("Please wait before requesting a new OTP.")).toHaveCount(0)
      await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
      const countdown = page.getByText(/Resend OTP in \d+ s/u)
      await expect(countdown).toBeVisible()
      const seconds = Number((await page.locator(".otp__seconds").textContent())?.trim())
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(30)
      await expect
        .poll(async () => Number((await page.locator(".otp__seconds").textContent())?.trim()), { timeout: 3000 })
        .toBeLessThan(seconds)

      // The code they already have works.
      await page.getByRole("textbox", { name: "Enter OTP" }).fill(code)
      await page.getByRole("button", { name: "Verify OTP" }).click()
      await expect(page).not.toHaveURL(/verify-mobile/u)
    })
  }
})
