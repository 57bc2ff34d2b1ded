/**
 * A date typed as dd/mm/yyyy whatever the browser's locale (react-aria DateField under the page's language, en-IN or
 * hi-IN: both day/month/year with Latin digits): day, month and year segments, each a spinbutton that takes digits and
 * the arrow keys, named in the page's language ("day", "दिन"; Intl.DisplayNames). The value is an ISO date
 * ('1990-04-12'), or "" while it is incomplete.
 */
import { type CalendarDate, parseDate } from "@internationalized/date"
import { DateField, DateInput, DateSegment, FieldError, I18nProvider, Label, Text } from "react-aria-components"
import { intlTag } from "../../i18n/locale.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { cx } from "./cx.ts"
import "./FormField.css"

export interface DateOfBirthFieldProps {
  readonly label: string
  /** An ISO date, or "" for none. */
  readonly value: string
  readonly onChange: (iso: string) => void
  readonly errorMessage?: string | undefined
  readonly description?: string | undefined
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly className?: string
}

const toDate = (iso: string): CalendarDate | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(iso)) return null
  try {
    return parseDate(iso)
  } catch {
    return null
  }
}

/**
 * Each empty segment's placeholder in the page's language, from the catalog ("dd", "दिन"): react-aria's own are Latin
 * letters in every locale. The segments' names come from Intl.DisplayNames in the page's language.
 */
const placeholders = {
  day: m.common_date_day_placeholder,
  month: m.common_date_month_placeholder,
  year: m.common_date_year_placeholder
} as const

export function DateOfBirthField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className
}: DateOfBirthFieldProps) {
  return (
    <I18nProvider locale={intlTag()}>
      <DateField
        className={cx("field", "date-field", className)}
        value={toDate(value)}
        onChange={(date) => onChange(date ? date.toString() : "")}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={errorMessage !== undefined && errorMessage !== ""}
        validationBehavior="aria"
        granularity="day"
        shouldForceLeadingZeros
      >
        <Label className="field__label">{label}</Label>
        <DateInput className="field__input date-field__input">
          {(segment) => {
            const placeholder = placeholders[segment.type as keyof typeof placeholders]
            return (
              <DateSegment segment={segment} className="date-field__segment">
                {segment.isPlaceholder && placeholder ? placeholder() : segment.text}
              </DateSegment>
            )
          }}
        </DateInput>
        {description ? (
          <Text slot="description" className="field__hint">
            {description}
          </Text>
        ) : null}
        <div className="field__error-region" aria-live="polite">
          <FieldError className="field__error">{errorMessage}</FieldError>
        </div>
      </DateField>
    </I18nProvider>
  )
}
