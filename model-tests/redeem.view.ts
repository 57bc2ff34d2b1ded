/**
 * Verifying the mobile to redeem on the page (spec sections 2 "Redeem start and rewards" and "OTP screen"):
 * /redeem/verify-mobile?mobile= shows the OTP screen for +91 and the mobile; once the code is verified the token is
 * kept in the browser and the rewards page opens, /redeem/rewards?token=<the record's id>. When the browser does not
 * keep it, the page says so with Start Over (our words: the spec names none).
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import RedeemVerifyPage from "../src/features/redeem/RedeemVerifyPage.tsx"
import { verifyOtpOnPage } from "./on-page.ts"
import { models } from "./redeem.model.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const mobile = "9876543210"
const notKept = "We could not keep your verification in this browser. Please allow site storage and start over."

let location: ReturnType<typeof memoryLocation> & { history: Array<string> }

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      location = memoryLocation({ path: `/redeem/verify-mobile?mobile=${mobile}`, record: true }) as never
    },
    render: () =>
      createElement(
        Router,
        { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
        createElement(RedeemVerifyPage)
      ),
    act: {},
    settle: { otp: verifyOtpOnPage },
    sees: ({ events }: StepView): Seen => {
      const outcome = events.findLast((e) => e.type.startsWith("xstate.") && e.type !== "xstate.init")?.type
      if (outcome === undefined)
        return {
          texts: ["Verify Mobile Number", `An OTP has been sent to +91 ${mobile}`],
          buttons: ["Verify OTP"],
          absent: [notKept]
        }
      if (outcome === "xstate.done.actor.otp")
        // Verified; the browser is keeping the token.
        return { texts: ["Verify Mobile Number"], noButtons: ["Verify OTP"], absent: [notKept] }
      if (outcome === "xstate.error.actor.saveRedeemToken")
        return { texts: [notKept], links: ["Start Over"], noButtons: ["Verify OTP"] }
      return {
        check: () =>
          void expect(location.history.at(-1), "the rewards page opens with the record's id").toBe(
            "/redeem/rewards?token=lz3k9q1c-4f9a2b7c-9d0e1f2a"
          )
      }
    }
  }
]
