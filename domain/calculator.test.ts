import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import {
  type CalculatorInputs,
  type CalculatorTab,
  calculatorLimits,
  calculatorLoanTypes,
  calculatorTabs,
  employmentTypes,
  fieldRange,
  hasEmploymentChoice,
  limitsFor,
  loanTypeLabel,
  type NumericField,
  numericFields,
  sliderStep,
  tabFields,
  tenureUnits
} from "./calculator.ts"
import {
  chooseEmployment,
  chooseLoanType,
  clampInputs,
  defaultInputs,
  displayText,
  formatText,
  inputsForLoanType,
  normaliseValue,
  parseText,
  slideValue,
  specDefaults,
  switchTenureUnit,
  typeText,
  typeValue
} from "./calculator-inputs.ts"
import { decodeCalculatorQuery, encodeCalculatorQuery } from "./calculator-query.ts"
import { applyNowHref, calculatorResults, offersHref } from "./calculator-results.ts"
import { eligibility, eligibilityYears, hasEligibility } from "./eligibility.ts"
import {
  amortizationSchedule,
  emiBreakdown,
  monthlyInstalment,
  percentSplit,
  shownShares,
  tenureInMonths
} from "./emi.ts"
import { loanProducts } from "./loans.ts"

const personal = (over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({ ...defaultInputs, ...over })
const at = (loanType: CalculatorInputs["loanType"], over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  ...inputsForLoanType(loanType),
  ...over
})

/** Runs a property with a fixed seed (reproducible in CI) and reports the shrunk counterexample on failure. */
const property = async <A>(arbitrary: Arbitrary.Arbitrary<A>, holds: (value: A) => boolean, runs = 1_000) => {
  const result = await Effect.runPromise(Arbitrary.checkEffect(arbitrary, holds, { runs, seed: 20_260_501, size: 100 }))
  expect(Arbitrary.formatCheckFailure(result)).toBeUndefined()
}

const within = (field: NumericField, inputs: CalculatorInputs): boolean => {
  const { min, max } = fieldRange(field, inputs)
  return inputs[field] >= min && inputs[field] <= max
}

describe("EMI by reducing balance (spec section 9)", () => {
  // Independent values: bank EMI tables give ₹2,149.39 per lakh at 10.5% for 5 years and ₹8,884.88 per lakh at 12% for 1 year.
  it("₹5,00,000 at 10.5% for 60 months is ₹10,747 a month", () => {
    const r = emiBreakdown(500_000, 10.5, 60)
    expect(r.emi).toBe(10_747)
    expect(monthlyInstalment(500_000, 10.5, 60)).toBeCloseTo(10_746.95, 2)
    // Totals from the exact instalment, rounded once: 10,746.9502 × 60 = 6,44,817.01.
    expect(r.totalPayment).toBe(644_817)
    expect(r.totalInterest).toBe(144_817)
    expect(r.principalShare).toBe(77.54)
    expect(r.interestShare).toBe(22.46)
  })

  it("₹1,00,000 at 12% for 12 months is ₹8,885 a month", () => {
    const r = emiBreakdown(100_000, 12, 12)
    expect(r.emi).toBe(8_885)
    expect(r.totalPayment).toBe(106_619)
    expect(r.totalInterest).toBe(6_619)
    expect(r.principalShare + r.interestShare).toBe(100)
  })

  it.each([
    ["zero amount", 0, 10, 12],
    ["zero rate", 100_000, 0, 12],
    ["zero tenure", 100_000, 10, 0],
    ["negative amount", -5, 10, 12],
    ["not a number", Number.NaN, 10, 12]
  ])("%s gives zeros and an empty schedule", (_, amount, rate, months) => {
    expect(emiBreakdown(amount, rate, months)).toMatchObject({
      emi: 0,
      totalInterest: 0,
      totalPayment: 0,
      principalShare: 0,
      interestShare: 0
    })
    expect(monthlyInstalment(amount, rate, months)).toBe(0)
    expect(amortizationSchedule(amount, rate, months)).toEqual([])
  })

  it("counts a tenure in years as 12 months each", () => {
    expect(tenureInMonths({ tenure: 5, unit: "Year" })).toBe(60)
    expect(tenureInMonths({ tenure: 5, unit: "Months" })).toBe(5)
    const r = calculatorResults(at("home", { amount: 500_000, rate: 10.5, tenure: 5, unit: "Year" }))
    expect(r.emi.emi).toBe(10_747)
  })
})

