/**
 * A labelled native <select>, styled like the other fields: phones show their own picker, which suits long lists
 * such as India's states and union territories.
 */
import { useId } from "react"
import { cx } from "./cx.ts"
import "./FormField.css"

export interface NativeSelectProps {
  readonly label: string
  /** Each a value shown as it is, or a value with its words in the page's language. */
  readonly options: ReadonlyArray<string | { readonly value: string; readonly label: string }>
  /** The chosen option, or "" for none. */
  readonly value: string
  readonly onChange: (value: string) => void
  /** The empty first choice ("Select a state"); none where a value is always chosen. */
  readonly placeholder?: string
  readonly errorMessage?: string | undefined
  readonly autoComplete?: string
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly className?: string
}

export function NativeSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  autoComplete,
  isRequired,
  isDisabled,
  className
}: NativeSelectProps) {
  const id = useId()
  const choices = options.map((o) => (typeof o === "string" ? { value: o, label: o } : o))
  const invalid = errorMessage !== undefined && errorMessage !== ""
  return (
    <div className={cx("field", "native-select", className)} data-invalid={invalid || undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input native-select__select"
        value={value}
        autoComplete={autoComplete}
        required={isRequired}
        aria-required={isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-error`}
        disabled={isDisabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {/* A value the list does not have (typed before the list existed) stays choosable. */}
        {value !== "" && !choices.some((c) => c.value === value) ? <option value={value}>{value}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <div className="field__error-region" aria-live="polite">
        <span id={`${id}-error`} className="field__error">
          {errorMessage ?? ""}
        </span>
      </div>
    </div>
  )
}
