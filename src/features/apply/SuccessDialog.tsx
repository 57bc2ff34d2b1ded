/** The success modal of spec section 2: the tracking ID with a copy button, and Done back to the home page. */
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { enquirySuccessMessage } from "../../../domain/enquiry.ts"
import { CopyButton } from "../../ui/CopyButton.tsx"

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
            Submitted Successfully
          </Heading>
          <p>{enquirySuccessMessage}</p>
          <p className="success-dialog__save">Please save this tracking ID for future reference</p>
          <div className="success-dialog__id">
            <output data-testid="tracking-id" className="success-dialog__code">
              {trackingId}
            </output>
            <CopyButton text={trackingId} />
          </div>
          <Button className="button button--primary" onPress={onDone} autoFocus>
            Done
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