describe("shown shares: one rounded to one decimal, the other 100.0 minus it", () => {
  it("the eligibility tab's defaults split 91.8% and 8.2%, not 91.9% and 8.2% (100.1%)", () => {
    // Income ₹15,000, no obligation, 1 year: usable 0.65 × 15,000 = ₹9,750; 9,750 / 9,026 × 1,00,000 = ₹1,08,021.
    // At 16% for 12 months: EMI ₹9,800.8 → total ₹1,17,610, interest ₹9,589.
    // 1,08,021 / 1,17,610 = 0.918476… → 91.8476% → 91.8%; 100.0 − 91.8 = 8.2%.
    // (Rounded apart: 91.85% → 91.9% and 8.15% → 8.2%, which add up to 100.1%.)
    const e = eligibility(personal()).emi
    expect([e.principal, e.totalInterest, e.totalPayment]).toEqual([108_021, 9_589, 117_610])
    expect(shownShares(e)).toEqual({ first: 91.8, second: 8.2 })
    expect(percentSplit(108_021, 117_610)).toEqual({ first: 91.8, second: 8.2 })
  })

  it("the EMI tab's pie: ₹5,00,000 at 10.5% for 60 months is 77.5% principal and 22.5% interest", () => {
    // 5,00,000 / 6,44,817 = 0.775414… → 77.5%; 100.0 − 77.5 = 22.5%.
    expect(shownShares(emiBreakdown(500_000, 10.5, 60))).toEqual({ first: 77.5, second: 22.5 })
  })

  it.each([
    // 1 / 3 = 33.33…% → 33.3%, the rest 66.7%; 2 / 3 = 66.66…% → 66.7%, the rest 33.3%.
    [1, 3, 33.3, 66.7],
    [2, 3, 66.7, 33.3],
    // 1 / 8 = 12.5% exactly; 1 / 16 = 6.25% → 6.3% (half up), the rest 93.7%.
    [1, 8, 12.5, 87.5],
    [1, 16, 6.3, 93.7],
    // 91,850 / 1,00,000 = 91.85% → 91.9%, the rest 8.1% (never 8.2%).
    [91_850, 100_000, 91.9, 8.1],
    // Everything, nothing, more than the whole (kept at 100%).
    [5, 5, 100, 0],
    [0, 5, 0, 100],
    [7, 5, 100, 0]
  ])("%d of %d: %d% and %d%", (part, whole, first, second) => {
    expect(percentSplit(part, whole)).toEqual({ first, second })
  })

  it.each([[0], [-10], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "a whole of %d has nothing to split: 0 and 0",
    (whole) => {
      expect(percentSplit(1, whole)).toEqual({ first: 0, second: 0 })
    }
  )

  it("the shown shares always add up to 100.0 with one decimal at most", async () => {
    const parts = Arbitrary.all({
      part: Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1e9 }))),
      extra: Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1e9 })))
    })
    await property(parts, ({ part, extra }) => {
      if (part + extra === 0) return true
      const s = percentSplit(part, part + extra)
      const tenths = (n: number) => Number.isInteger(Math.round(n * 10)) && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9
      return Math.round((s.first + s.second) * 10) === 1000 && tenths(s.first) && tenths(s.second)
    })
  })
})

