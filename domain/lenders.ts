/**
 * The lender catalogue (issue 31, section 1): each lending partner and its product per loan type, as effect Schemas.
 * Staff keep it in the back office; the database stores it; matching and pricing (domain/offers.ts) read it. Every
 * figure is validated here with a message that names the field, so the back office and the server answer alike.
 *
 * Money is in rupees (up to two decimals), rates in percent a year, tenures in months, ages in years. An offer names
 * the catalogue `version` it was computed from.
 */
import { Schema } from "effect"
import { employmentTypes } from "./calculator.ts"
import { LoanType } from "./loans.ts"
import { partnerLogoFiles } from "./partners.ts"
import { failsWith } from "./validation.ts"

const finite = (field: string) => failsWith((n: number) => !Number.isFinite(n), `${field} must be a number`)
const atLeast = (field: string, minimum: number, unit = "") =>
  failsWith((n: number) => n < minimum, `${field} must be at least ${minimum}${unit}`)
const atMost = (field: string, maximum: number, unit = "") =>
  failsWith((n: number) => n > maximum, `${field} must be at most ${maximum}${unit}`)
const whole = (field: string) => failsWith((n: number) => !Number.isInteger(n), `${field} must be a whole number`)
const paise = (field: string) =>
  failsWith((n: number) => Math.abs(Math.round(n * 100) - n * 100) > 1e-6, `${field} must be in rupees and paise`)

/** An amount in rupees: not negative, at most two decimals. */
export const Rupees = (field: string) => Schema.Number.check(finite(field), atLeast(field, 0, " rupees"), paise(field))
/** A rate in percent a year, 0 to 60. */
export const RatePercent = (field: string) =>
  Schema.Number.check(finite(field), atLeast(field, 0, "%"), atMost(field, 60, "%"))
/** A share in percent, 0 to 100. */
export const SharePercent = (field: string) =>
  Schema.Number.check(finite(field), atLeast(field, 0, "%"), atMost(field, 100, "%"))
const WholeBetween = (field: string, minimum: number, maximum: number, unit = "") =>
  Schema.Number.check(finite(field), whole(field), atLeast(field, minimum, unit), atMost(field, maximum, unit))
const Text = (field: string, maxLength: number) =>
  Schema.String.check(
    failsWith((s: string) => s.trim().length === 0, `${field} is required`),
    failsWith((s: string) => s.length > maxLength, `${field} must be at most ${maxLength} characters`)
  )

/** A range whose minimum does not exceed its maximum. */
const Range = (field: string, bound: Schema.Codec<number>) =>
  Schema.Struct({ minimum: bound, maximum: bound }).check(
    failsWith(
      (r: { readonly minimum: number; readonly maximum: number }) => r.minimum > r.maximum,
      `${field}: the minimum must not exceed the maximum`
    )
  )

export const lenderKinds = ["bank", "nbfc", "hfc"] as const
export const LenderKind = Schema.Literals(lenderKinds).annotate({
  message: "Kind must be bank, NBFC or housing finance company"
})
export type LenderKind = typeof LenderKind.Type

/**
 * Which clause of the RBI (Pre-payment Charges on Loans) Directions, 2025 covers the lender's business-purpose loans
 * to individuals and micro and small enterprises (domain/prepayment.ts): "full" (commercial banks other than small
 * finance, regional rural and local area banks; Tier 4 urban co-operative banks; NBFCs in the upper layer; all-India
 * financial institutions), "up-to-50-lakh" (small finance banks, regional rural banks, Tier 3 urban, state and central
 * co-operative banks; NBFCs in the middle layer), or "none" (the others).
 */
export const PrepaymentClass = Schema.Literals(["full", "up-to-50-lakh", "none"]).annotate({
  message: "Pre-payment class must be full, up-to-50-lakh or none"
})
export type PrepaymentClass = typeof PrepaymentClass.Type

const mobileOrLandline = /^(\+91[ -]?)?[0-9][0-9 -]{7,14}$/u
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u

export const GrievanceOfficer = Schema.Struct({
  name: Text("Grievance officer's name", 100),
  phone: Schema.String.check(
    failsWith((s: string) => !mobileOrLandline.test(s), "Grievance officer's phone must be a phone number")
  ),
  email: Schema.String.check(
    failsWith((s: string) => !emailPattern.test(s), "Grievance officer's e-mail must be an e-mail address")
  )
})

