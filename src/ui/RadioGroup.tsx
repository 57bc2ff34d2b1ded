import type { ReactNode } from "react"
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  FieldError,
  Label,
  Radio,
  Text
} from "react-aria-components"
import { cx } from "./cx.ts"
import "./FormField.css"

export interface RadioOption<V extends string> {
  readonly value: V
  readonly label: ReactNode
  readonly description?: ReactNode
  readonly isDisabled?: boolean
}

export interface RadioGroupProps<V extends string>
  extends Omit<AriaRadioGroupProps, "className" | "children" | "value" | "defaultValue" | "onChange" | "isInvalid"> {
  readonly label: ReactNode
  readonly options: ReadonlyArray<RadioOption<V>>
  readonly value?: V
  readonly defaultValue?: V
  readonly onChange?: (value: V) => void
  readonly description?: ReactNode
  readonly errorMessage?: string | undefined
  /** Hide the group label visually (it stays the accessible name). */
  readonly hideLabel?: boolean
  readonly className?: string
}

/** A labelled group of radios (Self / Referral). Arrow keys move between options. */
export function RadioGroup<V extends string>({
  label,
  options,
  onChange,
  description,
  errorMessage,
  hideLabel,
  className,
  orientation = "horizontal",
  ...props
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      validationBehavior="aria"
      {...props}
      orientation={orientation}
      isInvalid={errorMessage !== undefined && errorMessage !== ""}
      {...(onChange ? { onChange: (value: string) => onChange(value as V) } : {})}
      className={cx("radio-group", `radio-group--${orientation}`, className)}
    >
      <Label className={cx("field__label", hideLabel && "visually-hidden")}>{label}</Label>
      {description ? (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      ) : null}
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled ?? false} className="radio">
            <span className="radio__mark" aria-hidden="true" />
            <span className="radio__text">
              <span className="radio__label">{option.label}</span>
              {option.description ? <span className="radio__description">{option.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <div className="field__error-region" aria-live="polite">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </AriaRadioGroup>
  )
}
