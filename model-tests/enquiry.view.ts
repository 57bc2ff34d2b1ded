/**
 * The apply form on the page (spec section 2 "Apply form", 5, 8): Self or Referral, the required fields of each
 * mode, Submit ('Submitting...' while busy), the success modal with the tracking ID and Done back to /; opened from a
 * referral link, the referrer and the verified mobile are shown, and without a verified mobile (or with a refused
 * token) the visitor is sent back. The oracle tracks what the person filled in from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import ApplyPage from "../src/features/apply/ApplyPage.tsx"
import { models } from "./enquiry.model.ts"
import { consentBox, consentRequired, setConsentOnPage } from "./on-page.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

type Mode = "Self" | "Referral" | "Link"

/** The field's label on the page, per mode (spec section 2: the referrer's fields are "Your ..."). */
const labels: Record<Mode, Readonly<Record<string, string>>> = {
  Self: { name: "Name", location: "Location", email: "Email", mobile: "Mobile Number" },
  Referral: {
    referrerName: "Your Name",
    referrerLocation: "Your Location",
    referrerEmail: "Your Email",
    referrerMobile: "Your Mobile Number",
    name: "Friend's Name",
    email: "Friend's Email",
    location: "Friend's Location",
    mobile: "Friend's Mobile Number"
  },
  Link: { name: "Your Name", location: "Your Location", email: "Your Email" }
}

/** Required in each mode (spec section 5 "Referral"); in link mode the mobile is the verified one. */
const required: Record<Mode, ReadonlyArray<string>> = {
  Self: ["name", "location", "mobile"],
  Referral: ["referrerName", "referrerLocation", "referrerEmail", "referrerMobile", "name", "location", "mobile"],
  Link: ["name", "location"]
}

interface Facts {
  readonly mode: Mode
  readonly loanType: string
  readonly filled: ReadonlySet<string>
  /** The consent box (issue 14) is ticked: it starts unticked and is cleared with the form. */
  readonly consent: boolean
  /** The form was sent and the server answered with a tracking ID. */
  readonly submitted: boolean
  /** A call is among the ways to be contacted (the default), so the call window is shown. */
  readonly calls: boolean
}

/** What the person did and what came back, from the events that happened. */
const facts = (link: boolean, events: StepView["events"]): Facts => {
  let mode: Mode = link ? "Link" : "Self"
  let loanType = "Personal Loan"
  let filled = new Set<string>()
  let submitted = false
  let consent = false
  let calls = true
  // Finding: while the verified mobile is looked up, the sidebar's loan types are enabled but the choice is not
  // taken (the machine has no "Choose loan type" in that state). Reported to the lead; tolerated here.
  let found = !link
  for (const e of events) {
    if (e.type === "xstate.done.actor.findVerifiedMobile") found = true
    if (e.type === "Switch to referral" || e.type === "Switch to self") {
      mode = e.type === "Switch to referral" ? "Referral" : "Self"
      filled = new Set()
      consent = false
      calls = true
    }
    if (e.type === "Message me, don't call") calls = false
    if (e.type === "Set contact channels") calls = (e.channels as ReadonlyArray<string>).includes("call")
    if (e.type === "Set consent") consent = e.agreed as boolean
    if (e.type === "Choose loan type" && found) loanType = e.loanType as string
    if (e.type === "Edit field") filled.add(e.field as string)
    if (e.type === "xstate.done.actor.submitEnquiry") {
      submitted = true
      filled = new Set()
      consent = false
      calls = true
    }
    if (e.type === "Done") submitted = false
  }
  return { mode, loanType, filled, consent, submitted, calls }
}

const complete = (f: Facts) => f.consent && required[f.mode].every((field) => f.filled.has(field))

const buttonNamed = (name: string): HTMLButtonElement | undefined =>
  [...document.body.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => !b.closest("[aria-hidden=true], [inert]") && b.textContent?.trim() === name
  )

/** Behind an open modal (aria-hidden, inert) nothing can be reached. */
const reachable = (el: Element | undefined): el is HTMLElement =>
  el instanceof HTMLElement && !el.closest("[aria-hidden=true], [inert]")

const chooseRadio = (name: string): boolean => {
  const radio = queryAllByLabelText(document.body, name).find(
    (el) => el instanceof HTMLInputElement && el.type === "radio"
  )
  if (!reachable(radio) || (radio as HTMLInputElement).checked || (radio as HTMLInputElement).disabled) return false
  fireEvent.click(radio)
  return true
}

const press = (name: string): boolean => {
  const button = buttonNamed(name)
  if (!button || button.disabled) return false
  fireEvent.click(button)
  return true
}

/** The contact question's controls, reachable (not behind the success modal). */
const contactPart = (selector: string): ReadonlyArray<HTMLElement> =>
  [...document.body.querySelectorAll<HTMLElement>(`.contact-pref ${selector}`)].filter(reachable)

/** Ticks and unticks the ways to be contacted until exactly `channels` are ticked, in the order they are shown. */
const setChannels = (channels: ReadonlyArray<string>): boolean => {
  const boxes = contactPart(".contact-pref__channels input[type=checkbox]") as ReadonlyArray<HTMLInputElement>
  if (boxes.length !== 4 || boxes.some((box) => box.disabled)) return false
  for (const box of boxes) if (box.checked !== channels.includes(box.value)) fireEvent.click(box)
  return true
}

