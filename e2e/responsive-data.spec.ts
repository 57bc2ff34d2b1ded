/**
 * The width sweep with data on the page (issue 29): what e2e/responsive.spec.ts checks on every public route in its
 * empty state, here on the screens a customer sees once there is something to show, and on every dialog of the site,
 * at the widths (320, 360, 390, 768, 1024, 1280, 1440 px), in English and Hindi (Devanagari in Noto Sans
 * Devanagari, which scripts/install-chromium.sh installs as a phone has it):
 *   - the rewards page with four referrals (two disbursed, one in progress, one rejected), the status page's timeline
 *     of an enquiry the back office moved four times, My data with an enquiry, a credit check, a contact message and
 *     a grievance, the EMI calculator's schedule with a year opened at the largest amount, and the credit check's
 *     personal details with every field's message showing;
 *   - every dialog, open: the apply form's success, the rewards page's invite and "Withdraw your points?", the Refer
 *     & Earn share fallback, My data's correction and erase; the back office (English only) has no modal dialog: its
 *     confirmations are panels in the page (a move's note and Confirm, the carousel's slide editor), swept the same
 *     way with its tables of data.
 * On each: no layout problem (e2e/layout-check.ts: nothing wider than the viewport, nothing cut off; tables scroll in
 * their own box or read as cards), a dialog lies inside the viewport with each of its buttons and fields tappable at
 * its centre, and nothing of a page is left under the floating WhatsApp and back-to-top buttons.
 * The offers list named by the issue does not exist yet: it comes with the lender marketplace, and joins this sweep then.
 *
 * Fast by design: the data is made once per worker on the worker's own server; each screen is opened once and resized
 * through the widths (a dialog once, resized while open). SWEEP_SHOTS=<folder> saves a PNG per screen and width.
 */
import { mkdirSync } from "node:fs"
import * as path from "node:path"
import { request as apiRequest, test as base, expect, type Locator, type Page } from "@playwright/test"
import { Redacted } from "effect"
import type { ApplicationStatus } from "../domain/application-status.ts"
import { Enquiries } from "../server/enquiries/repo.ts"
import type { RunningServer } from "../server/main.ts"
import { Outbox } from "../server/otp/sms.ts"
import { coveredByFloatingButtons, dialogProblems, layoutProblems, scrollThrough, settle } from "./layout-check.ts"
import { latestOtp, ownServer } from "./own-server.ts"

/** The widths of issue 29. */
const widths = [320, 360, 390, 768, 1024, 1280, 1440] as const
const adminPassword = "e2e back office password"
const bureauUrl = "https://bureau.example/enrol"
const shots = process.env.SWEEP_SHOTS

type Lang = "en" | "hi"

/** What one language's person has on the site, made once per worker. */
interface Person {
  /** A referrer with four referrals: two disbursed (points to withdraw), one in progress, one rejected. */
  readonly referrer: string
  /** A person with an enquiry (moved by the back office to Approved), a credit check, a contact message, a grievance. */
  readonly mobile: string
  readonly trackingId: string
}

interface SweepData {
  readonly server: RunningServer
  readonly people: Record<Lang, Person>
  /** An enquiry still at Call Back, for the back office's move confirmation. */
  readonly fresh: string
}

let counter = 0
const mobileFor = (worker: number) =>
  `9${worker % 10}${String(Date.now() % 1_000_000).padStart(6, "0")}${String(counter++ % 100).padStart(2, "0")}`