/** A lender's logo: one of our partner lettermarks (public/partners/<file>), named by its file. */
export const lenderLogoMessage = "Logo must be one of the partner logos"
export const LenderLogo = Schema.Literals(partnerLogoFiles).annotate({ message: lenderLogoMessage })
export type LenderLogo = typeof LenderLogo.Type

/** A lender as the public sees it (the offers, the Key Fact Statement): everything but the staff's note. */
export const PublicLender = Schema.Struct({
  /** A slug: lower-case letters, digits and hyphens. */
  id: Schema.String.check(
    failsWith(
      (s: string) => !/^[a-z0-9]+(-[a-z0-9]+)*$/u.test(s) || s.length > 60,
      "Lender id must be lower-case letters, digits and hyphens"
    )
  ),
  legalName: Text("Legal name", 200),
  kind: LenderKind,
  /** The RBI's registration: a banking licence, an NBFC's certificate of registration, an HFC's registration. */
  rbiRegistration: Text("RBI registration", 60),
  website: Schema.String.check(
    failsWith((s: string) => !/^https:\/\/[^\s/]+\.[^\s]+$/u.test(s), "Website must be an https:// address")
  ),
  grievanceOfficer: GrievanceOfficer,
  /** Days after disbursal in which the borrower may leave the loan by repaying principal and pro-rata interest. */
  coolingOffDays: WholeBetween("Cooling-off period", 1, 30, " days"),
  takingApplications: Schema.Boolean,
  prepaymentClass: PrepaymentClass,
  /** Its logo on the offers and the Key Fact Statement; left out, none is shown. */
  logo: Schema.optionalKey(LenderLogo)
})

/** The staff's note on a lender (where its figures come from, why it is paused): never shown to the public. */
export const LenderNote = Schema.String.check(
  failsWith((s: string) => s.length > 500, "Note must be at most 500 characters")
)

export const Lender = Schema.Struct({ ...PublicLender.fields, note: Schema.optionalKey(LenderNote) })
export type Lender = typeof Lender.Type

/** Credit-score bands (CIBIL-style scores 300-900). */
export const creditBands = ["750+", "700-749", "650-699", "300-649"] as const
export const CreditBand = Schema.Literals(creditBands).annotate({
  message: "Credit band must be one of the four bands"
})
export type CreditBand = typeof CreditBand.Type

/** The band a score falls in. */
export const bandOfScore = (score: number): CreditBand =>
  score >= 750 ? "750+" : score >= 700 ? "700-749" : score >= 650 ? "650-699" : "300-649"

/** A rate for the band, or null: the lender does not lend to it. */
const BandRate = (band: string) => Schema.NullOr(RatePercent(`Rate for ${band}`))
export const RateCard = Schema.Struct({
  "750+": BandRate("750+"),
  "700-749": BandRate("700-749"),
  "650-699": BandRate("650-699"),
  "300-649": BandRate("300-649"),
  /** When the person does not know their score. */
  unknown: BandRate("an unknown score")
}).check(
  failsWith(
    (card: Readonly<Record<string, number | null>>) => Object.values(card).every((rate) => rate === null),
    "Rate card: at least one band must have a rate"
  )
)
export type RateCard = typeof RateCard.Type

export const Payee = Schema.Literals(["lender", "third-party"]).annotate({
  message: "Payee must be the lender or a third party"
})

export const UpfrontCharge = Schema.Struct({
  name: Text("Charge name", 100),
  /** Rupees, before GST. */
  amount: Rupees("Charge amount"),
  payee: Payee,
  /** Whether 18% GST is added to it. */
  gst: Schema.Boolean
})
export type UpfrontCharge = typeof UpfrontCharge.Type

export const ProcessingFee = Schema.Struct({
  percent: SharePercent("Processing fee"),
  minimum: Rupees("Processing fee minimum"),
  maximum: Rupees("Processing fee maximum")
}).check(
  failsWith(
    (f: { readonly minimum: number; readonly maximum: number }) => f.minimum > f.maximum,
    "Processing fee: the minimum must not exceed the maximum"
  )
)

/** A charge on prepaid principal, in percent of the amount prepaid (or of the outstanding on foreclosure). */
export const PrepaymentCharges = Schema.Struct({
  foreclosurePercent: SharePercent("Foreclosure charge"),
  partPrepaymentPercent: SharePercent("Part-prepayment charge")
})

