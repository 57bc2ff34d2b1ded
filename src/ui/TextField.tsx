import type { ReactNode } from "react"
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextArea
} from "react-aria-components"
import { m } from "../../i18n/paraglide/messages.js"
import { cx } from "./cx.ts"
import "./FormField.css"

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children" | "isInvalid"> {
  /** The visible label, which is also the accessible name ('Mobile Number'). */
  readonly label: ReactNode
  /** Help under the label, linked with aria-describedby. */
  readonly description?: ReactNode
  /**
   * The current message for this field (from the machine's errors), or undefined. It is announced politely as it
   * appears or changes (live validation while typing and on submit) and marks the input aria-invalid.
   */
  readonly errorMessage?: string | undefined
  /** Marks the field invalid without a message of its own (the form says what is wrong once). */
  readonly isInvalid?: boolean | undefined
  readonly placeholder?: string
  /** A <textarea> instead of an <input>. */
  readonly multiline?: boolean
  readonly rows?: number
  /** Shown beside the label for optional fields. */
  readonly optionalHint?: boolean
  /** Content after the input, e.g. a live counter '12/175'. */
  readonly trailing?: ReactNode
  /** Shown before the input, e.g. '+91' (not with `multiline`). */
  readonly prefix?: string
  readonly className?: string
}

/**
 * A labelled text input (react-aria-components TextField), styled like FormField (FormField.css). FormField is the
 * short form for machine-driven forms; this one takes every TextField prop. Validation is the machine's: validationBehavior is
 * "aria", so the browser never blocks a submit on its own, and the message comes in through `errorMessage`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  multiline,
  rows = 4,
  optionalHint,
  trailing,
  prefix,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid ?? (errorMessage !== undefined && errorMessage !== "")}
      className={cx("field", className)}
    >
      <Label className="field__label">
        {label}
        {optionalHint ? <span className="field__optional"> {m.common_optional()}</span> : null}
      </Label>
      {prefix !== undefined ? (
        <Group className="field__group">
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
          <Input className="field__input" placeholder={placeholder} />
        </Group>
      ) : multiline ? (
        <TextArea className="field__input field__input--multiline" rows={rows} placeholder={placeholder} />
      ) : (
        <Input className="field__input" placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      ) : null}
      {trailing}
      <div className="field__error-region" aria-live="polite">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  )
}
