/**
 * The referral landing on the page (spec sections 2 "Referral landing" and "OTP screen", 6): /referral?name&mobile.
 * The visitor enters their own mobile, verifies it by OTP (Change number goes back to the entry), and goes to the
 * apply form as Referral with the referrer's name and mobile and their own mobile in the query. A link without a
 * valid name goes nowhere; storage that refuses the mobile is said (both in our words: the spec names none).
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import ReferralPage from "../src/features/referral/ReferralPage.tsx"
import { enterMobileOnPage, verifyOtpOnPage } from "./on-page.ts"
import { models } from "./referral.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const referrer = { name: "Ravi Kumar", mobile: "9876543210" }
const visitor = "9123456780"
const invalidLink = "This referral link is not complete. Please ask your friend to share it again."
const notKept =
  "We could not keep your verified mobile number in this browser. Please allow site storage and try again."
const submitLabel = "Verify Mobile Number"

let location: ReturnType<typeof memoryLocation> & { history: Array<string> }

/** Where the person is, from the events that happened. */
const stage = (events: StepView["events"]): "entering" | "verifying" | "saving" | "notKept" | "done" => {
  let at: ReturnType<typeof stage> = "entering"
  for (const e of events) {
    if (e.type === "xstate.done.actor.mobileEntry") at = "verifying"
    if (e.type === "Change number") at = "entering"
    if (e.type === "xstate.done.actor.otp") at = "saving"
    if (e.type === "xstate.done.actor.saveVerifiedMobile") at = "done"
    if (e.type === "xstate.error.actor.saveVerifiedMobile") at = "notKept"
  }
  return at
}

const view = (name: string | null, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  before: () => {
    const query = new URLSearchParams({ ...(name === null ? {} : { name }), mobile: referrer.mobile })
    location = memoryLocation({ path: `/referral?${query}`, record: true }) as never
  },
  render: () =>
    createElement(
      Router,
      { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
      createElement(ReferralPage)
    ),
  act: {
    "Change number": (_, page: Page) => {
      const button = [...page.container.querySelectorAll("button")].find((b) => b.textContent === "Change number")
      if (!button) return false
      fireEvent.click(button)
      return true
    }
  },
  settle: { mobileEntry: enterMobileOnPage(submitLabel), otp: verifyOtpOnPage },
  sees: ({ events }: StepView): Seen => {
    if (name === null) return { texts: [invalidLink], links: ["Go to Home"], noButtons: [submitLabel, "Verify OTP"] }
    const heading = `${referrer.name} has referred you`
    switch (stage(events)) {
      case "entering":
        return {
          texts: [heading, "Your Mobile Number"],
          buttons: [submitLabel],
          noButtons: ["Verify OTP"],
          absent: [invalidLink, notKept]
        }
      case "verifying":
        return {
          texts: [heading, `An OTP has been sent to +91 ${visitor}`],
          buttons: ["Verify OTP", "Change number"],
          noButtons: [submitLabel]
        }
      case "saving":
        return { texts: [heading], noButtons: [submitLabel, "Verify OTP"], absent: [notKept] }
      case "notKept":
        return { texts: [notKept], noButtons: [submitLabel, "Verify OTP"] }
      case "done":
        return {
          check: () => {
            const [path, query] = (location.history.at(-1) ?? "").split("?")
            expect(path, "the apply form opens").toBe("/resources/apply-now")
            const q = new URLSearchParams(query)
            expect(
              [q.get("applicationType"), q.get("refname"), q.get("refmobile"), q.get("mobile")],
              "as Referral, with the referrer's name and mobile and the visitor's own"
            ).toEqual(["Referral", referrer.name, referrer.mobile, visitor])
          }
        }
    }
  }
})

export const views = [view(referrer.name, 0), view(null, 1)]
