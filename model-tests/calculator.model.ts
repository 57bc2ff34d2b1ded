/**
 * The calculator: a person switches tabs, loan types, employment and unit, types, leaves and slides. Guards read
 * whether the loan type has an eligibility tab (Personal Loan) or an employment choice (Home Loan, LAP), so the
 * snapshot is abstracted to that kind; the values themselves do not change which transitions exist. Opening a link
 * while on screen goes back through the opening choice of tab.
 */

import { hasEmploymentChoice } from "../domain/calculator.ts"
import { decodeCalculatorQuery } from "../domain/calculator-query.ts"
import { hasEligibility } from "../domain/eligibility.ts"
import { type CalculatorEvent, calculatorMachine } from "../machines/calculator.machine.ts"
import type { MachineModel } from "./harness.ts"

const events = (): ReadonlyArray<CalculatorEvent> => [
  { type: "Choose tab", tab: "eligibility" },
  { type: "Choose tab", tab: "emi" },
  { type: "Choose loan type", loanType: "personal" },
  { type: "Choose loan type", loanType: "home" },
  { type: "Choose loan type", loanType: "business" },
  { type: "Choose employment type", employment: "Self Employed" },
  { type: "Choose tenure unit", unit: "Year" },
  { type: "Type", field: "amount", value: "500000" },
  { type: "Leave field", field: "amount" },
  { type: "Slide", field: "tenure", value: 60 },
  { type: "Open link", ...decodeCalculatorQuery("calc=eligibility&type=personal&income=60000&tenure=3&unit=Year") },
  { type: "Open link", ...decodeCalculatorQuery("calc=emi&type=home&amount=2500000&rate=8.5&tenure=20&unit=Year") }
]

const abstract = (s: { context: { inputs: { loanType: Parameters<typeof hasEligibility>[0] } } }) => {
  const loanType = s.context.inputs.loanType
  return hasEligibility(loanType) ? "eligibility" : hasEmploymentChoice(loanType) ? "employment" : "plain"
}

/** Opened on the EMI tab (the calculator screen, a loan page). */
const fromEmi: MachineModel<typeof calculatorMachine> = {
  name: "calculator (opened on EMI)",
  machine: calculatorMachine,
  input: { tab: "emi" },
  abstract,
  events
}

/** Opened with calc=eligibility: the opening choice takes its other branch. */
const fromEligibility: MachineModel<typeof calculatorMachine> = {
  name: "calculator (opened on eligibility)",
  machine: calculatorMachine,
  input: { tab: "eligibility" },
  abstract,
  events
}

export const models = [fromEmi, fromEligibility]
