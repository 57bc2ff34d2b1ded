/**
 * One enquiry in the back office on the page: 'Loading...', then its details and the moves its status allows (Call
 * Back: Fix appointment, Decline; Appointment Fixed: Log in application, Call back, Decline); a move asks for
 * confirmation with an optional note ('Confirm: <move>', Cancel; 'Saving...' while busy); the answer replaces the
 * enquiry; a refused move reloads it; not found says 'No enquiry has this tracking ID.'; a failure 'The enquiry
 * could not be loaded. Please try again.' with Try again; a 401 is told to the shell. The spec has no back office
 * and leaves the moves to the server: these are our words and chart. The oracle tracks the status the server sent,
 * the move chosen and the note from the events that happened.
 *
 * Logging a call: at the moment the path names, 'Log a call' opens a form ('How did the call go?', 'Call note',
 * 'Save the call', 'Cancel call'; 'Saving...' while busy); saving without an outcome says 'Choose how the call
 * went.'; a refusal is shown and the enquiry reloaded; a failure keeps the form with 'The call could not be logged.
 * Please try again.'.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect, vi } from "vitest"
import { EnquiryView } from "../src/features/admin/EnquiryView.tsx"
import { models } from "./admin-enquiry.model.ts"
import { press, sessionWatch } from "./admin-views.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const trackingId = "K7QMX3P9TD"
const messages = {
  notFound: "No enquiry has this tracking ID.",
  failed: "The enquiry could not be loaded. Please try again.",
  chooseOutcome: "Choose how the call went.",
  callFailed: "The call could not be logged. Please try again."
}
/** 29 November 2026, 19:30 India time: inside the enquiry's 18:00-21:00 window, when every path's page opens. */
const evening = Date.UTC(2026, 10, 29, 14, 0)
const outcomeLabels: Readonly<Record<string, string>> = { reached: "Reached" }
/** The moves each status the paths reach offers, and where they lead. */
const moves: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "Call Back": { "Fix appointment": "Appointment Fixed", Decline: "Decline / Not Interested" },
  "Appointment Fixed": { "Log in application": "Login", "Call back": "Call Back", Decline: "Decline / Not Interested" }
}

const session = sessionWatch()

const noteField = () =>
  queryAllByLabelText(document.body, /^Note/u).find((el) => el instanceof HTMLTextAreaElement) as
    | HTMLTextAreaElement
    | undefined

const callNoteField = () =>
  queryAllByLabelText(document.body, /^Call note/u).find((el) => el instanceof HTMLTextAreaElement) as
    | HTMLTextAreaElement
    | undefined

type Screen = "loading" | "notFound" | "failed" | "idle" | "confirming" | "moving" | "callForm" | "loggingCall"

