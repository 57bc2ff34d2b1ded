/**
 * A number field paired with a slider (WCAG 2.5.7: every value a drag sets can be typed, and the slider moves by
 * keyboard too), shared by the EMI calculator and the loan tools. Both carry the same accessible name; the slider
 * announces its value as rupees, a percentage or a tenure (aria-valuetext), and the field describes its range and,
 * when there is one, the message of a value that had to be changed.
 */

import type { ReactNode } from "react"
import { memo, useId, useState } from "react"
import { Group, Input, Label, Slider, SliderThumb, SliderTrack, TextField } from "react-aria-components"
import { flushSync } from "react-dom"
import { formatIndianNumber, formatRupees } from "../../domain/format.ts"
import { m } from "../../i18n/paraglide/messages.js"
import "./SliderField.css"

/** What the number is: rupees (shown with Indian grouping), a percentage, or a tenure in years or months. */
export type SliderKind = "rupees" | "percent" | "years" | "months"

export interface SliderFieldProps {
  readonly label: string
  readonly kind: SliderKind
  /** A name for tests and styles (data-field). */
  readonly name: string
  readonly text: string
  readonly value: number
  readonly min: number
  readonly max: number
  readonly step: number
  readonly onType: (value: string) => void
  readonly onLeave: () => void
  readonly onSlide: (value: number) => void
  /** Why a value left was changed, shown under the field. */
  readonly message?: string | undefined
  /** Shown beside the field: the unit choice of the calculator's tenure. */
  readonly children?: ReactNode
}

/** '1 year', '84 months' (Hindi: '1 वर्ष', '84 महीने'). */
export const tenureText = (value: number, unit: "Year" | "Months"): string =>
  unit === "Year"
    ? value === 1
      ? m.calculator_tenure_year_one({ count: value })
      : m.calculator_tenure_years({ count: value })
    : value === 1
      ? m.calculator_tenure_month_one({ count: value })
      : m.calculator_tenure_months({ count: value })

export const formatSliderValue = (kind: SliderKind, value: number): string =>
  kind === "rupees"
    ? formatRupees(value)
    : kind === "percent"
      ? `${value}%`
      : tenureText(value, kind === "years" ? "Year" : "Months")

/**
 * How the slider announces its value, in the page's language (the I18nProvider around it): "₹5,00,000", "10.5%",
 * "60 months"; in Hindi (hi-IN) "60 महीने", with Latin digits and Indian grouping as in English.
 */
const valueFormat = (kind: SliderKind): Intl.NumberFormatOptions =>
  kind === "rupees"
    ? { style: "currency", currency: "INR", maximumFractionDigits: 0 }
    : kind === "percent"
      ? { style: "unit", unit: "percent", maximumFractionDigits: 2 }
      : { style: "unit", unit: kind === "years" ? "year" : "month", unitDisplay: "long" }

/** Rupees show Indian grouping while the field is not being edited (5,00,000); anything else as typed. */
const displayText = (kind: SliderKind, text: string): string =>
  kind === "rupees" && /^\d+(\.\d*)?$/u.test(text) ? formatIndianNumber(Number(text)) : text

/**
 * A field re-renders only when what it shows changes: a key in one field leaves the others alone, which keeps a
 * keystroke within a frame on a slow phone. The callbacks only send a machine an event for this field, so they are
 * the same whatever render made them and are not compared.
 */
const showsTheSame = (a: SliderFieldProps, b: SliderFieldProps): boolean =>
  a.label === b.label &&
  a.kind === b.kind &&
  a.text === b.text &&
  a.value === b.value &&
  a.min === b.min &&
  a.max === b.max &&
  a.step === b.step &&
  a.message === b.message &&
  a.children === b.children

export const SliderField = memo(function SliderField({
  label,
  kind,
  name,
  text,
  value,
  min,
  max,
  step,
  onType,
  onLeave,
  onSlide,
  message,
  children
}: SliderFieldProps) {
  // The range, read as "From ₹25,000 to ₹50,00,000" (Hindi: "₹25,000 से ₹50,00,000 तक"); the words are hidden.
  const [before, between, after] = [
    m.calculator_range_before(),
    m.calculator_range_between(),
    m.calculator_range_after()
  ]
  const rangeId = useId()
  const messageId = useId()
  // While the field has focus it shows the plain text being typed; otherwise rupees show Indian grouping.
  const [editing, setEditing] = useState(false)
  const affix =
    kind === "rupees"
      ? { prefix: "₹" }
      : kind === "percent"
        ? { suffix: "%" }
        : { suffix: kind === "years" ? m.calculator_suffix_years() : m.calculator_suffix_months() }
  const described = message ? `${rangeId} ${messageId}` : rangeId
  return (
    <div className="calc-field" data-field={name}>
      <TextField
        className="calc-field__text"
        value={editing ? text : displayText(kind, text)}
        inputMode={kind === "percent" ? "decimal" : "numeric"}
        autoComplete="off"
        aria-describedby={described}
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
        minValue={min}
        maxValue={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        formatOptions={valueFormat(kind)}
        onChange={(v) => onSlide(v)}
      >
        <SliderTrack className="calc-slider__track">
          {({ state }) => (
            <>
              <div className="calc-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className="calc-slider__thumb" aria-describedby={described} />
            </>
          )}
        </SliderTrack>
      </Slider>
      <p className="calc-field__range" id={rangeId}>
        {before && <span className="visually-hidden">{before}</span>}
        <span>{formatSliderValue(kind, min)}</span>
        <span className="visually-hidden">{between}</span>
        <span>{formatSliderValue(kind, max)}</span>
        {after && <span className="visually-hidden">{after}</span>}
      </p>
      <p className="calc-field__message" id={messageId} role="status">
        {message}
      </p>
      {children}
    </div>
  )
}, showsTheSame)
