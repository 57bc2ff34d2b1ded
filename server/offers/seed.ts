// Over 300 lines: it is data, sixteen lenders (each with its logo) and their products for eight loan types.
/**
 * The lender catalogue the database starts with (version 1): sixteen of the partners we list, with at least four
 * lenders for each of the eight loan types. Every figure here is a sample value chosen to be plausible for the kind of
 * lender and loan, not the lender's published terms: each product's `source` says so, and staff replace them from each
 * lender's rate page (with its address and the date read) before the marketplace goes live. Registration numbers and
 * grievance contacts are left for staff to enter from the RBI's register and the lenders' own pages rather than
 * invented.
 */
import type { Catalogue, Lender, LenderLogo, LenderProduct, PrepaymentClass } from "../../domain/lenders.ts"
import type { LoanTypeName } from "../../domain/loans.ts"

const sampleSource = "Sample values, not the lender's published terms (catalogue seed, 2026-11-28)"

const lender = (
  id: string,
  legalName: string,
  kind: Lender["kind"],
  website: string,
  prepaymentClass: PrepaymentClass,
  logo: LenderLogo
): Lender => ({
  id,
  legalName,
  kind,
  rbiRegistration: "To be entered from the RBI's register",
  website,
  grievanceOfficer: {
    name: "Grievance Redressal Officer (to be entered)",
    phone: "+91 80 4718 2200",
    email: `grievance.${id}@example.in`
  },
  coolingOffDays: 3,
  takingApplications: true,
  prepaymentClass,
  logo
})

export const seedLenders: ReadonlyArray<Lender> = [
  lender("hdfc-bank", "HDFC Bank Limited", "bank", "https://www.hdfcbank.com", "full", "HDFCBank.svg"),
  lender("icici-bank", "ICICI Bank Limited", "bank", "https://www.icicibank.com", "full", "ICICIBank.svg"),
  lender("state-bank-of-india", "State Bank of India", "bank", "https://sbi.co.in", "full", "StateBankOfIndia.svg"),
  lender("axis-bank", "Axis Bank Limited", "bank", "https://www.axisbank.com", "full", "AxisBank.svg"),
  lender(
    "kotak-mahindra-bank",
    "Kotak Mahindra Bank Limited",
    "bank",
    "https://www.kotak.com",
    "full",
    "KotakMahindraBank.svg"
  ),
  lender(
    "idfc-first-bank",
    "IDFC FIRST Bank Limited",
    "bank",
    "https://www.idfcfirstbank.com",
    "full",
    "IDFCFirstBank.svg"
  ),
  lender("bajaj-finance", "Bajaj Finance Limited", "nbfc", "https://www.bajajfinserv.in", "full", "BajajFinserv.svg"),
  lender("tata-capital", "Tata Capital Limited", "nbfc", "https://www.tatacapital.com", "full", "TataCapital.svg"),
  lender(
    "aditya-birla-finance",
    "Aditya Birla Finance Limited",
    "nbfc",
    "https://finance.adityabirlacapital.com",
    "full",
    "AdityaBirlaCapital.svg"
  ),
  lender(
    "poonawalla-fincorp",
    "Poonawalla Fincorp Limited",
    "nbfc",
    "https://poonawallafincorp.com",
    "up-to-50-lakh",
    "PoonawallaFincorp.svg"
  ),
  lender(
    "shriram-finance",
    "Shriram Finance Limited",
    "nbfc",
    "https://www.shriramfinance.in",
    "full",
    "ShriramFinance.svg"
  ),
  lender(
    "mahindra-finance",
    "Mahindra & Mahindra Financial Services Limited",
    "nbfc",
    "https://www.mahindrafinance.com",
    "full",
    "MahindraFinance.svg"
  ),
  lender(
    "cholamandalam",
    "Cholamandalam Investment and Finance Company Limited",
    "nbfc",
    "https://www.cholamandalam.com",
    "full",
    "CholamandalamFinance.svg"
  ),
  lender(
    "lic-housing-finance",
    "LIC Housing Finance Limited",
    "hfc",
    "https://www.lichousing.com",
    "full",
    "LICHousingFinance.svg"
  ),
  lender(
    "pnb-housing-finance",
    "PNB Housing Finance Limited",
    "hfc",
    "https://www.pnbhousing.com",
    "full",
    "PNBHousingFinance.svg"
  ),
  lender(
    "bajaj-housing-finance",
    "Bajaj Housing Finance Limited",
    "hfc",
    "https://www.bajajhousingfinance.in",
    "full",
    "BajajHousingFinance.svg"
  )
]

