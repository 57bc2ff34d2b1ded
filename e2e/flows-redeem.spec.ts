/**
 * The redeem flow's machines, their generated paths driven on the real pages (a few paths per model that together
 * reach every state and take every transition): mobile entry (redeem) on /redeem/start, and the redeem machine on
 * /redeem/verify-mobile (its OTP screen finishing when a person enters the code from the real SMS outbox; the
 * verification then kept in session storage, or not when the browser refuses storage). The server is the fixture's
 * own (e2e/verified-mobiles.fixture.ts); a failed connection is an aborted request.
 */
import type { Page, Request } from "@playwright/test"
import { redeemTokenPrefix } from "../domain/redeem-token.ts"
import { otpScreenMessages } from "../machines/otp.machine.ts"
import { redeemMessages } from "../machines/redeem.machine.ts"
import { coveringPaths, type MachineModel } from "../model-tests/harness.ts"
import { models as mobileModels } from "../model-tests/mobile-entry.model.ts"
import { models as redeemModels } from "../model-tests/redeem.model.ts"
import { answerSendFailure, drivePath, type PageDriver, pathName, type SendRefusal, unmapped } from "./flows-driver.ts"
import { expect, freshMobile, test, type VerifiedMobilesServer } from "./verified-mobiles.fixture.ts"

const isSend = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/otp"
const goodMobile = "9876543210"
const mobileField = (page: Page) => page.getByRole("textbox", { name: "Mobile Number", exact: true })
const verifyUrl = (mobile: string) => new RegExp(`/redeem/verify-mobile\\?mobile=${mobile}(&resendIn=\\d+)?$`, "u")

const mobileDriver = (mobile: string): PageDriver => ({
  url: "/redeem/start",
  hold: isSend,
  actions: {
    "Type mobile": async (event: { value: string }, { page }) => {
      await mobileField(page).fill(event.value === goodMobile ? mobile : event.value)
    },
    // Redeem has no terms box: the machine ignores it; nothing for a person to do.
    "Accept terms": async (_, { page }) => {
      await expect(page.getByRole("checkbox")).toHaveCount(0)
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
    },
    sent: async (_, { page }) => {
      await expect(page).toHaveURL(verifyUrl(mobile))
      await expect(page.getByText(/Resend OTP in \d+ s/u)).toBeVisible()
    }
  },
  after: {
    Submit: async (step, { page }) => {
      if (step.value !== "editing") return
      const errors = step.context as ReadonlyArray<string>
      await expect(mobileField(page)).toHaveAttribute(
        "aria-invalid",
        errors.includes("mobile") ? "true" : /^(false)?$/u
      )
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

/** Session storage that refuses the redeem record, as a browser with site storage blocked does. */
const refuseRedeemStorage = (page: Page, prefix: string) =>
  page.evaluate((p) => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith(p)) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      return setItem.call(this, key, value)
    }
  }, prefix)

const redeemDriver = (site: VerifiedMobilesServer, mobile: string): PageDriver => ({
  open: async (page) => {
    await page.goto("/redeem/start")
    await mobileField(page).fill(mobile)
    await page.getByRole("button", { name: "Get OTP" }).click()
    await expect(page).toHaveURL(verifyUrl(mobile))
  },
  hold: () => false,
  actions: {
    // The OTP screen finishes: a person enters the code from the SMS and verifies it.
    "xstate.done.actor.otp": async (_, { page, later }) => {
      if (later[0]?.event.type === "xstate.error.actor.saveRedeemToken")
        await refuseRedeemStorage(page, redeemTokenPrefix)
      await page.getByRole("textbox", { name: "Enter OTP" }).fill(await site.codeFor(mobile))
      await page.getByRole("button", { name: "Verify OTP" }).click()
    },
    // Kept or refused by session storage as the code is accepted: nothing more for a person to do.
    "xstate.done.actor.saveRedeemToken": async () => {},
    "xstate.error.actor.saveRedeemToken": async () => {}
  },
  shows: {
    verifying: async (_, { page }) => {
      await expect(page.getByRole("heading", { level: 1, name: "Verify Mobile Number" })).toBeVisible()
      await expect(page.getByRole("textbox", { name: "Enter OTP" })).toBeEditable()
      await expect(page.getByText(otpScreenMessages.sentTo(mobile))).toBeVisible()
    },
    // Saving lasts a moment: the page shows no failure while it does, then moves on.
    saving: async (_, { page }) => {
      await expect(page.getByText(otpScreenMessages.verifyNetwork)).toHaveCount(0)
    },
    done: async (_, { page }) => {
      await expect(page).toHaveURL(/\/redeem\/rewards\?token=[\w-]+$/u)
      const kept = await page.evaluate(
        (p) => Object.keys(sessionStorage).filter((k) => k.startsWith(p)).length,
        redeemTokenPrefix
      )
      expect(kept).toBe(1)
    },
    notKept: async (_, { page }) => {
      await expect(page.getByRole("alert").getByText(redeemMessages.notKept)).toBeVisible()
      await expect(page.getByRole("link", { name: "Start Over" })).toHaveAttribute("href", "/redeem/start")
      await expect(page).toHaveURL(verifyUrl(mobile))
    }
  }
})

const suites: ReadonlyArray<{
  readonly model: MachineModel<any>
  readonly driver: (site: VerifiedMobilesServer, mobile: string) => PageDriver
}> = [
  ...mobileModels
    .filter((m) => m.name === "mobile entry (redeem)")
    .map((model) => ({ model, driver: (_: VerifiedMobilesServer, mobile: string) => mobileDriver(mobile) })),
  ...redeemModels.map((model) => ({ model, driver: redeemDriver }))
]

for (const { model, driver } of suites) {
  test.describe(`${model.name}: paths from the statechart, on the real redeem pages`, () => {
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
