import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { type CalculatorInputs, employmentTypes, fieldRange, numericFields, tenureUnits } from "../domain/calculator.ts"
import { defaultInputs, inputsForLoanType, textsOf } from "../domain/calculator-inputs.ts"
import { decodeCalculatorQuery } from "../domain/calculator-query.ts"
import { loanProducts } from "../domain/loans.ts"
import { type CalculatorEvent, type CalculatorInput, calculatorMachine } from "./calculator.machine.ts"

const start = (input: CalculatorInput = {}) => createActor(calculatorMachine, { input }).start()
const ctx = (actor: ReturnType<typeof start>) => actor.getSnapshot().context
const tab = (actor: ReturnType<typeof start>) => actor.getSnapshot().value

describe("calculator machine: opening", () => {
  it("opens on the EMI tab with the defaults clamped into Personal Loan's limits", () => {
    const actor = start()
    expect(tab(actor)).toBe("emi")
    expect(ctx(actor).inputs).toEqual(defaultInputs)
    expect(ctx(actor).texts).toEqual({ amount: "25000", rate: "6", tenure: "12", income: "15000", obligation: "0" })
    // Hand-worked (spec section 9, EMI = P x R x (1+R)^N / ((1+R)^N - 1), R = annual rate / 12):
    //   P = 25,000, rate 6% so R = 0.06 / 12 = 0.005, N = 12 months; (1.005)^12 = 1.0616778
    //   EMI = 25,000 x 0.005 x 1.0616778 / 0.0616778 = 125 x 17.213286 = 2,151.66 -> shown 2,152
    //   total payment = 2,151.6607 x 12 = 25,819.93 -> 25,820; interest = 25,820 - 25,000 = 820
    //   principal share = 25,000 / 25,820 = 96.82 %, interest share 3.18 %
    // Eligibility (Personal Loan, income 15,000, obligation 0, 12 months = 1 year, factor 9026):
    //   usable = 0.65 x 15,000 - 0 = 9,750; amount = 9,750 / 9,026 x 1,00,000 = 1,08,021.27 -> 1,08,021
    //   its EMI at 16% over 12 months: R = 0.16 / 12 = 0.0133333, (1+R)^12 = 1.1722708
    //   EMI = 1,08,021 x 0.0133333 x 1.1722708 / 0.1722708 = 9,800.84 -> 9,801; total 1,17,610; interest 9,589
    const { results } = ctx(actor)
    expect(results.emi).toEqual({
      principal: 25000,
      annualRate: 6,
      months: 12,
      emi: 2152,
      totalInterest: 820,
      totalPayment: 25820,
      principalShare: 96.82,
      interestShare: 3.18
    })
    expect(results.eligibility).toMatchObject({
      years: 1,
      factor: 9026,
      usableMonthly: 9750,
      eligibleAmount: 108021,
      cappedAtMaximum: false,
      emi: { principal: 108021, annualRate: 16, months: 12, emi: 9801, totalPayment: 117610, totalInterest: 9589 }
    })
    // One year of schedule that pays back the 25,000 with the 820 of interest.
    expect(results.schedule).toHaveLength(1)
    expect(results.schedule[0]).toMatchObject({ year: 1, opening: 25000, principal: 25000, interest: 820, closing: 0 })
  })

  it("opens on the eligibility tab when asked, for Personal Loan only", () => {
    expect(tab(start({ tab: "eligibility" }))).toBe("eligibility")
    expect(tab(start({ tab: "eligibility", inputs: inputsForLoanType("home") }))).toBe("emi")
    expect(tab(start({ tab: "emi" }))).toBe("emi")
  })

  it("opens a decoded link as it was shared", () => {
    const link = decodeCalculatorQuery(
      "calc=emi&type=home&employment=Self+Employed&amount=2500000&rate=8.5&tenure=20&unit=Year"
    )
    const actor = start(link)
    expect(tab(actor)).toBe("emi")
    expect(ctx(actor).inputs).toEqual(link.inputs)
    expect(ctx(actor).texts).toMatchObject({ amount: "2500000", rate: "8.5", tenure: "20" })
    expect(ctx(actor).results.emi.emi).toBe(21_696)
  })

  it("clamps hand-made inputs on start, and fits the tenure to whole years on the eligibility tab", () => {
    const actor = start({ tab: "eligibility", inputs: { ...defaultInputs, amount: 5, rate: 99, tenure: 30 } })
    expect(ctx(actor).inputs).toMatchObject({ amount: 25_000, rate: 30, tenure: 36 })
    expect(ctx(actor).texts.tenure).toBe("36")
  })
})

