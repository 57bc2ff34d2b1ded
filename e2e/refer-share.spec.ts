/**
 * The Share button of the Refer & Earn hero shares: the browser's share sheet with this page's address where it has
 * one (stubbed here: headless Chromium has none), otherwise the invite dialog with the link, Copy, WhatsApp and SMS.
 */
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

const started = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-app", "started")

test.describe("Refer & Earn: Share", () => {
  test("without a share sheet, Share opens the invite dialog with this page's link", async ({ page }) => {
    await page.goto("/refer-and-earn")
    await started(page)
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined")
    const share = page.getByRole("button", { name: "Share", exact: true })
    await share.click()
    const dialog = page.getByRole("dialog", { name: "Share Refer & Earn" })
    await expect(dialog).toBeVisible()
    const link = `${new URL(page.url()).origin}/refer-and-earn`
    await expect(dialog.getByRole("textbox", { name: "Link to this page" })).toHaveValue(link)
    const whatsapp = await dialog.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")
    expect(new URL(whatsapp!).searchParams.get("text")).toBe(
      `Know someone who needs a loan? Refer them to Arthika Loans and earn reward points when their loan is disbursed. ${link}`
    )
    await expectNoAxeViolations(page)
    await dialog.getByRole("button", { name: "Done" }).click()
    await expect(dialog).toHaveCount(0)
    await expect(share).toBeFocused()
  })

  test("with a share sheet, Share hands it the page's address, title and text (in Hindi on the Hindi page)", async ({
    page
  }) => {
    await page.addInitScript(() => {
      const calls: Array<unknown> = []
      Object.assign(window, { __shared: calls })
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data)
          return Promise.resolve()
        }
      })
    })
    const shared = () => page.evaluate(() => (window as unknown as { __shared: Array<unknown> }).__shared)

    await page.goto("/refer-and-earn")
    await started(page)
    await page.getByRole("button", { name: "Share", exact: true }).click()
    const origin = new URL(page.url()).origin
    await expect.poll(shared).toEqual([
      {
        title: "Arthika Loans: Refer & Earn",
        text: "Know someone who needs a loan? Refer them to Arthika Loans and earn reward points when their loan is disbursed.",
        url: `${origin}/refer-and-earn`
      }
    ])
    await expect(page.getByRole("dialog")).toHaveCount(0)

    await page.goto("/hi/refer-and-earn")
    await started(page)
    await page.getByRole("button", { name: "साझा करें", exact: true }).click()
    await expect.poll(shared).toEqual([
      {
        title: "Arthika Loans: रेफ़र करें और कमाएँ",
        text: "क्या आपके किसी परिचित को लोन चाहिए? उन्हें Arthika Loans पर रेफ़र करें और उनका लोन वितरित होने पर रिवॉर्ड पॉइंट कमाएँ।",
        url: `${origin}/hi/refer-and-earn`
      }
    ])
  })
})
