/** Sample lenders and products for the tests and the benchmark: invented figures, not any lender's terms. */
import type { Catalogue, Lender, LenderProduct } from "./lenders.ts"

export const sampleLender = (id: string, legalName: string, overrides: Partial<Lender> = {}): Lender => ({
  id,
  legalName,
  kind: "nbfc",
  rbiRegistration: "N-13.02000",
  website: `https://${id}.example.in`,
  grievanceOfficer: { name: "A. Officer", phone: "+91 22 4000 0000", email: `grievance@${id}.example.in` },
  coolingOffDays: 3,
  takingApplications: true,
  prepaymentClass: "none",
  ...overrides
})

export const sampleProduct = (lenderId: string, overrides: Partial<LenderProduct> = {}): LenderProduct => ({
  lenderId,
  loanType: "Personal Loan",
  amount: { minimum: 50_000, maximum: 10_00_000 },
  tenureMonths: { minimum: 12, maximum: 60 },
  rates: { "750+": 12, "700-749": 14, "650-699": 18, "300-649": null, unknown: 20 },
  rateType: "fixed",
  processingFee: { percent: 2, minimum: 1_000, maximum: 10_000 },
  otherUpfrontCharges: [],
  penalCharges: "2% a month on the overdue instalment",
  bounceCharge: 500,
  prepayment: { foreclosurePercent: 4, partPrepaymentPercent: 2 },
  eligibility: {
    ageAtApplication: { minimum: 21, maximum: 58 },
    maximumAgeAtMaturity: 60,
    employmentTypes: ["Salaried"],
    minimumNetMonthlyIncome: 25_000,
    minimumCreditScore: 650,
    foirCapPercent: 50,
    serviceArea: { kind: "all-india" },
    minimumBusinessVintageYears: null
  },
  source: "sample values",
  ...overrides
})

/** `count` lenders, each with a Personal Loan product at slightly different terms. */
export const sampleCatalogue = (count: number): Catalogue => {
  const lenders = Array.from({ length: count }, (_, i) => sampleLender(`lender-${i + 1}`, `Lender ${i + 1} Limited`))
  const products = lenders.map((l, i) =>
    sampleProduct(l.id, {
      rates: { "750+": 10.5 + (i % 10) * 0.5, "700-749": 12 + (i % 7), "650-699": 16, "300-649": null, unknown: 19 },
      processingFee: { percent: 1 + (i % 3) * 0.5, minimum: 999, maximum: 15_000 }
    })
  )
  return { version: 1, lenders, products }
}
