/**
 * The mobile entry before an OTP on the page (spec sections 2 "Credit score", 5 "Mobile"): digits only, at most 10;
 * while 1-9 digits 'Mobile number must be 10 digits'; on submit 10 digits starting 6-9, else 'Mobile number must
 * start with 6, 7, 8, or 9'; the credit score's terms are required. The oracle tracks what the person typed and
 * ticked itself (from the path's events), never the machine's context.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { useActorRef } from "@xstate/react"
import { createElement } from "react"
import { expect } from "vitest"
import { liveMobileEntryMachine } from "../src/features/otp/live.ts"
import { MobileEntryForm } from "../src/features/otp/MobileEntryForm.tsx"
import { models } from "./mobile-entry.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

const tenDigits = "Mobile number must be 10 digits"
const mustStart = "Mobile number must start with 6, 7, 8, or 9"
const acceptTerms = "Please accept the terms and conditions."

function EntryPage({ requireTerms }: { readonly requireTerms: boolean }) {
  const actor = useActorRef(liveMobileEntryMachine, {
    input: { purpose: requireTerms ? "credit-score" : "redeem", requireTerms }
  })
  return createElement(MobileEntryForm, {
    actor,
    submitLabel: "Get OTP",
    ...(requireTerms ? { terms: "I accept the terms and conditions" } : {})
  })
}

/** What the person has typed and ticked, from the path's events. */
const typed = (events: StepView["events"]) => {
  let mobile = ""
  let accepted = false
  for (const e of events) {
    if (e.type === "Type mobile") mobile = (e.value as string).replace(/\D/gu, "").slice(0, 10)
    if (e.type === "Accept terms") accepted = e.accepted as boolean
  }
  return { mobile, accepted }
}

const mobileField = (page: Page) => page.container.querySelector<HTMLInputElement>("input[autocomplete=tel-national]")
const checkbox = (page: Page) => page.container.querySelector<HTMLInputElement>("input[type=checkbox]")

const view = (requireTerms: boolean, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  render: () => createElement(EntryPage, { requireTerms }),
  act: {
    "Type mobile": (e, page) => {
      const field = mobileField(page)
      if (!field || field.disabled) return false
      fireEvent.change(field, { target: { value: e.value } })
      return true
    },
    "Accept terms": (e, page) => {
      const box = checkbox(page)
      if (!box || box.disabled || box.checked === e.accepted) return false
      fireEvent.click(box)
      return true
    },
    Submit: (_, page) => {
      const button = [...page.container.querySelectorAll<HTMLButtonElement>("button")].find(
        (b) => b.textContent === "Get OTP"
      )
      if (!button || button.disabled) return false
      fireEvent.click(button)
      return true
    }
  },
  sees: ({ value, events }: StepView): Seen => {
    const { mobile, accepted } = typed(events)
    return {
      ...(value === "sending" ? { disabled: ["Sending OTP..."] } : { buttons: ["Get OTP"] }),
      check: (page) => {
        expect(mobileField(page)?.value, "the field shows the digits typed").toBe(mobile)
        if (requireTerms) expect(checkbox(page)?.checked, "the box as ticked").toBe(accepted)
        else expect(checkbox(page), "no terms on this screen").toBeNull()
      }
    }
  },
  after: {
    "Type mobile": ({ events }) => {
      const { mobile } = typed(events)
      return mobile.length > 0 && mobile.length < 10 ? { texts: [tenDigits] } : { absent: [tenDigits] }
    },
    Submit: ({ events }) => {
      const { mobile, accepted } = typed(events)
      const mobileMessage = mobile.length !== 10 ? tenDigits : /^[6-9]/u.test(mobile) ? undefined : mustStart
      const termsMessage = requireTerms && !accepted ? acceptTerms : undefined
      if (!mobileMessage && !termsMessage)
        return { disabled: ["Sending OTP..."], absent: [tenDigits, mustStart, acceptTerms] }
      return {
        buttons: ["Get OTP"],
        texts: [mobileMessage, termsMessage].filter((m): m is string => m !== undefined),
        ...(mobileMessage ? {} : { absent: [tenDigits, mustStart] })
      }
    },
    "Accept terms": (s) => ((s.event.accepted as boolean) ? { absent: [acceptTerms] } : {}),
    "xstate.error.actor.sendOtp": () => ({ buttons: ["Get OTP"] })
  }
})

export const views = [view(true, 0), view(false, 1)]