/** What a loan type's products share; each lender's product moves the rates by its own step. */
interface TypeTerms {
  readonly amount: readonly [number, number]
  readonly tenure: readonly [number, number]
  /** Rates for 750+, 700-749, 650-699; 300-649 gets no offer; an unknown score the 650-699 rate. */
  readonly rates: readonly [number, number, number]
  readonly rateType: "fixed" | "floating"
  readonly feePercent: number
  readonly fee: readonly [number, number]
  readonly minimumIncome: number
  readonly minimumScore: number
  readonly foir: number
  readonly vintage: number | null
  readonly employment: LenderProduct["eligibility"]["employmentTypes"]
  readonly foreclosure: number
}

const both = ["Salaried", "Self Employed"] as const
const selfEmployed = ["Self Employed"] as const

const terms: Readonly<Record<LoanTypeName, TypeTerms>> = {
  "Personal Loan": {
    amount: [50_000, 40_00_000],
    tenure: [12, 84],
    rates: [10.99, 13.5, 16.5],
    rateType: "fixed",
    feePercent: 2,
    fee: [1_000, 15_000],
    minimumIncome: 25_000,
    minimumScore: 650,
    foir: 55,
    vintage: null,
    employment: both,
    foreclosure: 4
  },
  "Business Loan": {
    amount: [1_00_000, 75_00_000],
    tenure: [12, 60],
    rates: [14, 17, 20],
    rateType: "fixed",
    feePercent: 2.5,
    fee: [2_500, 50_000],
    minimumIncome: 50_000,
    minimumScore: 680,
    foir: 60,
    vintage: 3,
    employment: selfEmployed,
    foreclosure: 4
  },
  "Professional Loan": {
    amount: [2_00_000, 50_00_000],
    tenure: [12, 96],
    rates: [12, 14.5, 17],
    rateType: "fixed",
    feePercent: 2,
    fee: [2_000, 30_000],
    minimumIncome: 60_000,
    minimumScore: 680,
    foir: 60,
    vintage: 2,
    employment: selfEmployed,
    foreclosure: 4
  },
  "Home Loan": {
    amount: [5_00_000, 5_00_00_000],
    tenure: [60, 360],
    rates: [8.5, 9, 9.75],
    rateType: "floating",
    feePercent: 0.5,
    fee: [3_000, 25_000],
    minimumIncome: 25_000,
    minimumScore: 650,
    foir: 60,
    vintage: null,
    employment: both,
    foreclosure: 0
  },
  "Auto Loan": {
    amount: [1_00_000, 1_00_00_000],
    tenure: [12, 84],
    rates: [9, 10.5, 12.5],
    rateType: "fixed",
    feePercent: 1,
    fee: [2_000, 10_000],
    minimumIncome: 25_000,
    minimumScore: 650,
    foir: 55,
    vintage: null,
    employment: both,
    foreclosure: 3
  },
  "Loan Against Property": {
    amount: [5_00_000, 5_00_00_000],
    tenure: [36, 180],
    rates: [9.5, 10.5, 12],
    rateType: "floating",
    feePercent: 1,
    fee: [5_000, 50_000],
    minimumIncome: 35_000,
    minimumScore: 650,
    foir: 65,
    vintage: null,
    employment: both,
    foreclosure: 0
  },
  "Commercial Vehicle Loan": {
    amount: [2_00_000, 1_00_00_000],
    tenure: [12, 72],
    rates: [11, 13, 15.5],
    rateType: "fixed",
    feePercent: 1.5,
    fee: [2_500, 25_000],
    minimumIncome: 30_000,
    minimumScore: 650,
    foir: 60,
    vintage: 1,
    employment: selfEmployed,
    foreclosure: 4
  },
  "Working Capital Loan": {
    amount: [5_00_000, 2_00_00_000],
    tenure: [12, 60],
    rates: [11.5, 13.5, 16],
    rateType: "floating",
    feePercent: 1,
    fee: [5_000, 1_00_000],
    minimumIncome: 75_000,
    minimumScore: 680,
    foir: 60,
    vintage: 3,
    employment: selfEmployed,
    foreclosure: 2
  }
}