describe("the limit table (spec section 9, and ours)", () => {
  // [loan type, employment, amount, rate, tenure months, income, obligation], typed from the spec's table.
  it.each([
    ["personal", "Salaried", [25_000, 10_000_000], [6, 30], [12, 84], [15_000, 10_000_000], [0, 1_000_000]],
    ["business", "Salaried", [25_000, 50_000_000], [14, 30], [12, 84], [0, 17_000_000], [0, 17_000_000]],
    ["professional", "Salaried", [25_000, 10_000_000], [10.5, 30], [12, 84], [0, 2_000_000_000], [0, 2_000_000_000]],
    ["home", "Salaried", [100_000, 200_000_000], [6, 15], [12, 360], [15_000, 50_000_000], [0, 3_000_000]],
    ["home", "Self Employed", [100_000, 200_000_000], [6, 15], [12, 360], [0, 17_000_000], [0, 200_000_000]],
    ["property", "Salaried", [100_000, 500_000_000], [8.5, 20], [12, 240], [100_000, 50_000_000], [0, 10_000_000]],
    ["property", "Self Employed", [100_000, 400_000_000], [7, 20], [12, 180], [150_000, 40_000_000], [0, 8_000_000]],
    // Ours: not in the spec.
    ["auto", "Salaried", [100_000, 10_000_000], [7, 20], [12, 84], [15_000, 10_000_000], [0, 1_000_000]],
    ["commercial-vehicle", "Salaried", [100_000, 50_000_000], [9, 24], [12, 72], [0, 17_000_000], [0, 17_000_000]],
    ["working-capital", "Salaried", [100_000, 50_000_000], [10, 30], [12, 60], [0, 17_000_000], [0, 17_000_000]]
  ] as const)("%s (%s)", (loanType, employment, amount, rate, tenure, income, obligation) => {
    const range = ([min, max]: readonly [number, number]) => ({ min, max })
    expect(limitsFor(loanType, employment)).toEqual({
      amount: range(amount),
      rate: range(rate),
      tenureMonths: range(tenure),
      income: range(income),
      obligation: range(obligation)
    })
  })

  it("names each loan type in the page's language; the value stays the English name", () => {
    expect(calculatorLoanTypes.map((t) => loanTypeLabel(t.id))).toEqual(calculatorLoanTypes.map((t) => t.name))
    expect(withLocale("hi", () => calculatorLoanTypes.map((t) => [t.name, loanTypeLabel(t.id)]))).toEqual([
      ["Personal Loan", "पर्सनल लोन"],
      ["Business Loan", "बिज़नेस लोन"],
      ["Professional Loan", "प्रोफ़ेशनल लोन"],
      ["Home Loan", "होम लोन"],
      ["Auto Loan", "ऑटो लोन"],
      ["Loan Against Property", "प्रॉपर्टी पर लोन"],
      ["Commercial Vehicle Loan", "कमर्शियल वाहन लोन"],
      ["Working Capital Loan", "वर्किंग कैपिटल लोन"]
    ])
  })

  it("has limits for every product of domain/loans.ts, and employment switches them only for Home Loan and LAP", () => {
    expect(Object.keys(calculatorLimits).sort()).toEqual(loanProducts.map((p) => p.id).sort())
    expect(calculatorLoanTypes.map((t) => t.name)).toEqual(loanProducts.map((p) => p.name))
    for (const { id } of calculatorLoanTypes) {
      expect(hasEmploymentChoice(id)).toBe(id === "home" || id === "property")
      if (!hasEmploymentChoice(id)) expect(limitsFor(id, "Self Employed")).toBe(limitsFor(id, "Salaried"))
      const months = limitsFor(id, "Salaried").tenureMonths
      expect([months.min % 12, months.max % 12]).toEqual([0, 0])
    }
  })

  it("gives tenure ranges in years: Personal 1-7, Home 1-30, LAP 1-20 salaried and 1-15 self employed", () => {
    const years = (loanType: CalculatorInputs["loanType"], employment: CalculatorInputs["employment"]) =>
      fieldRange("tenure", { loanType, employment, unit: "Year" })
    expect(years("personal", "Salaried")).toEqual({ min: 1, max: 7 })
    expect(years("home", "Self Employed")).toEqual({ min: 1, max: 30 })
    expect(years("property", "Salaried")).toEqual({ min: 1, max: 20 })
    expect(years("property", "Self Employed")).toEqual({ min: 1, max: 15 })
  })

  it("steps the sliders: rate 0.1, obligation 100, eligibility tenure in months 12", () => {
    expect(sliderStep("rate", "emi", "Months")).toBe(0.1)
    expect(sliderStep("obligation", "eligibility", "Months")).toBe(100)
    expect(sliderStep("tenure", "eligibility", "Months")).toBe(12)
    expect(sliderStep("tenure", "eligibility", "Year")).toBe(1)
    expect(sliderStep("tenure", "emi", "Months")).toBe(1)
    // Every minimum sits on its slider's step.
    for (const { id } of calculatorLoanTypes) {
      for (const employment of employmentTypes) {
        for (const field of numericFields) {
          const { min } = fieldRange(field, { loanType: id, employment, unit: "Months" })
          expect(Math.round((min / sliderStep(field, "emi", "Months")) * 1e6) % 1e6).toBe(0)
        }
      }
    }
  })
})

describe("defaults (spec section 9): clamped into Personal Loan's limits", () => {
  it("keeps the spec's figures as written, and starts from them clamped", () => {
    expect(specDefaults).toEqual({
      loanType: "personal",
      amount: 10_000,
      rate: 6,
      tenure: 3,
      income: 2_000,
      obligation: 0,
      employment: "Salaried",
      unit: "Months"
    })
    expect(defaultInputs).toEqual({ ...specDefaults, amount: 25_000, tenure: 12, income: 15_000 })
    expect(defaultInputs).toEqual(inputsForLoanType("personal"))
  })
})

