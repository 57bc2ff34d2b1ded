/**
 * The calculator's labels, display text and query decoding at their edges (spec sections 4 and 9): written to kill
 * the mutants StrykerJS left alive in domain/calculator.ts (docs/benchmarks.md, "Mutation testing"). Written out.
 */
import { describe, expect, it } from "vitest"
import {
  decodeCalculatorQuery,
  defaultInputs,
  displayText,
  fieldLabels,
  normaliseValue,
  sliderStep,
  slideValue,
  tabFields,
  tabLabels
} from "./calculator.ts"

describe("the calculator's screen texts", () => {
  it("labels each input and tab as the page shows them", () => {
    expect(fieldLabels).toEqual({
      amount: "Loan Amount",
      rate: "Interest Rate",
      tenure: "Loan Tenure",
      income: "Net Monthly Income",
      obligation: "Monthly Obligation"
    })
    expect(tabLabels).toEqual({ emi: "EMI Calculator", eligibility: "Eligibility Calculator" })
    expect(tabFields).toEqual({ emi: ["amount", "rate", "tenure"], eligibility: ["income", "obligation", "tenure"] })
  })
  it("income moves by ₹1,000", () => {
    expect(sliderStep("income", "eligibility", "Months")).toBe(1000)
  })
  it("groups rupee fields Indian style, only for a plain number", () => {
    expect(displayText("obligation", "150000")).toBe("1,50,000")
    expect(displayText("income", "5000.25")).toBe("5,000.25")
    expect(displayText("rate", "150000")).toBe("150000")
    for (const text of ["x500000", "500000x", "5.x"]) expect(displayText("amount", text), text).toBe(text)
  })
})

describe("values", () => {
  it("a value that is not a number is the minimum (₹25,000 for a Personal Loan)", () => {
    expect(normaliseValue("amount", Number.NaN, defaultInputs, "emi")).toBe(25_000)
  })
  it("the rate slider snaps to 0.1", () => {
    expect(slideValue(defaultInputs, "rate", 10.349, "emi").rate).toBe(10.3)
  })
})

describe("a calculator link's query", () => {
  it("reads the tab, trimmed and in any case, or the default tab when there is none", () => {
    expect(decodeCalculatorQuery("calc= Eligibility ").tab).toBe("eligibility")
    expect(decodeCalculatorQuery("calc=other", "eligibility").tab).toBe("emi")
    expect(decodeCalculatorQuery("", "eligibility").tab).toBe("eligibility")
    expect(decodeCalculatorQuery(new URLSearchParams("calc=eligibility")).tab).toBe("eligibility")
  })
  it("reads the unit whatever the case and punctuation", () => {
    expect(decodeCalculatorQuery("unit=Years").inputs.unit).toBe("Year")
    expect(decodeCalculatorQuery("unit=YEAR.").inputs.unit).toBe("Year")
    expect(decodeCalculatorQuery("unit=weeks").inputs.unit).toBe("Months")
  })
  it("reads plain decimals, trimmed", () => {
    expect(decodeCalculatorQuery("amount=%20500000%20").inputs.amount).toBe(500_000)
    expect(decodeCalculatorQuery("rate=10.25").inputs.rate).toBe(10.25)
    expect(decodeCalculatorQuery("rate=1e1").inputs.rate).toBe(6)
  })
})
