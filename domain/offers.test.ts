import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type Catalogue, Catalogue as CatalogueSchema } from "./lenders.ts"
import { reasonInEnglish } from "./offer-reasons.ts"
import { sampleLender, sampleProduct } from "./offers.fixtures.ts"
import { type Offer, type OfferRequest, offersFor, principalForEmi, yearsBetween } from "./offers.ts"

const request: OfferRequest = {
  loanType: "Personal Loan",
  amount: 100_000,
  tenureMonths: 12,
  employment: "Salaried",
  netMonthlyIncome: 60_000,
  existingEmis: 0,
  dateOfBirth: "1990-06-15",
  today: "2026-11-28",
  pincode: "400001",
  credit: { _tag: "Band", band: "750+" }
}

const a = sampleLender("alpha", "Alpha Finance Limited")
const catalogue = (products: Catalogue["products"], lenders = [a]): Catalogue => ({ version: 7, lenders, products })

const only = (c: Catalogue, r: OfferRequest = request): Offer => {
  const result = offersFor(r, c)
  expect(result.noMatches).toEqual([])
  expect(result.offers).toHaveLength(1)
  return result.offers[0]!
}

describe("an offer, priced by hand", () => {
  it("₹1,00,000 at 12% for 12 months, fee 2% (₹2,000 + ₹360 GST) and ₹500 + GST to a third party", () => {
    const offer = only(
      catalogue([
        sampleProduct("alpha", {
          otherUpfrontCharges: [{ name: "Stamp duty", amount: 500, payee: "third-party", gst: true }]
        })
      ])
    )
    expect(offer.amount).toBe(100_000)
    expect(offer.cappedBy).toBeNull()
    expect(offer.ratePercent).toBe(12)
    expect(offer.emi).toBe(8_884.88)
    expect(offer.processingFee).toBe(2_000)
    expect(offer.processingFeeGst).toBe(360)
    expect(offer.otherCharges).toEqual([{ name: "Stamp duty", amount: 500, gst: 90, payee: "third-party" }])
    // 2,000 + 360 + 500 + 90
    expect(offer.upfrontCharges).toBe(2_950)
    expect(offer.netDisbursed).toBe(97_050)
    // 11 × 8,884.88 + last instalment − 1,00,000: the schedule's interest to the paisa
    expect(offer.totalInterest).toBe(6_618.53)
    expect(offer.totalCost).toBe(9_568.53)
    // the monthly IRR of 97,050 against twelve instalments of 8,884.88, × 12: 17.7257% (bisection, worked apart from
    // this code) → 17.73%
    expect(offer.apr).toBe(17.73)
    expect(offer.catalogueVersion).toBe(7)
    expect(offer.schedule.at(-1)?.closing).toBe(0)
  })

  it("the processing fee is held within its minimum and maximum", () => {
    const small = only(catalogue([sampleProduct("alpha")]), { ...request, amount: 50_000 })
    expect(small.processingFee).toBe(1_000) // 2% would be ₹1,000 exactly
    const low = only(
      catalogue([sampleProduct("alpha", { processingFee: { percent: 1, minimum: 1_500, maximum: 5_000 } })])
    )
    expect(low.processingFee).toBe(1_500)
    const high = only(
      catalogue([sampleProduct("alpha", { processingFee: { percent: 10, minimum: 0, maximum: 5_000 } })])
    )
    expect(high.processingFee).toBe(5_000)
    expect(high.processingFeeGst).toBe(900)
  })

  it("the amount is capped by the lender's maximum, and by the FOIR room", () => {
    expect(
      only(catalogue([sampleProduct("alpha")]), { ...request, amount: 20_00_000, netMonthlyIncome: 10_00_000 })
    ).toMatchObject({
      amount: 10_00_000,
      cappedBy: "lender-maximum"
    })
    // income ₹30,000, FOIR 50% → ₹15,000, less ₹10,000 of EMIs → ₹5,000 a month; at 12% for 12 months that repays
    // 5,000 × (1 − 1.01^−12) / 0.01 = ₹56,275.38 → ₹56,275
    expect(principalForEmi(5_000, 12, 12)).toBe(56_275)
    const capped = only(catalogue([sampleProduct("alpha")]), {
      ...request,
      netMonthlyIncome: 30_000,
      existingEmis: 10_000
    })
    expect(capped).toMatchObject({ amount: 56_275, cappedBy: "foir" })
    expect(capped.emi).toBeLessThanOrEqual(5_000)
  })

  it("the rate follows the band, the score, or the rate for an unknown score", () => {
    const c = catalogue([sampleProduct("alpha")])
    expect(only(c, { ...request, credit: { _tag: "Band", band: "700-749" } }).ratePercent).toBe(14)
    expect(only(c, { ...request, credit: { _tag: "Score", score: 699 } }).ratePercent).toBe(18)
    expect(only(c, { ...request, credit: { _tag: "Score", score: 750 } }).ratePercent).toBe(12)
    expect(only(c, { ...request, credit: { _tag: "Unknown" } }).ratePercent).toBe(20)
  })

  it("no foreclosure charge on a floating-rate personal loan; the lender's charge on a fixed one", () => {
    expect(only(catalogue([sampleProduct("alpha", { rateType: "floating" })])).foreclosurePercent).toBe(0)
    expect(only(catalogue([sampleProduct("alpha")]))).toMatchObject({ foreclosurePercent: 4, partPrepaymentPercent: 2 })
  })
})