describe("calculator machine: tabs (spec section 4)", () => {
  it("opens the eligibility tab for Personal Loan and goes back to EMI", () => {
    const actor = start()
    actor.send({ type: "Choose tab", tab: "eligibility" })
    expect(tab(actor)).toBe("eligibility")
    actor.send({ type: "Choose tab", tab: "eligibility" })
    expect(tab(actor)).toBe("eligibility")
    actor.send({ type: "Choose tab", tab: "emi" })
    expect(tab(actor)).toBe("emi")
  })

  it("choosing the EMI tab while on it stays on EMI, for Personal Loan too", () => {
    const actor = start()
    actor.send({ type: "Choose tab", tab: "emi" })
    expect(tab(actor)).toBe("emi")
  })

  it("has no eligibility tab for other loan types", () => {
    const actor = start()
    for (const { id } of loanProducts.filter((p) => p.id !== "personal")) {
      actor.send({ type: "Choose loan type", loanType: id })
      actor.send({ type: "Choose tab", tab: "eligibility" })
      expect(tab(actor)).toBe("emi")
    }
  })

  it("rounds a tenure in months to whole years on entering eligibility", () => {
    const actor = start()
    actor.send({ type: "Type", field: "tenure", value: "30" })
    actor.send({ type: "Leave field", field: "tenure" })
    expect(ctx(actor).inputs.tenure).toBe(30)
    actor.send({ type: "Choose tab", tab: "eligibility" })
    expect(ctx(actor).inputs.tenure).toBe(36)
    expect(ctx(actor).texts.tenure).toBe("36")
    expect(ctx(actor).results.eligibility?.years).toBe(3)
  })

  it("choosing another loan type on eligibility returns to EMI with that type's minimums", () => {
    const actor = start({ tab: "eligibility" })
    actor.send({ type: "Choose loan type", loanType: "business" })
    expect(tab(actor)).toBe("emi")
    expect(ctx(actor).inputs).toMatchObject({
      loanType: "business",
      amount: 25_000,
      rate: 14,
      tenure: 12,
      income: 0,
      obligation: 0
    })
    expect(ctx(actor).results.eligibility).toBeUndefined()
  })

  it("choosing Personal Loan again on eligibility stays there and resets to its minimums", () => {
    const actor = start({ tab: "eligibility" })
    actor.send({ type: "Type", field: "income", value: "80000" })
    actor.send({ type: "Choose loan type", loanType: "personal" })
    expect(tab(actor)).toBe("eligibility")
    expect(ctx(actor).inputs).toEqual(defaultInputs)
    expect(ctx(actor).texts.income).toBe("15000")
  })
})

describe("calculator machine: loan type, employment, unit (spec section 4)", () => {
  it("resets amount, rate, tenure, income and obligation to the new type's minimums", () => {
    const actor = start()
    actor.send({ type: "Slide", field: "amount", value: 900_000 })
    actor.send({ type: "Choose tenure unit", unit: "Year" })
    actor.send({ type: "Choose loan type", loanType: "property" })
    expect(ctx(actor).inputs).toEqual({
      ...defaultInputs,
      loanType: "property",
      unit: "Year",
      amount: 100_000,
      rate: 8.5,
      tenure: 1,
      income: 100_000,
      obligation: 0
    })
    expect(ctx(actor).texts).toEqual({ amount: "100000", rate: "8.5", tenure: "1", income: "100000", obligation: "0" })
  })

  it("switches the limit set with employment for Home Loan and LAP, clamping current values", () => {
    const actor = start({ inputs: inputsForLoanType("property") })
    actor.send({ type: "Slide", field: "tenure", value: 240 })
    actor.send({ type: "Type", field: "amount", value: "450000000" })
    actor.send({ type: "Choose employment type", employment: "Self Employed" })
    expect(ctx(actor).inputs).toMatchObject({
      employment: "Self Employed",
      tenure: 180,
      amount: 400_000_000,
      income: 150_000
    })
    expect(ctx(actor).texts).toMatchObject({ tenure: "180", amount: "400000000", income: "150000" })
    expect(ctx(actor).results.emi.months).toBe(180)
  })

  it("ignores employment for loan types without the choice", () => {
    const actor = start()
    actor.send({ type: "Choose employment type", employment: "Self Employed" })
    expect(ctx(actor).inputs.employment).toBe("Salaried")
  })

  it("switches the tenure unit: Year to Months × 12, Months to Year rounding up", () => {
    const actor = start({ inputs: inputsForLoanType("home") })
    actor.send({ type: "Type", field: "tenure", value: "241" })
    actor.send({ type: "Choose tenure unit", unit: "Year" })
    expect(ctx(actor).inputs).toMatchObject({ unit: "Year", tenure: 21 })
    expect(ctx(actor).texts.tenure).toBe("21")
    actor.send({ type: "Choose tenure unit", unit: "Months" })
    expect(ctx(actor).inputs).toMatchObject({ unit: "Months", tenure: 252 })
    expect(ctx(actor).results.emi.months).toBe(252)
  })

  it("switches the unit on the eligibility tab too", () => {
    const actor = start({ tab: "eligibility" })
    actor.send({ type: "Slide", field: "tenure", value: 60 })
    actor.send({ type: "Choose tenure unit", unit: "Year" })
    expect(ctx(actor).inputs).toMatchObject({ unit: "Year", tenure: 5 })
    expect(ctx(actor).results.eligibility?.years).toBe(5)
  })
})

