import type { ReactNode } from "react"
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from "react-aria-components"
import { cx } from "./cx.ts"

export interface ModalProps {
  readonly isOpen: boolean
  /** Called with false when the person dismisses the modal (Escape, or outside press when dismissable). */
  readonly onOpenChange?: (isOpen: boolean) => void
  /** The dialog's heading and accessible name ('Submitted Successfully'). */
  readonly title: ReactNode
  readonly children: ReactNode
  /** Close on a press outside. Default false: the success modal closes with its own Done button. */
  readonly isDismissable?: boolean
  /** Escape closes (default true). */
  readonly isKeyboardDismissable?: boolean
  /** "alertdialog" for a message that needs an answer. Default "dialog". */
  readonly role?: "dialog" | "alertdialog"
  /** Content above the title, e.g. a success icon. */
  readonly icon?: ReactNode
  readonly className?: string
}

/**
 * A modal dialog (react-aria-components): focus moves in and is trapped, Escape closes, focus returns to the
 * element that opened it, the page behind is inert.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = false,
  isKeyboardDismissable = true,
  role = "dialog",
  icon,
  className
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      {...(onOpenChange ? { onOpenChange } : {})}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isKeyboardDismissable}
      className="modal-overlay"
    >
      <AriaModal className={cx("modal", className)}>
        <Dialog role={role} className="modal__dialog">
          {icon ? <div className="modal__icon">{icon}</div> : null}
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