describe("lenders that do not match, and why", () => {
  const reasonFor = (r: Partial<OfferRequest>, product = sampleProduct("alpha"), lender = a) => {
    const result = offersFor({ ...request, ...r }, catalogue([product], [lender]))
    expect(result.offers).toEqual([])
    return result.noMatches[0]?.reason
  }

  it("each rule, with its figures", () => {
    expect(reasonFor({ netMonthlyIncome: 24_999 })).toEqual({ _tag: "IncomeBelowMinimum", minimum: 25_000 })
    expect(reasonFor({ amount: 49_999 })).toEqual({ _tag: "AmountBelowMinimum", minimum: 50_000 })
    expect(reasonFor({ tenureMonths: 61 })).toEqual({ _tag: "TenureOutOfRange", minimum: 12, maximum: 60 })
    // 21 on 29 November 2026, not the day before
    expect(reasonFor({ dateOfBirth: "2005-11-29" })).toEqual({ _tag: "AgeBelowMinimum", minimum: 21 })
    expect(reasonFor({ dateOfBirth: "1967-11-28" })).toEqual({ _tag: "AgeAboveMaximum", maximum: 58 })
    // 57 today, 61 after 48 months
    expect(reasonFor({ dateOfBirth: "1969-01-01", tenureMonths: 48 })).toEqual({
      _tag: "AgeAtMaturityAboveMaximum",
      maximum: 60
    })
    expect(reasonFor({ employment: "Self Employed" })).toEqual({
      _tag: "EmploymentNotServed",
      employmentTypes: ["Salaried"]
    })
    expect(reasonFor({ credit: { _tag: "Score", score: 649 } })).toEqual({
      _tag: "CreditScoreBelowMinimum",
      minimum: 650
    })
    expect(reasonFor({ credit: { _tag: "Band", band: "300-649" } })).toEqual({
      _tag: "CreditScoreBelowMinimum",
      minimum: 650
    })
    expect(
      reasonFor(
        { credit: { _tag: "Unknown" } },
        sampleProduct("alpha", { rates: { ...sampleProduct("a").rates, unknown: null } })
      )
    ).toEqual({ _tag: "CreditBandNotServed", band: "unknown" })
    const mumbai = sampleProduct("alpha", {
      eligibility: {
        ...sampleProduct("a").eligibility,
        serviceArea: { kind: "pincodes", pincodes: ["400", "110001"], cities: ["Mumbai", "New Delhi"] }
      }
    })
    expect(reasonFor({ pincode: "560001" }, mumbai)).toEqual({
      _tag: "PincodeNotServed",
      cities: ["Mumbai", "New Delhi"]
    })
    // ₹30,000 × 50% − ₹14,000 = ₹1,000 a month repays far less than the ₹50,000 minimum
    expect(reasonFor({ netMonthlyIncome: 30_000, existingEmis: 14_000 })).toEqual({
      _tag: "NoRoomForEmi",
      foirCapPercent: 50,
      largestEmi: 1_000
    })
    expect(reasonFor({}, sampleProduct("alpha"), { ...a, takingApplications: false })).toEqual({ _tag: "Paused" })
  })

  it("business vintage, for business loans", () => {
    const business = sampleProduct("alpha", {
      loanType: "Business Loan",
      eligibility: { ...sampleProduct("a").eligibility, minimumBusinessVintageYears: 3 }
    })
    expect(reasonFor({ loanType: "Business Loan" }, business)).toEqual({ _tag: "BusinessVintageNeeded", minimum: 3 })
    expect(reasonFor({ loanType: "Business Loan", businessVintageYears: 2 }, business)).toEqual({
      _tag: "BusinessVintageBelowMinimum",
      minimum: 3
    })
  })

  it("in plain words", () => {
    expect(reasonInEnglish({ _tag: "IncomeBelowMinimum", minimum: 25_000 })).toBe(
      "needs a monthly income of at least ₹25,000"
    )
    expect(reasonInEnglish({ _tag: "Paused" })).toBe("is not taking applications at the moment")
  })

  it("yearsBetween counts whole years", () => {
    expect(yearsBetween("2000-02-29", "2026-02-28")).toBe(25)
    expect(yearsBetween("2000-02-29", "2026-03-01")).toBe(26)
  })
})

