/**
 * The invite dialog: a link to share, Copy ('Copied' for 2 s), WhatsApp and SMS (a messaging web URL and an sms:
 * link, spec section 7), Done. The rewards page's Invite More Friends and the Refer & Earn hero's Share (where the
 * browser has no share sheet) open it.
 */
import { useId } from "react"
import { Button } from "react-aria-components"
import { smsShareUrl, whatsappShareUrl } from "../../domain/referral-link.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { CopyButton } from "./CopyButton.tsx"
import { Modal } from "./Modal.tsx"
import "./InviteDialog.css"

export function InviteDialog({
  isOpen,
  title,
  lead,
  linkLabel,
  link,
  text,
  onDone
}: {
  readonly isOpen: boolean
  readonly title: string
  readonly lead: string
  readonly linkLabel: string
  readonly link: string
  /** What WhatsApp and SMS send: a line with the link in it. */
  readonly text: string
  readonly onDone: () => void
}) {
  const inputId = useId()
  return (
    <Modal isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onDone()} title={title} className="invite">
      <p className="invite__lead">{lead}</p>
      <div className="invite__link">
        <label htmlFor={inputId} className="field__label">
          {linkLabel}
        </label>
        <textarea
          id={inputId}
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
