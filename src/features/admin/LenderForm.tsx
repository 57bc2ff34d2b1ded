/**
 * One lender's form in the back office's catalogue: its own fields (taking applications, grievance officer,
 * cooling-off days, website, logo, note) and each product's figures. Figures are typed as text and kept as numbers in the
 * machine's draft; an empty rate means the lender does not lend to that band. Each field shows its message from the
 * machine (the local check or the server's 400).
 */
import { useState } from "react"
import { Checkbox } from "react-aria-components"
import type { LenderEdit, ProductEdit } from "../../../domain/lender-edit.ts"
import { type CreditBand, creditBands } from "../../../domain/lenders.ts"
import { partnerLogoFiles, partnerNameFromFileName } from "../../../domain/partners.ts"
import { SelectField } from "../../ui/SelectField.tsx"
import { TextField } from "../../ui/TextField.tsx"

type Errors = Readonly<Record<string, string>>

/** A figure typed as text: the text stays as typed, the draft gets its number (empty: null where allowed). */
function FigureField({
  label,
  value,
  onChange,
  error,
  nullable = false
}: {
  readonly label: string
  readonly value: number | null
  readonly onChange: (value: number | null) => void
  readonly error: string | undefined
  readonly nullable?: boolean
}) {
  const [text, setText] = useState(value === null ? "" : String(value))
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      errorMessage={error}
      onChange={(typed) => {
        setText(typed)
        const plain = typed.trim().replaceAll(",", "")
        onChange(plain === "" ? (nullable ? null : Number.NaN) : Number(plain))
      }}
    />
  )
}

/** The logo choices: none, or one of our partner lettermarks by the partner's name and its file. */
const logoOptions = [
  { id: "", label: "No logo" },
  ...partnerLogoFiles.map((file) => ({ id: file, label: `${partnerNameFromFileName(file)} (${file})` }))
]

const bandLabel = (band: CreditBand | "unknown") => (band === "unknown" ? "score not known" : band)

function ProductFields({
  product,
  path,
  errors,
  onChange
}: {
  readonly product: ProductEdit
  readonly path: string
  readonly errors: Errors
  readonly onChange: (product: ProductEdit) => void
}) {
  const e = (key: string) => errors[`${path}.${key}`]
  const t = product.loanType
  const figure = (
    label: string,
    value: number | null,
    key: string,
    set: (v: number) => ProductEdit,
    parent?: string
  ) => (
    <FigureField
      label={`${t}: ${label}`}
      value={value}
      error={e(key) ?? (parent === undefined ? undefined : e(parent))}
      onChange={(v) => onChange(set(v as number))}
    />
  )
  return (
    <fieldset className="admin-lender__product card">
      <legend>{t}</legend>
      <div className="admin-lender__grid">
        {figure(
          "amount from (₹)",
          product.amount.minimum,
          "amount.minimum",
          (v) => ({ ...product, amount: { ...product.amount, minimum: v } }),
          "amount"
        )}
        {figure("amount up to (₹)", product.amount.maximum, "amount.maximum", (v) => ({
          ...product,
          amount: { ...product.amount, maximum: v }
        }))}
        {figure(
          "tenure from (months)",
          product.tenureMonths.minimum,
          "tenureMonths.minimum",
          (v) => ({ ...product, tenureMonths: { ...product.tenureMonths, minimum: v } }),
          "tenureMonths"
        )}
        {figure("tenure up to (months)", product.tenureMonths.maximum, "tenureMonths.maximum", (v) => ({
          ...product,
          tenureMonths: { ...product.tenureMonths, maximum: v }
        }))}
        {[...creditBands, "unknown" as const].map((band) => (
          <FigureField
            key={band}
            label={`${t}: rate for ${bandLabel(band)} (% a year)`}
            value={product.rates[band]}
            nullable
            error={e(`rates.${band}`) ?? (band === "750+" ? e("rates") : undefined)}
            onChange={(v) => onChange({ ...product, rates: { ...product.rates, [band]: v } })}
          />
        ))}
        {figure(
          "processing fee (%)",
          product.processingFee.percent,
          "processingFee.percent",
          (v) => ({ ...product, processingFee: { ...product.processingFee, percent: v } }),
          "processingFee"
        )}
        {figure("processing fee at least (₹)", product.processingFee.minimum, "processingFee.minimum", (v) => ({
          ...product,
          processingFee: { ...product.processingFee, minimum: v }
        }))}
        {figure("processing fee at most (₹)", product.processingFee.maximum, "processingFee.maximum", (v) => ({
          ...product,
          processingFee: { ...product.processingFee, maximum: v }
        }))}
        {figure(
          "foreclosure charge (%)",
          product.prepayment.foreclosurePercent,
          "prepayment.foreclosurePercent",
          (v) => ({ ...product, prepayment: { ...product.prepayment, foreclosurePercent: v } })
        )}
        {figure(
          "part-prepayment charge (%)",
          product.prepayment.partPrepaymentPercent,
          "prepayment.partPrepaymentPercent",
          (v) => ({ ...product, prepayment: { ...product.prepayment, partPrepaymentPercent: v } })
        )}
        {figure("bounce charge (₹)", product.bounceCharge, "bounceCharge", (v) => ({ ...product, bounceCharge: v }))}
        {figure("minimum net monthly income (₹)", product.minimumNetMonthlyIncome, "minimumNetMonthlyIncome", (v) => ({
          ...product,
          minimumNetMonthlyIncome: v
        }))}
        <FigureField
          label={`${t}: minimum credit score (empty: none)`}
          value={product.minimumCreditScore}
          nullable
          error={e("minimumCreditScore")}
          onChange={(v) => onChange({ ...product, minimumCreditScore: v })}
        />
        <FigureField
          label={`${t}: minimum business vintage (years; empty: none)`}
          value={product.minimumBusinessVintageYears}
          nullable
          error={e("minimumBusinessVintageYears")}
          onChange={(v) => onChange({ ...product, minimumBusinessVintageYears: v })}
        />
      </div>
      <TextField
        label={`${t}: penal charges`}
        multiline
        rows={2}
        value={product.penalCharges}
        errorMessage={e("penalCharges")}
        onChange={(penalCharges) => onChange({ ...product, penalCharges })}
      />
      <TextField
        label={`${t}: penal charges in Hindi`}
        description={
          product.penalChargesHi.trim() === "" ? "Hindi missing: the Hindi pages show the English words." : undefined
        }
        multiline
        rows={2}
        value={product.penalChargesHi}
        errorMessage={e("penalChargesHi")}
        onChange={(penalChargesHi) => onChange({ ...product, penalChargesHi })}
      />
      <TextField
        label={`${t}: source of the figures (address and date read)`}
        multiline
        rows={2}
        value={product.source}
        errorMessage={e("source")}
        onChange={(source) => onChange({ ...product, source })}
      />
    </fieldset>
  )
}

