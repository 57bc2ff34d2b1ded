/**
 * The calculator machine's generated paths (model-tests/calculator.model.ts: opened on EMI and on eligibility; a few
 * paths that together reach every state and take every transition) driven on the real calculator screen: tabs,
 * the loan type dropdown, employment and unit choices, typing, leaving a field, sliding, and a link to the
 * calculator opened while it is on screen. After every step the page shows the tab and the choices the state has.
 */
import { expect, type Page, test } from "@playwright/test"
import {
  type CalculatorTab,
  fieldLabels,
  loanTypeName,
  type NumericField,
  tabFields,
  tabLabels
} from "../domain/calculator.ts"
import { encodeCalculatorQuery } from "../domain/calculator-query.ts"
import type { LoanProductId } from "../domain/loan-products.ts"
import { models } from "../model-tests/calculator.model.ts"
import { coveringPaths } from "../model-tests/harness.ts"
import { drivePath, type PageDriver, pathName, unmapped } from "./flows-driver.ts"

/** What the model keeps of the context: does the loan type have an eligibility tab, an employment choice, or neither. */
type Kind = "eligibility" | "employment" | "plain"
const kindOf = (context: unknown): Kind => context as Kind

/**
 * The field a person uses for the model's field on the tab on screen. The model types, leaves and slides the loan
 * amount on both tabs (the machine takes the same transition for any field); the eligibility tab has no amount,
 * so there the person uses the tab's first field: the same transition, on a field the page shows.
 */
const onTab = (field: NumericField, before: { value: unknown } | undefined): NumericField => {
  const t: CalculatorTab = before?.value === "eligibility" ? "eligibility" : "emi"
  return tabFields[t].includes(field) ? field : tabFields[t][0]!
}

const tab = (page: Page, t: CalculatorTab) => page.getByRole("tab", { name: tabLabels[t], exact: true })
const textField = (page: Page, field: NumericField) =>
  page.getByRole("textbox", { name: fieldLabels[field], exact: true })

const showsTab =
  (t: CalculatorTab) =>
  async (step: { context?: unknown }, { page }: { page: Page }) => {
    await expect(tab(page, t)).toHaveAttribute("aria-selected", "true")
    const kind = kindOf(step.context)
    await expect(tab(page, "eligibility")).toHaveCount(kind === "eligibility" ? 1 : 0)
    const employment = page.getByRole("radiogroup", { name: "Employment Type" })
    await expect(employment).toHaveCount(t === "emi" && kind === "employment" ? 1 : 0)
    await expect(textField(page, "income")).toHaveCount(t === "eligibility" ? 1 : 0)
    await expect(textField(page, "rate")).toHaveCount(t === "emi" ? 1 : 0)
  }

const driver = (url: string): PageDriver => ({
  url,
  hold: () => false,
  actions: {
    "Choose tab": async (event: { tab: CalculatorTab }, { page }) => {
      await tab(page, event.tab).click()
    },
    "Choose loan type": async (event: { loanType: LoanProductId }, { page }) => {
      await page.getByRole("button", { name: /Loan Type/u }).click()
      // The chosen option reads "Personal Loan ✓".
      await page
        .getByRole("listbox", { name: "Loan Type" })
        .getByRole("option", { name: new RegExp(`^${loanTypeName(event.loanType)}`, "u") })
        .click()
    },
    "Choose employment type": async (event: { employment: string }, { page }) => {
      await page
        .getByRole("radiogroup", { name: "Employment Type" })
        .getByText(event.employment, { exact: true })
        .click()
    },
    "Choose tenure unit": async (event: { unit: string }, { page }) => {
      await page.getByRole("radiogroup", { name: "Loan Tenure unit" }).getByText(event.unit, { exact: true }).click()
    },
    Type: async (event: { field: NumericField; value: string }, { page, before }) => {
      await textField(page, onTab(event.field, before)).fill(event.value)
    },
    "Leave field": async (event: { field: NumericField }, { page, before }) => {
      await textField(page, onTab(event.field, before)).focus()
      await textField(page, onTab(event.field, before)).blur()
    },
    // A slide by keyboard: the value moves one step.
    Slide: async (event: { field: NumericField }, { page, before }) => {
      const slider = page.getByRole("slider", { name: fieldLabels[onTab(event.field, before)], exact: true })
      const was = await slider.getAttribute("aria-valuenow")
      await slider.focus()
      await slider.press(Number(was) <= Number(await slider.getAttribute("aria-valuemin")) ? "ArrowRight" : "ArrowLeft")
      await expect(slider).not.toHaveAttribute("aria-valuenow", was ?? "")
    },
    // A link to the calculator opened while it is on screen.
    "Open link": async (
      event: { tab: CalculatorTab; inputs: Parameters<typeof encodeCalculatorQuery>[1] },
      { page }
    ) => {
      const query = encodeCalculatorQuery(event.tab, event.inputs)
      await page.evaluate((href) => history.pushState(null, "", href), `${new URL(page.url()).pathname}?${query}`)
    }
  },
  shows: {
    emi: showsTab("emi"),
    eligibility: showsTab("eligibility")
  },
  after: {
    Type: async (step, { page, before }) => {
      const event = step.event as unknown as { field: NumericField; value: string }
      const shown = await textField(page, onTab(event.field, before)).inputValue()
      expect(shown.replace(/[^\d.]/gu, "")).toBe(event.value)
    },
    "Choose loan type": async (step, { page }) => {
      const event = step.event as unknown as { loanType: LoanProductId }
      await expect(page.getByRole("button", { name: /Loan Type/u })).toContainText(loanTypeName(event.loanType))
    }
  }
})

const starts: Record<string, string> = {
  "calculator (opened on EMI)": "/resources/emi-calculator",
  "calculator (opened on eligibility)": "/resources/eligibility-calculator"
}

for (const model of models) {
  test.describe(`${model.name}: paths from the statechart, on the real calculator screen`, () => {
    const url = starts[model.name]
    const paths = coveringPaths(model)

    test("the driver has a person's action for every event and a check for every state on the paths", () => {
      expect(url, `a page for the model ${model.name}`).toBeDefined()
      expect(unmapped(driver(url!), paths)).toEqual([])
    })

    for (const [i, path] of paths.entries()) {
      test(`path ${i + 1}: ${pathName(path) || "(opens)"}`, async ({ page }) => {
        await drivePath(page, driver(url!), path)
      })
    }
  })
}
