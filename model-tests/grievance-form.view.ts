/**
 * Raising a grievance on /grievance-redressal (issue 14, point 3), on the page: the form with its fields and counter,
 * the messages of what is missing, 'Sending OTP...' and 'Submitting...', the OTP screen (Change number goes back to
 * the form), and the answer: the grievance number and the reply's due date written as the site writes dates. The
 * oracle tracks where the person is from the events that happened, and what is filled from the model's facts.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { expect } from "vitest"
import { grievanceFill, models } from "./grievance-form.model.ts"
import { fieldIn, pressIn, renderGrievancePage, typeIn } from "./grievance-page.ts"
import { sendOtpOnPage, verifyOtpOnPage } from "./on-page.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const section = "raise-grievance"
const labels: Readonly<Record<string, string>> = {
  name: "Name",
  mobile: "Mobile Number",
  email: "Email",
  trackingId: "Tracking ID",
  category: "Category",
  description: "Description"
}
/** Our words for an empty field, written out. */
const missing: Readonly<Record<string, string>> = {
  name: "Please enter your name.",
  mobile: "Mobile number must be 10 digits",
  email: "Please enter your email address.",
  category: "Please choose what your grievance is about.",
  description: "Please describe your grievance."
}
const submit = "Submit Grievance"

type Stage = "editing" | "sendingOtp" | "verifying" | "submitting" | "submitted"

/** Where the person is, from the events that happened and the facts after each. */
const stage = (events: StepView["events"], facts: { filled: number; verified: boolean }): Stage => {
  let at: Stage = "editing"
  let filled = 0
  let verified = false
  for (const e of events) {
    if (e.type === "Edit field") filled = e.value === "" ? filled - 1 : filled + 1
    if (e.type === "Submit" && at === "editing" && filled === grievanceFill.length)
      at = verified ? "submitting" : "sendingOtp"
    if (e.type === "xstate.done.actor.mobileEntry")
      at = (e.output as { failure?: unknown }).failure === undefined ? "verifying" : "editing"
    if (e.type === "Change details") at = "editing"
    if (e.type === "xstate.done.actor.otp") {
      at = "submitting"
      verified = true
    }
    if (e.type === "xstate.done.actor.submitGrievance") at = "submitted"
    if (e.type === "xstate.error.actor.submitGrievance") {
      at = "editing"
      if ((e.error as { _tag: string })._tag === "InvalidToken") verified = false
    }
    if (e.type === "Raise another") {
      at = "editing"
      filled = 0
    }
  }
  expect(filled, "the fields filled, as the model says").toBe(facts.filled)
  return at
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    render: renderGrievancePage,
    act: {
      "Edit field": (e) => typeIn(section, labels[e.field as string]!, e.value as string),
      Submit: () => pressIn(section, submit),
      "Change details": () => pressIn(section, "Change number"),
      "Raise another": () => pressIn(section, "Raise another grievance")
    },
    settle: { mobileEntry: sendOtpOnPage, otp: verifyOtpOnPage },
    sees: ({ events, context }: StepView): Seen => {
      const facts = context as { filled: number; verified: boolean }
      const common = ["Grievance Officer", "Raise a grievance", "Check your grievance status"]
      switch (stage(events, facts)) {
        case "editing":
          return {
            texts: [
              ...common,
              `${facts.filled === grievanceFill.length ? grievanceFill[4][1].length : 0}/2000 characters`
            ],
            buttons: [submit],
            noButtons: ["Verify OTP"],
            links: ["Privacy Policy"],
            check: () => {
              for (const [field, value] of grievanceFill.slice(0, facts.filled))
                expect(fieldIn(section, labels[field]!)?.value, `${field} keeps what was typed`).toBe(value)
            }
          }
        case "sendingOtp":
          return { texts: common, disabled: ["Sending OTP..."] }
        case "verifying":
          return {
            texts: [...common, "Verify your mobile number", "An OTP has been sent to +91 9876543210"],
            buttons: ["Verify OTP", "Change number"],
            noButtons: [submit]
          }
        case "submitting":
          return { texts: common, disabled: ["Submitting..."], noButtons: ["Verify OTP"] }
        case "submitted":
          return {
            texts: ["Your grievance has been received", "GRV-K7QMX-3P9TD", "Reply due by", "24 December 2026"],
            buttons: ["Track this grievance", "Raise another grievance"],
            noButtons: [submit]
          }
      }
    },
    after: {
      Submit: ({ context }) => {
        const { filled } = context as { filled: number }
        return filled < grievanceFill.length ? { texts: grievanceFill.slice(filled).map(([f]) => missing[f]!) } : {}
      },
      "xstate.error.actor.submitGrievance": ({ event }) =>
        (event.error as { _tag: string })._tag === "ValidationError"
          ? { texts: ["Please enter a valid email address."] }
          : {}
    }
  }
]