/** "Message me, don't call" (or "Message them" about a friend): pressed only while a call is ticked. */
const pressNoCalls = (): boolean => {
  const [toggle] = contactPart(".contact-pref__no-calls") as ReadonlyArray<HTMLButtonElement>
  if (!toggle || toggle.disabled || toggle.getAttribute("aria-pressed") === "true") return false
  fireEvent.click(toggle)
  return true
}

/** The call window's two dropdowns, through the native selects react-aria keeps for the form. */
const setWindow = (from: number, to: number): boolean => {
  const selects = contactPart(".contact-pref__window select") as ReadonlyArray<HTMLSelectElement>
  if (selects.length !== 2 || selects.some((select) => select.disabled)) return false
  fireEvent.change(selects[0]!, { target: { value: String(from) } })
  fireEvent.change(selects[1]!, { target: { value: String(to) } })
  return true
}

const view = (index: number, link: boolean): ViewModel<(typeof models)[number]["machine"]> => {
  let location: ReturnType<typeof memoryLocation> & { history: Array<string> }
  const path = link
    ? "/apply?loanType=Personal%20Loan&applicationType=referral&refname=Ravi%20Kumar&refmobile=9876543210"
    : "/apply?loanType=Personal%20Loan"
  const where = () => location.history.at(-1)
  let events: StepView["events"] = []
  return {
    model: models[index]!,
    before: () => {
      location = memoryLocation({ path, record: true }) as never
    },
    render: () =>
      createElement(
        Router,
        { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
        createElement(ApplyPage)
      ),
    act: {
      "Edit field": (e) => {
        const label = labels[facts(link, events).mode][e.field as string]
        const input = label
          ? queryAllByLabelText(document.body, new RegExp(`^${label.replace(/'/gu, ".")}`, "u"))[0]
          : undefined
        if (!(input instanceof HTMLInputElement) || !reachable(input) || input.disabled || input.readOnly) return false
        fireEvent.change(input, { target: { value: e.value } })
        return true
      },
      "Switch to referral": () => chooseRadio("Referral"),
      "Switch to self": () => chooseRadio("Self"),
      "Choose loan type": (e) => {
        const button = buttonNamed(e.loanType as string)
        if (!reachable(button) || button.disabled || button.getAttribute("aria-pressed") === "true") return false
        fireEvent.click(button)
        return true
      },
      "Set consent": (e) => setConsentOnPage("enquiry", e.agreed as boolean),
      "Message me, don't call": () => pressNoCalls(),
      "Set contact channels": (e) => setChannels(e.channels as ReadonlyArray<string>),
      "Set call window": (e) => setWindow(e.callFrom as number, e.callTo as number),
      Submit: () => press("Submit"),
      Done: () => press("Done")
    },
    sees: (s: StepView): Seen => {
      events = s.events
      const f = facts(link, s.events)
      if (where() === "/") return {}
      return {
        check: (page: Page) => {
          const heading = page.container.querySelector("h1")?.textContent
          expect(heading, "the heading names the loan type").toBe(`Apply For ${f.loanType}`)
          const box = consentBox("enquiry")
          if (box) expect(box.checked, "the consent box is ticked only once the person ticked it").toBe(f.consent)
          if (page.container.querySelector(".contact-pref"))
            expect(
              page.container.querySelector(".contact-pref__window") !== null,
              "the call window shows while a call is ticked"
            ).toBe(f.calls)
        }
      }
    },
    after: {
      "Switch to referral": () => ({ texts: ["Your details", "Your friend's details"] }),
      "Switch to self": () => ({ absent: ["Your details", "Your friend's details"] }),
      // Ticking or unticking the box clears its message; it comes back only on Submit.
      "Set consent": () => ({ absent: [consentRequired] }),
      Submit: (s) => {
        const f = facts(link, s.events)
        if (complete(f)) return { disabled: ["Submitting..."], absent: [consentRequired] }
        return {
          buttons: ["Submit"],
          noButtons: ["Submitting..."],
          ...(f.consent ? { absent: [consentRequired] } : { texts: [consentRequired] })
        }
      },
      "xstate.done.actor.submitEnquiry": () => ({
        texts: ["Submitted Successfully", "K7QMX-3P9TD", "Please save this tracking ID for future reference"],
        buttons: ["Done"]
      }),
      Done: () => ({ check: () => void expect(where(), "Done goes back to the home page").toBe("/") }),
      "xstate.error.actor.submitEnquiry": (s) =>
        (s.event.error as { _tag: string })._tag === "InvalidToken"
          ? { check: () => void expect(where(), "a refused referral token sends the visitor back").toBe("/") }
          : { buttons: ["Submit"], absent: ["Submitted Successfully"] },
      "xstate.done.actor.findVerifiedMobile": (s) =>
        s.event.output === undefined
          ? { check: () => void expect(where(), "no verified mobile: back to /").toBe("/") }
          : {
              texts: ["Referred by", "Ravi Kumar (+91 9876543210)", "+91 9123456780", "Verified"],
              buttons: ["Submit"]
            },
      "xstate.error.actor.findVerifiedMobile": () => ({
        check: () => void expect(where(), "no verified mobile: back to /").toBe("/")
      })
    }
  }
}

export const views = [view(0, false), view(1, true)]