describe("ranking: APR, then total cost, then the lender's name", () => {
  it("orders by APR; ties by total cost; then by name", () => {
    const lenders = [
      sampleLender("zeta", "Zeta Capital Limited"),
      sampleLender("beta", "Beta Bank Limited"),
      sampleLender("gamma", "Gamma Finance Limited"),
      sampleLender("delta", "Delta Loans Limited")
    ]
    const rates = (r: number) => ({ "750+": r, "700-749": r, "650-699": r, "300-649": null, unknown: r })
    const c = catalogue(
      [
        sampleProduct("zeta", { rates: rates(11) }),
        sampleProduct("beta", { rates: rates(11) }),
        sampleProduct("gamma", { rates: rates(10) }),
        sampleProduct("delta", { rates: rates(13) })
      ],
      lenders
    )
    const names = offersFor(request, c).offers.map((o) => o.lender.id)
    expect(names).toEqual(["gamma", "beta", "zeta", "delta"])
  })

  it("a lender only for another loan type is not listed", () => {
    const c = catalogue([sampleProduct("alpha", { loanType: "Home Loan" })])
    expect(offersFor(request, c)).toEqual({ offers: [], noMatches: [] })
  })
})

const decode = Schema.decodeUnknownSync(CatalogueSchema)

describe("the catalogue schema", () => {
  it("accepts the sample and refuses a product of an unknown lender, or two for one loan type", () => {
    const ok = catalogue([sampleProduct("alpha")])
    expect(decode(ok)).toBeTruthy()
    expect(() => decode(catalogue([sampleProduct("nobody")]))).toThrow(
      "Every product must belong to a lender in the catalogue"
    )
    expect(() => decode(catalogue([sampleProduct("alpha"), sampleProduct("alpha")]))).toThrow(
      "A lender has one product per loan type"
    )
  })

  it("names the field that fails", () => {
    const bad = (product: Catalogue["products"][number]) => () => decode(catalogue([product]))
    expect(bad(sampleProduct("alpha", { amount: { minimum: 9, maximum: 1 } }))).toThrow(
      "Amount: the minimum must not exceed the maximum"
    )
    expect(
      bad(sampleProduct("alpha", { eligibility: { ...sampleProduct("a").eligibility, foirCapPercent: 101 } }))
    ).toThrow("FOIR cap must be at most 100%")
    expect(bad(sampleProduct("alpha", { bounceCharge: 10.001 }))).toThrow("Bounce charge must be in rupees and paise")
    expect(() => decode(catalogue([], [{ ...a, coolingOffDays: 0 }]))).toThrow("Cooling-off period must be at least 1")
    expect(() => decode(catalogue([], [{ ...a, website: "http://alpha.in" }]))).toThrow(
      "Website must be an https:// address"
    )
  })
})
