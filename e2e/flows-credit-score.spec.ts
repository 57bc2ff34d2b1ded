/**
 * The credit score check's machines, their generated paths driven on the real pages (a few paths per model that
 * together reach every state and take every transition; model-tests/*.model.ts):
 *   mobile entry (credit score) on /credit-score, the OTP screen on /credit-score/verify-mobile, and the personal
 *   details on /credit-score/personal-details.
 * The server is the fixture's own (e2e/verified-mobiles.fixture.ts), so the real SMS outbox gives the real code; its
 * answers are real, except where a path needs one it cannot give on demand: a resend within 30 s (refused by the
 * real limit; answered with the contract's success body) and a failed connection (aborted). Timers (the countdown,
 * the 30 s before a resend, the 4 s before the bureau) run on Playwright's clock. Model values that stand for "a
 * good mobile" or "the code" become a fresh mobile and the code in the outbox.
 */
import type { Page, Request } from "@playwright/test"
import { creditMessages } from "../domain/credit.ts"
import { mobileEntryMessages } from "../machines/mobile-entry.machine.ts"
import { otpScreenMessages } from "../machines/otp.machine.ts"
import { models as creditModels } from "../model-tests/credit-details.model.ts"
import { coveringPaths, type MachineModel, type PathStep } from "../model-tests/harness.ts"
import { models as mobileModels } from "../model-tests/mobile-entry.model.ts"
import { models as otpModels } from "../model-tests/otp.model.ts"
import { chooseState, fillDateOfBirth } from "./fields.ts"
import { answerSendFailure, drivePath, type PageDriver, pathName, type SendRefusal, unmapped } from "./flows-driver.ts"
import {
  bureauUrl,
  expect,
  freshMobile,
  test,
  type VerifiedMobilesServer,
  wrongCodeFor
} from "./verified-mobiles.fixture.ts"

const api = (request: Request, path: string) => request.method() === "POST" && new URL(request.url()).pathname === path
const isSend = (r: Request) => api(r, "/api/otp")
const isVerify = (r: Request) => api(r, "/api/otp/verify")
const isCredit = (r: Request) => api(r, "/api/cibil-enquiries")

/** The model's "good mobile". */
const goodMobile = "9876543210"

const mobileField = (page: Page) => page.getByRole("textbox", { name: "Mobile Number", exact: true })

/** A person asks for a code on /credit-score and lands on the OTP screen. */
const reachOtpScreen = async (page: Page, mobile: string) => {
  await page.goto("/credit-score")
  await mobileField(page).fill(mobile)
  await page.getByText(/I accept the Terms and Conditions/u).click()
  await page.getByRole("button", { name: "Get OTP" }).click()
  await expect(page).toHaveURL(new RegExp(`/credit-score/verify-mobile\\?mobile=${mobile}$`, "u"))
}

/** ... and verifies it, landing on the personal details with a real token. */
const reachDetails = async (page: Page, site: VerifiedMobilesServer, mobile: string) => {
  await reachOtpScreen(page, mobile)
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(mobile))
  await page.getByRole("button", { name: "Verify OTP" }).click()
  await expect(page).toHaveURL(/\/credit-score\/personal-details\?token=[\w-]+\.[\w-]+$/u)
}

/** Ticks or unticks a terms box as a person does (clicking its text), when it is not already so. */
const setTerms = async (page: Page, text: RegExp, accepted: boolean) => {
  const box = page.getByRole("checkbox", { name: text })
  if ((await box.isChecked()) !== accepted) await page.getByText(text).click()
  await expect(box).toBeChecked({ checked: accepted })
}

// ---------------------------------------------------------------------------------------------------------------
// Mobile entry (credit score)

