/**
 * One enquiry in the back office on the page: 'Loading...', then its details and the moves its status allows (Call
 * Back: Fix appointment, Decline; Appointment Fixed: Log in application, Call back, Decline); a move asks for
 * confirmation with an optional note ('Confirm: <move>', Cancel; 'Saving...' while busy); the answer replaces the
 * enquiry; a refused move reloads it; not found says 'No enquiry has this tracking ID.'; a failure 'The enquiry
 * could not be loaded. Please try again.' with Try again; a 401 is told to the shell. The spec has no back office
 * and leaves the moves to the server: these are our words and chart. The oracle tracks the status the server sent,
 * the move chosen and the note from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { EnquiryView } from "../src/features/admin/EnquiryView.tsx"
import { models } from "./admin-enquiry.model.ts"
import { press, sessionWatch } from "./admin-views.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const trackingId = "K7QMX3P9TD"
const messages = {
  notFound: "No enquiry has this tracking ID.",
  failed: "The enquiry could not be loaded. Please try again."
}
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

type Screen = "loading" | "notFound" | "failed" | "idle" | "confirming" | "moving"

const tracked = (events: StepView["events"]) => {
  let screen: Screen = "loading"
  let status: string | undefined
  let chosen: string | undefined
  let note = ""
  for (const e of events) {
    const tag = (e.error as { _tag?: string } | undefined)?._tag
    switch (e.type) {
      case "xstate.done.actor.fetchEnquiry":
      case "xstate.done.actor.moveEnquiry":
        status = (e.output as { status: string }).status
        screen = "idle"
        chosen = undefined
        break
      case "xstate.error.actor.fetchEnquiry":
        screen = tag === "AdminNotFound" ? "notFound" : "failed"
        break
      case "Try again":
        screen = "loading"
        break
      case "Choose move":
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
  return { screen, status, chosen, note }
}

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: session.reset,
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
      "Try again": () => press("Try again")
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
            texts: ["Asha Rao", s.status!, "Move to"],
            buttons: Object.keys(moves[s.status!]!),
            noButtons: [/^Confirm: /u, "Cancel"],
            absent: ["Loading...", messages.failed],
            check: told
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
