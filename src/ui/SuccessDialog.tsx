/** The success modal of spec section 2: the tracking ID with a copy button, and Done back to the home page. */
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { enquirySuccessText } from "../../domain/enquiry.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { CopyButton } from "./CopyButton.tsx"
import "./SuccessDialog.css"

export function SuccessDialog({
  isOpen,
  trackingId,
  onDone
}: {
  readonly isOpen: boolean
  readonly trackingId: string
  readonly onDone: () => void
}) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onDone()}>
      <Modal className="modal">
        <Dialog className="dialog success-dialog">
          <div className="success-dialog__icon" aria-hidden="true">
            ✓
          </div>
          <Heading slot="title" className="dialog__title">
            {m.apply_success_title()}
          </Heading>
          <p>{enquirySuccessText()}</p>
          <p className="success-dialog__save">{m.apply_success_save_id()}</p>
          <div className="success-dialog__id">
            <output data-testid="tracking-id" className="success-dialog__code">
              {trackingId}
            </output>
            <CopyButton text={trackingId} />
          </div>
          <Button className="button button--primary" onPress={onDone} autoFocus>
            {m.apply_success_done()}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