const mobileDriver = (mobile: string): PageDriver => ({
  url: "/credit-score",
  hold: isSend,
  actions: {
    "Type mobile": async (event: { value: string }, { page }) => {
      await mobileField(page).fill(event.value === goodMobile ? mobile : event.value)
    },
    "Accept terms": async (event: { accepted: boolean }, { page }) => {
      await setTerms(page, /I accept the Terms and Conditions/u, event.accepted)
    },
    Submit: async (_, { page }) => {
      await page.getByRole("button", { name: "Get OTP" }).click()
    },
    "xstate.done.actor.sendOtp": async (_, { held }) => {
      await (await held.next(isSend)).continue()
    },
    "xstate.error.actor.sendOtp": async (event: { error: SendRefusal }, { held }) => {
      await answerSendFailure(await held.next(isSend), event.error)
    }
  },
  shows: {
    editing: async (_, { page }) => {
      await expect(page.getByRole("button", { name: "Get OTP" })).toBeEnabled()
      await expect(mobileField(page)).toBeEditable()
    },
    sending: async (_, { page }) => {
      await expect(page.getByRole("button", { name: "Sending OTP..." })).toBeDisabled()
      await expect(mobileField(page)).toBeDisabled()
    },
    sent: async (_, { page }) => {
      await expect(page).toHaveURL(new RegExp(`/credit-score/verify-mobile\\?mobile=${mobile}(&resendIn=\\d+)?$`, "u"))
      await expect(page.getByText(/Resend OTP in \d+ s/u)).toBeVisible()
    }
  },
  after: {
    // The messages of the form as it stands, after a refused submit.
    Submit: async (step, { page }) => {
      if (step.value !== "editing") return
      const errors = step.context as ReadonlyArray<string>
      await expect(mobileField(page)).toHaveAttribute(
        "aria-invalid",
        errors.includes("mobile") ? "true" : /^(false)?$/u
      )
      await expect(page.getByText(mobileEntryMessages.termsRequired)).toHaveCount(errors.includes("terms") ? 1 : 0)
    },
    "xstate.error.actor.sendOtp": async (step, { page }) => {
      if (step.value === "sent") return
      const { error } = step.event as unknown as { error: { _tag: string; message?: string } }
      await expect(
        page.getByText(error._tag === "NetworkError" ? otpScreenMessages.sendNetwork : (error.message ?? ""))
      ).toBeVisible()
    }
  }
})

// ---------------------------------------------------------------------------------------------------------------
// The OTP screen

const outcomeOfVerify = (later: ReadonlyArray<PathStep>) =>
  later.find((s) => /^xstate\.(done|error)\.actor\.verifyOtp$/u.test(s.event.type))?.event.type.split(".")[1]

