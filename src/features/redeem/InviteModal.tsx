/** The invite modal of the rewards page: the referral link, Copy ('Copied' for 2 s), WhatsApp and SMS, Done. */
import { m } from "../../../i18n/paraglide/messages.js"
import { InviteDialog } from "../../ui/InviteDialog.tsx"
import { inviteText, referralInviteLink } from "./invite.ts"

export function InviteModal({
  isOpen,
  name,
  mobile,
  onDone
}: {
  readonly isOpen: boolean
  readonly name: string
  readonly mobile: string
  readonly onDone: () => void
}) {
  const origin = typeof window === "undefined" ? "" : window.location.origin
  const link = referralInviteLink(origin, name, mobile)
  return (
    <InviteDialog
      isOpen={isOpen}
      title={m.credit_invite_title()}
      lead={m.credit_invite_lead()}
      linkLabel={m.credit_invite_link_label()}
      link={link}
      text={inviteText(link)}
      onDone={onDone}
    />
  )
}
