/**
 * Staff editing one lender of the catalogue in the back office: what they may change (the lender's own fields and its
 * products' figures, never its id, name, kind or registration), the version they edited from (a save from an older
 * version is refused: someone saved a newer one meanwhile), the catalogue that results, and the changes in words for
 * the audit log and the version history. Every figure is checked by the catalogue's own schemas (domain/lenders.ts).
 */
import { Schema } from "effect"
import { Catalogue, Eligibility, Lender, LenderNote, LenderProduct, lenderLogoMessage } from "./lenders.ts"
import { LoanType } from "./loans.ts"
import { partnerLogoFiles } from "./partners.ts"

/** The figures of one product staff may change; the product is named by its loan type. */
export const ProductEdit = Schema.Struct({
  loanType: LoanType,
  amount: LenderProduct.fields.amount,
  tenureMonths: LenderProduct.fields.tenureMonths,
  rates: LenderProduct.fields.rates,
  processingFee: LenderProduct.fields.processingFee,
  prepayment: LenderProduct.fields.prepayment,
  penalCharges: LenderProduct.fields.penalCharges,
  /** Empty: no Hindi text yet. */
  penalChargesHi: Schema.String.check(
    Schema.makeFilter((s: string) =>
      s.length > 300 ? "Penal charges in Hindi must be at most 300 characters" : undefined
    )
  ),
  bounceCharge: LenderProduct.fields.bounceCharge,
  minimumNetMonthlyIncome: Eligibility.fields.minimumNetMonthlyIncome,
  minimumCreditScore: Eligibility.fields.minimumCreditScore,
  minimumBusinessVintageYears: Eligibility.fields.minimumBusinessVintageYears,
  source: LenderProduct.fields.source
})
export type ProductEdit = typeof ProductEdit.Type

/** One lender as staff save it: the version they edited from, its fields, and the figures of each of its products. */
export const LenderEdit = Schema.Struct({
  baseVersion: Catalogue.fields.version,
  takingApplications: Lender.fields.takingApplications,
  grievanceOfficer: Lender.fields.grievanceOfficer,
  coolingOffDays: Lender.fields.coolingOffDays,
  website: Lender.fields.website,
  /** One of the partner logos; empty: no logo. */
  logo: Schema.Literals(["", ...partnerLogoFiles]).annotate({ message: lenderLogoMessage }),
  /** Empty: no note. */
  note: LenderNote,
  products: Schema.Array(ProductEdit)
})
export type LenderEdit = typeof LenderEdit.Type

/** The form's starting values: the lender and its products as the catalogue has them. */
export const editOf = (catalogue: Catalogue, lenderId: string): LenderEdit | undefined => {
  const lender = catalogue.lenders.find((l) => l.id === lenderId)
  if (lender === undefined) return undefined
  return {
    baseVersion: catalogue.version,
    takingApplications: lender.takingApplications,
    grievanceOfficer: lender.grievanceOfficer,
    coolingOffDays: lender.coolingOffDays,
    website: lender.website,
    logo: lender.logo ?? "",
    note: lender.note ?? "",
    products: catalogue.products
      .filter((p) => p.lenderId === lenderId)
      .map((p) => ({
        loanType: p.loanType,
        amount: p.amount,
        tenureMonths: p.tenureMonths,
        rates: p.rates,
        processingFee: p.processingFee,
        prepayment: p.prepayment,
        penalCharges: p.penalCharges,
        penalChargesHi: p.penalChargesHi ?? "",
        bounceCharge: p.bounceCharge,
        minimumNetMonthlyIncome: p.eligibility.minimumNetMonthlyIncome,
        minimumCreditScore: p.eligibility.minimumCreditScore,
        minimumBusinessVintageYears: p.eligibility.minimumBusinessVintageYears,
        source: p.source
      }))
  }
}

export type EditRefusal =
  | { readonly _tag: "NoSuchLender" }
  | { readonly _tag: "NoSuchProduct"; readonly index: number; readonly loanType: string }

/**
 * The catalogue with the lender's edit applied, as the next version. Products the edit does not name stay as they
 * are; a product the lender does not have is refused (staff change figures here, they do not add loan types).
 */