describe("typing (spec section 5)", () => {
  it.each([
    ["amount", "007", "7"],
    ["amount", "0", "0"],
    ["amount", "000", "0"],
    ["amount", "5,00,000", "500000"],
    ["amount", "₹ 12a3", "123"],
    ["amount", "12.5", "12.5"],
    ["amount", "70000.6", "70000.6"],
    ["amount", "5,00,000", "500000"],
    ["amount", "1.2.3", "1.23"],
    ["amount", "-50", "50"],
    ["amount", "", ""],
    ["income", "0045000", "45000"],
    ["tenure", "1e3", "13"],
    ["rate", "10.5", "10.5"],
    ["rate", "010.75", "10.75"],
    ["rate", "12.5.6", "12.56"],
    ["rate", "12.", "12."],
    ["rate", ".5", "0.5"],
    ["rate", "00.5", "0.5"],
    ["rate", "9.999", "9.99"],
    ["rate", "abc", ""]
  ] as const)("%s: %j leaves %j", (field, raw, text) => {
    expect(typeText(field, raw)).toBe(text)
  })

  it("keeps at most 12 digits", () => {
    expect(typeText("amount", "9".repeat(20))).toBe("9".repeat(12))
  })

  it("computes with the value leaving would give while the text stays as typed", () => {
    const typed = typeValue(defaultInputs, "amount", "9", "emi")
    expect(typed.text).toBe("9")
    expect(typed.inputs.amount).toBe(25_000)
    expect(typeValue(defaultInputs, "amount", "500000", "emi").inputs.amount).toBe(500_000)
    expect(typeValue(defaultInputs, "amount", "999999999", "emi").inputs.amount).toBe(10_000_000)
    expect(typeValue(defaultInputs, "rate", "12.", "emi").inputs.rate).toBe(12)
  })

  it("an amount typed with paise is rounded to whole rupees: 70000.6 is ₹70,001, not ₹7,00,006", () => {
    const typed = typeValue(defaultInputs, "amount", "70000.6", "emi")
    expect(typed.text).toBe("70000.6")
    expect(typed.inputs.amount).toBe(70_001)
    expect(typeValue(defaultInputs, "amount", "70000.4", "emi").inputs.amount).toBe(70_000)
    expect(typeValue(defaultInputs, "income", "45000.5", "eligibility").inputs.income).toBe(45_001)
  })

  it.each([
    ["amount", "500000", "5,00,000"],
    ["amount", "10000000", "1,00,00,000"],
    ["amount", "70001", "70,001"],
    ["income", "15000", "15,000"],
    ["obligation", "0", "0"],
    ["amount", "", ""],
    ["rate", "10.5", "10.5"],
    ["tenure", "120", "120"]
  ] as const)("shows %s %j as %j when not being edited (Indian grouping for rupees)", (field, text, shown) => {
    expect(displayText(field, text)).toBe(shown)
  })

  it("reads texts: empty or a lone point is not a number", () => {
    expect(parseText("")).toBeNaN()
    expect(parseText(".")).toBeNaN()
    expect(parseText("12.")).toBe(12)
    expect(formatText(10.5)).toBe("10.5")
    expect(formatText(6.300000000000001)).toBe("6.3")
  })
})

describe("leaving a field (spec section 5)", () => {
  const leave = (field: NumericField, text: string, inputs = defaultInputs, tab: CalculatorTab = "emi") =>
    normaliseValue(field, parseText(text), inputs, tab)

  it("turns empty or zero into the minimum", () => {
    expect(leave("amount", "")).toBe(25_000)
    expect(leave("amount", "0")).toBe(25_000)
    expect(leave("rate", "")).toBe(6)
    expect(leave("rate", "0")).toBe(6)
    expect(leave("tenure", "")).toBe(12)
    expect(leave("income", "")).toBe(15_000)
    expect(leave("obligation", "")).toBe(0)
    expect(leave("rate", "", at("professional"))).toBe(10.5)
  })

  it("clamps into the range of the loan type and employment", () => {
    expect(leave("amount", "5000")).toBe(25_000)
    expect(leave("amount", "20000000")).toBe(10_000_000)
    expect(leave("rate", "45")).toBe(30)
    expect(leave("rate", "3.5")).toBe(6)
    expect(leave("rate", "15.25", at("home"))).toBe(15)
    expect(leave("tenure", "400", at("home"))).toBe(360)
    expect(leave("tenure", "50", at("home", { unit: "Year" }))).toBe(30)
    expect(leave("income", "99999999999")).toBe(10_000_000)
    expect(leave("obligation", "3000000")).toBe(1_000_000)
    expect(leave("income", "120000", at("property", { employment: "Self Employed" }))).toBe(150_000)
  })

  it("keeps values inside the range as they are: amount whole rupees, rate two decimals", () => {
    expect(leave("amount", "250000")).toBe(250_000)
    expect(normaliseValue("amount", 250_000.5, defaultInputs, "emi")).toBe(250_001)
    expect(leave("rate", "10.75")).toBe(10.75)
    expect(normaliseValue("rate", 10.755_1, defaultInputs, "emi")).toBe(10.76)
    expect(leave("tenure", "37")).toBe(37)
    expect(leave("obligation", "2500")).toBe(2_500)
  })

  it("rounds an eligibility tenure in months to the nearest multiple of 12", () => {
    expect(leave("tenure", "18", defaultInputs, "eligibility")).toBe(24)
    expect(leave("tenure", "17", defaultInputs, "eligibility")).toBe(12)
    expect(leave("tenure", "29", defaultInputs, "eligibility")).toBe(24)
    expect(leave("tenure", "30", defaultInputs, "eligibility")).toBe(36)
    expect(leave("tenure", "90", defaultInputs, "eligibility")).toBe(84)
    expect(leave("tenure", "", defaultInputs, "eligibility")).toBe(12)
    expect(leave("tenure", "5", personal({ unit: "Year" }), "eligibility")).toBe(5)
    expect(leave("tenure", "30", defaultInputs, "emi")).toBe(30)
  })

  it("snaps a slid rate to its 0.1 step and applies the same rule", () => {
    expect(slideValue(defaultInputs, "rate", 6.300_000_000_000_001, "emi").rate).toBe(6.3)
    expect(slideValue(defaultInputs, "tenure", 30, "eligibility").tenure).toBe(36)
    expect(slideValue(defaultInputs, "amount", 1e12, "emi").amount).toBe(10_000_000)
  })
})

