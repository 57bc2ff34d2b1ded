/**
 * A referred friend's enquiry is on the rewards page from the day it is sent, not only once the loan is disbursed:
 * its name, referral ID, the application's status and 'Reward Pending'; a rejected one reads 'No Reward'. 'No
 * referrals yet' is for a referrer with no referral at all.
 */
import type { Page } from "@playwright/test"
import { expect, freshMobile, test, type VerifiedMobilesServer } from "./verified-mobiles.fixture.ts"

const referFriend = async (page: Page, referrer: string, friend: { first: string; last: string; mobile: string }) => {
  const response = await page.request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Referral",
      loanType: "Personal Loan",
      first_name: friend.first,
      last_name: friend.last,
      phone: friend.mobile,
      referralPhone: referrer,
      location: "Pune",
      referralName: "Ravi Kumar",
      referralEmail: "ravi@example.com",
      referralLocation: "Mumbai",
      consent: true
    }
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { trackingId: string }).trackingId
}

/** Verifies the mobile with the code from the outbox and lands on the rewards page. */
const openRewards = async (page: Page, site: VerifiedMobilesServer, mobile: string, hindi = false) => {
  await page.goto(hindi ? "/hi/redeem/start" : "/redeem/start")
  await page.getByRole("textbox", { name: hindi ? "मोबाइल नंबर" : "Mobile Number" }).fill(mobile)
  await page.getByRole("button", { name: hindi ? "OTP पाएँ" : "Get OTP" }).click()
  await page.getByRole("textbox", { name: hindi ? "OTP दर्ज करें" : "Enter OTP" }).fill(await site.codeFor(mobile))
  await page.getByRole("button", { name: hindi ? "OTP सत्यापित करें" : "Verify OTP" }).click()
  await expect(page).toHaveURL(/\/redeem\/rewards\?token=/u)
}

test.describe("the rewards page lists referrals in progress", () => {
  test("a referred friend's enquiry in progress shows with its status and 'Reward Pending'", async ({
    page,
    site
  }, testInfo) => {
    const referrer = freshMobile(testInfo.workerIndex)
    const inProgress = await referFriend(page, referrer, {
      first: "Asha",
      last: "Rao",
      mobile: freshMobile(testInfo.workerIndex)
    })
    const rejected = await referFriend(page, referrer, {
      first: "Dev",
      last: "Shah",
      mobile: freshMobile(testInfo.workerIndex)
    })
    await site.setStatus(inProgress, "Login")
    await site.setStatus(rejected, "Rejected")

    await openRewards(page, site, referrer)
    await expect(page.getByText("No referrals yet", { exact: false })).toHaveCount(0)
    const asha = page.getByRole("row").filter({ hasText: "Asha Rao" })
    await expect(asha).toContainText(inProgress)
    await expect(asha).toContainText("Login")
    await expect(asha).toContainText("Reward Pending")
    const dev = page.getByRole("row").filter({ hasText: "Dev Shah" })
    await expect(dev).toContainText(rejected)
    await expect(dev).toContainText("Rejected")
    await expect(dev).toContainText("No Reward")
    await expect(dev).not.toContainText("Reward Pending")
    // No points yet: nothing to withdraw.
    await expect(page.getByRole("button", { name: "Withdraw Now" })).toBeDisabled()
  })

  test("in Hindi: the status and 'रिवॉर्ड लंबित'", async ({ page, site }, testInfo) => {
    const referrer = freshMobile(testInfo.workerIndex)
    const trackingId = await referFriend(page, referrer, {
      first: "Asha",
      last: "Rao",
      mobile: freshMobile(testInfo.workerIndex)
    })
    await site.setStatus(trackingId, "Underwriting")
    await openRewards(page, site, referrer, true)
    const row = page.getByRole("row").filter({ hasText: "Asha Rao" })
    await expect(row).toContainText(trackingId)
    await expect(row).toContainText("अंडरराइटिंग")
    await expect(row).toContainText("रिवॉर्ड लंबित")
  })
})