const test = base.extend<{}, { sweep: SweepData }>({
  sweep: [
    async ({}, use, workerInfo) => {
      const [start] = ownServer("sweep", {
        adminPassword: Redacted.make(adminPassword),
        bureauUrl,
        rewardPointsPerReferral: 125_000
      })
      await start(
        {},
        async (server) => {
          const api = await apiRequest.newContext({ baseURL: server.url })
          const post = async (url: string, data: unknown, token?: string) => {
            const response = await api.post(url, {
              data,
              headers: token ? { authorization: `Bearer ${token}` } : {}
            })
            expect(response.ok(), `${url}: ${response.status()}`).toBe(true)
            return response.json()
          }
          const tokenFor = async (mobile: string, purpose: string) => {
            await post("/api/otp", { mobile, purpose })
            const code = await latestOtp(server, mobile)
            return (await post("/api/otp/verify", { mobile, purpose, code })).token as string
          }
          const enquiry = async (data: Record<string, unknown>) =>
            (await post("/api/loan-enquiries", { location: "Pune", consent: true, referralPhone: "", ...data }))
              .trackingId as string
          const setStatus = (trackingId: string, status: ApplicationStatus) =>
            server.run(Enquiries.use((e) => e.setStatus(trackingId, status)))
          // The back office moves the enquiries shown on the status page, as staff do.
          const staff = await apiRequest.newContext({
            baseURL: server.url,
            extraHTTPHeaders: { "x-admin-request": "1" }
          })
          expect(
            (await staff.post("/api/admin/login", { data: { username: "admin", password: adminPassword } })).ok()
          ).toBe(true)
          const person = async (first: string, last: string): Promise<Person> => {
            const referrer = mobileFor(workerInfo.workerIndex)
            const friends: Array<[string, string, ApplicationStatus]> = [
              ["Asha", "Raghunathan", "Disbursed"],
              ["Venkatalakshmi", "Subramaniam", "Disbursed"],
              ["Dev", "Shah", "Login"],
              ["Farhan", "Qureshi", "Rejected"]
            ]
            for (const [friendFirst, friendLast, status] of friends) {
              const id = await enquiry({
                applicationType: "Referral",
                loanType: "Loan Against Property",
                first_name: friendFirst,
                last_name: friendLast,
                phone: mobileFor(workerInfo.workerIndex),
                referralPhone: referrer,
                referralName: "Ravi Kumar",
                referralEmail: "ravi@example.com",
                referralLocation: "Mumbai"
              })
              await setStatus(id, status)
            }
            const mobile = mobileFor(workerInfo.workerIndex)
            const trackingId = await enquiry({
              applicationType: "Self",
              loanType: "Commercial Vehicle Loan",
              first_name: first,
              last_name: last,
              phone: mobile,
              email: "meenakshi.sundaram@example.in",
              location: "Tiruchirappalli"
            })
            for (const event of ["Fix appointment", "Log in application", "Send to underwriting", "Approve"]) {
              const moved = await staff.post(`/api/admin/enquiries/${trackingId}/moves`, {
                data: { event, note: "Documents checked" }
              })
              expect(moved.ok(), event).toBe(true)
            }
            await post(
              "/api/cibil-enquiries",
              {
                first_name: first,
                last_name: last,
                gender: "Female",
                email: "meenakshi.sundaram@example.in",
                phone: mobile,
                panNumber: "MNOPS4321K",
                dob: "1988-02-29",
                address: "7 West Masi Street, near the Meenakshi Amman temple",
                pincode: "625001",
                city: "Madurai",
                state: "Tamil Nadu",
                acceptTerms: true
              },
              await tokenFor(mobile, "credit-score")
            )
            await post("/api/contact-us", {
              name: `${first} ${last}`,
              email: "meenakshi.sundaram@example.in",
              phone: mobile,
              message: "Please call me about refinancing my commercial vehicle loan before the monsoon.",
              consent: true
            })
            await post(
              "/api/grievances",
              {
                name: `${first} ${last}`,
                mobile,
                email: "meenakshi.sundaram@example.in",
                trackingId,
                category: "Loan enquiry",
                description: "Nobody from the Tiruchirappalli branch has called me back about my enquiry."
              },
              await tokenFor(mobile, "grievance")
            )
            return { referrer, mobile, trackingId }
          }
          const people = {
            en: await person("Meenakshi", "Sundaram"),
            hi: await person("Meenakshi", "Sundaram")
          }
          const fresh = await enquiry({
            applicationType: "Self",
            loanType: "Working Capital Loan",
            first_name: "Lakshmi",
            last_name: "Venkataraman",
            phone: mobileFor(workerInfo.workerIndex),
            location: "Visakhapatnam"
          })
          await api.dispose()
          await staff.dispose()
          await use({ server, people, fresh })
        },
        workerInfo
      )
    },
    { scope: "worker", timeout: 180_000 }
  ],
  baseURL: async ({ sweep }, use) => use(sweep.server.url)
})