describe("switches (spec section 4)", () => {
  it("Year to Months multiplies by 12 and caps at the maximum", () => {
    expect(switchTenureUnit(at("home", { tenure: 5, unit: "Year" }), "Months").tenure).toBe(60)
    expect(switchTenureUnit(at("home", { tenure: 30, unit: "Year" }), "Months").tenure).toBe(360)
    expect(switchTenureUnit(personal({ tenure: 7, unit: "Year" }), "Months")).toMatchObject({
      tenure: 84,
      unit: "Months"
    })
    // A value from outside the limits (e.g. a hand-made input) is capped.
    expect(switchTenureUnit(personal({ tenure: 10, unit: "Year" }), "Months").tenure).toBe(84)
  })

  it("Months to Year divides by 12 rounding up, at least the minimum years, at most the maximum", () => {
    expect(switchTenureUnit(personal({ tenure: 12 }), "Year")).toMatchObject({ tenure: 1, unit: "Year" })
    expect(switchTenureUnit(personal({ tenure: 13 }), "Year").tenure).toBe(2)
    expect(switchTenureUnit(personal({ tenure: 84 }), "Year").tenure).toBe(7)
    expect(switchTenureUnit(at("home", { tenure: 359 }), "Year").tenure).toBe(30)
    expect(switchTenureUnit(personal({ tenure: 1 }), "Year").tenure).toBe(1)
    expect(switchTenureUnit(personal({ tenure: 200 }), "Year").tenure).toBe(7)
  })

  it("choosing the unit already chosen changes nothing", () => {
    const inputs = personal({ tenure: 37 })
    expect(switchTenureUnit(inputs, "Months")).toBe(inputs)
  })

  it("employment switches the limit set and clamps the current values, without resetting them", () => {
    const lap = at("property", { amount: 450_000_000, tenure: 240, income: 120_000, obligation: 9_000_000, rate: 8.5 })
    expect(chooseEmployment(lap, "Self Employed")).toEqual({
      ...lap,
      employment: "Self Employed",
      amount: 400_000_000,
      tenure: 180,
      income: 150_000,
      obligation: 8_000_000
    })
    const home = at("home", {
      amount: 2_500_000,
      rate: 8.5,
      tenure: 20,
      unit: "Year",
      income: 40_000,
      obligation: 5_000_000,
      employment: "Self Employed"
    })
    expect(chooseEmployment(home, "Salaried")).toEqual({ ...home, employment: "Salaried", obligation: 3_000_000 })
  })

  it("a loan type change resets amount, rate, tenure, income and obligation to its minimums, keeping employment and unit", () => {
    const busy = personal({ amount: 900_000, rate: 14, tenure: 5, unit: "Year", income: 80_000, obligation: 9_000 })
    expect(chooseLoanType(busy, "home")).toEqual({
      ...busy,
      loanType: "home",
      amount: 100_000,
      rate: 6,
      tenure: 1,
      income: 15_000,
      obligation: 0
    })
    expect(chooseLoanType(personal({ amount: 900_000 }), "business")).toMatchObject({
      amount: 25_000,
      rate: 14,
      tenure: 12,
      income: 0
    })
    expect(chooseLoanType(personal({ employment: "Self Employed" }), "property")).toMatchObject({
      income: 150_000,
      rate: 7
    })
  })
})

