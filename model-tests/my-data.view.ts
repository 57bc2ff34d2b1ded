/**
 * My data on the page (issue 14, point 4): /my-data. The person enters their mobile and verifies it (Change number
 * goes back), sees their records (PAN masked), downloads them, asks for a correction (the form says what is
 * missing; the server's refusal is shown on the field), withdraws one consent after a confirmation (the record then
 * shows the date; a failure is said in the dialog with Try again), and erases after a confirmation; an expired
 * verification asks to verify again. The oracle follows the person's own steps from the path's events, never the machine's state.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { queryAllByLabelText } from "@testing-library/dom"
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import MyDataPage from "../src/features/my-data/MyDataPage.tsx"
import { models } from "./my-data.model.ts"
import { enterMobileOnPage, verifyOtpOnPage } from "./on-page.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"
import { accessibleName } from "./view-harness.ts"

const words = {
  loadFailed: "We could not load your data. Please try again.",
  expired: "Your verification has expired. Please verify your mobile number again.",
  field: "Please say which detail is wrong (at most 60 characters).",
  details: "Please describe what is wrong and what it should be (at most 1,000 characters).",
  notYours: "This record is not among the records held for your mobile number.",
  erased: "Your data has been erased and your consent withdrawn.",
  kept: "What we keep after an erasure, and why",
  confirm: "Withdraw consent and erase your data?",
  withdrawTitle: "Withdraw this consent?",
  whichConsent: "Loan enquiry, given on 20 November 2026",
  dataStays: "Your data itself stays until you erase it or its retention period ends.",
  withdrawnTitle: "Consent withdrawn",
  withdrawnOn: "Withdrawn on 29 November 2026. We will send no more messages and make no more calls about it.",
  network: "Please check your connection and try again."
}
const buttons = {
  send: "Send OTP",
  download: "Download my data (JSON)",
  erase: "Withdraw consent and erase",
  correctEnquiry: "Ask for a correction of loan enquiry LN7K2QX",
  sendCorrection: "Send correction",
  yesErase: "Yes, erase my data",
  withdraw: "Withdraw consent for Loan enquiry, given on 20 November 2026",
  yesWithdraw: "Yes, withdraw"
}

type Stage =
  | "entering"
  | "verifying"
  | "loading"
  | "loadFailed"
  | "expired"
  | "viewing"
  | "downloading"
  | "correcting"
  | "sending"
  | "confirming"
  | "erasing"
  | "erased"
  | "withdrawConfirming"
  | "withdrawSending"
  | "withdrawFailed"
  | "withdrawDone"

const tag = (e: StepView["event"]) => (e.error as { _tag?: string } | undefined)?._tag

/** Where the person is, and what the correction form holds, from the events that happened. */
const follow = (events: StepView["events"]) => {
  let at: Stage = "entering"
  let field = false
  let details = false
  let refused = false
  let chosen = false
  /** The consent on screen was withdrawn (until the records are read again). */
  let withdrawn = false
  for (const e of events) {
    refused = false
    switch (e.type) {
      case "xstate.done.actor.mobileEntry":
        at = "verifying"
        break
      case "Change number":
      case "Verify again":
        at = "entering"
        break
      case "xstate.done.actor.otp":
      case "xstate.done.actor.sendCorrection":
        at = "loading"
        break
      case "Try again":
        at = at === "withdrawFailed" ? "withdrawSending" : "loading"
        break
      case "Withdraw consent":
        at = "withdrawConfirming"
        break
      case "Confirm withdrawal":
        at = "withdrawSending"
        break
      case "Cancel withdrawal":
      case "Close":
        at = "viewing"
        break
      case "xstate.done.actor.withdrawConsent":
        at = "withdrawDone"
        withdrawn = true
        break
      case "xstate.error.actor.withdrawConsent":
        at = tag(e) === "InvalidToken" ? "expired" : tag(e) === "ConsentNotFound" ? "loading" : "withdrawFailed"
        break
      case "xstate.done.actor.loadMyData":
        at = "viewing"
        withdrawn = false
        break
      case "xstate.done.actor.downloadMyData":
      case "Cancel correction":
      case "Cancel erase":
        at = "viewing"
        break
      case "xstate.error.actor.loadMyData":
        at = tag(e) === "InvalidToken" ? "expired" : "loadFailed"
        break
      case "xstate.error.actor.downloadMyData":
      case "xstate.error.actor.eraseMyData":
        at = tag(e) === "InvalidToken" ? "expired" : "viewing"
        break
      case "xstate.error.actor.sendCorrection":
        at = tag(e) === "InvalidToken" ? "expired" : "correcting"
        refused = tag(e) === "Refused"
        break
      case "Download":
        at = "downloading"
        break
      case "Ask for a correction":
        at = "correcting"
        field = false
        details = false
        chosen = false
        break
      case "Choose record":
        chosen = true
        break
      case "Type detail":
        field = true
        break
      case "Type description":
        details = true
        break
      case "Send correction":
        if (field && details) at = "sending"
        break
      case "Erase my data":
        at = "confirming"
        break
      case "Confirm erase":
        at = "erasing"
        break
      case "xstate.done.actor.eraseMyData":
        at = "erased"
        break
    }
  }
  return { at, field, details, refused, chosen, withdrawn }
}

const press = (name: string): boolean => {
  const button = [...document.body.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => !b.closest("[inert], [aria-hidden=true]") && accessibleName(b) === name && !b.disabled
  )
  if (!button) return false
  fireEvent.click(button)
  return true
}