/** The labels the sweep presses, in each language. */
const words = {
  en: {
    prefix: "",
    mobile: "Mobile Number",
    getOtp: "Get OTP",
    sendOtp: "Send OTP",
    enterOtp: "Enter OTP",
    verifyOtp: "Verify OTP",
    invite: "Invite More Friends",
    withdraw: "Withdraw Now",
    share: "Share",
    name: "Name",
    location: "Location",
    submit: "Submit",
    erase: "Withdraw consent and erase",
    correct: (id: string) => `Ask for a correction of loan enquiry ${id}`,
    terms: /I accept the Terms and Conditions/u,
    consent: /I agree to the Privacy Policy/u,
    done: "Done"
  },
  hi: {
    prefix: "/hi",
    mobile: "मोबाइल नंबर",
    getOtp: "OTP पाएँ",
    sendOtp: "OTP भेजें",
    enterOtp: "OTP दर्ज करें",
    verifyOtp: "OTP सत्यापित करें",
    invite: "और दोस्तों को आमंत्रित करें",
    withdraw: "अभी निकालें",
    share: "साझा करें",
    name: "नाम",
    location: "स्थान",
    submit: "जमा करें",
    erase: "सहमति वापस लें और डेटा मिटाएँ",
    correct: (id: string) => `लोन पूछताछ ${id} में सुधार का अनुरोध करें`,
    terms: /मैं नियम और शर्तें स्वीकार करता\/करती हूँ/u,
    // The box's own words: the notice above it links "गोपनीयता नीति" too (a click there leaves the page).
    consent: /मैं गोपनीयता नीति से सहमत हूँ/u,
    done: "ठीक है"
  }
} as const

const shot = async (page: Page, name: string, width: number, fullPage: boolean) => {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage })
}

/**
 * A page with its data, at every width: the layout, and what the floating buttons leave uncovered (with the page
 * scrolled once, so the back-to-top button shows where the page is long enough).
 */
const sweepPage = async (page: Page, name: string): Promise<Array<string>> => {
  const found: Array<string> = []
  await scrollThrough(page)
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    for (const p of await layoutProblems(page)) found.push(`${name} at ${width} px: ${p}`)
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }))
    await page.waitForTimeout(50)
    await settle(page)
    for (const p of await coveredByFloatingButtons(page)) found.push(`${name} at ${width} px: ${p}`)
    await shot(page, name, width, true)
  }
  return found
}

/** A dialog opened once by `open` and resized through the widths while open; `close` shuts it. */
const sweepDialog = async (
  page: Page,
  name: string,
  open: () => Promise<void>,
  close: () => Promise<void>
): Promise<Array<string>> => {
  const found: Array<string> = []
  await page.setViewportSize({ width: widths[0], height: 800 })
  await open()
  await expect(page.locator("[role='dialog'], [role='alertdialog']")).toBeVisible()
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    // The opening animation (a scale) is over before the boxes are measured.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"))
    for (const p of await layoutProblems(page)) found.push(`${name} at ${width} px: ${p}`)
    for (const p of await dialogProblems(page)) found.push(`${name} at ${width} px: ${p}`)
    await shot(page, name, width, false)
  }
  await close()
  await expect(page.locator("[role='dialog'], [role='alertdialog']")).toHaveCount(0)
  return found
}

/** Verifies `mobile` on the OTP screen that `start` leads to. */
const verify = async (page: Page, lang: Lang, mobile: string, server: RunningServer, previous?: string) => {
  const w = words[lang]
  await page.getByRole("textbox", { name: w.enterOtp }).fill(await latestOtp(server, mobile, previous))
  await page.getByRole("button", { name: w.verifyOtp }).click()
}

const dialogButton = (page: Page, name: string | RegExp): Locator =>
  page.locator("[role='dialog'], [role='alertdialog']").getByRole("button", { name, exact: true }).first()

test.describe.configure({ timeout: 150_000 })