describe("eligibility (spec section 9), computed by hand from the spec's formula", () => {
  it("income ₹50,000, obligation ₹5,000, 60 months: 27,500 / 2,379 × 1,00,000 = ₹11,55,948", () => {
    const r = eligibility(personal({ income: 50_000, obligation: 5_000, tenure: 60 }))
    expect(r).toMatchObject({
      years: 5,
      factor: 2_379,
      usableMonthly: 27_500,
      eligibleAmount: 1_155_948,
      cappedAtMaximum: false
    })
    // The EMI shown is the standard EMI at 16% (₹2,431.81 per lakh for 5 years): 11.55948 × 2,431.81.
    expect(r.emi.annualRate).toBe(16)
    expect(r.emi.months).toBe(60)
    expect(r.emi.emi).toBe(28_110)
  })

  it("income ₹15,000, no obligation, 1 year: 9,750 / 9,026 × 1,00,000 = ₹1,08,021", () => {
    const r = eligibility(personal({ income: 15_000, obligation: 0, tenure: 12 }))
    expect(r).toMatchObject({ years: 1, factor: 9_026, usableMonthly: 9_750, eligibleAmount: 108_021 })
    // ₹9,073.09 per lakh at 16% for 1 year: 1.08021 × 9,073.09.
    expect(r.emi.emi).toBe(9_801)
  })

  it("income ₹1,00,000, obligation ₹20,000, 7 years: 45,000 / 1,930 × 1,00,000 = ₹23,31,606", () => {
    const r = eligibility(personal({ income: 100_000, obligation: 20_000, tenure: 7, unit: "Year" }))
    expect(r).toMatchObject({ years: 7, factor: 1_930, usableMonthly: 45_000, eligibleAmount: 2_331_606 })
  })

  it("income ₹40,000, obligation ₹6,000, 3 years: 20,000 / 3,461 × 1,00,000 = ₹5,77,868", () => {
    expect(eligibility(personal({ income: 40_000, obligation: 6_000, tenure: 36 })).eligibleAmount).toBe(577_868)
  })

  it("is never negative: obligation above 65% of income gives nothing", () => {
    const r = eligibility(personal({ income: 20_000, obligation: 15_000, tenure: 24 }))
    expect(r.usableMonthly).toBe(-2_000)
    expect(r.eligibleAmount).toBe(0)
    expect(r.emi.emi).toBe(0)
  })

  it("caps the amount shown at Personal Loan's maximum and says so", () => {
    const r = eligibility(personal({ income: 10_000_000, obligation: 0, tenure: 84 }))
    expect(r.formulaAmount).toBe(336_787_565)
    expect(r.eligibleAmount).toBe(10_000_000)
    expect(r.cappedAtMaximum).toBe(true)
  })

  it("clamps the years to 1-7, rounding months to the nearest year", () => {
    expect(eligibilityYears({ tenure: 10, unit: "Year" })).toBe(7)
    expect(eligibilityYears({ tenure: 0, unit: "Year" })).toBe(1)
    expect(eligibilityYears({ tenure: 200, unit: "Months" })).toBe(7)
    expect(eligibilityYears({ tenure: 18, unit: "Months" })).toBe(2)
    expect(eligibilityYears({ tenure: 17, unit: "Months" })).toBe(1)
  })

  it("exists for Personal Loan only", () => {
    expect(calculatorLoanTypes.filter((t) => hasEligibility(t.id)).map((t) => t.id)).toEqual(["personal"])
    expect(calculatorResults(inputsForLoanType("home")).eligibility).toBeUndefined()
    expect(calculatorResults(defaultInputs).eligibility).toBeDefined()
  })
})