/** Lenders per loan type, each with its step on the type's rates (percentage points) and fee. */
const offered: Readonly<Record<LoanTypeName, ReadonlyArray<readonly [string, number, number]>>> = {
  "Personal Loan": [
    ["hdfc-bank", 0, 2],
    ["icici-bank", 0.25, 1.5],
    ["bajaj-finance", 1, 2.5],
    ["tata-capital", 0.5, 2]
  ],
  "Business Loan": [
    ["bajaj-finance", 0.5, 2.5],
    ["tata-capital", 0, 2.5],
    ["idfc-first-bank", -0.5, 2],
    ["aditya-birla-finance", 1, 2]
  ],
  "Professional Loan": [
    ["bajaj-finance", 0, 2],
    ["poonawalla-fincorp", 0.5, 1.5],
    ["icici-bank", -0.25, 1.5],
    ["tata-capital", 0.25, 2]
  ],
  "Home Loan": [
    ["state-bank-of-india", 0, 0.35],
    ["hdfc-bank", 0.25, 0.5],
    ["lic-housing-finance", 0.15, 0.25],
    ["pnb-housing-finance", 0.5, 0.5],
    ["bajaj-housing-finance", 0.35, 0.5]
  ],
  "Auto Loan": [
    ["state-bank-of-india", 0, 0.5],
    ["hdfc-bank", 0.25, 1],
    ["axis-bank", 0.5, 1],
    ["kotak-mahindra-bank", 0.75, 1]
  ],
  "Loan Against Property": [
    ["icici-bank", 0, 1],
    ["bajaj-finance", 0.5, 1],
    ["pnb-housing-finance", 0.25, 1],
    ["aditya-birla-finance", 0.75, 1]
  ],
  "Commercial Vehicle Loan": [
    ["shriram-finance", 1, 2],
    ["mahindra-finance", 0.75, 1.5],
    ["cholamandalam", 0.5, 1.5],
    ["hdfc-bank", 0, 1]
  ],
  "Working Capital Loan": [
    ["axis-bank", 0, 1],
    ["kotak-mahindra-bank", 0.25, 1],
    ["idfc-first-bank", 0.5, 1.5],
    ["tata-capital", 1, 1.5]
  ]
}

const round2 = (n: number) => Math.round(n * 100) / 100

const product = (loanType: LoanTypeName, lenderId: string, step: number, feePercent: number): LenderProduct => {
  const t = terms[loanType]
  const [top, good, fair] = t.rates.map((r) => round2(r + step)) as [number, number, number]
  return {
    lenderId,
    loanType,
    amount: { minimum: t.amount[0], maximum: t.amount[1] },
    tenureMonths: { minimum: t.tenure[0], maximum: t.tenure[1] },
    rates: { "750+": top, "700-749": good, "650-699": fair, "300-649": null, unknown: fair },
    rateType: t.rateType,
    processingFee: { percent: feePercent, minimum: t.fee[0], maximum: t.fee[1] },
    otherUpfrontCharges: [],
    penalCharges: "2% a month on the overdue instalment, for the days it is overdue",
    penalChargesHi: "बकाया किस्त पर 2% प्रति माह, उतने दिनों के लिए जितने दिन वह बकाया रहे",
    bounceCharge: 500,
    prepayment: { foreclosurePercent: t.foreclosure, partPrepaymentPercent: t.foreclosure === 0 ? 0 : 2 },
    eligibility: {
      ageAtApplication: { minimum: 21, maximum: 60 },
      maximumAgeAtMaturity: 70,
      employmentTypes: t.employment,
      minimumNetMonthlyIncome: t.minimumIncome,
      minimumCreditScore: t.minimumScore,
      foirCapPercent: t.foir,
      serviceArea: { kind: "all-india" },
      minimumBusinessVintageYears: t.vintage
    },
    source: sampleSource
  }
}

export const seedCatalogue: Catalogue = {
  version: 1,
  lenders: seedLenders,
  products: (Object.keys(offered) as Array<LoanTypeName>).flatMap((loanType) =>
    offered[loanType].map(([lenderId, step, fee]) => product(loanType, lenderId, step, fee))
  )
}
