import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  clampMessage,
  clampTool,
  decodeToolQuery,
  encodeToolQuery,
  prepaymentSpec,
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
