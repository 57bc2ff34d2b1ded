/**
 * Checking a grievance's status on /grievance-redressal (issue 14, point 3), on the page: the number and mobile, what
 * is missing, 'Sending OTP...' and 'Checking...', the OTP screen, and the answer: the status in words, the dates
 * (as the site writes them), the days left, and our reply; an unknown number's words; a failure with Try again. The
 * oracle tracks where the person is from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { expect } from "vitest"
import { lookupFill, models } from "./grievance-lookup.model.ts"
import { pressIn, renderGrievancePage, typeIn } from "./grievance-page.ts"
import { sendOtpOnPage, verifyOtpOnPage } from "./on-page.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const section = "track-grievance"
const labels: Readonly<Record<string, string>> = { number: "Grievance Number", mobile: "Mobile Number" }
const check = "Check Status"
const notFound = "We found no grievance with this number for this mobile number."
const failed = "We could not look up your grievance. Please try again."

type Stage = "editing" | "sendingOtp" | "verifying" | "lookingUp" | "found" | "failed"

const stage = (events: StepView["events"], facts: { filled: number }): { at: Stage; notice: boolean } => {
  let at: Stage = "editing"
  let filled = 0
  let verified = false
  let notice = false
  for (const e of events) {
    if (e.type === "Edit field") filled += 1
    if (e.type === "Look up" && at === "editing" && filled === lookupFill.length) {
      at = verified ? "lookingUp" : "sendingOtp"
      notice = false
    }
    if (e.type === "Refresh" && (at === "found" || at === "failed")) at = verified ? "lookingUp" : "sendingOtp"
    if (e.type === "xstate.done.actor.mobileEntry")
      at = (e.output as { failure?: unknown }).failure === undefined ? "verifying" : "editing"
    if (e.type === "Change details") at = "editing"
    if (e.type === "xstate.done.actor.otp") {
      at = "lookingUp"
      verified = true
    }
    if (e.type === "xstate.done.actor.lookupGrievance") at = "found"
    if (e.type === "xstate.error.actor.lookupGrievance") {
      const tag = (e.error as { _tag: string })._tag
      at = tag === "NetworkError" ? "failed" : "editing"
      if (tag === "GrievanceNotFound") notice = true
      if (tag === "InvalidToken") verified = false
    }
    if (e.type === "Look up another") {
      at = "editing"
      filled = 0
      notice = false
    }
  }
  expect(filled, "the fields filled, as the model says").toBe(facts.filled)
  return { at, notice }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[1]!,
    render: renderGrievancePage,
    act: {
      "Edit field": (e) => typeIn(section, labels[e.field as string]!, e.value as string),
      "Look up": () => pressIn(section, check),
      "Change details": () => pressIn(section, "Change number"),
      Refresh: () => pressIn(section, "Refresh") || pressIn(section, "Try again"),
      "Look up another": () => pressIn(section, "Check another grievance")
    },
    settle: { mobileEntry: sendOtpOnPage, otp: verifyOtpOnPage },
    sees: ({ events, context }: StepView): Seen => {
      const { at, notice } = stage(events, context as { filled: number })
      const common = ["Check your grievance status"]
      switch (at) {
        case "editing":
          return notice
            ? { texts: [...common, notFound], buttons: [check] }
            : { texts: common, absent: [notFound, failed], buttons: [check] }
        case "sendingOtp":
          return { texts: common, disabled: ["Sending OTP..."] }
        case "verifying":
          return {
            texts: [...common, "Verify your mobile number", "An OTP has been sent to +91 9876543210"],
            buttons: ["Verify OTP", "Change number"],
            noButtons: [check]
          }
        case "lookingUp":
          return { texts: common, noButtons: ["Verify OTP"], absent: [notFound] }
        case "found":
          return {
            texts: [
              "Replied: We have replied to your grievance.",
              "GRV-K7QMX-3P9TD",
              "Loan enquiry",
              "Received on",
              "24 November 2026",
              "Reply due by",
              "24 December 2026",
              "Our reply, 2 December 2026",
              "We called you on 2 December."
            ],
            buttons: ["Refresh", "Check another grievance"],
            noButtons: [check]
          }
        case "failed":
          return { texts: [failed], buttons: ["Try again", "Check another grievance"] }
      }
    },
    after: {
      "Look up": ({ context }) =>
        (context as { filled: number }).filled === 0
          ? { texts: ["Please enter your grievance number, like GRV-K7QMX-3P9TD.", "Mobile number must be 10 digits"] }
          : {}
    }
  }
]
