import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { timeFor } from "./time.ts"
import { expect, freshMobile, pointsPerReferral, test } from "./verified-mobiles.fixture.ts"

/** A Referral enquiry sent through the public API, as the apply form's own Referral mode sends it. */
const referFriend = async (
  page: Page,
  referrer: { name: string; mobile: string },
  friend: { name: string; mobile: string }
) => {
  const response = await page.request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Referral",
      loanType: "Home Loan",
      first_name: friend.name.split(" ")[0],
      last_name: friend.name.split(" ").slice(1).join(" "),
      phone: friend.mobile,
      referralPhone: referrer.mobile,
      location: "Pune",
      referralName: referrer.name,
      referralEmail: "ravi@example.com",
      referralLocation: "Mumbai",
      consent: true
    }
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { trackingId: string }).trackingId
}

test.describe("a referrer redeems their rewards", () => {
  test("verify the mobile, see the points of a disbursed referral, invite, withdraw with a confirmation", async ({
    page,
    site,
    context
  }, testInfo) => {
    const referrer = { name: "Ravi Kumar", mobile: freshMobile(testInfo.workerIndex) }
    const friend = { name: "Asha Rao", mobile: freshMobile(testInfo.workerIndex) }
    const trackingId = await referFriend(page, referrer, friend)
    await site.setStatus(trackingId, "Disbursed")

    await page.goto("/redeem/start")
    await expect(page.getByRole("heading", { level: 1, name: "Redeem Your Rewards" })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole("textbox", { name: "Mobile Number" }).fill(referrer.mobile)
    await page.getByRole("button", { name: "Get OTP" }).click()
    await expect(page).toHaveURL(new RegExp(`/redeem/verify-mobile\\?mobile=${referrer.mobile}$`, "u"))
    await expect(page.getByText(`An OTP has been sent to +91 ${referrer.mobile}`)).toBeVisible()
    await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(referrer.mobile))
    await page.route(
      "**/api/reward-enquiries/*",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      },
      { times: 1 }
    )
    await page.getByRole("button", { name: "Verify OTP" }).click()
    await expect(page.getByRole("status").getByText("Loading...")).toBeVisible()

    await expect(page).toHaveURL(/\/redeem\/rewards\?token=[a-z0-9]+-[0-9a-f]{8}-[0-9a-f]{8}$/u)
    // The signed token stays in session storage; the address names only its record.
    const record = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("redeem_token_")))
    expect(record).toHaveLength(1)

    const points = page.getByRole("region", { name: "Your points" })
    await expect(points.getByText("Total Points")).toBeVisible()
    await expect(points.getByText("1,25,000")).toHaveCount(2)
    const row = page.getByRole("row").filter({ hasText: friend.name })
    await expect(row).toContainText(trackingId)
    await expect(row).toContainText(`${pointsPerReferral.toLocaleString("en-IN")} points`)
    await expect(row).toContainText(
      new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata"
      }).format(new Date())
    )
    await expect(row).toContainText("Reward Pending")
    await expect(page.getByRole("columnheader")).toHaveText([
      "Referral Name",
      "Referral ID",
      "Application Status",
      "Rewards Earned",
      "Date of Disbursement",
      "Status"
    ])
    await expectNoAxeViolations(page)

    // Invite: the referral link from the site's own address, copy, WhatsApp and SMS.
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.getByRole("button", { name: "Invite More Friends" }).click()
    const invite = page.getByRole("dialog", { name: "Invite More Friends" })
    const link = `${new URL(page.url()).origin}/referral?name=Ravi+Kumar&mobile=${referrer.mobile}`
    await expect(invite.getByRole("textbox", { name: "Your referral link" })).toHaveValue(link)
    await invite.getByRole("button", { name: "Copy" }).click()
    await expect(invite.getByRole("button", { name: "Copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expect(invite.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 })
    const whatsapp = await invite.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/u)
    expect(new URL(whatsapp!).searchParams.get("text")).toContain(link)
    const sms = await invite.getByRole("link", { name: "Share by SMS" }).getAttribute("href")
    expect(sms).toMatch(/^sms:\?body=/u)
    expect(decodeURIComponent(sms!.slice("sms:?body=".length))).toContain(link)
    await expectNoAxeViolations(page)
    await invite.getByRole("button", { name: "Done" }).click()
    await expect(invite).toHaveCount(0)

    // Withdraw: asked first; Cancel sends nothing.
    let withdrawals = 0
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/reward-enquiries/request-withdrawal")) withdrawals++
    })
    await page.getByRole("button", { name: "Withdraw Now" }).click()
    const confirm = page.getByRole("alertdialog", { name: "Withdraw your points?" })
    await expect(confirm).toContainText("1,25,000 points from 1 referral")
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await expect(confirm).toHaveCount(0)
    expect(withdrawals).toBe(0)
    await page.getByRole("button", { name: "Withdraw Now" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, withdraw" }).click()
    await expect(page.getByText("Withdrawal request submitted successfully!")).toBeVisible()
    // Re-fetched: nothing left to withdraw; the total stays.
    await expect(points.getByText("1,25,000")).toHaveCount(1)
    await expect(page.getByRole("button", { name: "Withdraw Now" })).toBeDisabled()
    expect(withdrawals).toBe(1)

    // Paid by the back office: the reward reads disbursed after a reload (the record lasts the session).
    await site.payWithdrawals(referrer.mobile)
    await page.reload()
    await expect(page.getByRole("row").filter({ hasText: friend.name })).toContainText("Reward Disbursed")
  })

  test("a new code after the 30 s countdown; the first one no longer works", async ({ page, site }, testInfo) => {
    test.setTimeout(timeFor(90_000))
    const mobile = freshMobile(testInfo.workerIndex)
    await page.goto("/redeem/start")
    await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
    await page.getByRole("button", { name: "Get OTP" }).click()
    const first = await site.codeFor(mobile)
    await expect(page.getByText(/Resend OTP in (30|29|28) s/u)).toBeVisible()
    await expect(page.getByRole("button", { name: "Resend OTP" })).toHaveCount(0)
    await expect(page.getByText(/Resend OTP in 2[0-5] s/u)).toBeVisible({ timeout: 12_000 })
    await page.getByRole("button", { name: "Resend OTP" }).click({ timeout: 35_000 })
    await expect(page.getByText(`A new OTP has been sent to +91 ${mobile}`)).toBeVisible()
    await expect(page.getByText(/Resend OTP in (30|29|28) s/u)).toBeVisible()
    const second = await site.codeFor(mobile, first)
    expect(second).not.toBe(first)

    await page.getByRole("textbox", { name: "Enter OTP" }).fill(first)
    await page.getByRole("button", { name: "Verify OTP" }).click()
    await expect(page.getByText(/^Incorrect OTP\. Please try again\. \d attempts? left\.$/u)).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Enter OTP" })).toHaveValue("")
    await expect(page).toHaveURL(/verify-mobile/u)
    await page.getByRole("textbox", { name: "Enter OTP" }).fill(second)
    await page.getByRole("button", { name: "Verify OTP" }).click()
    await expect(page).toHaveURL(/\/redeem\/rewards\?token=/u)
    await expect(page.getByText("No referrals yet. Invite your friends to start earning points.")).toBeVisible()
    await expect(page.getByRole("button", { name: "Withdraw Now" })).toBeDisabled()
  })

  test("usable by keyboard alone: mobile, OTP, the invite modal", async ({ page, site }, testInfo) => {
    const mobile = freshMobile(testInfo.workerIndex)
    await page.goto("/redeem/start")
    await page.getByRole("textbox", { name: "Mobile Number" }).focus()
    await page.keyboard.type(mobile)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/redeem\/verify-mobile/u)
    await page.getByRole("textbox", { name: "Enter OTP" }).focus()
    await page.keyboard.type(await site.codeFor(mobile))
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/redeem\/rewards\?token=/u)
    const invite = page.getByRole("button", { name: "Invite More Friends" })
    await invite.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Invite More Friends" })
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(invite).toBeFocused()
    await page.keyboard.press("Space")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: "Done" }).focus()
    await page.keyboard.press("Enter")
    await expect(dialog).toHaveCount(0)
  })

  test("the rewards page without a token, or with an unknown one, says so with Start Over", async ({ page }) => {
    await page.goto("/redeem/rewards")
    await expect(page.getByText("Error: Invalid or missing token. Please try again.")).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto("/redeem/rewards?token=lz3k9q1c-4f9a2b7c-9d0e1f2a")
    await expect(page.getByText("Error: Token has expired or is invalid. Please start over.")).toBeVisible()
    await page.getByRole("link", { name: "Start Over" }).click()
    await expect(page).toHaveURL(/\/redeem\/start$/u)
  })
})
