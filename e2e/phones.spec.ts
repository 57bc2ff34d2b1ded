/**
 * The customer's phone defects: the rewards page with a referral and its two dialogs fit 320 to 1440 px (the page
 * never scrolls sideways, the table scrolls in its own box or reads as cards, every button of a dialog can be
 * tapped), and so do the site's other dialogs at 320 px.
 */
import * as path from "node:path"
import type { Page } from "@playwright/test"
import { dialogProblems, layoutProblems, settle } from "./layout-check.ts"
import { timeFor } from "./time.ts"
import { expect, freshMobile, test, type VerifiedMobilesServer } from "./verified-mobiles.fixture.ts"

const widths = [320, 360, 390, 768, 1024, 1280, 1440] as const
const shots = "/work/wt/shots/g"

/** A referrer with one disbursed referral, signed in on /redeem/rewards. */
const rewardsWithARow = async (page: Page, site: VerifiedMobilesServer, workerIndex: number) => {
  const referrer = freshMobile(workerIndex)
  const friend = freshMobile(workerIndex)
  const response = await page.request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Referral",
      loanType: "Home Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: friend,
      referralPhone: referrer,
      location: "Pune",
      referralName: "Ravi Kumar",
      referralEmail: "ravi@example.com",
      referralLocation: "Mumbai",
      consent: true
    }
  })
  expect(response.status()).toBe(201)
  await site.setStatus(((await response.json()) as { trackingId: string }).trackingId, "Disbursed")
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto("/redeem/start")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(referrer)
  await page.getByRole("button", { name: "Get OTP" }).click()
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(referrer))
  await page.getByRole("button", { name: "Verify OTP" }).click()
  await expect(page.getByRole("row").filter({ hasText: "Asha Rao" })).toBeVisible()
}

test.describe.configure({ timeout: timeFor(120_000) })

test("the rewards page with a referral fits every width: the page never scrolls sideways, every column can be read", async ({
  page,
  site
}, testInfo) => {
  await rewardsWithARow(page, site, testInfo.workerIndex)
  const problems: Array<string> = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    for (const p of await layoutProblems(page)) problems.push(`${width} px: ${p}`)
    // Every heading and cell of the table can be read: on the page, or a swipe away inside the table's own box.
    for (const name of ["Date of Disbursement", "Status", "Reward Pending"]) {
      const cell = page.getByText(name, { exact: true })
      await cell.scrollIntoViewIfNeeded()
      const inView = await cell.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.left >= 0 && r.right <= document.documentElement.clientWidth && r.width > 0
      })
      if (!inView) problems.push(`${width} px: "${name}" cannot be brought into view`)
    }
    await page.evaluate(() => {
      window.scrollTo({ left: 0, top: 0, behavior: "instant" })
      for (const el of document.querySelectorAll(".rewards *")) el.scrollLeft = 0
    })
  }
  expect(problems).toEqual([])
})

