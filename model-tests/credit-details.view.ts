/**
 * Personal details of the credit score check on the page (spec sections 2 "Personal details", 4, 5, 8): the mobile
 * read-only from the token; all fields, gender and terms required; Submit reads 'Checking...' while busy; without a
 * usable token (none, or one for another purpose) the page goes back to /credit-score, as it does when the server
 * refuses the token; any other failure keeps the form; a success says the details were sent (the PAN masked) and
 * leaves for the bureau page the server names after 4 s. The oracle tracks the fields from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText, queryAllByRole } from "@testing-library/dom"
import { createElement } from "react"
import { flushSync } from "react-dom"
import { expect, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import PersonalDetailsPage from "../src/features/credit-score/PersonalDetailsPage.tsx"
import { models } from "./credit-details.model.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

/** The model's clock (its tokens expire 10 minutes after it). */
const now = Date.UTC(2026, 10, 20, 10, 0, 0)
const token = (purpose: string) =>
  `${Buffer.from(JSON.stringify({ v: 1, m: "9876543210", p: purpose, e: now / 1000 + 600 })).toString("base64url")}.c2ln`

const labels: Readonly<Record<string, string>> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  pan: "PAN",
  dob: "Date of Birth",
  address: "Address",
  pincode: "Pincode",
  city: "City",
  state: "State"
}
const bureau = "You are being taken to the credit bureau"
const startPath = "/credit-score"

const tracked = (events: StepView["events"]) => {
  const fields: Record<string, string> = Object.fromEntries(Object.keys(labels).map((f) => [f, ""]))
  let gender = ""
  let terms = false
  let sentPan: string | undefined
  for (const e of events) {
    if (e.type === "Edit field") fields[e.field as string] = e.value as string
    if (e.type === "Choose gender") gender = e.gender as string
    if (e.type === "Accept terms") terms = e.accepted as boolean
    if (e.type === "xstate.done.actor.submitCredit") {
      sentPan = fields.pan
      for (const f of Object.keys(fields)) fields[f] = ""
      gender = ""
      terms = false
    }
  }
  const complete = Object.values(fields).every((v) => v !== "") && gender !== "" && terms
  return { fields, gender, terms, complete, sentPan }
}