const Pincode = Schema.String.check(
  failsWith((s: string) => !/^[1-9]\d{2,5}$/u.test(s), "Serviceable pincode must be 3 to 6 digits, not starting with 0")
)

/** All India, or a list of pincodes and pincode prefixes (a 3-digit prefix covers a sorting district). */
export const ServiceArea = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("all-india") }),
  Schema.Struct({
    kind: Schema.Literal("pincodes"),
    pincodes: Schema.Array(Pincode).check(
      failsWith((p: ReadonlyArray<string>) => p.length === 0, "Serviceable pincodes: give at least one")
    ),
    /** The cities they cover, as the page names them. */
    cities: Schema.Array(Text("City", 80))
  })
])
export type ServiceArea = typeof ServiceArea.Type

export const Employment = Schema.Literals(employmentTypes).annotate({
  message: "Employment type must be Salaried or Self Employed"
})

export const Eligibility = Schema.Struct({
  ageAtApplication: Range("Age at application", WholeBetween("Age at application", 18, 80, " years")),
  maximumAgeAtMaturity: WholeBetween("Age at maturity", 18, 85, " years"),
  employmentTypes: Schema.Array(Employment).check(
    failsWith((e: ReadonlyArray<string>) => e.length === 0, "Employment types: give at least one")
  ),
  minimumNetMonthlyIncome: Rupees("Minimum net monthly income"),
  minimumCreditScore: Schema.NullOr(WholeBetween("Minimum credit score", 300, 900)),
  /** The largest share of net monthly income that all EMIs, the new one included, may take. */
  foirCapPercent: Schema.Number.check(finite("FOIR cap"), atLeast("FOIR cap", 1, "%"), atMost("FOIR cap", 100, "%")),
  serviceArea: ServiceArea,
  /** Business loans: the least years the business has run; null where it does not apply. */
  minimumBusinessVintageYears: Schema.NullOr(WholeBetween("Minimum business vintage", 0, 50, " years"))
}).check(
  failsWith(
    (e: { readonly ageAtApplication: { readonly minimum: number }; readonly maximumAgeAtMaturity: number }) =>
      e.maximumAgeAtMaturity < e.ageAtApplication.minimum,
    "Age at maturity must not be below the youngest age at application"
  )
)
export type Eligibility = typeof Eligibility.Type

export const LenderProduct = Schema.Struct({
  lenderId: Lender.fields.id,
  loanType: LoanType,
  amount: Range("Amount", Rupees("Amount")),
  tenureMonths: Range("Tenure", WholeBetween("Tenure", 1, 360, " months")),
  rates: RateCard,
  rateType: Schema.Literals(["fixed", "floating"]).annotate({ message: "Rate type must be fixed or floating" }),
  processingFee: ProcessingFee,
  otherUpfrontCharges: Schema.Array(UpfrontCharge),
  /** In plain words, as the KFS shows them ("2% a month on the overdue instalment"). */
  penalCharges: Text("Penal charges", 300),
  /** The same words in Hindi, for the Hindi pages; left out, they show the English with a note that it is English. */
  penalChargesHi: Schema.optionalKey(Text("Penal charges in Hindi", 300)),
  bounceCharge: Rupees("Bounce charge"),
  prepayment: PrepaymentCharges,
  eligibility: Eligibility,
  /** Where the figures come from: the lender's rate page and the date read, or "sample values". */
  source: Text("Source", 500)
})
export type LenderProduct = typeof LenderProduct.Type

export const Catalogue = Schema.Struct({
  version: WholeBetween("Catalogue version", 1, Number.MAX_SAFE_INTEGER),
  lenders: Schema.Array(Lender),
  products: Schema.Array(LenderProduct)
}).check(
  failsWith(
    (c: { readonly lenders: ReadonlyArray<Lender>; readonly products: ReadonlyArray<LenderProduct> }) =>
      c.products.some((p) => !c.lenders.some((l) => l.id === p.lenderId)),
    "Every product must belong to a lender in the catalogue"
  ),
  failsWith(
    (c: { readonly products: ReadonlyArray<LenderProduct> }) =>
      new Set(c.products.map((p) => `${p.lenderId}/${p.loanType}`)).size !== c.products.length,
    "A lender has one product per loan type"
  )
)
export type Catalogue = typeof Catalogue.Type
