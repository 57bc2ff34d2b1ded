/**
 * A person's mobile number before an OTP: +91, a numeric keyboard, the browser's saved number, and the machine's
 * message under it (the mobile entry of credit score, redeem, referral and my data; the grievance form and look-up).
 */
import { FormField } from "./FormField.tsx"

export function MobileField({
  label,
  value,
  error,
  description,
  isDisabled,
  onChange
}: {
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly description?: string
  readonly isDisabled: boolean
  readonly onChange: (value: string) => void
}) {
  return (
    <FormField
      label={label}
      kind="mobile"
      value={value}
      error={error}
      autoComplete="tel-national"
      description={description}
      isDisabled={isDisabled}
      onChange={onChange}
    />
  )
}