describe("calculator machine: typing, leaving, sliding (spec section 5)", () => {
  it("keeps digits only with leading zeros stripped, and computes with the value leaving would give", () => {
    const actor = start()
    actor.send({ type: "Type", field: "amount", value: "0005,00,000" })
    expect(ctx(actor).texts.amount).toBe("500000")
    expect(ctx(actor).inputs.amount).toBe(500_000)
    actor.send({ type: "Type", field: "rate", value: "10.5" })
    actor.send({ type: "Type", field: "tenure", value: "60" })
    expect(ctx(actor).results.emi.emi).toBe(10_747)
    actor.send({ type: "Type", field: "amount", value: "9" })
    expect(ctx(actor).texts.amount).toBe("9")
    expect(ctx(actor).inputs.amount).toBe(25_000)
  })

  it("leaving a field writes back the minimum for empty or zero and the maximum for too much", () => {
    const actor = start()
    actor.send({ type: "Type", field: "amount", value: "" })
    actor.send({ type: "Leave field", field: "amount" })
    expect(ctx(actor).texts.amount).toBe("25000")
    actor.send({ type: "Type", field: "rate", value: "0" })
    actor.send({ type: "Leave field", field: "rate" })
    expect(ctx(actor).texts.rate).toBe("6")
    actor.send({ type: "Type", field: "amount", value: "99999999" })
    actor.send({ type: "Leave field", field: "amount" })
    expect(ctx(actor).texts.amount).toBe("10000000")
    actor.send({ type: "Type", field: "obligation", value: "5000000" })
    actor.send({ type: "Leave field", field: "obligation" })
    expect(ctx(actor).texts.obligation).toBe("1000000")
    expect(ctx(actor).inputs.obligation).toBe(1_000_000)
  })

  it("rounds an eligibility tenure typed in months to the nearest multiple of 12", () => {
    const actor = start({ tab: "eligibility" })
    actor.send({ type: "Type", field: "tenure", value: "30" })
    expect(ctx(actor).texts.tenure).toBe("30")
    expect(ctx(actor).inputs.tenure).toBe(36)
    actor.send({ type: "Leave field", field: "tenure" })
    expect(ctx(actor).texts.tenure).toBe("36")
  })

  it("computes eligibility from income, obligation and tenure", () => {
    const actor = start({ tab: "eligibility" })
    actor.send({ type: "Type", field: "income", value: "50000" })
    actor.send({ type: "Slide", field: "obligation", value: 5_000 })
    actor.send({ type: "Slide", field: "tenure", value: 60 })
    expect(ctx(actor).results.eligibility).toMatchObject({ eligibleAmount: 1_155_948, years: 5 })
    expect(ctx(actor).results.eligibility?.emi.emi).toBe(28_110)
  })

  it("slides: the rate snaps to 0.1 and every value is clamped; the field shows the value", () => {
    const actor = start()
    actor.send({ type: "Slide", field: "rate", value: 6.300_000_000_000_001 })
    expect(ctx(actor).inputs.rate).toBe(6.3)
    expect(ctx(actor).texts.rate).toBe("6.3")
    actor.send({ type: "Slide", field: "amount", value: 1e12 })
    expect(ctx(actor).texts.amount).toBe("10000000")
    actor.send({ type: "Choose tab", tab: "eligibility" })
    actor.send({ type: "Slide", field: "tenure", value: 50 })
    expect(ctx(actor).inputs.tenure).toBe(48)
  })
})

