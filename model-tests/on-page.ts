/**
 * Children finished by the person on the page, for view models' `settle`: a verify page's OTP screen or mobile
 * entry is a child machine with a view of its own, so its outcome comes about the way a person brings it about
 * (typing, pressing) with the fake actors the child invoked settled as the server would answer.
 */
import { act, fireEvent } from "@testing-library/react"
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
