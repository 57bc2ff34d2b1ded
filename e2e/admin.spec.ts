/**
 * The back office in a browser, against its own server started in the test process with a known ADMIN_PASSWORD
 * (`startServer({ adminPassword })`; the app is the one the config's webServer built for this E2E_PORT): sign in
 * by keyboard (a wrong password first), find an enquiry by its tracking ID, move it to Appointment Fixed with a
 * note, and see the public status page follow. Axe on every screen.
 */

import { readFile } from "node:fs/promises"
import { test as base, expect } from "@playwright/test"
import { Redacted } from "effect"
import { CreditEnquiries } from "../server/credit/repo.ts"
import type { RunningServer } from "../server/main.ts"
import { Rewards } from "../server/rewards/repo.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const adminPassword = "e2e back office password"

const test = base.extend<{}, { adminServer: RunningServer }>({
  adminServer: ownServer("admin", { adminPassword: Redacted.make(adminPassword) }),
  baseURL: async ({ adminServer }, use) => use(adminServer.url)
})

test("staff sign in, find an enquiry, move it to Appointment Fixed, and the public status page follows", async ({
  page,
  request
}) => {
  // The whole journey across the back office and the public status page, with an accessibility analysis on the way.
  test.setTimeout(timeFor(60_000))
  const created = await request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Lakshmi",
      last_name: "Iyer",
      phone: "9812345670",
      referralPhone: "",
      email: "",
      location: "Chennai",
      consent: true
    }
  })
  expect(created.status()).toBe(201)
  const trackingId: string = (await created.json()).trackingId
  expect(trackingId).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/u)

  // Without a session the API says 401 and the page shows the sign-in form.
  expect((await request.get("/api/admin/enquiries")).status()).toBe(401)
  await page.goto("/admin")
  await expect(page.getByRole("heading", { level: 1, name: "Back office sign in" })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/u)
  await expectNoAxeViolations(page)
  // The back office is an app of its own: its own header, none of the public site's navbar, footer or widgets.
  await expect(page.getByRole("banner")).toContainText("back office")
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0)
  await expect(page.getByRole("contentinfo")).toHaveCount(0)
  await expect(page.getByRole("link", { name: /WhatsApp/u })).toHaveCount(0)

  // Keyboard only: a wrong password, then the right one.
  await page.getByRole("textbox", { name: "Username" }).focus()
  await page.keyboard.type("admin")
  await page.keyboard.press("Tab")
  await page.keyboard.type("not the password")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("alert").filter({ hasText: "Wrong username or password." })).toBeVisible()
  await expect(page.getByLabel("Password")).toHaveValue("")
  await page.getByLabel("Password").focus()
  await page.keyboard.type(adminPassword)
  await page.keyboard.press("Enter")

  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
  await expect(page.getByText("Signed in as Administrator")).toBeVisible()
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Back office" })).toBeVisible()
  await expect(page.getByRole("contentinfo")).toHaveCount(0)
  await expect(page.getByRole("link", { name: trackingId })).toBeVisible()
  await expectNoAxeViolations(page)

  // Find it by its tracking ID as a person might type it (lower case, no hyphen).
  await page.getByRole("searchbox", { name: "Search" }).fill(trackingId.replace("-", "").toLowerCase())
  await page.getByRole("searchbox", { name: "Search" }).press("Enter")
  await expect(page.getByText("1 enquiry", { exact: true })).toBeVisible()
  await expect(page.getByRole("row")).toHaveCount(2)
  // The CSV export of what the list shows.
  const downloading = page.waitForEvent("download")
  await page.getByRole("link", { name: "Download CSV" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/u)
  const csv = await readFile(await download.path(), "utf8")
  expect(csv.split("\r\n").filter((line) => line !== "")).toHaveLength(2)
  expect(csv).toContain(`"${trackingId}","Lakshmi Iyer","9812345670"`)

  await page.getByRole("link", { name: trackingId }).focus()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${trackingId}$`, "u"))
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${trackingId}` })).toBeVisible()
  await expect(page.getByTestId("admin-status")).toHaveText("Call Back")
  // Only the moves the lifecycle allows from Call Back.
  const moves = page.getByRole("region", { name: "Move to" }).getByRole("button")
  await expect(moves).toHaveText(["Fix appointment", "Decline"])
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: "Fix appointment" }).press("Enter")
  await expect(page.getByRole("textbox", { name: /Note/u })).toBeFocused()
  await page.keyboard.type("Visit on Tuesday at 11")
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Confirm: Fix appointment" }).press("Enter")

  await expect(page.getByTestId("admin-status")).toHaveText("Appointment Fixed")
  await expect(page.getByText("Status changed to Appointment Fixed.")).toBeVisible()
  await expect(moves).toHaveText(["Log in application", "Call back", "Decline"])
  await expect(page.getByText(/Administrator, Fix appointment \(Call Back to Appointment Fixed\)/u)).toBeVisible()
  await expect(page.getByText("Visit on Tuesday at 11")).toBeVisible()

  // The public status page shows the move at once.
  await page.goto(`/application-status?trackingId=${trackingId}`)
  await expect(page.getByRole("heading", { level: 1, name: "Application Status" })).toBeVisible()
  await expect(page.locator(".status__details")).toContainText("Appointment Fixed")

  // Signing out ends the session.
  await page.goto("/admin")
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Back office sign in" })).toBeVisible()
  expect((await page.request.get("/api/admin/session")).status()).toBe(401)
})

