/**
 * The short form of TextField for machine-driven forms: a field kind sets the input's type, keyboard and prefix
 * (mobile numbers show +91 and bring up the number pad), and the machine's message comes in as `error`.
 */
import { TextField } from "./TextField.tsx"

export interface FormFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly kind?: "text" | "email" | "mobile" | "code"
  readonly error?: string | undefined
  /** Marks the field invalid without showing `error` under it. */
  readonly isInvalid?: boolean | undefined
  readonly optional?: boolean | undefined
  readonly description?: string | undefined
  readonly autoComplete?: string | undefined
  readonly isDisabled?: boolean | undefined
  readonly isReadOnly?: boolean | undefined
  readonly isRequired?: boolean | undefined
  readonly placeholder?: string | undefined
  readonly maxLength?: number | undefined
}

export function FormField({
  kind = "text",
  error,
  optional,
  isRequired,
  isReadOnly,
  maxLength,
  ...props
}: FormFieldProps) {
  return (
    <TextField
      {...props}
      errorMessage={error}
      optionalHint={optional}
      isReadOnly={isReadOnly}
      isRequired={isRequired ?? (!optional && !isReadOnly)}
      type={kind === "email" ? "email" : "text"}
      inputMode={kind === "mobile" || kind === "code" ? "numeric" : kind === "email" ? "email" : undefined}
      // No maxlength on a mobile: it would cut a pasted "+91 98765 01234" before the form cleans it.
      maxLength={maxLength}
      spellCheck={kind === "text" ? undefined : "false"}
      prefix={kind === "mobile" ? "+91" : undefined}
    />
  )
}
