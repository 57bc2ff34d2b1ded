/**
 * The EMI and eligibility calculator (spec sections 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs"). The tabs are states; the eligibility tab exists for Personal Loan only, and choosing another loan type
 * on it returns to the EMI tab. The context holds the inputs as numbers (always inside the limits), the text of
 * each field as typed, and the results, recomputed by every action that changes an input. The rules themselves are
 * the pure functions of domain/calculator.ts; this machine decides when each applies.
 */
import { assign, setup } from "xstate"
import {
  type CalculatorInputs,
  type CalculatorTab,
  type Employment,
  hasEmploymentChoice,
  type NumericField,
  type TenureUnit
} from "../domain/calculator.ts"
import {
  chooseEmployment,
  chooseLoanType,
  clampInputs,
  defaultInputs,
  type FieldTexts,
  slideValue,
  switchTenureUnit,
  textsOf,
  typeValue
} from "../domain/calculator-inputs.ts"
import { type CalculatorResults, calculatorResults } from "../domain/calculator-results.ts"
import { hasEligibility } from "../domain/eligibility.ts"
import type { LoanProductId } from "../domain/loan-products.ts"

export interface CalculatorInput {
  /** The tab asked for (the query's `calc`); eligibility opens only for Personal Loan. Default: EMI. */
  readonly tab?: CalculatorTab
  /** The starting inputs, e.g. `decodeCalculatorQuery(search).inputs` or `inputsForLoanType(id)`; clamped on start. */
  readonly inputs?: CalculatorInputs
}

export interface CalculatorContext {
  /** The values behind the sliders and the results: always inside the limits of the loan type and employment. */
  readonly inputs: CalculatorInputs
  /** What each number field shows: the typed text until the field is left, then the value. */
  readonly texts: FieldTexts
  readonly results: CalculatorResults
  /** The tab asked for at start (or by the last link opened); read by the choice of tab in `opening`. */
  readonly openedOn: CalculatorTab
}

export type CalculatorEvent =
  | { type: "Choose loan type"; loanType: LoanProductId }
  | { type: "Choose tab"; tab: CalculatorTab }
  | { type: "Choose employment type"; employment: Employment }
  | { type: "Choose tenure unit"; unit: TenureUnit }
  | { type: "Type"; field: NumericField; value: string }
  | { type: "Leave field"; field: NumericField }
  | { type: "Slide"; field: NumericField; value: number }
  /** A link to the calculator opened while it is on screen (the address changed, e.g. the navbar's EMI Calculator). */
  | { type: "Open link"; tab: CalculatorTab; inputs: CalculatorInputs }

/** New inputs with their field texts and results. */
const withInputs = (inputs: CalculatorInputs) => ({
  inputs,
  texts: textsOf(inputs),
  results: calculatorResults(inputs)
})

