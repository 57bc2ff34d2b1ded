import { describe, expect, it } from "vitest"
import { aprPercent, compoundedAnnualPercent, emiPaise, gstPaise, repaymentSchedule, toPaise } from "./apr.ts"

describe("the repayment schedule, to the paisa", () => {
  it("₹1,00,000 at 12% for 12 months: EMI ₹8,884.88, the first month's interest ₹1,000, ends at exactly zero", () => {
    // EMI = 100000 × 0.01 × 1.01^12 / (1.01^12 − 1) = 8,884.8789 → ₹8,884.88
    expect(emiPaise(10_000_000, 12, 12)).toBe(888_488)
    const rows = repaymentSchedule(10_000_000, 12, 12)
    expect(rows[0]).toEqual({
      month: 1,
      opening: 10_000_000,
      instalment: 888_488,
      interest: 100_000,
      principal: 788_488,
      closing: 9_211_512
    })
    // month 2: 92,115.12 × 1% = 921.1512 → ₹921.15
    expect(rows[1]?.interest).toBe(92_115)
    expect(rows).toHaveLength(12)
    expect(rows.at(-1)?.closing).toBe(0)
    expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(10_000_000)
  })

  it("a zero rate repays the principal in equal parts, the last one taking the remainder", () => {
    const rows = repaymentSchedule(1_000_00, 0, 3) // ₹1,000 over 3 months
    expect(rows.map((r) => r.instalment)).toEqual([33_334, 33_334, 33_332])
    expect(rows.at(-1)?.closing).toBe(0)
  })
})

describe("APR: the annualised IRR of the net amount disbursed (RBI KFS circular, 15 April 2024)", () => {
  it("the issue's published KFS: ₹47,000 at 21% fixed, 24 EMIs of ₹2,415.14, fee ₹1,175 + 18% GST → 24.15%", () => {
    // GST 1,175 × 18% = ₹211.50; net disbursed 47,000 − 1,175 − 211.50 = ₹45,613.50
    expect(gstPaise(117_500)).toBe(21_150)
    const net = toPaise(47_000 - 1_175 - 211.5)
    const instalments = Array.from({ length: 24 }, () => 241_514)
    // monthly IRR × 12 gives 24.15%; compounded, (1 + r)^12 − 1 would give 27.02%: the KFS figure is the former
    expect(aprPercent(net, instalments)).toBeCloseTo(24.15, 2)
    expect(compoundedAnnualPercent(net, instalments)).toBeCloseTo(27.02, 2)
  })

  it("no upfront charge: the APR is the loan's own rate", () => {
    const rows = repaymentSchedule(toPaise(200_000), 10.5, 36)
    expect(
      aprPercent(
        toPaise(200_000),
        rows.map((r) => r.instalment)
      )
    ).toBeCloseTo(10.5, 2)
  })

  it("one month: ₹10,000 at 12% repaid with ₹10,100, fee ₹100 (no GST): net ₹9,900, IRR 200/9,900 a month", () => {
    // 9,900 × (1 + r) = 10,100 → r = 200/9,900 = 2.0202% a month → 24.24% a year
    expect(aprPercent(990_000, [1_010_000])).toBeCloseTo(24.2424, 3)
  })

  it("instalments that do not exceed the net amount: 0%", () => {
    expect(aprPercent(1_000_000, [500_000, 500_000])).toBe(0)
  })

  it("two months, no charge, 12%: ₹10,000 repaid as ₹5,075.12 and ₹5,075.13", () => {
    // EMI = 10000 × 0.01 × 1.0201 / 0.0201 = 5,075.1244 → ₹5,075.12; interest 100, then 50.75; last 5,025.12 + 50.25
    const rows = repaymentSchedule(1_000_000, 12, 2)
    expect(rows.map((r) => [r.interest, r.principal, r.instalment])).toEqual([
      [10_000, 497_512, 507_512],
      [5_025, 502_488, 507_513]
    ])
  })
})