const otpDriver = (site: VerifiedMobilesServer, mobile: string | null): PageDriver => ({
  open: async (page) => {
    await page.clock.install()
    if (mobile) await reachOtpScreen(page, mobile)
    else await page.goto("/credit-score/verify-mobile")
  },
  hold: (r) => isSend(r) || isVerify(r),
  actions: {
    // The whole code: the one in the SMS when the path has the server accept it, another when it refuses it.
    "Type code": async (event: { value: string }, { page, later }) => {
      let value = event.value
      if (value.length === 6 && mobile) {
        const code = await site.codeFor(mobile)
        value = outcomeOfVerify(later) === "done" ? code : wrongCodeFor(code)
      }
      await page.getByRole("textbox", { name: "Enter OTP" }).fill(value)
    },
    Verify: async (_, { page }) => {
      await page.getByRole("button", { name: "Verify OTP" }).click()
    },
    "Resend OTP": async (_, { page }) => {
      await page.getByRole("button", { name: "Resend OTP" }).click()
    },
    "xstate.after.second.otp.active.resend.waiting.counting": async (_, { page }) => {
      const seconds = page.locator(".otp__seconds")
      const was = await seconds.textContent()
      await page.clock.fastForward(1000)
      await expect(seconds).not.toHaveText(was ?? "")
    },
    "xstate.after.resendDelay.otp.active.resend.waiting": async (_, { page }) => {
      await page.clock.fastForward(30_000)
    },
    "xstate.done.actor.verifyOtp": async (_, { held }) => {
      await (await held.next(isVerify)).continue()
    },
    "xstate.error.actor.verifyOtp": async (_, { held }) => {
      await (await held.next(isVerify)).continue()
    },
    // The real server refuses a new code within 30 s of the last one: the contract's success body stands in.
    "xstate.done.actor.sendOtp": async (_, { held }) => {
      await (await held.next(isSend)).fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, message: "OTP sent", resendAfterSeconds: 30, expiresInSeconds: 300 })
      })
    },
    "xstate.error.actor.sendOtp": async (_, { held }) => {
      await (await held.next(isSend)).abort("failed")
    }
  },
  shows: (value) => {
    if (value === "verified") {
      return async (_, { page }) => {
        await expect(page).toHaveURL(/\/credit-score\/personal-details\?token=[\w-]+\.[\w-]+$/u)
      }
    }
    if (value === "missingMobile") {
      return async (_, { page }) => {
        await expect(page.getByRole("alert").getByText(otpScreenMessages.missingMobile)).toBeVisible()
        await expect(page.getByRole("link", { name: "Enter mobile number" })).toHaveAttribute("href", "/credit-score")
      }
    }
    const active = (value as { active?: { code?: unknown; resend?: unknown } }).active
    if (!active || !["editing", "verifying"].includes(active.code as string)) return undefined
    const resend = stateOf(active.resend)
    if (!["waiting.counting", "ready", "resending"].includes(resend)) return undefined
    return async (step, { page }) => {
      const code = page.getByRole("textbox", { name: "Enter OTP" })
      if (active.code === "editing") await expect(page.getByRole("button", { name: "Verify OTP" })).toBeEnabled()
      else await expect(page.getByRole("button", { name: "Verifying..." })).toBeDisabled()
      const complete = (step.context as { complete: boolean }).complete
      await expect(code).toHaveValue(complete ? /^\d{6}$/u : /^\d{0,5}$/u)
      if (resend === "waiting.counting") await expect(page.getByText(/Resend OTP in \d+ s/u)).toBeVisible()
      if (resend === "ready") await expect(page.getByRole("button", { name: "Resend OTP" })).toBeEnabled()
      if (resend === "resending") await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled()
    }
  },
  after: {
    "xstate.error.actor.verifyOtp": async (_, { page }) => {
      await expect(page.getByText(/Incorrect OTP\. Please try again\./u)).toBeVisible()
    },
    "xstate.done.actor.sendOtp": async (_, { page }) => {
      await expect(page.getByText(otpScreenMessages.resent(mobile ?? ""))).toBeVisible()
    },
    "xstate.error.actor.sendOtp": async (_, { page }) => {
      await expect(page.getByText(otpScreenMessages.sendNetwork)).toBeVisible()
    }
  }
})

/** `{ waiting: "counting" }` as `waiting.counting`. */
const stateOf = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Object.entries(value as object)
        .map(([k, v]) => `${k}.${stateOf(v)}`)
        .join(",")

// ---------------------------------------------------------------------------------------------------------------
// Personal details

const detailLabels: Record<string, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  pan: "PAN",
  address: "Address",
  pincode: "Pincode",
  city: "City",
  state: "State"
}
const consent = /consent to my details being shared/u

/** An unsigned token for another purpose (what the "other-purpose token" model opens with). */
const otherPurposeToken = () =>
  `${Buffer.from(JSON.stringify({ v: 1, m: goodMobile, p: "redeem", e: Math.floor(Date.now() / 1000) + 600 })).toString("base64url")}.c2ln`