export function LenderForm({
  draft,
  errors,
  onChange
}: {
  readonly draft: LenderEdit
  readonly errors: Errors
  readonly onChange: (draft: LenderEdit) => void
}) {
  const officer = draft.grievanceOfficer
  return (
    <>
      <Checkbox
        className="terms__box admin-toggle"
        isSelected={draft.takingApplications}
        onChange={(takingApplications) => onChange({ ...draft, takingApplications })}
      >
        <span className="terms__mark" aria-hidden="true">
          <svg viewBox="0 0 18 18">
            <polyline points="3 9.5 7.5 14 15 4.5" />
          </svg>
        </span>
        <span className="terms__label">Taking applications (untick to pause: a paused lender gets no offers)</span>
      </Checkbox>
      <div className="admin-lender__grid">
        <TextField
          label="Grievance officer's name"
          className="admin-lender__long"
          multiline
          rows={1}
          value={officer.name}
          errorMessage={errors["grievanceOfficer.name"]}
          onChange={(name) => onChange({ ...draft, grievanceOfficer: { ...officer, name } })}
        />
        <TextField
          label="Grievance officer's phone"
          value={officer.phone}
          errorMessage={errors["grievanceOfficer.phone"]}
          onChange={(phone) => onChange({ ...draft, grievanceOfficer: { ...officer, phone } })}
        />
        <TextField
          label="Grievance officer's e-mail"
          className="admin-lender__long"
          multiline
          rows={1}
          value={officer.email}
          errorMessage={errors["grievanceOfficer.email"]}
          onChange={(email) => onChange({ ...draft, grievanceOfficer: { ...officer, email } })}
        />
        <FigureField
          label="Cooling-off period (days)"
          value={draft.coolingOffDays}
          error={errors.coolingOffDays}
          onChange={(v) => onChange({ ...draft, coolingOffDays: v as number })}
        />
        <TextField
          label="Website"
          className="admin-lender__long"
          multiline
          rows={1}
          value={draft.website}
          errorMessage={errors.website}
          onChange={(website) => onChange({ ...draft, website })}
        />
        <SelectField
          label="Logo (shown beside the name on offers and the Key Fact Statement)"
          className="admin-lender__long"
          placeholder="No logo"
          value={draft.logo}
          options={logoOptions}
          errorMessage={errors.logo}
          onChange={(logo) => onChange({ ...draft, logo: logo as LenderEdit["logo"] })}
        />
      </div>
      <TextField
        label="Note (staff only)"
        multiline
        rows={2}
        value={draft.note}
        errorMessage={errors.note}
        onChange={(note) => onChange({ ...draft, note })}
      />
      {draft.products.map((product, i) => (
        <ProductFields
          key={product.loanType}
          product={product}
          path={`products.${i}`}
          errors={errors}
          onChange={(p) => onChange({ ...draft, products: draft.products.map((x, j) => (j === i ? p : x)) })}
        />
      ))}
    </>
  )
}
