/**
 * Children finished by the person on the page, for view models' `settle`: a verify page's OTP screen or mobile
 * entry is a child machine with a view of its own, so its outcome comes about the way a person brings it about
 * (typing, pressing) with the fake actors the child invoked settled as the server would answer.
 */
import { queryAllByLabelText } from "@testing-library/dom"
import { act, fireEvent } from "@testing-library/react"
import { otpRateLimited } from "../domain/failures.fixtures.ts"
import { settleFake } from "./fake-actors.ts"
import type { Page, StepView } from "./view-harness.ts"

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

const step = (f: () => void) =>
  act(async () => {
    f()
    await flush()
  })

const button = (page: Page, name: string) =>
  [...page.container.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent?.trim() === name && !b.disabled
  )

/** The OTP screen: types the six digits, presses Verify OTP, and the server accepts the code with the event's token. */
export const verifyOtpOnPage = async (event: StepView["event"], page: Page): Promise<boolean> => {
  const field = page.container.querySelector<HTMLInputElement>("input[autocomplete=one-time-code]")
  if (!field || !button(page, "Verify OTP")) return false
  await step(() => fireEvent.change(field, { target: { value: "123456" } }))
  await step(() => fireEvent.click(button(page, "Verify OTP")!))
  return act(async () => {
    const ok = settleFake("verifyOtp", true, { token: (event.output as { token: string }).token })
    await flush()
    return ok
  })
}

/** The mobile entry: types the event's mobile, presses the submit button, and the OTP is sent. */
export const enterMobileOnPage =
  (submitLabel: string) =>
  async (event: StepView["event"], page: Page): Promise<boolean> => {
    const field = page.container.querySelector<HTMLInputElement>("input[autocomplete=tel-national]")
    if (!field || !button(page, submitLabel)) return false
    await step(() => fireEvent.change(field, { target: { value: (event.output as { mobile: string }).mobile } }))
    await step(() => fireEvent.click(button(page, submitLabel)!))
    return act(async () => {
      const ok = settleFake("sendOtp", true, undefined)
      await flush()
      return ok
    })
  }

/**
 * The code for a mobile the page's own form took (grievances): the server sends it, answers that one was sent under
 * 30 s ago (with the event's seconds left), or fails as the event says.
 */
export const sendOtpOnPage = (event: StepView["event"]): Promise<boolean> => {
  const { failure, resendInSeconds } = event.output as { failure?: unknown; resendInSeconds?: number }
  return act(async () => {
    const ok =
      failure !== undefined
        ? settleFake("sendOtp", false, failure)
        : resendInSeconds !== undefined
          ? settleFake("sendOtp", false, otpRateLimited("Please wait before requesting a new OTP.", resendInSeconds))
          : settleFake("sendOtp", true, undefined)
    await flush()
    return ok
  })
}

/** The consent box's words (issue 14), as our pages write them. */
export const consentLabel = {
  enquiry:
    "I agree to the Privacy Policy and consent to my details being used to process this enquiry and shared with the lending partner matched with it.",
  contact: "I agree to the Privacy Policy and consent to my details being used to answer this message."
} as const

/** The message shown under an unticked consent box on Submit/Send (issue 14). */
export const consentRequired = "Please agree to the Privacy Policy to continue."

/** The consent box, found by its label, outside anything a modal hides. */
export const consentBox = (which: keyof typeof consentLabel): HTMLInputElement | undefined =>
  queryAllByLabelText(document.body, consentLabel[which]).find(
    (el): el is HTMLInputElement =>
      el instanceof HTMLInputElement && el.type === "checkbox" && !el.closest("[inert], [aria-hidden=true]")
  )

/** A person ticks or unticks the consent box; false when it is not there, disabled, or already so. */
export const setConsentOnPage = (which: keyof typeof consentLabel, agreed: boolean): boolean => {
  const box = consentBox(which)
  if (!box || box.disabled || box.checked === agreed) return false
  fireEvent.click(box)
  return true
}
