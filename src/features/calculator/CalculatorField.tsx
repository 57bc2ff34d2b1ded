/**
 * One calculator input: a number field paired with a slider (WCAG 2.5.7: every value a drag sets can be typed, and
 * the slider moves by keyboard too). Both carry the same accessible name ('Loan Amount'); the slider announces its
 * value as rupees, a percentage or a tenure (aria-valuetext), and the field describes its range.
 */

import type { ReactNode } from "react"
import { memo, useId, useState } from "react"
import { Group, Input, Label, Slider, SliderThumb, SliderTrack, TextField } from "react-aria-components"
import { flushSync } from "react-dom"
import { fieldLabels, type NumericField, type Range, type TenureUnit } from "../../../domain/calculator.ts"
import { displayText } from "../../../domain/calculator-inputs.ts"
import { formatRupees } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"

export interface CalculatorFieldProps {
  readonly field: NumericField
  readonly text: string
  readonly value: number
  readonly range: Range
  readonly step: number
  readonly unit: TenureUnit
  readonly onType: (value: string) => void
  readonly onLeave: () => void
  readonly onSlide: (value: number) => void
  /** Shown beside the field: the unit choice of the tenure. */
  readonly children?: ReactNode
}

const isRupees = (field: NumericField): boolean => field === "amount" || field === "income" || field === "obligation"

/**
 * How the slider announces its value, in the page's language (the I18nProvider around the panel): "₹5,00,000",
 * "10.5%", "60 months"; in Hindi (hi-IN) "60 महीने", with Latin digits and Indian grouping as in English.
 */
const valueFormat = (field: NumericField, unit: TenureUnit): Intl.NumberFormatOptions =>
  isRupees(field)
    ? { style: "currency", currency: "INR", maximumFractionDigits: 0 }
    : field === "rate"
      ? { style: "unit", unit: "percent", maximumFractionDigits: 2 }
      : { style: "unit", unit: unit === "Year" ? "year" : "month", unitDisplay: "long" }

/** '1 year', '84 months' (Hindi: '1 वर्ष', '84 महीने'). */
export const tenureText = (value: number, unit: TenureUnit): string =>
  unit === "Year"
    ? value === 1
      ? m.calculator_tenure_year_one({ count: value })
      : m.calculator_tenure_years({ count: value })
    : value === 1
      ? m.calculator_tenure_month_one({ count: value })
      : m.calculator_tenure_months({ count: value })

export const formatFieldValue = (field: NumericField, value: number, unit: TenureUnit): string =>
  isRupees(field) ? formatRupees(value) : field === "rate" ? `${value}%` : tenureText(value, unit)

/**
 * A field re-renders only when what it shows changes: a key in one field leaves the others alone, which keeps a
 * keystroke within a frame on a slow phone. The callbacks only send the machine an event for this field, so they
 * are the same whatever render made them and are not compared.
 */
const showsTheSame = (a: CalculatorFieldProps, b: CalculatorFieldProps): boolean =>
  a.field === b.field &&
  a.text === b.text &&
  a.value === b.value &&
  a.range.min === b.range.min &&
  a.range.max === b.range.max &&
  a.step === b.step &&
  a.unit === b.unit &&
  a.children === b.children

export const CalculatorField = memo(function CalculatorField({
  field,
  text,
  value,
  range,
  step,
  unit,
  onType,
  onLeave,
  onSlide,
  children
}: CalculatorFieldProps) {
  const label = fieldLabels[field]
  // The range, read as "From ₹25,000 to ₹50,00,000" (Hindi: "₹25,000 से ₹50,00,000 तक"); the words are hidden.
  const [before, between, after] = [
    m.calculator_range_before(),
    m.calculator_range_between(),
    m.calculator_range_after()
  ]
  const rangeId = useId()
  // While the field has focus it shows the plain text being typed; otherwise rupees show Indian grouping.
  const [editing, setEditing] = useState(false)
  const affix = isRupees(field)
    ? { prefix: "₹" }
    : field === "rate"
      ? { suffix: "%" }
      : { suffix: unit === "Year" ? m.calculator_suffix_years() : m.calculator_suffix_months() }
  return (
    <div className="calc-field" data-field={field}>
      <TextField
        className="calc-field__text"
        value={editing ? text : displayText(field, text)}
        inputMode={field === "rate" ? "decimal" : "numeric"}
        autoComplete="off"
        aria-describedby={rangeId}
        onChange={onType}
        // The plain text at once (not in the next render), all of it selected: typing replaces the figure, as in
        // any calculator, and a select-all made just before focusing still covers the whole text.
        onFocus={(e) => {
          const input = e.target as HTMLInputElement
          flushSync(() => setEditing(true))
          input.select()
        }}
        onBlur={() => {
          setEditing(false)
          onLeave()
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") onLeave()
        }}
      >
        <div className="calc-field__head">
          <Label className="calc-field__label">{label}</Label>
          <Group className="calc-field__box">
            {affix.prefix && (
              <span className="calc-field__affix" aria-hidden="true">
                {affix.prefix}
              </span>
            )}
            <Input className="calc-field__input" />
            {affix.suffix && (
              <span className="calc-field__affix" aria-hidden="true">
                {affix.suffix}
              </span>
            )}
          </Group>
        </div>
      </TextField>
      <Slider
        aria-label={label}
        className="calc-slider"
        minValue={range.min}
        maxValue={range.max}
        step={step}
        value={Math.min(range.max, Math.max(range.min, value))}
        formatOptions={valueFormat(field, unit)}
        onChange={(v) => onSlide(v)}
      >
        <SliderTrack className="calc-slider__track">
          {({ state }) => (
            <>
              <div className="calc-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className="calc-slider__thumb" aria-describedby={rangeId} />
            </>
          )}
        </SliderTrack>
      </Slider>
      <p className="calc-field__range" id={rangeId}>
        {before && <span className="visually-hidden">{before}</span>}
        <span>{formatFieldValue(field, range.min, unit)}</span>
        <span className="visually-hidden">{between}</span>
        <span>{formatFieldValue(field, range.max, unit)}</span>
        {after && <span className="visually-hidden">{after}</span>}
      </p>
      {children}
    </div>
  )
}, showsTheSame)
