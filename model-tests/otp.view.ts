/**
 * The OTP screen on the page (spec section 2 "OTP screen"): the text that an OTP was sent to +91 and the mobile, a
 * 6-digit input, Verify, and Resend OTP after a 30 s countdown; a wrong code shows the server's message.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { useActorRef } from "@xstate/react"
import { createElement } from "react"
import { expect } from "vitest"
import { liveOtpMachine } from "../src/features/otp/live.ts"
import { OtpScreen } from "../src/features/otp/OtpScreen.tsx"
import { models } from "./otp.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const codeField = (page: Page) => page.container.querySelector<HTMLInputElement>("input[autocomplete=one-time-code]")

const press = (page: Page, name: string): boolean => {
  const button = [...page.container.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent?.trim() === name
  )
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

/** The screen with its live machine, as the credit score's verify page has it. */
function OtpPage({ mobile }: { readonly mobile: string | null }) {
  const actor = useActorRef(liveOtpMachine, { input: { mobile, purpose: "credit-score" } })
  return createElement(OtpScreen, { actor, startHref: "/credit-score" })
}

const view = (mobile: string | null, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  render: () => createElement(OtpPage, { mobile }),
  act: {
    "Type code": (e, page) => {
      const field = codeField(page)
      if (!field || field.disabled) return false
      fireEvent.change(field, { target: { value: e.value } })
      return true
    },
    Verify: (_, page) => press(page, "Verify OTP"),
    "Resend OTP": (_, page) => press(page, "Resend OTP")
  },
  sees: ({ value }: StepView): Seen => {
    if (mobile === null) {
      return {
        texts: ["Please enter your mobile number first."],
        links: ["Enter mobile number"],
        noButtons: ["Verify OTP"]
      }
    }
    const v = JSON.stringify(value)
    const verifying = v.includes("verifying") || value === "verified"
    return {
      texts: [`An OTP has been sent to +91 ${mobile}`],
      ...(verifying ? { disabled: ["Verifying..."] } : { buttons: ["Verify OTP"] })
    }
  },
  after: {
    "Type code": (s) => ({ check: (page) => void expect(codeField(page)?.value).toBe(s.event.value) }),
    Verify: (s) =>
      (s.context as { complete: boolean }).complete
        ? { disabled: ["Verifying..."], absent: ["Please enter the 6-digit OTP."] }
        : { buttons: ["Verify OTP"], texts: ["Please enter the 6-digit OTP."] },
    "xstate.error.actor.verifyOtp": () => ({
      buttons: ["Verify OTP"],
      texts: ["Incorrect OTP. Please try again. 4 attempts left."],
      check: (page) => void expect(codeField(page)?.value).toBe("")
    }),
    "xstate.done.actor.verifyOtp": () => ({ disabled: ["Verifying..."] }),
    "Resend OTP": () => ({ disabled: ["Sending..."] }),
    "xstate.done.actor.sendOtp": () => ({
      texts: ["Didn't get the code? Resend OTP in 30 s"],
      noButtons: ["Resend OTP"]
    }),
    "xstate.error.actor.sendOtp": () => ({ buttons: ["Resend OTP"] }),
    // The countdown runs out: Resend OTP is offered.
    "xstate.after.resendDelay.otp.active.resend.waiting": () => ({
      buttons: ["Resend OTP"],
      absent: ["Resend OTP in"]
    }),
    "xstate.after.second.otp.active.resend.waiting.counting": () => ({ texts: ["Resend OTP in"] })
  }
})

export const views = [view("9876543210", 0), view(null, 1)]