const textField = (field: string) =>
  queryAllByLabelText(document.body, new RegExp(`^${labels[field]}`, "u")).find(
    (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
  ) as HTMLInputElement | HTMLTextAreaElement | undefined
/** The dd/mm/yyyy Date of Birth (issue 12): day, month and year segments, each a spinbutton. */
const dobSegments = () => {
  const group = queryAllByRole(document.body, "group", { name: /^Date of Birth/u })[0]
  return group ? queryAllByRole(group, "spinbutton") : []
}

/** What the date shows, as dd/mm/yyyy; the segments' placeholders while empty. */
const dobShown = () =>
  dobSegments()
    .map((s) => (s.hasAttribute("data-placeholder") ? "" : (s.textContent ?? "")))
    .join("/")

/** An ISO date as the field shows it: day, month, year; "" shows the three segments empty. */
const asShown = (iso: string) => (iso === "" ? "//" : iso.split("-").reverse().join("/"))

/** A person types the day, month and year digits into their segments. */
const typeDate = (iso: string): boolean => {
  const segments = dobSegments()
  if (segments.length !== 3 || segments.some((s) => s.getAttribute("aria-disabled") === "true")) return false
  const [year, month, day] = iso.split("-")
  for (const [segment, digits] of [
    [segments[0]!, day!],
    [segments[1]!, month!],
    [segments[2]!, year!]
  ] as const) {
    segment.focus()
    // Each key is rendered before the next, as between a person's key presses.
    for (const data of digits)
      flushSync(() =>
        segment.dispatchEvent(
          new InputEvent("beforeinput", { inputType: "insertText", data, bubbles: true, cancelable: true })
        )
      )
  }
  ;(document.activeElement as HTMLElement | null)?.blur()
  return true
}

/** The State list (issue 12): India's states and union territories. */
const stateSelect = () =>
  queryAllByLabelText(document.body, /^State/u).find((el): el is HTMLSelectElement => el instanceof HTMLSelectElement)

/** What each field shows: the text fields' values, the date as dd/mm/yyyy, the state chosen. */
const shown = (field: string) =>
  field === "dob" ? dobShown() : field === "state" ? stateSelect()?.value : textField(field)?.value
const expectedShown = (field: string, value: string) => (field === "dob" ? asShown(value) : value)

const checkbox = () => queryAllByRole(document.body, "checkbox")[0] as HTMLInputElement | undefined
const submitButton = () =>
  queryAllByRole(document.body, "button").find((b) => ["Submit", "Checking..."].includes(b.textContent ?? ""))

let location: ReturnType<typeof memoryLocation> & { history: Array<string> }

const view = (tokenValue: string | null, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  before: () => {
    vi.setSystemTime(now)
    location = memoryLocation({
      path: `/credit-score/personal-details${tokenValue === null ? "" : `?token=${tokenValue}`}`,
      record: true
    }) as never
  },
  render: () =>
    createElement(
      Router,
      { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
      createElement(PersonalDetailsPage)
    ),
  act: {
    "Edit field": (e) => {
      if (e.field === "dob") return typeDate(e.value as string)
      if (e.field === "state") {
        const select = stateSelect()
        if (!select || select.disabled) return false
        fireEvent.change(select, { target: { value: e.value } })
        return true
      }
      const el = textField(e.field as string)
      if (!el || el.disabled) return false
      fireEvent.change(el, { target: { value: e.value } })
      return true
    },
    "Choose gender": (e) => {
      const radio = queryAllByRole(document.body, "radio").find(
        (r) => r.closest("label")?.textContent?.trim() === e.gender
      ) as HTMLInputElement | undefined
      if (!radio || radio.disabled) return false
      fireEvent.click(radio)
      return true
    },
    "Accept terms": (e) => {
      const box = checkbox()
      if (!box || box.disabled) return false
      // A person ticks the box only if it is not ticked yet.
      if (box.checked !== e.accepted) fireEvent.click(box)
      return true
    },
    Submit: () => {
      const button = submitButton()
      if (!button || (button as HTMLButtonElement).disabled) return false
      fireEvent.click(button)
      return true
    }
  },
  sees: ({ events }: StepView): Seen => {
    if (index !== 0)
      return {
        noButtons: ["Submit"],
        check: () => void expect(location.history.at(-1), "back to the start").toBe(startPath)
      }
    const last = events.at(-1)
    const outcome = events.findLast((e) => e.type.startsWith("xstate.") && e.type !== "xstate.init")
    if (
      outcome?.type === "xstate.error.actor.submitCredit" &&
      (outcome.error as { _tag: string })._tag === "InvalidToken"
    )
      return {
        noButtons: ["Submit"],
        check: () => void expect(location.history.at(-1), "back to the start").toBe(startPath)
      }
    const form = tracked(events)
    if (outcome?.type === "xstate.done.actor.submitCredit")
      return {
        texts: [`Your details were sent (PAN ${form.sentPan!.slice(0, 5)}****${form.sentPan!.slice(9)}).`, bureau],
        absent: [form.sentPan!],
        links: ["Continue now"],
        noButtons: ["Submit", "Checking..."]
      }
    if (outcome?.type.startsWith("xstate.after."))
      // Gone to the bureau (a browser navigation, which jsdom does not do): the form does not come back.
      return { noButtons: ["Submit", "Checking..."], absent: [bureau] }
    const sending = last?.type === "Submit" && tracked(events.slice(0, -1)).complete
    return {
      texts: ["Personal Details"],
      ...(sending ? { disabled: ["Checking..."] } : { buttons: ["Submit"] }),
      check: () => {
        expect(location.history.at(-1), "still on the page").not.toBe(startPath)
        for (const f of Object.keys(labels)) expect(shown(f), `the ${f} field`).toBe(expectedShown(f, form.fields[f]!))
        const states = [...(stateSelect()?.options ?? [])].map((o) => o.textContent)
        for (const state of ["Maharashtra", "Karnataka", "Tamil Nadu", "West Bengal", "Delhi"])
          expect(states, "the State list has India's states and union territories").toContain(state)
        expect(checkbox()?.checked, "the terms box").toBe(form.terms)
        const mobile = queryAllByLabelText(document.body, /^Mobile Number/u).find(
          (el) => el instanceof HTMLInputElement
        ) as HTMLInputElement | undefined
        expect(mobile?.value, "the mobile from the token").toContain("9876543210")
        expect(mobile?.readOnly, "the mobile is read-only").toBe(true)
      }
    }
  },
  after: {
    Submit: ({ events }) =>
      tracked(events.slice(0, -1)).complete
        ? {}
        : {
            check: () =>
              void expect(
                document.body.querySelectorAll("[aria-invalid=true]").length,
                "the missing fields are marked"
              ).toBeGreaterThan(0)
          }
  }
})

export const views = [view(token("credit-score"), 0), view(token("redeem"), 1), view(null, 2)]
