/**
 * A labelled dropdown (react-aria-components Select): the testimonials' product filter, the feedback form's loan
 * type and the back office's enquiry filters. Keyboard: Enter, Space or the arrow keys open it; type-ahead, arrows
 * and Enter choose.
 */
import type { Key } from "react-aria-components"
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import { cx } from "./cx.ts"
import "./FormField.css"
import "./SelectField.css"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps {
  readonly label: string
  readonly options: ReadonlyArray<SelectOption>
  /** The chosen option's id, or "" for none. */
  readonly value: string
  readonly onChange: (id: string) => void
  readonly placeholder?: string
  readonly errorMessage?: string | undefined
  /** Marks the dropdown invalid without a message of its own. */
  readonly isInvalid?: boolean | undefined
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly className?: string
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  className
}: SelectFieldProps) {
  return (
    <Select
      className={cx("field", "select-field", className)}
      value={value === "" ? null : value}
      onChange={(key: Key | null) => onChange(key === null ? "" : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? (errorMessage !== undefined && errorMessage !== "")}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input select-field__button">
        <SelectValue className="select-field__value" />
        <svg
          className="select-field__chevron"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
      <div className="field__error-region" aria-live="polite">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
      <Popover className="select-field__popover" offset={4}>
        <ListBox className="select-field__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="select-field__option" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