describe("calculator machine: a link opened while it is on screen", () => {
  it("starts over from the link's tab and inputs", () => {
    const actor = start({ inputs: inputsForLoanType("home") })
    actor.send({ type: "Type", field: "amount", value: "9000000" })
    const link = decodeCalculatorQuery("calc=eligibility&type=personal&income=80000&obligation=5000&tenure=5&unit=Year")
    actor.send({ type: "Open link", ...link })
    expect(tab(actor)).toBe("eligibility")
    expect(ctx(actor).inputs).toEqual(link.inputs)
    expect(ctx(actor).texts).toEqual(textsOf(link.inputs))
    // Hand-worked: the link's EMI inputs stay at the defaults (25,000 at 6%) over its 5 years = 60 months:
    //   R = 0.005, (1.005)^60 = 1.3488502; EMI = 125 x 1.3488502 / 0.3488502 = 483.32 -> 483
    //   total = 483.32 x 60 = 28,999.20 -> 28,999; interest 3,999; shares 86.21 % / 13.79 %
    // Eligibility: usable = 0.65 x 80,000 - 5,000 = 47,000; 5 years -> factor 2379;
    //   amount = 47,000 / 2,379 x 1,00,000 = 19,75,620.0 -> 19,75,620
    //   its EMI at 16% over 60 months: R = 0.0133333, (1+R)^60 = 2.2138069
    //   EMI = 19,75,620 x 0.0133333 x 2.2138069 / 1.2138069 = 48,043.24 -> 48,043; total 28,82,594; interest 9,06,974
    const { results } = ctx(actor)
    expect(results.emi).toEqual({
      principal: 25000,
      annualRate: 6,
      months: 60,
      emi: 483,
      totalInterest: 3999,
      totalPayment: 28999,
      principalShare: 86.21,
      interestShare: 13.79
    })
    expect(results.eligibility).toEqual({
      years: 5,
      factor: 2379,
      usableMonthly: 47000,
      formulaAmount: 1975620,
      eligibleAmount: 1975620,
      cappedAtMaximum: false,
      emi: {
        principal: 1975620,
        annualRate: 16,
        months: 60,
        emi: 48043,
        totalInterest: 906974,
        totalPayment: 2882594,
        principalShare: 68.54,
        interestShare: 31.46
      }
    })
    expect(results.schedule).toHaveLength(5)
  })

  it("opens the EMI tab for a link without eligibility, and clamps hand-made inputs", () => {
    const actor = start({ tab: "eligibility" })
    expect(tab(actor)).toBe("eligibility")
    actor.send({
      type: "Open link",
      tab: "eligibility",
      inputs: { ...inputsForLoanType("business"), amount: 1, rate: 99 }
    })
    expect(tab(actor)).toBe("emi")
    expect(ctx(actor).inputs).toMatchObject({ loanType: "business", amount: 25_000, rate: 30 })
    actor.send({ type: "Open link", tab: "emi", inputs: defaultInputs })
    expect(tab(actor)).toBe("emi")
    expect(ctx(actor).inputs).toEqual(defaultInputs)
  })
})

describe("calculator machine: named actions and guards for the visualizer", () => {
  it("keeps names, not inline functions, in its config", () => {
    const json = JSON.stringify(calculatorMachine.config)
    for (const name of [
      "opensOnEligibility",
      "canOpenEligibility",
      "choosesEmi",
      "choosesLoanTypeWithEligibility",
      "hasEmploymentChoice"
    ]) {
      expect(json).toContain(`"${name}"`)
    }
    for (const name of [
      "chooseLoanType",
      "chooseEmployment",
      "chooseTenureUnit",
      "typeField",
      "leaveField",
      "slideField",
      "fitInputsToEligibility",
      "openLink"
    ]) {
      expect(json).toContain(`"${name}"`)
    }
  })
})