for (const lang of ["en", "hi"] as const) {
  const w = words[lang]

  test(`${lang}: rewards with referrals and its dialogs, the status timeline, the calculator's schedule, the apply and share dialogs`, async ({
    page,
    sweep
  }) => {
    const person = sweep.people[lang]
    const problems: Array<string> = []

    // Rewards: four rows, points to withdraw; then its two dialogs.
    await page.setViewportSize({ width: widths[0], height: 800 })
    await page.goto(`${w.prefix}/redeem/start`)
    await page.getByRole("textbox", { name: w.mobile }).fill(person.referrer)
    await page.getByRole("button", { name: w.getOtp }).click()
    await verify(page, lang, person.referrer, sweep.server)
    await expect(page.getByRole("row").filter({ hasText: "Venkatalakshmi" })).toBeVisible()
    await expect(page.getByRole("row")).toHaveCount(5)
    problems.push(...(await sweepPage(page, `rewards-${lang}`)))
    problems.push(
      ...(await sweepDialog(
        page,
        `invite-${lang}`,
        () => page.getByRole("button", { name: w.invite }).click(),
        () => page.keyboard.press("Escape")
      ))
    )
    problems.push(
      ...(await sweepDialog(
        page,
        `withdraw-${lang}`,
        () => page.getByRole("button", { name: w.withdraw }).click(),
        () => page.keyboard.press("Escape")
      ))
    )

    // The status page of an enquiry the back office moved four times.
    await page.setViewportSize({ width: widths[0], height: 800 })
    await page.goto(`${w.prefix}/application-status?trackingId=${person.trackingId}`)
    await expect(page.locator(".timeline__step.is-complete")).toHaveCount(5)
    problems.push(...(await sweepPage(page, `status-${lang}`)))

    // The EMI calculator at its largest figures, the first and the last year opened.
    await page.goto(
      `${w.prefix}/resources/emi-calculator?calc=emi&type=home&amount=100000000&rate=20&tenure=30&unit=Year`
    )
    // Each year is opened once the calculator answers (a press before it hydrates is not yet replayed).
    const years = page.locator(".calc-schedule__toggle")
    await expect(page.locator("html[data-app=started]")).toBeAttached()
    await expect(async () => {
      if ((await years.first().getAttribute("aria-expanded")) !== "true") await years.first().click()
      await expect(years.first()).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 })
    }).toPass()
    await years.last().click()
    await expect(page.locator(".calc-schedule__toggle[aria-expanded='true']")).toHaveCount(2)
    problems.push(...(await sweepPage(page, `schedule-${lang}`)))

    // Refer & Earn's Share without a share sheet: the invite dialog with this page's link.
    await page.goto(`${w.prefix}/refer-and-earn`)
    await expect(page.locator("html")).toHaveAttribute("data-app", "started")
    problems.push(
      ...(await sweepDialog(
        page,
        `share-${lang}`,
        () => page.getByRole("button", { name: w.share, exact: true }).first().click(),
        () => page.keyboard.press("Escape")
      ))
    )

    // The apply form's success dialog.
    await page.goto(`${w.prefix}/resources/apply-now`)
    problems.push(
      ...(await sweepDialog(
        page,
        `apply-success-${lang}`,
        async () => {
          await page.getByRole("textbox", { name: w.name, exact: true }).fill("Venkatalakshmi Subramaniam")
          await page.getByRole("textbox", { name: w.location, exact: true }).fill("Tiruchirappalli")
          await page.getByRole("textbox", { name: w.mobile, exact: true }).fill(mobileFor(test.info().workerIndex))
          await page.getByText(w.consent).first().click()
          await page.getByRole("button", { name: w.submit, exact: true }).click()
        },
        () => dialogButton(page, w.done).click()
      ))
    )
    expect(problems).toEqual([])
  })

  test(`${lang}: My data with records and its dialogs, the credit check's details with every message`, async ({
    page,
    sweep
  }) => {
    const person = sweep.people[lang]
    const problems: Array<string> = []

    await page.setViewportSize({ width: widths[0], height: 800 })
    await page.goto(`${w.prefix}/my-data`)
    await page.getByRole("textbox", { name: w.mobile }).fill(person.mobile)
    // This mobile had OTPs at set-up (credit check, grievance): wait for the new one, not the last of those.
    const before = await sweep.server.run(Outbox.use((outbox) => outbox.latestCode(person.mobile)))
    await page.getByRole("button", { name: w.sendOtp }).click()
    await verify(page, lang, person.mobile, sweep.server, before)
    const correct = page.getByRole("button", { name: w.correct(person.trackingId) })
    await expect(correct).toBeVisible()
    problems.push(...(await sweepPage(page, `my-data-${lang}`)))
    problems.push(
      ...(await sweepDialog(
        page,
        `correction-${lang}`,
        () => correct.click(),
        () => page.keyboard.press("Escape")
      ))
    )
    problems.push(
      ...(await sweepDialog(
        page,
        `erase-${lang}`,
        () => page.getByRole("button", { name: w.erase }).click(),
        () => page.keyboard.press("Escape")
      ))
    )

    // The credit check's personal details, sent empty: every field with its message.
    const mobile = mobileFor(test.info().workerIndex)
    await page.goto(`${w.prefix}/credit-score`)
    await page.getByRole("textbox", { name: w.mobile }).fill(mobile)
    await page.getByText(w.terms).click()
    await page.getByRole("button", { name: w.getOtp }).click()
    await verify(page, lang, mobile, sweep.server)
    await expect(page.getByRole("textbox", { name: w.mobile })).toHaveValue(mobile)
    await page.getByRole("button", { name: w.submit, exact: true }).click()
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible()
    problems.push(...(await sweepPage(page, `credit-details-${lang}`)))
    expect(problems).toEqual([])
  })
}