export const applyLenderEdit = (
  catalogue: Catalogue,
  lenderId: string,
  edit: LenderEdit
): { readonly _tag: "Edited"; readonly catalogue: Catalogue } | EditRefusal => {
  const lender = catalogue.lenders.find((l) => l.id === lenderId)
  if (lender === undefined) return { _tag: "NoSuchLender" }
  const missing = edit.products.findIndex(
    (e) => !catalogue.products.some((p) => p.lenderId === lenderId && p.loanType === e.loanType)
  )
  if (missing !== -1) return { _tag: "NoSuchProduct", index: missing, loanType: edit.products[missing]!.loanType }
  const { note: _, logo: _logo, ...rest } = lender
  const edited: Lender = {
    ...rest,
    takingApplications: edit.takingApplications,
    grievanceOfficer: edit.grievanceOfficer,
    coolingOffDays: edit.coolingOffDays,
    website: edit.website,
    ...(edit.logo === "" ? {} : { logo: edit.logo }),
    ...(edit.note.trim() === "" ? {} : { note: edit.note.trim() })
  }
  return {
    _tag: "Edited",
    catalogue: {
      version: catalogue.version + 1,
      lenders: catalogue.lenders.map((l) => (l.id === lenderId ? edited : l)),
      products: catalogue.products.map((p) => {
        const e = p.lenderId === lenderId ? edit.products.find((x) => x.loanType === p.loanType) : undefined
        if (e === undefined) return p
        const { penalChargesHi: _hi, ...kept } = p
        return {
          ...kept,
          amount: e.amount,
          tenureMonths: e.tenureMonths,
          rates: e.rates,
          processingFee: e.processingFee,
          prepayment: e.prepayment,
          penalCharges: e.penalCharges,
          ...(e.penalChargesHi.trim() === "" ? {} : { penalChargesHi: e.penalChargesHi.trim() }),
          bounceCharge: e.bounceCharge,
          eligibility: {
            ...p.eligibility,
            minimumNetMonthlyIncome: e.minimumNetMonthlyIncome,
            minimumCreditScore: e.minimumCreditScore,
            minimumBusinessVintageYears: e.minimumBusinessVintageYears
          },
          source: e.source
        }
      })
    }
  }
}

const fieldNames: Readonly<Record<string, string>> = {
  takingApplications: "taking applications",
  grievanceOfficer: "grievance officer",
  coolingOffDays: "cooling-off days",
  website: "website",
  logo: "logo",
  note: "note",
  amount: "amount range",
  tenureMonths: "tenure range",
  rates: "rates",
  processingFee: "processing fee",
  prepayment: "prepayment charges",
  penalCharges: "penal charges",
  penalChargesHi: "penal charges in Hindi",
  bounceCharge: "bounce charge",
  eligibility: "eligibility",
  source: "source"
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** One lender's changes between two versions: its fields, then each product's ("Personal Loan rates"). */
export interface LenderChanges {
  readonly lenderId: string
  readonly legalName: string
  /** Paused (false) or resumed (true) in this change; undefined when taking applications did not change. */
  readonly takingApplications: boolean | undefined
  readonly fields: ReadonlyArray<string>
}

export const catalogueChanges = (before: Catalogue, after: Catalogue): ReadonlyArray<LenderChanges> =>
  after.lenders.flatMap((lender) => {
    const old = before.lenders.find((l) => l.id === lender.id)
    const lenderKeys = ["takingApplications", "grievanceOfficer", "coolingOffDays", "website", "logo", "note"] as const
    const fields = lenderKeys.filter((k) => !same(old?.[k], lender[k])).map((k) => fieldNames[k]!)
    for (const product of after.products.filter((p) => p.lenderId === lender.id)) {
      const was = before.products.find((p) => p.lenderId === lender.id && p.loanType === product.loanType)
      const keys = Object.keys(fieldNames).filter(
        (k) =>
          (k in product || (was !== undefined && k in was)) &&
          !same(was?.[k as keyof typeof product], product[k as keyof typeof product])
      )
      for (const k of keys) fields.push(`${product.loanType} ${fieldNames[k]}`)
    }
    if (fields.length === 0) return []
    const paused = old?.takingApplications !== lender.takingApplications ? lender.takingApplications : undefined
    return [{ lenderId: lender.id, legalName: lender.legalName, takingApplications: paused, fields }]
  })

/** The changes in one line, for the version history: "HDFC Bank Limited paused; changed: Personal Loan rates". */
export const summariseChanges = (changes: ReadonlyArray<LenderChanges>): string =>
  changes.length === 0
    ? "No figures changed"
    : changes
        .map((c) => {
          const others = c.fields.filter((f) => f !== fieldNames.takingApplications)
          const state = c.takingApplications === undefined ? "" : c.takingApplications ? " resumed" : " paused"
          return `${c.legalName}${state}${others.length === 0 ? "" : `; changed: ${others.join(", ")}`}`
        })
        .join(". ")