const tracked = (events: StepView["events"]) => {
  let screen: Screen = "loading"
  let status: string | undefined
  let chosen: string | undefined
  let note = ""
  let outcome: string | undefined
  let callNote = ""
  let callProblem: string | undefined
  for (const e of events) {
    const tag = (e.error as { _tag?: string } | undefined)?._tag
    switch (e.type) {
      case "xstate.done.actor.fetchEnquiry":
      case "xstate.done.actor.moveEnquiry":
        status = (e.output as { status: string }).status
        screen = "idle"
        chosen = undefined
        break
      case "Open call log":
        // Taken only while nothing else is open (a move being confirmed or saved keeps the page as it is).
        if (screen !== "idle") break
        screen = "callForm"
        outcome = undefined
        callNote = ""
        callProblem = undefined
        break
      case "Choose outcome":
        outcome = e.outcome as string
        callProblem = undefined
        break
      case "Type call note":
        if (screen === "callForm") callNote = e.value as string
        break
      case "Log call":
        if (outcome === undefined) callProblem = messages.chooseOutcome
        else screen = "loggingCall"
        break
      case "Cancel call":
        screen = "idle"
        outcome = undefined
        callNote = ""
        break
      case "xstate.done.actor.logCall":
        status = (e.output as { status: string }).status
        screen = "idle"
        outcome = undefined
        callNote = ""
        callProblem = undefined
        break
      case "xstate.error.actor.logCall":
        if (tag === "Unauthorized") {
          screen = "idle"
          outcome = undefined
          callNote = ""
        } else if (tag === "CallRefused") {
          screen = "loading"
          outcome = undefined
          callNote = ""
          callProblem = (e.error as { message: string }).message
        } else {
          screen = "callForm"
          callProblem = messages.callFailed
        }
        break
      case "xstate.error.actor.fetchEnquiry":
        screen = tag === "AdminNotFound" ? "notFound" : "failed"
        break
      case "Try again":
        screen = "loading"
        break
      case "Choose move":
        if (screen !== "idle") break
        screen = "confirming"
        chosen = e.event as string
        note = ""
        break
      case "Type note":
        // While saving, the note is the one sent.
        if (screen === "confirming") note = e.value as string
        break
      case "Cancel move":
        screen = "idle"
        chosen = undefined
        break
      case "Confirm move":
        screen = "moving"
        break
      case "xstate.error.actor.moveEnquiry":
        // An ended session leaves the enquiry as it was; a refused move reloads it.
        screen = tag === "Unauthorized" ? "idle" : "loading"
        chosen = undefined
        break
    }
  }
  return { screen, status, chosen, note, outcome, callNote, callProblem }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      session.reset()
      vi.setSystemTime(evening)
    },
    render: () =>
      createElement(EnquiryView, {
        trackingId,
        onUnauthorized: session.onUnauthorized
      }),
    act: {
      "Choose move": (e) => press(e.event as string),
      "Type note": (e) => {
        const field = noteField()
        if (!field) return false
        fireEvent.change(field, { target: { value: e.value } })
        return true
      },
      "Confirm move": () => {
        const button = [...document.body.querySelectorAll<HTMLButtonElement>("button")].find((b) =>
          accessibleName(b).startsWith("Confirm: ")
        )
        if (!button || button.disabled) return false
        fireEvent.click(button)
        return true
      },
      "Cancel move": () => press("Cancel"),
      "Try again": () => press("Try again"),
      // The page opens at 19:30 India time (inside the window); a moment the page is not at cannot be acted.
      "Open call log": (e) => e.at === evening && press("Log a call"),
      "Choose outcome": (e) => {
        const radio = queryAllByLabelText(document.body, outcomeLabels[e.outcome as string]!).find(
          (el) => el instanceof HTMLInputElement && el.type === "radio"
        ) as HTMLInputElement | undefined
        if (!radio || radio.disabled) return false
        fireEvent.click(radio)
        return true
      },
      "Type call note": (e) => {
        const field = callNoteField()
        if (!field) return false
        fireEvent.change(field, { target: { value: e.value } })
        return true
      },
      "Log call": () => press("Save the call"),
      "Cancel call": () => press("Cancel call")
    },
    sees: ({ events }: StepView): Seen => {
      const s = tracked(events)
      const told = session.toldOnce(events)
      const base = { texts: [`Enquiry ${trackingId}`], links: ["Back to enquiries"] }
      switch (s.screen) {
        case "loading":
          return { ...base, texts: [...base.texts, "Loading..."], check: told }
        case "notFound":
          return { texts: [messages.notFound], noButtons: ["Try again"], absent: ["Loading..."], check: told }
        case "failed":
          return { texts: [messages.failed], buttons: ["Try again"], absent: ["Loading..."], check: told }
        case "idle":
          return {
            texts: [
              "Asha Rao",
              s.status!,
              "Move to",
              "Call between 18:00 and 21:00 India time",
              ...(s.callProblem === undefined ? [] : [s.callProblem])
            ],
            buttons: Object.keys(moves[s.status!]!),
            noButtons: [/^Confirm: /u, "Cancel", "Save the call", "Cancel call"],
            absent: ["Loading...", messages.failed],
            check: told
          }
        case "callForm":
        case "loggingCall":
          return {
            texts: ["How did the call go?", ...(s.callProblem === undefined ? [] : [s.callProblem])],
            ...(s.screen === "loggingCall"
              ? { disabled: ["Saving...", "Cancel call"] }
              : { buttons: ["Save the call", "Cancel call"] }),
            noButtons: ["Log a call"],
            check: () => {
              told()
              expect(callNoteField()?.value, "the call note typed").toBe(s.callNote)
              const checked = document.body.querySelector<HTMLInputElement>("input[type=radio]:checked")
              expect(checked?.value, "the outcome chosen").toBe(s.outcome)
            }
          }
        case "confirming":
        case "moving":
          return {
            texts: [`${s.chosen}: ${s.status} to ${moves[s.status!]![s.chosen!]}`],
            ...(s.screen === "moving"
              ? { disabled: ["Saving...", "Cancel"] }
              : { buttons: [`Confirm: ${s.chosen}`, "Cancel"] }),
            noButtons: Object.keys(moves[s.status!]!),
            check: () => {
              told()
              expect(noteField()?.value, "the note typed").toBe(s.note)
            }
          }
      }
    }
  }
]
