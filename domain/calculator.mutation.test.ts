/**
 * The calculator's labels, display text and query decoding at their edges (spec sections 4 and 9): written to kill
 * the mutants StrykerJS left alive in domain/calculator.ts (docs/benchmarks.md, "Mutation testing"). Written out.
 */
import { describe, expect, it } from "vitest"
import { fieldLabels, sliderStep, tabFields, tabLabels } from "./calculator.ts"
import { defaultInputs, displayText, normaliseValue, slideValue } from "./calculator-inputs.ts"
import { decodeCalculatorQuery } from "./calculator-query.ts"
import { eligibility } from "./eligibility.ts"
import { emiBreakdown } from "./emi.ts"

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
  it("another slider's value is rounded once, to a whole rupee or month (not first to 0.1)", () => {
    expect(slideValue(defaultInputs, "amount", 250_000.46, "emi").amount).toBe(250_000)
    expect(slideValue(defaultInputs, "tenure", 24.46, "emi").tenure).toBe(24)
  })
})

describe("the EMI's and the eligibility's edges (spec section 9)", () => {
  it("no EMI at a rate of 0 keeps the amount as the principal; a negative amount is none", () => {
    expect(emiBreakdown(500_000, 0, 60)).toMatchObject({ principal: 500_000, emi: 0, totalPayment: 0 })
    expect(emiBreakdown(-5, 12, 60)).toMatchObject({ principal: 0, emi: 0, totalPayment: 0 })
  })
  it("is capped only above ₹1,00,00,000, not at it", () => {
    // 65% of ₹2,96,940 is ₹1,93,011. Less ₹11: ₹1,93,000 a month; / 1930 (7 years) x 1,00,000 = ₹1,00,00,000.
    const at = eligibility({ income: 296_940, obligation: 11, tenure: 7, unit: "Year" })
    expect([at.formulaAmount, at.eligibleAmount, at.cappedAtMaximum]).toEqual([10_000_000, 10_000_000, false])
    // Less ₹10: ₹1,93,001 / 1930 x 1,00,000 = ₹1,00,00,051.81, rounded ₹1,00,00,052.
    const over = eligibility({ income: 296_940, obligation: 10, tenure: 7, unit: "Year" })
    expect([over.formulaAmount, over.eligibleAmount, over.cappedAtMaximum]).toEqual([10_000_052, 10_000_000, true])
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
