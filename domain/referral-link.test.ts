/**
 * A referral link's referrer (spec section 2 "Referral landing", section 6): letters for the name, at most 100 of
 * them, and a 10-digit mobile starting with 6-9. Values at each edge, written out by hand.
 */
import { describe, expect, it } from "vitest"
import { isValidReferralLink } from "./referral-link.ts"

describe("isValidReferralLink", () => {
  it("takes a name of letters, spaces, apostrophes and hyphens with a valid mobile", () => {
    expect(isValidReferralLink("Ravi Kumar", "9876543210")).toBe(true)
    expect(isValidReferralLink("D'Souza-Rao", "6000000000")).toBe(true)
  })
  it("takes a name of exactly 100 letters and refuses 101", () => {
    expect(isValidReferralLink("a".repeat(100), "9876543210")).toBe(true)
    expect(isValidReferralLink("a".repeat(101), "9876543210")).toBe(false)
  })
  it("refuses an empty name or one with other characters", () => {
    expect(isValidReferralLink("", "9876543210")).toBe(false)
    expect(isValidReferralLink("Ravi2", "9876543210")).toBe(false)
  })
  it("refuses a mobile with anything before or after its 10 digits", () => {
    expect(isValidReferralLink("Ravi", "19876543210")).toBe(false)
    expect(isValidReferralLink("Ravi", "98765432101")).toBe(false)
    expect(isValidReferralLink("Ravi", "+919876543210")).toBe(false)
    expect(isValidReferralLink("Ravi", "5876543210")).toBe(false)
  })
})