test("back office (English only): the lists with data, a move's confirmation and the slide editor fit every width", async ({
  page,
  sweep
}) => {
  const problems: Array<string> = []
  /** Every control of `panel`, brought into view, is tappable at its centre and inside the viewport. */
  const panelProblems = (panel: Locator) =>
    panel.evaluate((root) => {
      const found: Array<string> = []
      const vw = document.documentElement.clientWidth
      const vh = document.documentElement.clientHeight
      for (const control of root.querySelectorAll<HTMLElement>("button, a[href], input, textarea, select")) {
        if (!control.checkVisibility()) continue
        // A native checkbox or radio in a visually-hidden 1 px box (React Aria's) is tapped through its styled label.
        const box = control.parentElement
        if (box && box.getBoundingClientRect().width <= 1 && getComputedStyle(box).clipPath !== "none") continue
        control.scrollIntoView({ block: "nearest", inline: "nearest" })
        const r = control.getBoundingClientRect()
        const what = `"${(control.textContent ?? "").trim() || control.getAttribute("aria-label") || control.tagName}"`
        if (r.width < 2 || r.height < 2) continue
        if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
          found.push(`${what} is outside the viewport`)
          continue
        }
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        if (!at || !(at === control || control.contains(at) || (at.tagName === "LABEL" && at.contains(control))))
          found.push(`${what} cannot be tapped (at its centre: ${at?.tagName ?? "nothing"})`)
      }
      return found
    })
  const sweepAdmin = async (name: string, panel?: Locator) => {
    await scrollThrough(page)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await settle(page)
      for (const p of await layoutProblems(page)) problems.push(`${name} at ${width} px: ${p}`)
      if (panel) for (const p of await panelProblems(panel)) problems.push(`${name} at ${width} px: ${p}`)
      await shot(page, name, width, !panel)
    }
  }

  await page.setViewportSize({ width: widths[0], height: 800 })
  await page.goto("/admin")
  await page.getByRole("textbox", { name: "Username" }).fill("admin")
  await page.getByLabel("Password").fill(adminPassword)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("link", { name: sweep.fresh })).toBeVisible()
  await sweepAdmin("admin-enquiries")

  await page.getByRole("link", { name: sweep.fresh }).click()
  await page.getByRole("button", { name: "Fix appointment", exact: true }).click()
  const confirm = page.locator(".admin-confirm")
  await expect(confirm.getByRole("textbox", { name: /Note/u })).toBeFocused()
  await sweepAdmin("admin-move-confirm", confirm)

  await page.setViewportSize({ width: widths[0], height: 800 })
  await page.goto(`/admin/enquiries/${sweep.people.en.trackingId}`)
  await expect(page.getByText("Documents checked").first()).toBeVisible()
  await sweepAdmin("admin-enquiry-history")

  await page.goto("/admin/carousel")
  await page.getByRole("button", { name: "Add slide" }).click()
  await page.getByRole("button", { name: "Save slide" }).click()
  const editor = page.getByRole("form")
  await expect(editor.locator("[aria-invalid='true']").first()).toBeVisible()
  await sweepAdmin("admin-slide-editor", editor)

  for (const [link, data] of [
    ["Contact messages", "refinancing my commercial vehicle loan"],
    ["Credit-score enquiries", "MNOPS\\*\\*\\*\\*K"],
    // The queue lists a grievance's category; its words show once it is opened (below).
    ["Grievances", "Loan enquiry"]
  ] as const) {
    await page.getByRole("link", { name: link, exact: true }).click()
    await expect(page.getByText(new RegExp(data, "u")).first()).toBeVisible()
    await sweepAdmin(`admin-${link.toLowerCase().replace(/\W+/gu, "-")}`)
  }

  // A grievance opened: who raised it, the person's words, and the reply with its steps.
  await page.setViewportSize({ width: widths[0], height: 800 })
  await page.locator(".admin-table").getByRole("button").first().click()
  const grievance = page.locator(".admin-grievance")
  await expect(grievance.getByText(/Tiruchirappalli branch/u)).toBeVisible()
  await sweepAdmin("admin-grievance-open", grievance)
  expect(problems).toEqual([])
})
