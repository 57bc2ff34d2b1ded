/**
 * One calculator input: the shared number field and slider (src/ui/SliderField.tsx) named for the calculator's
 * field ('Loan Amount') and shown in its unit.
 */

import type { ReactNode } from "react"
import { fieldLabels, type NumericField, type Range, type TenureUnit } from "../../../domain/calculator.ts"
import { formatSliderValue, SliderField, type SliderKind, tenureText } from "../../ui/SliderField.tsx"

export { tenureText }

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

const kindOf = (field: NumericField, unit: TenureUnit): SliderKind =>
  field === "amount" || field === "income" || field === "obligation"
    ? "rupees"
    : field === "rate"
      ? "percent"
      : unit === "Year"
        ? "years"
        : "months"

export const formatFieldValue = (field: NumericField, value: number, unit: TenureUnit): string =>
  formatSliderValue(kindOf(field, unit), value)

export function CalculatorField({ field, range, unit, ...rest }: CalculatorFieldProps) {
  return (
    <SliderField
      label={fieldLabels[field]}
      kind={kindOf(field, unit)}
      name={field}
      min={range.min}
      max={range.max}
      {...rest}
    />
  )
}