test("the Invite and Withdraw dialogs fit every width with their buttons in reach", async ({
  page,
  site
}, testInfo) => {
  await rewardsWithARow(page, site, testInfo.workerIndex)
  const problems: Array<string> = []
  for (const [open, dialog, shot] of [
    ["Invite More Friends", page.getByRole("dialog", { name: "Invite More Friends" }), "invite"],
    ["Withdraw Now", page.getByRole("alertdialog", { name: "Withdraw your points?" }), "withdraw"]
  ] as const) {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.getByRole("button", { name: open }).click()
    await expect(dialog).toBeVisible()
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await settle(page)
      for (const p of await layoutProblems(page)) problems.push(`${shot} at ${width} px: ${p}`)
      for (const p of await dialogProblems(page)) problems.push(`${shot} at ${width} px: ${p}`)
      if ([320, 360, 768, 1280].includes(width))
        await page.screenshot({ path: path.join(shots, `rewards-${shot}-${width}.png`) })
    }
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
  }
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: path.join(shots, `rewards-${width}.png`), fullPage: true })
  }
  expect(problems).toEqual([])
  // Tapped at 320 px: Done closes the invite, Yes, withdraw sends the request.
  await page.setViewportSize({ width: 320, height: 640 })
  await page.getByRole("button", { name: "Invite More Friends" }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await page.getByRole("button", { name: "Withdraw Now" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, withdraw" }).click()
  await expect(page.getByText("Withdrawal request submitted successfully!")).toBeVisible()
})

test.describe("on a touch phone", () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 740 } })

  test("the rewards page's dialogs open on screen and Done and Yes, withdraw can be tapped", async ({
    page,
    site
  }, testInfo) => {
    await rewardsWithARow(page, site, testInfo.workerIndex)
    await page.setViewportSize({ width: 360, height: 740 })
    const onScreen = () =>
      page.evaluate(() => {
        const box = document.querySelector(".modal")!.getBoundingClientRect()
        const seen = window.visualViewport!
        return {
          page: document.documentElement.scrollWidth,
          left: Math.round(box.left),
          right: Math.round(box.right),
          width: Math.round(seen.width)
        }
      })
    // The page keeps the screen's width and the dialog lies within its 16 px margins (a dialog still finishing its
    // opening animation is a little smaller, never larger).
    const expectOnScreen = (seen: { page: number; left: number; right: number; width: number }) => {
      expect({ page: seen.page, width: seen.width }).toEqual({ page: 360, width: 360 })
      expect(seen.left).toBeGreaterThanOrEqual(16)
      expect(seen.right).toBeLessThanOrEqual(344)
      expect(seen.right - seen.left).toBeGreaterThan(300)
    }
    await page.getByRole("button", { name: "Invite More Friends" }).tap()
    await expect(page.getByRole("dialog", { name: "Invite More Friends" })).toBeVisible()
    await settle(page)
    expectOnScreen(await onScreen())
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).tap()
    await expect(page.getByRole("dialog")).toHaveCount(0)

    await page.getByRole("button", { name: "Withdraw Now" }).tap()
    await expect(page.getByRole("alertdialog", { name: "Withdraw your points?" })).toBeVisible()
    await settle(page)
    expectOnScreen(await onScreen())
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, withdraw" }).tap()
    await expect(page.getByText("Withdrawal request submitted successfully!")).toBeVisible()
  })
})

test("the other dialogs of the site fit 320 px with their buttons in reach: My data's correction and erase", async ({
  page,
  site
}, testInfo) => {
  const mobile = freshMobile(testInfo.workerIndex)
  const applied = await page.request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Meena",
      last_name: "Iyer",
      phone: mobile,
      referralPhone: "",
      location: "Madurai",
      consent: true
    }
  })
  expect(applied.status()).toBe(201)
  const trackingId = ((await applied.json()) as { trackingId: string }).trackingId
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto("/my-data")
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByRole("button", { name: "Send OTP" }).click()
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(mobile))
  await page.getByRole("button", { name: "Verify OTP" }).click()
  await page.getByRole("button", { name: `Ask for a correction of loan enquiry ${trackingId}` }).click()
  const correction = page.getByRole("dialog", { name: "Ask for a correction" })
  await expect(correction).toBeVisible()
  await settle(page)
  expect(await dialogProblems(page)).toEqual([])
  // Sent empty: the messages show, the focus goes to the first field that needs fixing, and the dialog still fits.
  await correction.getByRole("button", { name: "Send correction" }).click()
  const detail = correction.getByRole("textbox", { name: "Which detail is wrong" })
  await expect(detail).toBeFocused()
  await expect(detail).toBeInViewport({ ratio: 1 })
  expect(await dialogProblems(page)).toEqual([])
  await page.screenshot({ path: path.join(shots, "my-data-correction-320.png") })
  await correction.getByRole("button", { name: "Cancel" }).click()
  await expect(correction).toHaveCount(0)

  await page.getByRole("button", { name: "Withdraw consent and erase" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Withdraw consent and erase your data?" })
  await expect(confirm).toBeVisible()
  await settle(page)
  expect(await dialogProblems(page)).toEqual([])
  await page.screenshot({ path: path.join(shots, "my-data-erase-320.png") })
  await confirm.getByRole("button", { name: "Cancel" }).click()
  await expect(confirm).toHaveCount(0)
})
