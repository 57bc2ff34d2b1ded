import { expectNoAxeViolations } from "./axe.ts"
import { chooseState, fillDateOfBirth } from "./fields.ts"
import { timeFor } from "./time.ts"
import { bureauUrl, expect, freshMobile, pasteInto, test, wrongCodeFor } from "./verified-mobiles.fixture.ts"

test.describe("a person checks their credit score", () => {
  test("mobile and terms, the OTP (a wrong code first, then pasted), personal details, then the bureau after 4 s", async ({
    page,
    site
  }, testInfo) => {
    // The whole journey, three axe checks and the bureau's 4 s wait: more than the default 30 s on a busy machine.
    test.setTimeout(timeFor(60_000))
    const mobile = freshMobile(testInfo.workerIndex)
    await page.route(`${bureauUrl}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Credit bureau</title><h1>Credit bureau</h1>"
      })
    )

    await page.goto("/credit-score")
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Credit Score for Free" })).toBeVisible()
    await expect(page.getByText(/between 300 and 900/u)).toBeVisible()
    await expect(page.getByRole("heading", { name: "Keep utilization under 30%" })).toBeVisible()
    await expect(page.getByRole("list").filter({ hasText: "utilization" }).getByRole("listitem")).toHaveCount(4)
    await expectNoAxeViolations(page)

    const mobileField = page.getByRole("textbox", { name: "Mobile Number" })
    await mobileField.pressSequentially(mobile.slice(0, 5))
    await expect(page.getByText("Mobile number must be 10 digits")).toBeVisible()
    // Two digits too many are kept and named, not cut off into another number.
    await mobileField.pressSequentially(`${mobile.slice(5)}77`)
    await expect(mobileField).toHaveValue(`${mobile}77`)
    await expect(page.getByText("Mobile number must be 10 digits")).toBeVisible()
    await mobileField.press("Backspace")
    await mobileField.press("Backspace")
    await expect(mobileField).toHaveValue(mobile)
    await expect(page.getByText("Mobile number must be 10 digits")).toHaveCount(0)
    await page.getByRole("button", { name: "Get OTP" }).click()
    await expect(page.getByText("Please accept the terms and conditions.")).toBeVisible()
    await page.getByText(/I accept the Terms and Conditions/u).click()
    await page.getByRole("button", { name: "Get OTP" }).click()

    await expect(page).toHaveURL(new RegExp(`/credit-score/verify-mobile\\?mobile=${mobile}$`, "u"))
    await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
    const otpField = page.getByRole("textbox", { name: "Enter OTP" })
    await expect(otpField).toHaveAttribute("autocomplete", "one-time-code")
    await expect(otpField).toHaveAttribute("inputmode", "numeric")
    await expect(page.getByText(/Resend OTP in \d+ s/u)).toBeVisible()
    await expectNoAxeViolations(page)

    const code = await site.codeFor(mobile)
    await otpField.pressSequentially(`${wrongCodeFor(code).slice(0, 3)}ab${wrongCodeFor(code).slice(3)}9`)
    await expect(otpField).toHaveValue(wrongCodeFor(code))
    await page.getByRole("button", { name: "Verify OTP" }).click()
    await expect(page.getByText("Incorrect OTP. Please try again. 4 attempts left.")).toBeVisible()
    await expect(otpField).toHaveValue("")
    await expect(page).toHaveURL(/verify-mobile/u)

    await pasteInto(page, "Enter OTP", `${code.slice(0, 3)} ${code.slice(3)}`)
    await expect(otpField).toHaveValue(code)
    await page.getByRole("button", { name: "Verify OTP" }).click()

    await expect(page).toHaveURL(/\/credit-score\/personal-details\?token=[\w-]+\.[\w-]+$/u)
    await expect(page.getByRole("heading", { level: 1, name: "Personal Details" })).toBeVisible()
    const mobileShown = page.getByRole("textbox", { name: "Mobile Number" })
    await expect(mobileShown).toHaveValue(mobile)
    await expect(mobileShown).toHaveAttribute("readonly", "")
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText("Please enter your name.")).toBeVisible()
    await expect(page.getByText("Please choose your gender.")).toBeVisible()

    await page.getByRole("textbox", { name: "First Name" }).fill("Asha")
    await page.getByRole("textbox", { name: "Last Name" }).fill("Rao")
    await page.getByRole("radiogroup", { name: "Gender" }).getByText("Female").click()
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com")
    const pan = page.getByRole("textbox", { name: "PAN" })
    await pan.pressSequentially("abcde12")
    await expect(page.getByText("Invalid PAN number format. Please enter a valid PAN number.")).toBeVisible()
    await pan.pressSequentially("34f")
    await expect(pan).toHaveValue("ABCDE1234F")
    await expect(page.getByText("Invalid PAN number format. Please enter a valid PAN number.")).toHaveCount(0)
    await fillDateOfBirth(page, "1990-04-12")
    await page.getByRole("textbox", { name: "Address" }).fill("12 MG Road, Shivajinagar")
    await page.getByRole("textbox", { name: "Pincode" }).fill("411005")
    await page.getByRole("textbox", { name: "City" }).fill("Pune")
    await chooseState(page, "Maharashtra")
    await page.getByText(/consent to my details being shared/u).click()

    // No answer the first time: the exception message, and the form is kept.
    await page.route("**/api/cibil-enquiries", (route) => route.abort("connectionreset"), { times: 1 })
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText("An error occurred while checking your credit score. Please try again.")).toBeVisible()
    await expect(pan).toHaveValue("ABCDE1234F")

    // A slow answer: the button reads 'Checking...' meanwhile.
    await page.route(
      "**/api/cibil-enquiries",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      },
      { times: 1 }
    )
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("button", { name: "Checking..." })).toBeDisabled()

    await expect(page.getByText("Credit Score Check submitted successfully! Redirecting...")).toBeVisible()
    await expect(page.getByText("Your details were sent (PAN ABCDE****F).")).toBeVisible()
    await expect(page.getByText("ABCDE1234F")).toHaveCount(0)
    const sentAt = Date.now()
    await page.waitForURL(`${bureauUrl}**`, { timeout: 10_000 })
    expect(Date.now() - sentAt).toBeGreaterThan(2_500)
    await expect(page.getByRole("heading", { name: "Credit bureau" })).toBeVisible()
  })

  test("personal details without a token, or with a bad one, go back to /credit-score with the spec's message", async ({
    page
  }) => {
    await page.goto("/credit-score/personal-details")
    await expect(page.getByText("Invalid or missing token. Please start over.")).toBeVisible()
    await expect(page).toHaveURL(/\/credit-score$/u)
    await page.goto("/credit-score/personal-details?token=not-a-token")
    await expect(page.getByText("Token has expired or is invalid. Please start over.")).toBeVisible()
    await expect(page).toHaveURL(/\/credit-score$/u)
  })

  test("the OTP screen opened without a mobile leads back to the mobile entry", async ({ page }) => {
    await page.goto("/credit-score/verify-mobile")
    await expect(page.getByText("Please enter your mobile number first.")).toBeVisible()
    await page.getByRole("link", { name: "Enter mobile number" }).click()
    await expect(page).toHaveURL(/\/credit-score$/u)
  })
})
