import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  carriedQuery,
  clampMessage,
  clampTool,
  decodeToolQuery,
  encodeToolQuery,
  prepaymentSpec,
  queryFromCalculator,
  transferSpec
} from "./loan-tools-inputs.ts"
import {
  BalanceTransferInputsSchema,
  ForeclosureInputsSchema,
  PartPrepaymentInputsSchema
} from "./loan-tools-schemas.ts"

// ₹1,00,000 at 12% over 12 months, 6 EMIs paid: outstanding 51,492.11 (worked in part-prepayment.test.ts).
const small = { ...prepaymentSpec.defaults, amount: 100_000, rate: 12, tenure: 12, paid: 6, prepayment: 20_000 }

describe("the tools' inputs", () => {
  it("a shared link reopens to the same inputs", () => {
    const query = encodeToolQuery(prepaymentSpec, small)
    expect(query).toBe("amount=100000&rate=12&tenure=12&paid=6&prepayment=20000&frequency=once&reduce=tenure")
    expect(decodeToolQuery(prepaymentSpec, `?${query}`)).toEqual(small)
  })

  it("a link's junk keeps the defaults, and its values are clamped", () => {
    const decoded = decodeToolQuery(transferSpec, "outstanding=abc&rate=99&tenure=0&newRate=7.25&topUp=-5")
    expect(decoded).toEqual({ ...transferSpec.defaults, rate: 30, tenure: 3, newRate: 7.25 })
  })

  it("EMIs paid stay fewer than the tenure; the prepayment no more than the outstanding principal", () => {
    expect(clampTool(prepaymentSpec, { ...small, paid: 12 }).paid).toBe(11)
    expect(clampTool(prepaymentSpec, { ...small, prepayment: 90_000 }).prepayment).toBe(51_492)
    expect(clampMessage(prepaymentSpec, "prepayment", 90_000, small)).toBe(
      "The prepayment cannot be more than the outstanding principal, ₹51,492."
    )
    expect(clampMessage(prepaymentSpec, "paid", 15, small)).toBe(
      "EMIs paid must be fewer than the tenure of 12 months."
    )
    expect(clampMessage(prepaymentSpec, "rate", 45, small)).toBe("Enter a value from 1% to 30%.")
    expect(clampMessage(prepaymentSpec, "rate", 10, small)).toBeUndefined()
  })

  it("empty or zero becomes the minimum on leaving; leading zeros and paise are the calculator's rules", () => {
    expect(clampTool(prepaymentSpec, { ...small, amount: Number.NaN, rate: 0 })).toMatchObject({
      amount: 10_000,
      rate: 1
    })
    expect(clampTool(prepaymentSpec, { ...small, amount: 70_000.6 }).amount).toBe(70_001)
  })

  it("the schemas state the same rules with the same messages", () => {
    const prepayment = Schema.decodeUnknownExit(PartPrepaymentInputsSchema)
    expect(prepayment(small)._tag).toBe("Success")
    expect(String(prepayment({ ...small, prepayment: 60_000 }))).toContain(
      "The prepayment cannot be more than the outstanding principal, ₹51,492."
    )
    expect(String(prepayment({ ...small, paid: 12 }))).toContain(
      "EMIs paid must be fewer than the tenure of 12 months."
    )
    const foreclosure = Schema.decodeUnknownExit(ForeclosureInputsSchema)
    expect(
      String(
        foreclosure({
          ...small,
          rateType: "fixed",
          borrower: "individual",
          lender: "full",
          sanctioned: "from-2026",
          chargePercent: 11
        })
      )
    ).toContain("Enter a value from 0 to 10.")
    expect(Schema.decodeUnknownExit(BalanceTransferInputsSchema)(transferSpec.defaults)._tag).toBe("Success")
  })
})

describe("one loan, carried from tool to tool", () => {
  const prepaymentLink = "amount=100000&rate=12&tenure=12&paid=6&prepayment=20000&frequency=once&reduce=tenure"

  it("between part-prepayment and foreclosure: the same amount, rate, tenure and EMIs paid, nothing else", () => {
    expect(carriedQuery("prepayment", "foreclosure", prepaymentLink)).toBe("amount=100000&rate=12&tenure=12&paid=6")
    expect(carriedQuery("foreclosure", "prepayment", "amount=500000&rate=11&rateType=floating&tenure=60&paid=12")).toBe(
      "amount=500000&rate=11&tenure=60&paid=12"
    )
  })

  it("into a balance transfer: the principal still owed and the months left", () => {
    // 6 of 12 EMIs paid on ₹1,00,000 at 12%: ₹51,492.11 outstanding, 6 months left
    expect(carriedQuery("prepayment", "transfer", prepaymentLink)).toBe("outstanding=51492&rate=12&tenure=6")
  })

  it("out of a balance transfer: the outstanding amount as a loan with nothing paid yet", () => {
    expect(carriedQuery("transfer", "foreclosure", "outstanding=1000000&rate=10&tenure=120&newRate=9")).toBe(
      "amount=1000000&rate=10&tenure=120&paid=0"
    )
  })

  it("a page opened with no query carries the tool's own starting loan", () => {
    // The prepayment tool starts at ₹20,00,000, 8.5%, 240 months, 36 EMIs paid
    expect(carriedQuery("prepayment", "foreclosure", "")).toBe("amount=2000000&rate=8.5&tenure=240&paid=36")
  })

  it("from the EMI calculator: its amount, rate and tenure in months, nothing paid yet", () => {
    const calculator = "calc=emi&type=home&employment=Salaried&amount=2500000&rate=8.5&tenure=20&unit=Year"
    expect(queryFromCalculator("prepayment", calculator)).toBe("amount=2500000&rate=8.5&tenure=240&paid=0")
    expect(queryFromCalculator("transfer", `?${calculator}`)).toBe("outstanding=2500000&rate=8.5&tenure=240")
    expect(
      queryFromCalculator("foreclosure", "calc=emi&type=personal&amount=300000&rate=11&tenure=36&unit=Months")
    ).toBe("amount=300000&rate=11&tenure=36&paid=0")
  })

  it("from a calculator that shows no loan (untouched, or eligibility): no query, the tool's own start", () => {
    expect(queryFromCalculator("prepayment", "")).toBeUndefined()
    expect(
      queryFromCalculator("prepayment", "calc=eligibility&type=personal&income=50000&obligation=0&tenure=5&unit=Year")
    ).toBeUndefined()
  })
})
