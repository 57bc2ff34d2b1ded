/**
 * The calculator screen on the page (spec sections 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs", 8 "Calculator limits"): tabs EMI Calculator and Eligibility Calculator, the initial tab from the query's
 * calc; the eligibility tab exists for Personal Loan only and another loan type chosen on it returns to EMI;
 * Employment Type shows for Home Loan and Loan Against Property on the EMI tab only; a new loan type resets the
 * amount to its minimum (Personal 25,000, Home 1,00,000, Business 25,000); the typed amount stays while typing and,
 * inside the limits, on leaving. The oracle tracks the tab, loan type and amount from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText, queryAllByRole } from "@testing-library/dom"
import { createElement } from "react"
import { expect, vi } from "vitest"
import { Router } from "wouter"
import { navigate } from "wouter/use-browser-location"
import { CalculatorPanel } from "../src/features/calculator/CalculatorPanel.tsx"
import { models } from "./calculator.model.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

type Tab = "emi" | "eligibility"

/** Spec section 8's loan type names and minimum amounts (in rupees). */
const loanTypes: Readonly<Record<string, { readonly name: string; readonly minAmount: number }>> = {
  personal: { name: "Personal Loan", minAmount: 25_000 },
  home: { name: "Home Loan", minAmount: 100_000 },
  business: { name: "Business Loan", minAmount: 25_000 }
}

/** The two links the model opens, as the address a person opens (the model's events carry them decoded). */
const linkOf = (e: StepView["event"]): string =>
  e.tab === "eligibility"
    ? "/resources/emi-calculator?calc=eligibility&type=personal&income=60000&tenure=3&unit=Year"
    : "/resources/emi-calculator?calc=emi&type=home&amount=2500000&rate=8.5&tenure=20&unit=Year"

/** What the page should show, from the opening tab and the events that happened. */
const tracked = (openedOn: Tab, events: StepView["events"]) => {
  let loanType = "personal"
  let tab: Tab = openedOn
  let amount = String(loanTypes.personal!.minAmount)
  let employment = "Salaried"
  // The Loan Amount field has focus: typed in and not left (a tab change away unmounts it).
  let editing = false
  for (const e of events) {
    if (e.type === "Open link") {
      const link = new URLSearchParams(linkOf(e).split("?")[1])
      loanType = link.get("type")!
      tab = link.get("calc") === "eligibility" && loanType === "personal" ? "eligibility" : "emi"
      amount = link.get("amount") ?? String(loanTypes[loanType]!.minAmount)
      employment = "Salaried"
    }
    if (e.type === "Choose loan type" && e.loanType !== loanType) {
      loanType = e.loanType as string
      amount = String(loanTypes[loanType]!.minAmount)
      if (loanType !== "personal") tab = "emi"
    }
    if (e.type === "Choose tab" && (e.tab === "emi" || loanType === "personal")) tab = e.tab as Tab
    if (tab === "eligibility") editing = false
    if (e.type === "Type" && e.field === "amount") {
      amount = e.value as string
      editing = true
    }
    if (e.type === "Leave field" && e.field === "amount") editing = false
    if (e.type === "Choose employment type") employment = e.employment as string
  }
  return { loanType, tab, amount, employment, editing }
}

/** Indian digit grouping (issue 12): the last three digits, then pairs: 25,000; 1,00,000; 25,00,000. */
const indianGrouping = (digits: string): string => {
  const last = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return rest === "" ? last : `${rest.replace(/\B(?=(\d{2})+$)/gu, ",")},${last}`
}

