/**
 * The two grievance sections of /grievance-redressal for the view models: each found by its heading, a field by its
 * label inside it, a button by its text, and what a person does there (type, choose, press).
 */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import GrievancePage from "../src/features/legal/GrievancePage.tsx"

export const renderGrievancePage = () => {
  const location = memoryLocation({ path: "/grievance-redressal" })
  return createElement(
    Router,
    { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
    createElement(GrievancePage)
  )
}

/** The section under the heading with this id ("raise-grievance", "track-grievance"). */
export const sectionOf = (headingId: string): HTMLElement | undefined =>
  document.getElementById(headingId)?.closest("section") ?? undefined

export const fieldIn = (headingId: string, label: string) => {
  const section = sectionOf(headingId)
  if (!section) return undefined
  return queryAllByLabelText(section, new RegExp(`^${label}`, "u")).find(
    (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
  ) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined
}

/** Types (or chooses) a value; false when the field is not there or disabled. */
export const typeIn = (headingId: string, label: string, value: string): boolean => {
  const field = fieldIn(headingId, label)
  if (!field || field.disabled) return false
  fireEvent.change(field, { target: { value } })
  return true
}

/** Presses the enabled button with this text in the section; false when there is none. */
export const pressIn = (headingId: string, text: string): boolean => {
  const button = [...(sectionOf(headingId)?.querySelectorAll<HTMLButtonElement>("button") ?? [])].find(
    (b) => b.textContent?.trim() === text && !b.disabled
  )
  if (!button) return false
  fireEvent.click(button)
  return true
}
