/**
 * The mobile entry before an OTP (credit score, redeem, referral landing, my data): the mobile (+91, digits only, at most 10),
 * the terms where the screen has them, the notice of what the number is used for (issue 14), and a submit button that reads 'Sending OTP...' while the code is sent.
 */
import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { Button, Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import type { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import { MobileField } from "../../ui/MobileField.tsx"
import { TermsCheckbox } from "../../ui/TermsCheckbox.tsx"
import "../../ui/otp.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"

export function MobileEntryForm({
  actor,
  label,
  submitLabel,
  terms,
  notice = "otp"
}: {
  readonly actor: ActorRefFrom<typeof mobileEntryMachine>
  readonly label?: string
  readonly submitLabel: string
  /** The terms text, for a screen whose terms must be accepted. */
  readonly terms?: ReactNode
  /** The privacy notice beside the form (issue 14): the OTP's, or the credit check's on the credit score screen. */
  readonly notice?: "otp" | "credit"
}) {
  const { mobile, acceptTerms, errors } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(errors)
  const sending = useSelector(actor, (s) => s.matches("sending"))

  useToasts(actor)

  return (
    <Form
      ref={formRef}
      className="mobile-entry"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: "Submit" })
      }}
    >
      <MobileField
        label={label ?? m.credit_mobile_label()}
        value={mobile}
        error={errors.mobile}
        isDisabled={sending}
        onChange={(value) => actor.send({ type: "Type mobile", value })}
      />
      <ConsentNotice notice={notice} />
      {terms !== undefined && (
        <TermsCheckbox
          isSelected={acceptTerms}
          error={errors.terms}
          isDisabled={sending}
          onChange={(accepted) => actor.send({ type: "Accept terms", accepted })}
        >
          {terms}
        </TermsCheckbox>
      )}
      <Button type="submit" className="button button--primary button--lg mobile-entry__submit" isDisabled={sending}>
        {sending ? m.credit_sending_otp() : submitLabel}
      </Button>
    </Form>
  )
}
