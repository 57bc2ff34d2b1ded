/**
 * Get In Touch on the page (spec sections 2, 5 and 8): name, email, phone and message all required; a phone that is
 * not 10 digits says 'Phone number must be 10 digits';
 * Send Message reads 'Sending...' while busy; success empties the form with the success toast; a failure keeps it.
 * The oracle tracks the fields from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import ContactPage from "../src/features/contact/ContactPage.tsx"
import { models } from "./contact.model.ts"
import { consentBox, consentRequired, setConsentOnPage } from "./on-page.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const labels: Readonly<Record<string, string>> = {
  name: "Name",
  email: "Email",
  phone: "Phone Number",
  message: "Message"
}

const fields = (events: StepView["events"]) => {
  const form: Record<string, string> = { name: "", email: "", phone: "", message: "" }
  for (const e of events) {
    if (e.type === "Edit field") form[e.field as string] = e.value as string
    if (e.type === "xstate.done.actor.sendMessage") for (const k of Object.keys(form)) form[k] = ""
  }
  return form
}

/** The consent box (issue 14): unticked until the person ticks it, and cleared with the form. */
const consented = (events: StepView["events"]) => {
  let agreed = false
  for (const e of events) {
    if (e.type === "Set consent") agreed = e.agreed as boolean
    if (e.type === "xstate.done.actor.sendMessage") agreed = false
  }
  return agreed
}

const input = (field: string) =>
  queryAllByLabelText(document.body, new RegExp(`^${labels[field]}`, "u")).find(
    (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
  ) as HTMLInputElement | HTMLTextAreaElement | undefined

const sendButton = () =>
  [...document.body.querySelectorAll("button")].find((b) =>
    ["Send Message", "Sending..."].includes(b.textContent ?? "")
  )

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    render: () => {
      const location = memoryLocation({ path: "/contact-us" })
      return createElement(
        Router,
        { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
        createElement(ContactPage)
      )
    },
    act: {
      "Edit field": (e) => {
        const el = input(e.field as string)
        if (!el || el.disabled) return false
        fireEvent.change(el, { target: { value: e.value } })
        return true
      },
      "Set consent": (e) => setConsentOnPage("contact", e.agreed as boolean),
      Send: () => {
        const button = sendButton()
        if (!button || button.disabled) return false
        fireEvent.click(button)
        return true
      }
    },
    sees: ({ events }: StepView): Seen => ({
      check: () => {
        const form = fields(events)
        for (const f of Object.keys(labels)) expect(input(f)?.value, `the ${f} field`).toBe(form[f])
        expect(consentBox("contact")?.checked, "the consent box is ticked only once the person ticked it").toBe(
          consented(events)
        )
      }
    }),
    after: {
      // Ticking or unticking the box clears its message; it comes back only on Send.
      "Set consent": () => ({ absent: [consentRequired] }),
      Send: ({ events }) => {
        const form = fields(events)
        const agreed = consented(events)
        const phoneOk = /^\d{10}$/u.test(form.phone!)
        if (agreed && phoneOk && Object.values(form).every((v) => v.trim() !== ""))
          return { disabled: ["Sending..."], absent: [consentRequired] }
        const says = [...(phoneOk ? [] : ["Phone number must be 10 digits"]), ...(agreed ? [] : [consentRequired])]
        const saysNot = [...(phoneOk ? ["Phone number must be 10 digits"] : []), ...(agreed ? [consentRequired] : [])]
        return { buttons: ["Send Message"], texts: says, absent: saysNot }
      },
      // The toasts (success, failure, the phone's) are sonner's: not rendered in jsdom here; the e2e tests read them.
      "xstate.done.actor.sendMessage": () => ({ buttons: ["Send Message"] }),
      "xstate.error.actor.sendMessage": () => ({ buttons: ["Send Message"] })
    }
  }
]
