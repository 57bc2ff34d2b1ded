/**
 * Balance transfer, against figures worked by hand (bc, 20 decimals), EMI = P·R·(1+R)^N / ((1+R)^N − 1):
 *   ₹10,00,000 over 120 months at 10%: R = 0.0083333, EMI 13,215.0737; at 9%: R = 0.0075, EMI 12,667.5774.
 */
import { describe, expect, it } from "vitest"
import { balanceTransfer } from "./balance-transfer.ts"

const move = { outstanding: 1_000_000, rate: 10, tenure: 120, newRate: 9, feePercent: 1, topUp: 0 } as const

describe("balance transfer", () => {
  it("10% to 9% on ₹10 lakh over 10 years, 1% fee: pays for itself in month 22", () => {
    // Saving 13,215.0737 − 12,667.5774 = 547.4963 a month; fee 1% = 10,000 + GST 1,800 = 11,800
    // 11,800 / 547.4963 = 21.55 -> month 22 (21 months save 11,497.42, 22 save 12,044.92)
    // Net = 547.4963 × 120 − 11,800 = 53,899.56
    const r = balanceTransfer(move)
    expect(r.oldEmi).toBeCloseTo(13_215.07, 2)
    expect(r.newEmi).toBeCloseTo(12_667.58, 2)
    expect(r.monthlySaving).toBeCloseTo(547.5, 2)
    expect(r.feePaise).toBe(1_000_000)
    expect(r.feeGstPaise).toBe(180_000)
    expect(r.switchCostPaise).toBe(1_180_000)
    expect(r.breakEvenMonth).toBe(22)
    expect(r.netSaving).toBeCloseTo(53_899.56, 2)
  })

  it("with a ₹5 lakh top-up: the new EMI grows by the top-up's own, the saving is the same", () => {
    // ₹15,00,000 at 9% over 120 months: 1.5 × 12,667.5774 = 19,001.3661; the top-up's part 6,333.7887
    // Fee 1% of 15,00,000 = 15,000 + GST 2,700; the switch's own cost is still 11,800, so month 22 again
    const r = balanceTransfer({ ...move, topUp: 500_000 })
    expect(r.newEmi).toBeCloseTo(19_001.37, 2)
    expect(r.topUpEmi).toBeCloseTo(6_333.79, 2)
    expect(r.feePaise).toBe(1_500_000)
    expect(r.feeGstPaise).toBe(270_000)
    expect(r.monthlySaving).toBeCloseTo(547.5, 2)
    expect(r.breakEvenMonth).toBe(22)
  })

  it("a transfer that never pays for itself (the boundary): half a percent less for 12 months, 2% fee", () => {
    // ₹2,00,000 over 12 months: at 10% EMI 17,583.1774, at 9.5% 17,536.7024; saving 46.4751 a month
    // Fee 2% = 4,000 + GST 720 = 4,720; 12 months save 557.70; net 557.70 − 4,720 = −4,162.30: never
    const r = balanceTransfer({ outstanding: 200_000, rate: 10, tenure: 12, newRate: 9.5, feePercent: 2, topUp: 0 })
    expect(r.monthlySaving).toBeCloseTo(46.48, 2)
    expect(r.switchCostPaise).toBe(472_000)
    expect(r.netSaving).toBeCloseTo(-4_162.3, 2)
    expect(r.breakEvenMonth).toBeUndefined()
  })

  it("a higher new rate never pays; no fee at a lower rate pays in the first month", () => {
    expect(balanceTransfer({ ...move, newRate: 11 }).breakEvenMonth).toBeUndefined()
    expect(balanceTransfer({ ...move, newRate: 11 }).monthlySaving).toBeLessThan(0)
    expect(balanceTransfer({ ...move, feePercent: 0 }).breakEvenMonth).toBe(1)
  })
})
