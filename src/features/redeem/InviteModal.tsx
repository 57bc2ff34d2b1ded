/** The invite modal of the rewards page: the referral link, Copy ('Copied' for 2 s), WhatsApp and SMS, Done. */
import { Button } from "react-aria-components"
import { m } from "../../../i18n/paraglide/messages.js"
import { CopyButton } from "../../ui/CopyButton.tsx"
import { Modal } from "../../ui/Modal.tsx"
import { inviteText, referralInviteLink, smsShareUrl, whatsappShareUrl } from "./invite.ts"

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
  const text = inviteText(link)
  return (
    <Modal
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => !open && onDone()}
      title={m.credit_invite_title()}
      className="invite"
    >
      <p className="invite__lead">{m.credit_invite_lead()}</p>
      <div className="invite__link">
        <label htmlFor="invite-link" className="field__label">
          {m.credit_invite_link_label()}
        </label>
        <textarea
          id="invite-link"
          className="field__input invite__input"
          readOnly
          rows={3}
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={link} />
      </div>
      <div className="invite__share">
        <a className="button button--secondary" href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer">
          {m.credit_invite_whatsapp()}
        </a>
        <a className="button button--secondary" href={smsShareUrl(text)}>
          {m.credit_invite_sms()}
        </a>
      </div>
      <Button className="button button--primary" onPress={onDone}>
        {m.credit_invite_done()}
      </Button>
    </Modal>
  )
}