describe("calculator machine: any sequence of events", () => {
  const loanType = Arbitrary.schema(Schema.Literals(loanProducts.map((p) => p.id)))
  const field = Arbitrary.schema(Schema.Literals(numericFields))
  const event: Arbitrary.Arbitrary<CalculatorEvent> = Arbitrary.flatMap(
    Arbitrary.schema(
      Schema.Literals([
        "Choose loan type",
        "Choose tab",
        "Choose employment type",
        "Choose tenure unit",
        "Type",
        "Leave field",
        "Slide",
        "Open link"
      ])
    ),
    (type): Arbitrary.Arbitrary<CalculatorEvent> => {
      switch (type) {
        case "Choose loan type":
          return Arbitrary.map(loanType, (loanType) => ({ type, loanType }))
        case "Choose tab":
          return Arbitrary.map(Arbitrary.schema(Schema.Literals(["emi", "eligibility"])), (tab) => ({ type, tab }))
        case "Choose employment type":
          return Arbitrary.map(Arbitrary.schema(Schema.Literals(employmentTypes)), (employment) => ({
            type,
            employment
          }))
        case "Choose tenure unit":
          return Arbitrary.map(Arbitrary.schema(Schema.Literals(tenureUnits)), (unit) => ({ type, unit }))
        case "Type":
          return Arbitrary.map(Arbitrary.all({ field, value: Arbitrary.schema(Schema.String) }), (e) => ({
            type,
            ...e
          }))
        case "Leave field":
          return Arbitrary.map(field, (field) => ({ type, field }))
        case "Slide":
          return Arbitrary.map(Arbitrary.all({ field, value: Arbitrary.schema(Schema.Number) }), (e) => ({
            type,
            ...e
          }))
        case "Open link":
          return Arbitrary.map(
            Arbitrary.all({
              loanType,
              tab: Arbitrary.schema(Schema.Literals(["emi", "eligibility"])),
              amount: Arbitrary.schema(Schema.Number)
            }),
            ({ loanType, tab, amount }) => ({
              type,
              ...decodeCalculatorQuery(`calc=${tab}&type=${loanType}&amount=${amount}`)
            })
          )
      }
    }
  )
  /**
   * The spec's formulas (section 9) written out here, independent of domain/calculator.ts: the EMI by reducing
   * balance, and eligibility at 16% from 65% of income less obligation over the per-lakh factor of 1-7 years.
   */
  const specEmi = (p: number, annualRate: number, months: number) => {
    if (!(p > 0) || !(annualRate > 0) || !(months > 0)) return 0
    const r = annualRate / 12 / 100
    return (p * r * (1 + r) ** months) / ((1 + r) ** months - 1)
  }
  const factors = [0, 9026, 4849, 3461, 2783, 2379, 2115, 1930]
  const resultsMatchSpec = (inputs: CalculatorInputs, results: ReturnType<typeof ctx>["results"]) => {
    const months = inputs.unit === "Year" ? inputs.tenure * 12 : inputs.tenure
    if (results.emi.emi !== Math.round(specEmi(inputs.amount, inputs.rate, months))) return false
    if (results.emi.months !== months || results.emi.principal !== inputs.amount) return false
    if (inputs.loanType !== "personal") return results.eligibility === undefined
    const years = Math.min(7, Math.max(1, Math.round(inputs.unit === "Year" ? inputs.tenure : inputs.tenure / 12)))
    const amount = Math.min(
      10_000_000,
      Math.max(0, Math.round(((0.65 * inputs.income - inputs.obligation) / factors[years]!) * 100_000))
    )
    return (
      results.eligibility?.years === years &&
      results.eligibility.eligibleAmount === amount &&
      results.eligibility.emi.emi === Math.round(specEmi(amount, 16, years * 12))
    )
  }
  const within = (inputs: CalculatorInputs) =>
    numericFields.every((f) => inputs[f] >= fieldRange(f, inputs).min && inputs[f] <= fieldRange(f, inputs).max)

  it("keeps inputs inside the limits, results in step with them, eligibility for Personal Loan only, left fields showing their value", async () => {
    const sequences = Arbitrary.all({
      startTab: Arbitrary.schema(Schema.Literals(["emi", "eligibility"])),
      events: Arbitrary.array(event, { maxLength: 25 })
    })
    const result = await Effect.runPromise(
      Arbitrary.checkEffect(
        sequences,
        ({ startTab, events }) => {
          const actor = start({ tab: startTab })
          try {
            for (const e of events) {
              actor.send(e)
              const s = actor.getSnapshot()
              const { inputs, texts, results } = s.context
              if (!within(inputs)) return false
              if (!resultsMatchSpec(inputs, results)) return false
              if (s.value === "eligibility" && inputs.loanType !== "personal") return false
              if (e.type === "Leave field" && texts[e.field] !== textsOf(inputs)[e.field]) return false
            }
            return true
          } finally {
            actor.stop()
          }
        },
        { runs: 300, seed: 20_260_501, size: 50 }
      )
    )
    expect(Arbitrary.formatCheckFailure(result)).toBeUndefined()
  })
})
