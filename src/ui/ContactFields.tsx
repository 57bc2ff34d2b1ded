/**
 * A person's name, mobile and e-mail, as the forms that ask for all three write them (the grievance form, choosing an
 * offer): the machine's message under each field, the mobile with +91 and the hint that an OTP goes to it.
 */
import { m } from "../../i18n/paraglide/messages.js"
import { FormField } from "./FormField.tsx"
import { MobileField } from "./MobileField.tsx"

export type ContactField = "name" | "mobile" | "email"

export function ContactFields({
  values,
  errors,
  isDisabled,
  onChange
}: {
  readonly values: { readonly [F in ContactField]: string }
  readonly errors: { readonly [F in ContactField]?: string | undefined }
  readonly isDisabled: boolean
  readonly onChange: (field: ContactField, value: string) => void
}) {
  return (
    <>
      <FormField
        label={m.legal_field_name()}
        value={values.name}
        error={errors.name}
        autoComplete="name"
        isDisabled={isDisabled}
        onChange={(value) => onChange("name", value)}
      />
      <MobileField
        label={m.legal_field_mobile()}
        value={values.mobile}
        error={errors.mobile}
        description={m.legal_field_mobile_hint()}
        isDisabled={isDisabled}
        onChange={(value) => onChange("mobile", value)}
      />
      <FormField
        label={m.legal_field_email()}
        kind="email"
        value={values.email}
        error={errors.email}
        autoComplete="email"
        isDisabled={isDisabled}
        onChange={(value) => onChange("email", value)}
      />
    </>
  )
}