const textField = (label: string) =>
  queryAllByLabelText(document.body, label).find(
    (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type !== "range"
  )
const slider = (label: string) =>
  queryAllByLabelText(document.body, label).find(
    (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "range"
  )
const fieldLabel = (field: string) =>
  (({ amount: "Loan Amount", rate: "Interest Rate", tenure: "Loan Tenure" }) as Record<string, string>)[field] ?? field
const radio = (name: string) =>
  queryAllByRole(document.body, "radio").find((r) => r.closest("label")?.textContent?.trim() === name) as
    | HTMLInputElement
    | undefined

const view = (model: (typeof models)[number], openedOn: Tab): ViewModel<(typeof models)[number]["machine"]> => ({
  model,
  before: () => {
    window.history.replaceState(null, "", `/resources/emi-calculator?calc=${openedOn}`)
  },
  render: () => createElement(Router, null, createElement(CalculatorPanel, { syncUrl: true })),
  // The loan-type select is its own chunk (issue 13): rendered afresh, it arrives a frame after the page. The clock is
  // fake here, so frames and the chunk's import are let through by hand, for at most 5 s of real time.
  ready: async () => {
    const shown = () => queryAllByRole(document.body, "button").some((b) => b.getAttribute("aria-haspopup"))
    const deadline = performance.now() + 5000
    while (!shown() && performance.now() < deadline) {
      vi.advanceTimersByTime(16)
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(shown(), "the loan-type select is on the page").toBe(true)
  },
  act: {
    "Choose tab": (e) => {
      const name = e.tab === "eligibility" ? "Eligibility Calculator" : "EMI Calculator"
      const tab = queryAllByRole(document.body, "tab").find((t) => t.textContent === name)
      if (!tab) return false
      fireEvent.click(tab)
      return true
    },
    "Choose loan type": (e) => {
      // The dropdown's native select (what autofill and a screen reader's form mode use).
      const select = document.body.querySelector("select")
      if (!select) return false
      fireEvent.change(select, { target: { value: e.loanType } })
      return true
    },
    "Choose employment type": (e) => {
      const r = radio(e.employment as string)
      if (!r) return false
      fireEvent.click(r)
      return true
    },
    "Choose tenure unit": (e) => {
      const r = radio(e.unit as string)
      if (!r) return false
      fireEvent.click(r)
      return true
    },
    Type: (e) => {
      const el = textField(fieldLabel(e.field as string))
      if (!el) return false
      // A person puts the cursor in the field first, then types.
      el.focus()
      fireEvent.change(el, { target: { value: e.value } })
      return true
    },
    "Leave field": (e) => {
      const el = textField(fieldLabel(e.field as string))
      if (!el) return false
      // Leaving a field is moving focus out of it (a person clicks in it first if the cursor is elsewhere).
      el.focus()
      el.blur()
      return true
    },
    Slide: (e) => {
      const el = slider(fieldLabel(e.field as string))
      if (!el) return false
      fireEvent.change(el, { target: { value: String(e.value) } })
      return true
    },
    "Open link": (e) => {
      navigate(linkOf(e))
      return true
    }
  },
  sees: ({ events }: StepView): Seen => {
    const { loanType, tab, amount, employment: chosen, editing } = tracked(openedOn, events)
    const personal = loanType === "personal"
    const employment = tab === "emi" && (loanType === "home" || loanType === "property")
    return {
      texts: [
        tab === "emi" ? "Your EMI" : "Your Eligibility",
        ...(employment ? ["Employment Type"] : []),
        ...(tab === "emi" ? ["Amortization Schedule"] : [])
      ],
      absent: [
        tab === "emi" ? "Your Eligibility" : "Your EMI",
        ...(employment ? [] : ["Employment Type"]),
        ...(tab === "emi" ? [] : ["Amortization Schedule"])
      ],
      check: () => {
        const tabs = queryAllByRole(document.body, "tab")
        expect(
          tabs.map((t) => t.textContent),
          "the tabs"
        ).toEqual(personal ? ["EMI Calculator", "Eligibility Calculator"] : ["EMI Calculator"])
        expect(tabs.find((t) => t.getAttribute("aria-selected") === "true")?.textContent, "the selected tab").toBe(
          tab === "emi" ? "EMI Calculator" : "Eligibility Calculator"
        )
        const button = queryAllByRole(document.body, "button").find((b) => b.getAttribute("aria-haspopup"))
        expect(button?.textContent, "the loan type shown").toContain(loanTypes[loanType]!.name)
        if (employment) expect(radio(chosen)?.checked, `${chosen} is the employment type chosen`).toBe(true)
        // While typed in, the plain figure being typed; otherwise with Indian grouping (issue 12).
        if (tab === "emi")
          expect(textField("Loan Amount")?.value, "the Loan Amount field").toBe(
            editing ? amount : indianGrouping(amount)
          )
        else expect(textField("Loan Amount"), "no Loan Amount on the eligibility tab").toBeUndefined()
      }
    }
  }
})

export const views = [view(models[0]!, "emi"), view(models[1]!, "eligibility")]