const detailsDriver = (site: VerifiedMobilesServer, mobile: string, model: string): PageDriver => ({
  open: async (page) => {
    await page.route(`${bureauUrl}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Credit bureau</title><h1>Credit bureau</h1>"
      })
    )
    await page.clock.install()
    if (model === "credit details") await reachDetails(page, site, mobile)
    else if (model === "credit details (no token)") await page.goto("/credit-score/personal-details")
    else await page.goto(`/credit-score/personal-details?token=${otherPurposeToken()}`)
  },
  hold: isCredit,
  actions: {
    "Edit field": async (event: { field: string; value: string }, { page }) => {
      if (event.field === "dob") await fillDateOfBirth(page, event.value)
      else if (event.field === "state") await chooseState(page, event.value)
      else await page.getByRole("textbox", { name: detailLabels[event.field]!, exact: true }).fill(event.value)
    },
    "Choose gender": async (event: { gender: string }, { page }) => {
      await page.getByRole("radiogroup", { name: "Gender" }).getByText(event.gender, { exact: true }).click()
    },
    "Accept terms": async (event: { accepted: boolean }, { page }) => {
      await setTerms(page, consent, event.accepted)
    },
    Submit: async (_, { page }) => {
      await page.getByRole("button", { name: "Submit" }).click()
    },
    "xstate.done.actor.submitCredit": async (_, { held }) => {
      await (await held.next(isCredit)).continue()
    },
    // Real refusals: a token the server does not accept, a PAN it does not accept; or no connection.
    "xstate.error.actor.submitCredit": async (event: { error: { _tag: string } }, { held }) => {
      const route = await held.next(isCredit)
      if (event.error._tag === "NetworkError") return route.abort("failed")
      if (event.error._tag === "InvalidToken") {
        return route.continue({ headers: { ...route.request().headers(), authorization: "Bearer e30.c2ln" } })
      }
      const body = { ...route.request().postDataJSON(), panNumber: "ABCDE12345" }
      return route.continue({ postData: JSON.stringify(body) })
    },
    "xstate.after.redirectDelay.creditDetails.submitted": async (_, { page }) => {
      await page.clock.fastForward(4000)
    }
  },
  shows: {
    editing: async (_, { page }) => {
      await expect(page.getByRole("heading", { level: 1, name: "Personal Details" })).toBeVisible()
      await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled()
      await expect(page.getByRole("textbox", { name: "First Name" })).toBeEditable()
    },
    submitting: async (_, { page }) => {
      await expect(page.getByRole("button", { name: "Checking..." })).toBeDisabled()
      await expect(page.getByRole("textbox", { name: "First Name" })).toBeDisabled()
    },
    submitted: async (_, { page }) => {
      await expect(page.getByText(creditMessages.success)).toBeVisible()
      await expect(page.getByText(/Your details were sent \(PAN ABCDE\*\*\*\*F\)\./u)).toBeVisible()
    },
    // To the bureau after the 4 s, else back to the start.
    leaving: async (step, { page, before }) => {
      if (before?.value === "submitted") await expect(page).toHaveURL(new RegExp(`^${bureauUrl}`, "u"))
      else await expect(page).toHaveURL(/\/credit-score$/u)
      void step
    }
  },
  after: {
    Submit: async (step, { page }) => {
      if (step.value !== "editing") return
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible()
    },
    "xstate.error.actor.submitCredit": async (step, { page }) => {
      const tag = (step.event as unknown as { error: { _tag: string } }).error._tag
      const message =
        tag === "InvalidToken"
          ? creditMessages.badToken
          : tag === "NetworkError"
            ? creditMessages.exception
            : creditMessages.failure
      await expect(page.getByText(message)).toBeVisible()
    }
  }
})

// ---------------------------------------------------------------------------------------------------------------

const suites: ReadonlyArray<{
  readonly model: MachineModel<any>
  readonly driver: (site: VerifiedMobilesServer, mobile: string) => PageDriver
}> = [
  ...mobileModels
    .filter((m) => m.name === "mobile entry (credit score)")
    .map((model) => ({ model, driver: (_: VerifiedMobilesServer, mobile: string) => mobileDriver(mobile) })),
  ...otpModels.map((model) => ({
    model,
    driver: (site: VerifiedMobilesServer, mobile: string) => otpDriver(site, model.input?.mobile ? mobile : null)
  })),
  ...creditModels.map((model) => ({
    model,
    driver: (site: VerifiedMobilesServer, mobile: string) => detailsDriver(site, mobile, model.name)
  }))
]

for (const { model, driver } of suites) {
  test.describe(`${model.name}: paths from the statechart, on the real credit score pages`, () => {
    const paths = coveringPaths(model)

    test("the driver has a person's action for every event and a check for every state on the paths", ({ site }) => {
      expect(unmapped(driver(site, goodMobile), paths)).toEqual([])
    })

    for (const [i, path] of paths.entries()) {
      test(`path ${i + 1}: ${pathName(path) || "(opens)"}`, async ({ page, site }, testInfo) => {
        await drivePath(page, driver(site, freshMobile(testInfo.workerIndex)), path)
      })
    }
  })
}
