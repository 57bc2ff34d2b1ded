/**
 * The notice beside a form that takes personal data (issue 14, point 2): its purpose and a link to the Privacy
 * Policy; and, where we rely on consent, the unticked box the person ticks (its message from the machine).
 */
import { m } from "../../i18n/paraglide/messages.js"
import { type ConsentLabel, consentLabels, consentNotices, type NoticeFor } from "../content/consent.ts"
import { RichText } from "./RichText.tsx"
import { TermsCheckbox } from "./TermsCheckbox.tsx"
import "./otp.css"
import "./ConsentNotice.css"

export function ConsentNotice({ notice }: { readonly notice: NoticeFor }) {
  return (
    <p className="consent-notice">
      {consentNotices()[notice]} <RichText copy={m.legal_notice_see_privacy()} />
    </p>
  )
}

export function ConsentCheckbox({
  label,
  agreed,
  error,
  isDisabled,
  onChange
}: {
  readonly label: ConsentLabel
  readonly agreed: boolean
  readonly error: string | undefined
  readonly isDisabled?: boolean
  readonly onChange: (agreed: boolean) => void
}) {
  return (
    <TermsCheckbox isSelected={agreed} error={error} isDisabled={isDisabled ?? false} onChange={onChange}>
      {consentLabels[label]()}
    </TermsCheckbox>
  )
}