test("a referral disbursed in the back office credits the referrer; the withdrawal is marked paid", async ({
  page,
  request,
  adminServer
}) => {
  const referrer = `93${String(Date.now()).slice(-8)}`
  const created = await request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Referral",
      loanType: "Personal Loan",
      first_name: "Arjun",
      last_name: "Menon",
      phone: "9812345671",
      email: "",
      location: "Kochi",
      referralName: "Divya Nair",
      referralEmail: "divya@example.in",
      referralPhone: referrer,
      referralLocation: "Kochi",
      consent: true
    }
  })
  expect(created.status()).toBe(201)
  const trackingId: string = (await created.json()).trackingId

  await page.goto(`/admin/enquiries/${trackingId}`)
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${trackingId}` })).toBeVisible()
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Divya Nair")
  for (const [event, status] of [
    ["Fix appointment", "Appointment Fixed"],
    ["Log in application", "Login"],
    ["Send to underwriting", "Underwriting"],
    ["Approve", "Approved"],
    ["Disburse", "Disbursed"]
  ] as const) {
    await page.getByRole("button", { name: event, exact: true }).click()
    await page.getByRole("button", { name: `Confirm: ${event}` }).click()
    await expect(page.getByTestId("admin-status")).toHaveText(status)
  }
  await expect(page.getByText("Disbursed is final: no further moves.")).toBeVisible()

  // The referrer earned the reward and asks for it (their own flow, issue 5), then staff pay it here.
  const summary = await adminServer.run(Rewards.use((r) => r.summary(referrer)))
  expect(summary.withdrawableBalance).toBe(500)
  await adminServer.run(
    Rewards.use((r) =>
      r.requestWithdrawal(
        referrer,
        summary.availableForWithdrawal.map((i) => i._id)
      )
    )
  )

  await page.getByRole("link", { name: "Reward withdrawals" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Reward withdrawals" })).toBeVisible()
  const row = page.getByRole("row").filter({ hasText: referrer })
  await expect(row).toContainText("Divya Nair")
  await expect(row).toContainText("500 points")
  await expectNoAxeViolations(page)
  await row.getByRole("button", { name: `Mark paid: 500 points to ${referrer}` }).press("Enter")
  await expect(row).toContainText("Paid")
  await expect(page.getByText("Withdrawal marked paid.")).toBeVisible()
  const after = await adminServer.run(Rewards.use((r) => r.summary(referrer)))
  expect(after.loanEnquiries.map((i) => i.isWithdrawalDisbursed)).toEqual([true])
})

/** A real 1x1 PNG (the server checks a picture by its bytes). */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

test("testimonials moderation: the picture shown, one approved and published, one rejected", async ({
  page,
  request
}) => {
  const stamp = String(Date.now()).slice(-6)
  for (const [name, picture] of [
    [`Approve Me ${stamp}`, true],
    [`Reject Me ${stamp}`, false]
  ] as const) {
    const sent = await request.post("/api/testimonials", {
      multipart: {
        name,
        email: "person@example.in",
        loanType: "Home Loan",
        feedback: `${name}: a quick and friendly loan.`,
        rating: "5",
        ...(picture ? { profilePicture: { name: "me.png", mimeType: "image/png", buffer: onePixelPng } } : {})
      }
    })
    expect(sent.status()).toBe(201)
  }

  await page.goto("/admin/testimonials")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials to moderate" })).toBeVisible()
  const approveCard = page.getByRole("article", { name: `Approve Me ${stamp}` })
  await expect(approveCard.getByRole("img", { name: `Sent by Approve Me ${stamp}` })).toBeVisible()
  expect(await approveCard.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expect(approveCard).toContainText("Home Loan, 5 of 5 stars")
  await expectNoAxeViolations(page)

  await approveCard.getByRole("button", { name: `Approve Approve Me ${stamp}` }).press("Enter")
  await expect(page.getByText("Testimonial approved: it is now published.")).toBeVisible()
  await expect(approveCard).toHaveCount(0)
  await page.getByRole("button", { name: `Reject Reject Me ${stamp}` }).click()
  await expect(page.getByText("Testimonial rejected.")).toBeVisible()
  await expect(page.getByRole("article", { name: `Reject Me ${stamp}` })).toHaveCount(0)

  const published = (await (await request.get("/api/testimonials?productType=Home%20Loan")).json()).data as Array<{
    userName: string
    pictureUrl?: string
  }>
  const approved = published.find((t) => t.userName === `Approve Me ${stamp}`)
  expect(approved?.pictureUrl).toMatch(/^\/api\/testimonials\/pictures\//u)
  expect(published.some((t) => t.userName === `Reject Me ${stamp}`)).toBe(false)
})

test("read-only inboxes: contact messages, and credit-score enquiries with the PAN masked", async ({
  page,
  request,
  adminServer
}) => {
  const sent = await request.post("/api/contact-us", {
    data: {
      name: "Inbox Visitor",
      email: "visitor@example.in",
      phone: "9876543213",
      message: "Please call me about a business loan.",
      consent: true
    }
  })
  expect(sent.status()).toBe(200)
  await adminServer.run(
    CreditEnquiries.use((c) =>
      c.create({
        first_name: "Meena",
        last_name: "Pillai",
        gender: "Female",
        email: "meena@example.in",
        phone: "9876543214",
        panNumber: "PQRST6789K",
        dob: "1988-02-03",
        address: "4 Beach Road",
        pincode: "682001",
        city: "Kochi",
        state: "Kerala",
        termsAccepted: true
      } as never)
    )
  )

  await page.goto("/admin")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("link", { name: "Contact messages" }).press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible()
  await expect(page.getByRole("row").filter({ hasText: "Inbox Visitor" })).toContainText(
    "Please call me about a business loan."
  )
  await expect(page.getByRole("button", { name: /Delete|Reply/u })).toHaveCount(0)
  await expectNoAxeViolations(page)
  // On a phone the table scrolls inside its own box, which a keyboard user can reach and scroll with the arrow keys.
  await page.setViewportSize({ width: 320, height: 700 })
  const table = page.getByRole("region", { name: "Contact messages, newest first" })
  await table.focus()
  await expect(table).toBeFocused()
  await page.keyboard.press("ArrowRight")
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole("link", { name: "Credit-score enquiries" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Credit-score enquiries" })).toBeVisible()
  const row = page.getByRole("row").filter({ hasText: "Meena Pillai" })
  await expect(row).toContainText("PQRST****K")
  await expect(page.getByText("PQRST6789K")).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test("carousel: add a slide with an uploaded image and a button, move it earlier, and the home carousel's list follows", async ({
  page,
  request
}) => {
  const before = ((await (await request.get("/api/carousel")).json()).data as Array<{ heading: string }>).length
  await page.goto("/admin/carousel")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Home carousel" })).toBeVisible()
  await expect(page.getByRole("button", { name: /^Edit: /u })).toHaveCount(before)
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: "Add slide" }).press("Enter")
  await expect(page.getByRole("textbox", { name: "Heading", exact: true })).toBeFocused()
  await page.getByRole("button", { name: "Save slide" }).click()
  await expect(page.getByText("Please enter a heading (at most 80 characters).")).toBeVisible()
  await expect(page.getByText("Please upload an image for the slide.")).toBeVisible()
  await page.getByRole("textbox", { name: "Heading", exact: true }).fill("Diwali rates")
  await page
    .getByRole("textbox", { name: /^Text(?! in Hindi)/u })
    .fill("Lower rates on home loans this festive season.")
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: onePixelPng })
  await expect(page.getByRole("img", { name: "The slide's background, as uploaded" })).toBeVisible()
  await page.getByText("Show the first button").click()
  await page.getByRole("button", { name: "Save slide" }).click()
  await expect(page.getByText("Please enter the button's text (at most 30 characters).")).toBeVisible()
  await page.getByRole("textbox", { name: "First button text", exact: true }).fill("Apply Now")
  await page.getByRole("textbox", { name: "First button link" }).fill("/resources/apply-now")
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Save slide" }).press("Enter")
  await expect(page.getByText("Slide saved.")).toBeVisible()
  await expect(page.getByRole("button", { name: /^Edit: /u })).toHaveCount(before + 1)
  const listed = page.getByRole("region", { name: "Home carousel" }).getByRole("listitem")
  await expect(listed.last()).toContainText("Diwali rates")
  await page.getByRole("button", { name: "Move earlier: Diwali rates" }).press("Enter")
  await expect(listed.nth(before - 1)).toContainText("Diwali rates")

  const slides = (await (await request.get("/api/carousel")).json()).data as Array<{
    heading: string
    imageUrl: string
    primaryButtonText: string
  }>
  expect(slides).toHaveLength(before + 1)
  expect(slides[before - 1]).toMatchObject({ heading: "Diwali rates", primaryButtonText: "Apply Now" })
  expect((await request.get(slides[before - 1]!.imageUrl)).status()).toBe(200)
})

test("carousel in Hindi: a slide without its Hindi is marked, staff write the Hindi, and /hi/ shows it", async ({
  page,
  request
}) => {
  await page.goto("/admin/carousel")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Home carousel" })).toBeVisible()
  const listed = page.getByRole("region", { name: "Home carousel" }).getByRole("listitem")
  // The seeded slides ship with their Hindi: none is marked.
  await expect(listed.filter({ hasText: "Personal loans from 11.9% a year" })).not.toContainText("Hindi missing")

  await page.getByRole("button", { name: "Add slide" }).press("Enter")
  await page.getByRole("textbox", { name: "Heading", exact: true }).fill("Monsoon offer")
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: onePixelPng })
  await expect(page.getByRole("img", { name: "The slide's background, as uploaded" })).toBeVisible()
  await page.getByText("Show the first button").click()
  await page.getByRole("textbox", { name: "First button text", exact: true }).fill("Apply Now")
  await page.getByRole("textbox", { name: "First button link" }).fill("/resources/apply-now")
  await expect(page.getByRole("form")).toContainText("Hindi missing: heading, first button (shown in English on /hi/)")
  await page.getByRole("button", { name: "Save slide" }).press("Enter")
  await expect(page.getByText("Slide saved.")).toBeVisible()
  const monsoon = listed.filter({ hasText: "Monsoon offer" })
  await expect(monsoon).toContainText("Hindi missing: heading, first button (shown in English on /hi/)")
  await expectNoAxeViolations(page)

  // /hi/ shows the English while the Hindi is missing.
  const hindiSlides = async () =>
    (
      (await (await request.get("/api/carousel", { headers: { "accept-language": "hi" } })).json()).data as Array<{
        heading: string
        primaryButtonText: string
      }>
    ).at(-1)
  expect(await hindiSlides()).toMatchObject({ heading: "Monsoon offer", primaryButtonText: "Apply Now" })

  await page.getByRole("button", { name: "Edit: Monsoon offer" }).press("Enter")
  await page.getByRole("textbox", { name: "Heading in Hindi" }).fill("मानसून ऑफ़र")
  await expect(page.getByRole("form")).toContainText("Hindi missing: first button")
  await page.getByRole("textbox", { name: "First button text in Hindi" }).fill("अभी आवेदन करें")
  await expect(page.getByRole("form")).not.toContainText("Hindi missing")
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: "Save slide" }).press("Enter")
  // The first save's toast may still be showing beside this one.
  await expect(page.getByText("Slide saved.").first()).toBeVisible()
  await expect(monsoon).not.toContainText("Hindi missing")
  expect(await hindiSlides()).toMatchObject({ heading: "मानसून ऑफ़र", primaryButtonText: "अभी आवेदन करें" })

  // The Hindi home page's carousel: the new slide's dot names its Hindi heading.
  await page.goto("/hi")
  await expect(page.getByRole("button", { name: /मानसून ऑफ़र/u })).toBeAttached()
})
