import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import { cx } from "./cx.ts"

export type ButtonVariant = "primary" | "secondary" | "accent" | "ghost" | "danger"
export type ButtonSize = "sm" | "md" | "lg"

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly className?: string
  /** Full width of its container. */
  readonly block?: boolean
}

export const buttonClass = (
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  block = false,
  className?: string
): string => cx("button", `button--${variant}`, `button--${size}`, block && "button--block", className)

/**
 * A button (react-aria-components): onPress, isDisabled, isPending (announced; keep the label, e.g. 'Submitting...',
 * in children), type="submit" in forms.
 */
export function Button({ variant, size, block, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, size, block, className)} />
}