describe("amortization schedule (ours)", () => {
  it("₹5,00,000 at 10.5% for 5 years: 5 years of 12 months, each row adds up, ends at 0", () => {
    const years = amortizationSchedule(500_000, 10.5, 60)
    expect(years.map((y) => y.months.length)).toEqual([12, 12, 12, 12, 12])
    const months = years.flatMap((y) => y.months)
    // First month: interest 5,00,000 × 0.875% = 4,375; principal 10,746.95 − 4,375 = 6,371.95.
    expect(months[0]).toEqual({
      month: 1,
      opening: 500_000,
      principal: 6_372,
      interest: 4_375,
      payment: 10_747,
      closing: 493_628
    })
    expect(months.at(-1)?.closing).toBe(0)
    expect(months.reduce((s, m) => s + m.principal, 0)).toBe(500_000)
    expect(months.reduce((s, m) => s + m.interest, 0)).toBe(144_817)
    expect(years.reduce((s, y) => s + y.payment, 0)).toBe(644_817)
    for (const [i, m] of months.entries()) {
      expect(m.opening - m.principal).toBe(m.closing)
      if (i > 0) expect(m.opening).toBe(months[i - 1]!.closing)
    }
    expect(years[1]).toMatchObject({ year: 2, opening: years[0]!.closing })
  })

  it("ends a tenure that is not whole years with a short last year", () => {
    const years = amortizationSchedule(100_000, 12, 30)
    expect(years.map((y) => y.months.length)).toEqual([12, 12, 6])
    expect(years.at(-1)?.closing).toBe(0)
    expect(years.flatMap((y) => y.months).map((m) => m.month)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it("is in the results beside the EMI", () => {
    const r = calculatorResults(at("home", { amount: 5_000_000, rate: 8.5, tenure: 30, unit: "Year" }))
    expect(r.schedule).toHaveLength(30)
    expect(r.schedule.reduce((s, y) => s + y.interest, 0)).toBe(r.emi.totalInterest)
  })
})

describe("query string (ours: share and restore a result)", () => {
  it("writes the tab's inputs", () => {
    const home = at("home", { employment: "Self Employed", amount: 2_500_000, rate: 8.5, tenure: 20, unit: "Year" })
    expect(encodeCalculatorQuery("emi", home)).toBe(
      "calc=emi&type=home&employment=Self+Employed&amount=2500000&rate=8.5&tenure=20&unit=Year"
    )
    expect(encodeCalculatorQuery("emi", personal({ amount: 300_000, rate: 12.5, tenure: 36 }))).toBe(
      "calc=emi&type=personal&amount=300000&rate=12.5&tenure=36&unit=Months"
    )
    expect(encodeCalculatorQuery("eligibility", personal({ income: 50_000, obligation: 5_000, tenure: 60 }))).toBe(
      "calc=eligibility&type=personal&income=50000&obligation=5000&tenure=60&unit=Months"
    )
  })

  it("reads back what it wrote", () => {
    const home = {
      ...chooseLoanType({ ...defaultInputs, employment: "Self Employed" }, "home"),
      amount: 2_500_000,
      rate: 8.5,
      tenure: 20,
      unit: "Year" as const
    }
    expect(decodeCalculatorQuery(`?${encodeCalculatorQuery("emi", home)}`)).toEqual({ tab: "emi", inputs: home })
    const elig = personal({ income: 50_000, obligation: 5_000, tenure: 60 })
    expect(decodeCalculatorQuery(encodeCalculatorQuery("eligibility", elig))).toEqual({
      tab: "eligibility",
      inputs: elig
    })
  })

  it("reads names, any case, and the alternative spellings of units and employment", () => {
    expect(
      decodeCalculatorQuery("type=Loan%20Against%20Property&employment=self-employed&unit=years").inputs
    ).toMatchObject({
      loanType: "property",
      employment: "Self Employed",
      unit: "Year",
      tenure: 1
    })
    expect(decodeCalculatorQuery(new URLSearchParams({ type: "COMMERCIAL-VEHICLE" })).inputs.loanType).toBe(
      "commercial-vehicle"
    )
  })

  it("ignores junk and clamps", () => {
    expect(decodeCalculatorQuery("")).toEqual({ tab: "emi", inputs: defaultInputs })
    expect(decodeCalculatorQuery("?type=nonsense&unit=fortnights&employment=pirate&calc=maybe")).toEqual({
      tab: "emi",
      inputs: defaultInputs
    })
    expect(decodeCalculatorQuery("amount=-5&rate=abc&tenure=1e3&income=%20&obligation=12,000").inputs).toEqual(
      defaultInputs
    )
    expect(decodeCalculatorQuery("amount=999999999999&rate=99.5&tenure=1000&income=0").inputs).toMatchObject({
      amount: 10_000_000,
      rate: 30,
      tenure: 84,
      income: 15_000
    })
    expect(decodeCalculatorQuery("amount=25000.6").inputs.amount).toBe(25_001)
    expect(decodeCalculatorQuery("calc=eligibility&tenure=30").inputs.tenure).toBe(36)
  })

  it("opens eligibility for Personal Loan only, and uses the default tab when calc is absent", () => {
    expect(decodeCalculatorQuery("calc=eligibility").tab).toBe("eligibility")
    expect(decodeCalculatorQuery("calc=ELIGIBILITY").tab).toBe("eligibility")
    expect(decodeCalculatorQuery("calc=eligibility&type=home").tab).toBe("emi")
    expect(decodeCalculatorQuery("", "eligibility").tab).toBe("eligibility")
    expect(decodeCalculatorQuery("calc=emi", "eligibility").tab).toBe("emi")
  })
})

describe("Apply Now (spec section 2)", () => {
  it("goes to /resources/apply-now with the product dropdown, else to the apply form with the loan type's name", () => {
    expect(applyNowHref("home", true)).toBe("/resources/apply-now")
    expect(applyNowHref("property", false)).toBe("/apply?loanType=Loan%20Against%20Property")
  })
})

describe("See offers for this loan (issue 31)", () => {
  it("carries the amount, the tenure in months and the loan type's name to the offers page", () => {
    expect(offersHref({ loanType: "home", amount: 2500000, tenure: 20, unit: "Year" })).toBe(
      "/offers?amount=2500000&tenure=240&loanType=Home+Loan"
    )
    expect(offersHref({ loanType: "personal", amount: 300000, tenure: 18, unit: "Months" })).toBe(
      "/offers?amount=300000&tenure=18&loanType=Personal+Loan"
    )
  })
})

describe("properties", () => {
  const loanType = Arbitrary.schema(Schema.Literals(loanProducts.map((p) => p.id)))
  const employment = Arbitrary.schema(Schema.Literals(employmentTypes))
  const unit = Arbitrary.schema(Schema.Literals(tenureUnits))
  const tab = Arbitrary.schema(Schema.Literals(calculatorTabs))
  const field = Arbitrary.schema(Schema.Literals(numericFields))
  const anyNumber = Arbitrary.schema(Schema.Number)
  const anyText = Arbitrary.schema(Schema.String)
  const rawInputs = Arbitrary.all({
    loanType,
    employment,
    unit,
    amount: anyNumber,
    rate: anyNumber,
    tenure: anyNumber,
    income: anyNumber,
    obligation: anyNumber
  })
  const allWithin = (inputs: CalculatorInputs) => numericFields.every((f) => within(f, inputs))

  it("clamping puts any values inside the limits, and clamping again changes nothing", async () => {
    await property(Arbitrary.all({ raw: rawInputs, tab }), ({ raw, tab }) => {
      const inputs = clampInputs(raw, tab)
      return allWithin(inputs) && JSON.stringify(clampInputs(inputs, tab)) === JSON.stringify(inputs)
    })
  })

  it("every rule keeps the inputs inside the limits: typing, sliding, unit, employment and loan type", async () => {
    const steps = Arbitrary.array(
      Arbitrary.all({
        kind: Arbitrary.schema(Schema.Literals(["type", "slide", "unit", "employment", "loanType"])),
        field,
        text: anyText,
        value: anyNumber,
        unit,
        employment,
        loanType,
        tab
      }),
      { maxLength: 12 }
    )
    await property(
      Arbitrary.all({ start: rawInputs, steps }),
      ({ start, steps }) => {
        let inputs = clampInputs(start)
        for (const s of steps) {
          if (s.kind === "type") inputs = typeValue(inputs, s.field, s.text, s.tab).inputs
          if (s.kind === "slide") inputs = slideValue(inputs, s.field, s.value, s.tab)
          if (s.kind === "unit") inputs = switchTenureUnit(inputs, s.unit, s.tab)
          if (s.kind === "employment") inputs = chooseEmployment(inputs, s.employment, s.tab)
          if (s.kind === "loanType") inputs = chooseLoanType(inputs, s.loanType)
          if (!allWithin(inputs)) return false
        }
        return true
      },
      500
    )
  })

  it("results stay inside the limits: EMI × months covers the principal, shares add to 100, eligibility within 0 and the maximum", async () => {
    await property(rawInputs, (raw) => {
      const inputs = clampInputs(raw)
      const r = calculatorResults(inputs)
      const months = tenureInMonths(inputs)
      const e = r.eligibility
      return (
        r.emi.emi > 0 &&
        r.emi.emi * months >= inputs.amount &&
        r.emi.totalPayment >= inputs.amount &&
        r.emi.totalInterest > 0 &&
        r.emi.principalShare + r.emi.interestShare === 100 &&
        (e === undefined ||
          (e.eligibleAmount >= 0 &&
            e.eligibleAmount <= calculatorLimits.personal.amount.max &&
            e.years >= 1 &&
            e.years <= 7 &&
            (e.eligibleAmount === 0 || e.emi.emi * e.years * 12 >= e.eligibleAmount)))
      )
    })
  })

  it("the exact instalment × months is never below the principal, for any positive amount, rate and tenure", async () => {
    const loan = Arbitrary.all({
      principal: Arbitrary.schema(Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 1e10 }))),
      rate: Arbitrary.schema(Schema.Number.check(Schema.isBetween({ minimum: 0.01, maximum: 60 }))),
      months: Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 600 })))
    })
    await property(
      loan,
      ({ principal, rate, months }) => monthlyInstalment(principal, rate, months) * months >= principal * (1 - 1e-12)
    )
  })

  it("every schedule adds up: principal sums to the amount, interest to the total, last balance 0, payments about the EMI", async () => {
    await property(
      rawInputs,
      (raw) => {
        const inputs = clampInputs(raw)
        const months = tenureInMonths(inputs)
        const { emi, schedule } = calculatorResults(inputs)
        const rows = schedule.flatMap((y) => y.months)
        const exact = monthlyInstalment(inputs.amount, inputs.rate, months)
        return (
          rows.length === months &&
          rows.reduce((s, m) => s + m.principal, 0) === inputs.amount &&
          rows.reduce((s, m) => s + m.interest, 0) === emi.totalInterest &&
          rows.at(-1)?.closing === 0 &&
          rows.every(
            (m) =>
              m.principal >= 0 &&
              m.interest >= 0 &&
              m.opening - m.principal === m.closing &&
              Math.abs(m.payment - exact) <= 2
          )
        )
      },
      300
    )
  })

  it("a shared link restores the tab's inputs; any junk in a link still gives inputs inside the limits", async () => {
    await property(Arbitrary.all({ raw: rawInputs, tab }), ({ raw, tab }) => {
      const inputs = clampInputs(raw, tab)
      const decoded = decodeCalculatorQuery(encodeCalculatorQuery(tab, inputs))
      const expectedTab = tab === "eligibility" && hasEligibility(inputs.loanType) ? "eligibility" : "emi"
      const kept = [...tabFields[tab]] as Array<keyof CalculatorInputs>
      if (tab === "emi" && hasEmploymentChoice(inputs.loanType)) kept.push("employment")
      return (
        decoded.tab === expectedTab &&
        decoded.inputs.loanType === inputs.loanType &&
        decoded.inputs.unit === inputs.unit &&
        (expectedTab !== tab || kept.every((k) => decoded.inputs[k] === inputs[k])) &&
        allWithin(decoded.inputs)
      )
    })
    const junk = Arbitrary.all(
      Object.fromEntries(["calc", "type", "employment", "unit", ...numericFields].map((k) => [k, anyText]))
    )
    await property(junk, (params) => allWithin(decodeCalculatorQuery(new URLSearchParams(params)).inputs))
  })
})

describe("the calculator's screen texts", () => {
  it("the EMI tab asks for amount, rate and tenure; the eligibility tab for income, obligation and tenure", () => {
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

describe("a value that is slid or not a number", () => {
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
