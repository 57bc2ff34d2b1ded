/**
 * A labelled text field on react-aria: the label names the input, an optional hint and the error are tied to it
 * (aria-describedby), and the error is announced politely when it appears. Mobile fields show the +91 prefix
 * and bring up the number pad.
 */
import { FieldError, Group, Input, Label, Text, TextField } from "react-aria-components"
import "./FormField.css"

export interface FormFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly kind?: "text" | "email" | "mobile" | "code"
  readonly error?: string | undefined
  readonly optional?: boolean | undefined
  readonly description?: string | undefined
  readonly autoComplete?: string | undefined
  readonly isDisabled?: boolean | undefined
  readonly isReadOnly?: boolean | undefined
  readonly isRequired?: boolean | undefined
  readonly placeholder?: string | undefined
  readonly maxLength?: number | undefined
}

export function FormField({ label, value, onChange, kind = "text", error, optional, description, autoComplete, isDisabled, isReadOnly, isRequired, placeholder, maxLength }: FormFieldProps) {
  const input = (
    <Input
      className="field__input"
      placeholder={placeholder}
      inputMode={kind === "mobile" || kind === "code" ? "numeric" : kind === "email" ? "email" : undefined}
    />
  )
  const hint = optional ? "Optional" : description
  return (
    <TextField
      className="field"
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired ?? (!optional && !isReadOnly)}
      validationBehavior="aria"
      type={kind === "email" ? "email" : "text"}
      autoComplete={autoComplete}
      maxLength={maxLength ?? (kind === "mobile" ? 10 : undefined)}
      spellCheck={kind === "text" ? undefined : "false"}
    >
      <Label className="field__label">{label}</Label>
      {kind === "mobile" ? (
        <Group className="field__group">
          <span className="field__prefix" aria-hidden="true">+91</span>
          {input}
        </Group>
      ) : (
        input
      )}
      {hint && <Text slot="description" className="field__hint">{hint}</Text>}
      <div aria-live="polite">
        <FieldError className="field__error">{error}</FieldError>
      </div>
    </TextField>
  )
}