export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as CalculatorInput
  },
  guards: {
    /** Opened with calc=eligibility on a Personal Loan. */
    opensOnEligibility: ({ context }) => context.openedOn === "eligibility" && hasEligibility(context.inputs.loanType),
    /** The eligibility tab is asked for and the loan type has one. */
    canOpenEligibility: ({ context, event }) =>
      event.type === "Choose tab" && event.tab === "eligibility" && hasEligibility(context.inputs.loanType),
    choosesEmi: ({ event }) => event.type === "Choose tab" && event.tab === "emi",
    choosesLoanTypeWithEligibility: ({ event }) => event.type === "Choose loan type" && hasEligibility(event.loanType),
    /** Salaried / Self Employed applies to Home Loan and Loan Against Property only. */
    hasEmploymentChoice: ({ context }) => hasEmploymentChoice(context.inputs.loanType)
  },
  actions: {
    chooseLoanType: assign(({ context }, params: { loanType: LoanProductId }) =>
      withInputs(chooseLoanType(context.inputs, params.loanType))
    ),
    chooseEmployment: assign(({ context }, params: { employment: Employment }) =>
      withInputs(chooseEmployment(context.inputs, params.employment, "emi"))
    ),
    chooseTenureUnit: assign(({ context }, params: { unit: TenureUnit; tab: CalculatorTab }) =>
      withInputs(switchTenureUnit(context.inputs, params.unit, params.tab))
    ),
    /** Keeps the typed text; the value is what leaving the field would give, so results follow the typing. */
    typeField: assign(({ context }, params: { field: NumericField; value: string; tab: CalculatorTab }) => {
      const typed = typeValue(context.inputs, params.field, params.value, params.tab)
      return {
        inputs: typed.inputs,
        texts: { ...context.texts, [params.field]: typed.text },
        results: calculatorResults(typed.inputs)
      }
    }),
    /** Writes the value back into the field: empty or zero shows the minimum, too much the maximum. */
    leaveField: assign(({ context }, params: { field: NumericField }) => ({
      texts: { ...context.texts, [params.field]: textsOf(context.inputs)[params.field] }
    })),
    slideField: assign(({ context }, params: { field: NumericField; value: number; tab: CalculatorTab }) =>
      withInputs(slideValue(context.inputs, params.field, params.value, params.tab))
    ),
    /** Starts over from a link's tab and inputs (clamped), as on start. */
    openLink: assign((_, params: { tab: CalculatorTab; inputs: CalculatorInputs }) => ({
      ...withInputs(clampInputs(params.inputs)),
      openedOn: params.tab
    })),
    /** On the eligibility tab a tenure in months is a whole number of years (its slider's step is 12). */
    fitInputsToEligibility: assign(({ context }) => withInputs(clampInputs(context.inputs, "eligibility")))
  }
}).createMachine({
  id: "calculator",
  context: ({ input }) => {
    const inputs = clampInputs(input.inputs ?? defaultInputs)
    return { ...withInputs(inputs), openedOn: input.tab ?? "emi" }
  },
  initial: "opening",
  on: {
    "Open link": {
      target: ".opening",
      actions: { type: "openLink", params: ({ event }) => ({ tab: event.tab, inputs: event.inputs }) }
    }
  },
  states: {
    /** Chooses the first tab from the input, at once. */
    opening: {
      always: [{ guard: "opensOnEligibility", target: "eligibility" }, { target: "emi" }]
    },
    emi: {
      on: {
        "Choose tab": { guard: "canOpenEligibility", target: "eligibility" },
        "Choose loan type": {
          actions: { type: "chooseLoanType", params: ({ event }) => ({ loanType: event.loanType }) }
        },
        "Choose employment type": {
          guard: "hasEmploymentChoice",
          actions: { type: "chooseEmployment", params: ({ event }) => ({ employment: event.employment }) }
        },
        "Choose tenure unit": {
          actions: { type: "chooseTenureUnit", params: ({ event }) => ({ unit: event.unit, tab: "emi" as const }) }
        },
        Type: {
          actions: {
            type: "typeField",
            params: ({ event }) => ({ field: event.field, value: event.value, tab: "emi" as const })
          }
        },
        "Leave field": {
          actions: { type: "leaveField", params: ({ event }) => ({ field: event.field }) }
        },
        Slide: {
          actions: {
            type: "slideField",
            params: ({ event }) => ({ field: event.field, value: event.value, tab: "emi" as const })
          }
        }
      }
    },
    eligibility: {
      entry: "fitInputsToEligibility",
      on: {
        "Choose tab": { guard: "choosesEmi", target: "emi" },
        "Choose loan type": [
          {
            guard: "choosesLoanTypeWithEligibility",
            actions: { type: "chooseLoanType", params: ({ event }) => ({ loanType: event.loanType }) }
          },
          {
            target: "emi",
            actions: { type: "chooseLoanType", params: ({ event }) => ({ loanType: event.loanType }) }
          }
        ],
        "Choose tenure unit": {
          actions: {
            type: "chooseTenureUnit",
            params: ({ event }) => ({ unit: event.unit, tab: "eligibility" as const })
          }
        },
        Type: {
          actions: {
            type: "typeField",
            params: ({ event }) => ({ field: event.field, value: event.value, tab: "eligibility" as const })
          }
        },
        "Leave field": {
          actions: { type: "leaveField", params: ({ event }) => ({ field: event.field }) }
        },
        Slide: {
          actions: {
            type: "slideField",
            params: ({ event }) => ({ field: event.field, value: event.value, tab: "eligibility" as const })
          }
        }
      }
    }
  }
})
