/**
 * "My data" in a browser (issue 14, point 4), against its own server started in the test process (the OTP is read
 * from the SMS outbox; staff sign in with a known password; the app is the one the config's webServer built for this
 * E2E_PORT). A person applies and checks their credit score, then opens /my-data, verifies the OTP, sees the
 * records (PAN masked) and their grievance, downloads them as JSON, asks for a correction (which staff then see in
 * /admin), and erases; the tracking ID then reads "Removed at your request", and the back office's grievance queue
 * shows the grievance as removed. Axe on every screen; no sideways scroll at 320..1440 px;
 * screenshots at 360, 768 and 1280 px in .tmp/.
 */

import { mkdirSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { test as base, expect } from "@playwright/test"
import { Redacted } from "effect"
import type { RunningServer } from "../server/main.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { problemsAtWidths } from "./layout-check.ts"
import { latestOtp, ownServer } from "./own-server.ts"
import { timeFor } from "./time.ts"

const e2ePort = Number(process.env.E2E_PORT ?? 4321)
const shots = path.resolve(`.tmp/my-data-shots-${e2ePort}`)
const adminPassword = "e2e back office password"

const test = base.extend<{}, { myDataServer: RunningServer }>({
  myDataServer: ownServer("mydata", { adminPassword: Redacted.make(adminPassword) }),
  baseURL: async ({ myDataServer }, use) => use(myDataServer.url)
})

test("/my-data is an empty noindex shell: never prerendered with anyone's data", async ({ request }) => {
  const html = await (await request.get("/my-data")).text()
  expect(html).toContain('<meta name="robots" content="noindex" />')
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain("Records held for")
})

const mobile = `98${String(Date.now() % 100_000_000).padStart(8, "0")}`

test("a person sees, downloads, corrects and erases their data; staff see the correction", async ({
  page,
  request,
  myDataServer
}) => {
  test.setTimeout(timeFor(120_000))
  const codeFor = (previous?: string) => latestOtp(myDataServer, mobile, previous)

  // The person applied and checked their credit score (the browser flows of those are e2e/enquiry-to-tracking and
  // e2e/credit-score; here through the same API).
  const applied = await request.post("/api/loan-enquiries", {
    data: {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Meenakshi",
      last_name: "Sundaram",
      phone: mobile,
      referralPhone: "",
      email: "meenakshi.s@example.in",
      location: "Madurai",
      consent: true
    }
  })
  expect(applied.status()).toBe(201)
  const trackingId: string = (await applied.json()).trackingId
  expect((await request.post("/api/otp", { data: { mobile, purpose: "credit-score" } })).status()).toBe(200)
  const creditCode = await codeFor()
  const verified = await request.post("/api/otp/verify", {
    data: { mobile, purpose: "credit-score", code: creditCode }
  })
  const creditToken: string = (await verified.json()).token
  const credit = await request.post("/api/cibil-enquiries", {
    headers: { authorization: `Bearer ${creditToken}` },
    data: {
      first_name: "Meenakshi",
      last_name: "Sundaram",
      gender: "Female",
      email: "meenakshi.s@example.in",
      phone: mobile,
      panNumber: "MNOPS4321K",
      dob: "1988-02-29",
      address: "7 West Masi Street",
      pincode: "625001",
      city: "Madurai",
      state: "Tamil Nadu",
      acceptTerms: true
    }
  })
  expect(credit.status()).toBe(200)
  // And raised a grievance (its browser flow is e2e/grievance.spec.ts).
  expect((await request.post("/api/otp", { data: { mobile, purpose: "grievance" } })).status()).toBe(200)
  const grievanceCode = await codeFor(creditCode)
  const grievanceToken: string = (
    await (
      await request.post("/api/otp/verify", { data: { mobile, purpose: "grievance", code: grievanceCode } })
    ).json()
  ).token
  const raised = await request.post("/api/grievances", {
    headers: { authorization: `Bearer ${grievanceToken}` },
    data: {
      name: "Meenakshi Sundaram",
      mobile,
      email: "meenakshi.s@example.in",
      trackingId,
      category: "Loan enquiry",
      description: "Nobody from the Madurai branch has called me back about my home loan."
    }
  })
  expect(raised.status()).toBe(201)
  const grievanceNumber: string = (await raised.json()).data.number

  // The footer links My data; the page is noindex.
  await page.goto("/privacy")
  await page.getByRole("contentinfo").getByRole("link", { name: "My Data" }).click()
  await expect(page).toHaveURL(/\/my-data$/u)
  await expect(page.getByRole("heading", { level: 1, name: "My Data" })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/u)
  await expectNoAxeViolations(page)

  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile)
  await page.getByRole("button", { name: "Send OTP" }).click()
  await expect(page.getByText(`An OTP has been sent to +91 ${mobile}`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await codeFor(grievanceCode))
  await page.getByRole("button", { name: "Verify OTP" }).click()

  // Every record, the PAN masked.
  await expect(page.getByText(`Records held for +91 ${mobile}`)).toBeVisible()
  const enquiries = page.getByRole("region", { name: "Loan enquiries" })
  await expect(enquiries).toContainText(trackingId)
  await expect(enquiries).toContainText("Meenakshi Sundaram")
  await expect(enquiries).toContainText("Call Back")
  const checks = page.getByRole("region", { name: "Credit score checks" })
  await expect(checks).toContainText("XXXXX4321X")
  await expect(page.getByText("MNOPS4321K")).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Consent records" })).toContainText("Credit score check")
  // Feedback is tied to no mobile: not listed; the page says how to have it changed or removed.
  const feedback = page.getByRole("region", { name: "Feedback" })
  await expect(feedback).toContainText("the form takes no mobile number, so nothing ties your feedback to the number")
  await expect(feedback.getByRole("link", { name: "raise a grievance" })).toHaveAttribute(
    "href",
    "/grievance-redressal"
  )
  const grievances = page.getByRole("region", { name: "Grievances" })
  await expect(grievances).toContainText(grievanceNumber)
  await expect(grievances).toContainText("Loan enquiry")
  await expect(grievances).toContainText("Received")
  await expect(grievances).toContainText("Nobody from the Madurai branch has called me back about my home loan.")
  await expect(grievances).toContainText("Not yet replied")
  await expect(page.getByRole("heading", { name: "What we keep after an erasure, and why" })).toBeVisible()
  await expectNoAxeViolations(page)

  // Fits every width; screenshots to look at.
  mkdirSync(shots, { recursive: true })
  expect(await problemsAtWidths(page, [320, 360, 768, 1024, 1280, 1440])).toEqual([])
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `records-${width}.png`), fullPage: true })
    await grievances.screenshot({ path: path.join(shots, `grievances-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // Download: one JSON file with the records.
  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: "Download my data (JSON)" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe("my-data.json")
  const file = JSON.parse(readFileSync((await download.path())!, "utf8"))
  expect(file.data.mobile).toBe(mobile)
  expect(file.data.enquiries[0].trackingId).toBe(trackingId)
  expect(file.data.creditEnquiries[0].pan).toBe("XXXXX4321X")
  expect(file.data.grievances).toEqual([
    expect.objectContaining({ number: grievanceNumber, category: "Loan enquiry", status: "Received", reply: null })
  ])

  // A correction: the form says what is missing, then it is sent.
  await page.getByRole("button", { name: `Ask for a correction of loan enquiry ${trackingId}` }).click()
  const form = page.getByRole("dialog", { name: "Ask for a correction" })
  await expect(form).toBeVisible()
  await expect(form.getByLabel("Which record")).toHaveValue(`Loan enquiry ${trackingId}`)
  await form.getByRole("button", { name: "Send correction" }).click()
  await expect(form.getByText("Please say which detail is wrong (at most 60 characters).")).toBeVisible()
  await expect(
    form.getByText("Please describe what is wrong and what it should be (at most 1,000 characters).")
  ).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `correction-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await form.getByRole("textbox", { name: "Which detail is wrong" }).fill("Location")
  await form
    .getByRole("textbox", { name: "What is wrong, and what should it be" })
    .fill("I live in Tiruchirappalli now, not Madurai.")
  await form.getByRole("button", { name: "Send correction" }).click()
  await expect(page.getByText("Your correction request has been sent. We will reply within 30 days.")).toBeVisible()
  await expect(page.getByRole("region", { name: "Correction requests" })).toContainText("Tiruchirappalli")

  // Staff see it in the back office's queue.
  const staffContext = await page.context().browser()!.newContext({ baseURL: myDataServer.url })
  const staff = await staffContext.newPage()
  await staff.goto("/admin")
  await staff.getByLabel("Username").fill("admin")
  await staff.getByLabel("Password").fill(adminPassword)
  await staff.getByRole("button", { name: "Sign in" }).click()
  await staff.getByRole("link", { name: "Corrections" }).click()
  await expect(staff.getByRole("heading", { level: 1, name: "Correction requests" })).toBeVisible()
  await expect(staff.getByText("I live in Tiruchirappalli now, not Madurai.")).toBeVisible()
  await expect(staff.getByText(`enquiry:${trackingId}`)).toBeVisible()
  await expectNoAxeViolations(staff)
  await staff.getByRole("textbox", { name: /^Note for the person/u }).fill("Location updated to Tiruchirappalli.")
  await staff.getByRole("button", { name: /^Mark done: request/u }).click()
  await expect(staff.getByText("Location updated to Tiruchirappalli.")).toBeVisible()
  await expect(staff.getByRole("heading", { name: /: Done$/u })).toBeVisible()
  await staff.screenshot({ path: path.join(shots, "admin-corrections-1280.png"), fullPage: true })
  await staffContext.close()

  // Erase: a confirmation names what is kept; Cancel keeps everything.
  await page.getByRole("button", { name: "Withdraw consent and erase" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Withdraw consent and erase your data?" })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText("Consent records")
  await expect(confirm).toContainText("Grievances: the grievance number, what it was about, its status and dates")
  await expectNoAxeViolations(page)
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `confirm-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await confirm.getByRole("button", { name: "Cancel" }).click()
  await expect(confirm).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Loan enquiries" })).toContainText(trackingId)
  await page.getByRole("button", { name: "Withdraw consent and erase" }).click()
  await page.getByRole("button", { name: "Yes, erase my data" }).click()
  await expect(
    page.getByRole("heading", { name: "Your data has been erased and your consent withdrawn." })
  ).toBeVisible()
  await expect(page.getByText("Meenakshi")).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: path.join(shots, "erased-1280.png"), fullPage: true })

  // The tracking ID now reads "Removed at your request", on the track page's lookup.
  await page.goto("/track-now")
  await page.getByRole("textbox", { name: /Tracking ID/u }).fill(trackingId)
  await page.getByRole("button", { name: /Track/u }).click()
  await expect(page.getByText("Removed at your request")).toBeVisible()
  await expect(page.getByText("Meenakshi")).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Staff still see the grievance in their queue, by due date, as removed: its number, category and dates stay.
  const afterContext = await page.context().browser()!.newContext({ baseURL: myDataServer.url })
  const officer = await afterContext.newPage()
  await officer.goto("/admin")
  await officer.getByLabel("Username").fill("admin")
  await officer.getByLabel("Password").fill(adminPassword)
  await officer.getByRole("button", { name: "Sign in" }).click()
  await officer.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Grievances" }).click()
  await expect(officer.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible()
  const row = officer.getByRole("row").filter({ hasText: grievanceNumber })
  await expect(row).toContainText("Loan enquiry")
  await expect(row.getByRole("cell").nth(4)).toHaveText("ReceivedRemoved")
  await officer.getByRole("button", { name: `Open ${grievanceNumber}` }).click()
  const opened = officer.locator(".admin-grievance")
  await expect(opened.getByRole("heading", { name: `Grievance ${grievanceNumber}` })).toBeVisible()
  await expect(opened).toContainText("Raised byRemoved at the person's request")
  await expect(opened).toContainText("The person erased their data: they cannot see this reply.")
  await expect(opened).not.toContainText("Meenakshi")
  await expect(opened).not.toContainText("Madurai")
  await expectNoAxeViolations(officer)
  expect(await problemsAtWidths(officer, [320, 768, 1280])).toEqual([])
  for (const width of [360, 1280]) {
    await officer.setViewportSize({ width, height: 900 })
    await officer.screenshot({ path: path.join(shots, `admin-erased-grievance-${width}.png`), fullPage: true })
  }
  await afterContext.close()
})
