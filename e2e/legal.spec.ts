/**
 * The legal pages (issue 14, point 1) against the real server: linked from the footer, with the company's grievance
 * officer, the retention periods and every lending partner; axe on each, and no sideways scrolling at 320 px.
 */
import { expect, type Page, test } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"

const noHorizontalScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test("the footer links the four legal pages", async ({ page }) => {
  await page.goto("/")
  const legal = page.getByRole("navigation", { name: "Legal" })
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["Terms of Use", "/terms"],
    ["Grievance Redressal", "/grievance-redressal"],
    ["Our Lending Partners", "/lending-partners"]
  ] as const)
    await expect(legal.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
  await legal.getByRole("link", { name: "Privacy Policy" }).click()
  await expect(page).toHaveURL(/\/privacy$/u)
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible()
})

for (const width of [320, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("Privacy Policy: what we collect, who we share it with, the retention periods, the rights", async ({
      page
    }) => {
      await page.goto("/privacy")
      await expect(page).toHaveTitle(/^Privacy Policy \| /u)
      const main = page.getByRole("main")
      for (const heading of ["What we collect, and why", "Who we share it with", "How long we keep it", "Your rights"])
        await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible()
      await expect(
        main.getByText("One-time passwords (OTPs) and the text messages that carried them: 7 days.")
      ).toBeVisible()
      await expect(main.getByText("Messages sent through the Contact Us form: 1 year.")).toBeVisible()
      await expect(main.getByText(/credit-score enquiries made with them: 180 days after the decision/u)).toBeVisible()
      await expect(main.getByText(/submitted twice: 24 hours/u)).toBeVisible()
      // The grievance form: what it takes, why, on a legal obligation; grievances kept; the rights on My data.
      await expect(
        main.getByText(
          /^Grievance \(the form on Grievance Redressal\): your name, mobile number \(verified by a one-time password\), e-mail, an optional tracking ID/u
        )
      ).toBeVisible()
      await expect(main.getByText(/We rely on a legal obligation, not on your consent/u)).toBeVisible()
      await expect(main.getByText(/^Grievances, resolved ones included, with our reply: kept/u)).toBeVisible()
      const rights = main.getByRole("list").filter({ hasText: "have your data erased" })
      await expect(rights.getByRole("link", { name: "My data" })).toHaveCount(4)
      await expect(rights.getByRole("link", { name: "Grievance Redressal" })).toHaveAttribute(
        "href",
        "/grievance-redressal"
      )
      await expect(rights).toContainText("our Grievance Officer, Meera Raghunathan, within 30 days")
      await expect(main.getByText(/This policy's version is 2026-11-24\./u)).toBeVisible()
      // The officer's e-mail: in "Your rights" and in "How to use your rights".
      const officerMail = main.getByRole("link", { name: "grievance@arthikaloans.in" })
      await expect(officerMail).toHaveCount(2)
      for (const link of await officerMail.all())
        await expect(link).toHaveAttribute("href", "mailto:grievance@arthikaloans.in")
      await expectNoAxeViolations(page)
      await noHorizontalScroll(page)
    })

    test("Terms of Use", async ({ page }) => {
      await page.goto("/terms")
      await expect(page).toHaveTitle(/^Terms of Use \| /u)
      await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible()
      await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy"
      )
      await expectNoAxeViolations(page)
      await noHorizontalScroll(page)
    })

    test("Grievance Redressal: the officer, 30 days, the RBI Integrated Ombudsman", async ({ page }) => {
      await page.goto("/grievance-redressal")
      await expect(page).toHaveTitle(/^Grievance Redressal \| /u)
      const main = page.getByRole("main")
      await expect(main.getByText("Meera Raghunathan, Grievance Redressal Officer")).toBeVisible()
      await expect(main.getByRole("link", { name: "grievance@arthikaloans.in" })).toBeVisible()
      await expect(main.getByRole("link", { name: "+91 80 4718 2299" })).toHaveAttribute("href", "tel:+918047182299")
      await expect(main.getByText("Koramangala 4th Block")).toBeVisible()
      await expect(
        main.getByText("We acknowledge your grievance and reply within 30 days of receiving it.")
      ).toBeVisible()
      await expect(main.getByRole("link", { name: "cms.rbi.org.in" })).toHaveAttribute("href", "https://cms.rbi.org.in")
      await expectNoAxeViolations(page)
      await noHorizontalScroll(page)
    })

    test("Our Lending Partners: all 41, as a list", async ({ page }) => {
      await page.goto("/lending-partners")
      await expect(page).toHaveTitle(/^Our Lending Partners \| /u)
      const list = page.getByRole("main").getByRole("list")
      await expect(list.getByRole("listitem")).toHaveCount(41)
      await expect(list.getByText("HDFC", { exact: true })).toBeVisible()
      await expect(list.getByText("SMFG India Credit", { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
      await noHorizontalScroll(page)
    })
  })
}

test.describe("every form that takes personal data shows its notice, linking the Privacy Policy", () => {
  for (const [path, purpose] of [
    ["/resources/apply-now", /call you back about your loan/u],
    ["/contact", /only to answer your message/u],
    ["/credit-score", /fetch your credit report from a credit bureau/u],
    ["/resources/testimonials/customer-feedback", /publishes your name, rating, review/u],
    ["/redeem/start", /send you a one-time password/u]
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const notice = page.locator(".consent-notice")
      await expect(notice).toHaveText(purpose)
      await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy")
      await notice.getByRole("link", { name: "Privacy Policy" }).click()
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible()
    })
  }
})
