import { Rewards } from "../server/rewards/repo.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, freshMobile, test } from "./verified-mobiles.fixture.ts"

const verifyToast = "Please Verify your mobile number to proceed with the referral application."

test.describe("a friend opens a referral link", () => {
  test("verifies their own mobile, applies as Referral with the link's referrer, and the verified mobile is then forgotten", async ({
    page,
    site
  }, testInfo) => {
    const referrerMobile = freshMobile(testInfo.workerIndex)
    const firstTry = freshMobile(testInfo.workerIndex)
    const ownMobile = freshMobile(testInfo.workerIndex)
    await page.goto(`/referral?name=Ravi%20Kumar&mobile=${referrerMobile}`)
    await expect(page.getByRole("heading", { level: 1, name: "Ravi Kumar has referred you" })).toBeVisible()
    await expectNoAxeViolations(page)

    const mobileField = page.getByRole("textbox", { name: "Your Mobile Number" })
    await mobileField.fill(referrerMobile)
    await page.getByRole("button", { name: "Verify Mobile Number" }).click()
    await expect(
      page.getByText(
        "Your Referral's mobile number and your mobile number should not be the same if you are referring."
      )
    ).toBeVisible()
    await mobileField.fill(firstTry)
    await page.getByRole("button", { name: "Verify Mobile Number" }).click()
    await expect(page.getByText(`An OTP has been sent to +91 ${firstTry}`)).toBeVisible()
    await expectNoAxeViolations(page)

    // A typo in the number: change it on the same page.
    await page.getByRole("button", { name: "Change number" }).click()
    await expect(page.getByRole("textbox", { name: "Your Mobile Number" })).toHaveValue("")
    await page.getByRole("textbox", { name: "Your Mobile Number" }).fill(ownMobile)
    await page.getByRole("button", { name: "Verify Mobile Number" }).click()
    await expect(page.getByText(`An OTP has been sent to +91 ${ownMobile}`)).toBeVisible()
    await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(ownMobile))
    await page.getByRole("button", { name: "Verify OTP" }).click()

    await expect(page).toHaveURL(
      new RegExp(
        `/resources/apply-now\\?applicationType=Referral&refname=Ravi\\+Kumar&refmobile=${referrerMobile}&mobile=${ownMobile}$`,
        "u"
      )
    )
    expect(await page.evaluate(() => localStorage.getItem("mobileNumber"))).toBe(ownMobile)
    expect(await page.evaluate(() => localStorage.getItem("referralToken"))).toMatch(/^[\w-]+\.[\w-]+$/u)

    // Referral-link mode: the referrer and the verified mobile are shown, not asked for.
    await expect(page.getByRole("heading", { level: 1, name: "Apply For Personal Loan" })).toBeVisible()
    await expect(page.getByRole("radiogroup", { name: "Application type" })).toHaveCount(0)
    const referral = page.getByRole("definition")
    await expect(referral.filter({ hasText: "Ravi Kumar" })).toHaveText(`Ravi Kumar (+91 ${referrerMobile})`)
    await expect(referral.filter({ hasText: ownMobile })).toContainText("Verified")
    await expect(page.getByRole("textbox", { name: /Mobile Number/u })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole("textbox", { name: "Your Name" }).fill("Asha Rao")
    await page.getByRole("textbox", { name: "Your Location" }).fill("Pune")
    await expect(page.getByRole("textbox", { name: /Referrer/u })).toHaveCount(0)
    await page.getByText(/I agree to the Privacy Policy/u).click()
    const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/loan-enquiries"))
    await page.getByRole("button", { name: "Submit" }).click()
    expect((await sent).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+$/u)
    const dialog = page.getByRole("dialog", { name: "Submitted Successfully" })
    await expect(dialog).toBeVisible()
    const trackingId = (await dialog.getByTestId("tracking-id").textContent())!.trim()
    expect(
      await page.evaluate(() => [localStorage.getItem("mobileNumber"), localStorage.getItem("referralToken")])
    ).toEqual([null, null])

    // The server took it as Ravi's referral of this mobile: disbursed, it earns Ravi's points.
    await site.setStatus(trackingId, "Disbursed")
    const summary = await site.server.run(Rewards.use((r) => r.summary(referrerMobile)))
    expect(summary.loanEnquiries.map((e) => [e.customerName, e.applicationId])).toEqual([["Asha Rao", trackingId]])

    // The link again: the verified mobile was used up.
    await dialog.getByRole("button", { name: "Done" }).click()
    await page.goto(
      `/resources/apply-now?applicationType=Referral&refname=Ravi+Kumar&refmobile=${referrerMobile}&mobile=${ownMobile}`
    )
    await expect(page.getByText(verifyToast)).toBeVisible()
    await expect(page).toHaveURL(/\/$/u)
  })

  test("the apply form from a referral link without a verified mobile: the spec's toast and home", async ({ page }) => {
    await page.goto("/resources/apply-now?applicationType=referral&refname=Ravi&refmobile=9876543210&mobile=9123456780")
    await expect(page.getByText(verifyToast)).toBeVisible()
    await expect(page).toHaveURL(/\/$/u)
  })

  test("a stored mobile whose referral token has expired is no verification", async ({ page }) => {
    await page.goto("/")
    const expired = `${Buffer.from(JSON.stringify({ v: 1, m: "9123456780", p: "referral", e: Math.floor(Date.now() / 1000) - 60 })).toString("base64url")}.c2ln`
    await page.evaluate((token) => {
      localStorage.setItem("mobileNumber", "9123456780")
      localStorage.setItem("referralToken", token)
    }, expired)
    await page.goto("/resources/apply-now?applicationType=referral&refname=Ravi&refmobile=9876543210&mobile=9123456780")
    await expect(page.getByText(verifyToast)).toBeVisible()
    await expect(page).toHaveURL(/\/$/u)
  })

  test("a broken referral link says so", async ({ page }) => {
    await page.goto("/referral?name=&mobile=12345")
    await expect(
      page.getByText("This referral link is not complete. Please ask your friend to share it again.")
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