const type = (label: RegExp, value: string): boolean => {
  const field = queryAllByLabelText(document.body, label).find(
    (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
  ) as HTMLInputElement | HTMLTextAreaElement | undefined
  if (!field || field.closest("[inert], [aria-hidden=true]")) return false
  fireEvent.change(field, { target: { value } })
  return true
}

const seesAt = (events: StepView["events"]): Seen => {
  const { at, refused, chosen, withdrawn } = follow(events)
  const records: Seen = {
    texts: [
      "Records held for +91 9123456780",
      "LN7K2QX",
      "Asha Rao",
      "XXXXX1234X",
      "Credit score checks",
      words.kept,
      // The grievance: its number, category, status, dates (the due date as the site writes dates) and our reply.
      "Grievances (1)",
      "GRV-K7QMX-3P9TD",
      "Privacy and my data",
      "Replied",
      "21 November 2026",
      "21 December 2026",
      "Nobody called me back about my home loan.",
      "We are sorry. Our partner will call you on Monday.",
      // The consent: its enquiry's lender, none yet; withdrawn, its date.
      "No lender yet",
      ...(withdrawn ? ["29 November 2026"] : ["Not withdrawn"])
    ],
    absent: [words.loadFailed, words.erased]
  }
  switch (at) {
    case "entering":
      return { texts: ["My Data", "Mobile Number"], buttons: [buttons.send], noButtons: ["Verify OTP"] }
    case "verifying":
      return {
        texts: ["An OTP has been sent to +91 9123456780"],
        buttons: ["Verify OTP", "Change number"],
        noButtons: [buttons.send]
      }
    case "loading":
      return { texts: ["Loading..."], noButtons: [buttons.send, "Verify OTP", buttons.download] }
    case "loadFailed":
      return { texts: [words.loadFailed], buttons: ["Try again"], noButtons: [buttons.download] }
    case "expired":
      return {
        texts: [words.expired],
        buttons: ["Verify again"],
        noButtons: [buttons.download, buttons.sendCorrection, buttons.yesErase]
      }
    case "viewing":
      return {
        ...records,
        buttons: [buttons.download, buttons.erase, buttons.correctEnquiry, ...(withdrawn ? [] : [buttons.withdraw])],
        noButtons: [
          buttons.sendCorrection,
          buttons.yesErase,
          buttons.yesWithdraw,
          ...(withdrawn ? [buttons.withdraw] : [])
        ]
      }
    case "withdrawConfirming":
      return {
        texts: [words.withdrawTitle, words.whichConsent, words.dataStays],
        buttons: [buttons.yesWithdraw, "Cancel"],
        noButtons: [buttons.yesErase, "Try again"]
      }
    case "withdrawSending":
      return { texts: [words.withdrawTitle], disabled: ["Withdrawing..."] }
    case "withdrawFailed":
      return { texts: [words.withdrawTitle, words.network], buttons: ["Try again", "Cancel"] }
    case "withdrawDone":
      return { texts: [words.withdrawnTitle, words.withdrawnOn], buttons: ["Close"], noButtons: [buttons.yesWithdraw] }
    case "downloading":
      return { ...records, disabled: ["Preparing..."] }
    case "correcting":
      return {
        texts: ["Ask for a correction", "Which record", ...(refused ? [words.notYours] : [])],
        check: () => {
          const select = queryAllByLabelText(document.body, /^Which record/u)[0] as HTMLSelectElement | undefined
          expect(select?.value, "the record the person chose, else the one they asked about").toBe(
            chosen ? "Something else" : "Loan enquiry LN7K2QX"
          )
        },
        buttons: [buttons.sendCorrection, "Cancel"],
        noButtons: [buttons.yesErase]
      }
    case "sending":
      return { disabled: ["Sending..."], absent: [words.field, words.details] }
    case "confirming":
      return { texts: [words.confirm], buttons: [buttons.yesErase, "Cancel"], noButtons: [buttons.sendCorrection] }
    case "erasing":
      return { texts: [words.confirm], disabled: ["Erasing..."] }
    case "erased":
      return {
        texts: [words.erased, words.kept, "Removed at your request"],
        noButtons: [buttons.download, buttons.erase, buttons.yesErase],
        links: ["Go to Home"],
        absent: ["XXXXX1234X", "GRV-K7QMX-3P9TD"]
      }
  }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    render: () => createElement(MyDataPage),
    act: {
      "Change number": () => press("Change number"),
      "Try again": () => press("Try again"),
      "Verify again": () => press("Verify again"),
      Download: () => press(buttons.download),
      "Ask for a correction": () => press(buttons.correctEnquiry),
      "Choose record": () => {
        const select = queryAllByLabelText(document.body, /^Which record/u).find(
          (el) => el instanceof HTMLSelectElement
        )
        if (!select || select.closest("[inert], [aria-hidden=true]")) return false
        fireEvent.change(select, { target: { value: "Something else" } })
        return true
      },
      "Type detail": (e) => type(/^Which detail is wrong/u, e.value as string),
      "Type description": (e) => type(/^What is wrong, and what should it be/u, e.value as string),
      "Send correction": () => press(buttons.sendCorrection),
      "Cancel correction": () => press("Cancel"),
      "Erase my data": () => press(buttons.erase),
      "Cancel erase": () => press("Cancel"),
      "Confirm erase": () => press(buttons.yesErase),
      "Withdraw consent": () => press(buttons.withdraw),
      "Cancel withdrawal": () => press("Cancel"),
      "Confirm withdrawal": () => press(buttons.yesWithdraw),
      Close: () => press("Close")
    },
    settle: { mobileEntry: enterMobileOnPage(buttons.send), otp: verifyOtpOnPage },
    sees: ({ events }: StepView) => seesAt(events),
    after: {
      // An incomplete form says what is missing, by field.
      "Send correction": ({ events }) => {
        const { field, details } = follow(events)
        return field && details ? {} : { texts: [...(field ? [] : [words.field]), ...(details ? [] : [words.details])] }
      }
    }
  }
]
