import { Link as AriaLink } from "react-aria-components"
import { type ButtonSize, type ButtonVariant, buttonClass } from "./Button.tsx"
import { externalProps, type LinkProps } from "./Link.tsx"

export interface LinkButtonProps extends LinkProps {
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly block?: boolean
}

/** A link that looks like a button ('Apply Now', 'Go to Home'): a real <a href>, client-side navigation. */
export function LinkButton({ variant, size, block, className, external, ...props }: LinkButtonProps) {
  return <AriaLink {...props} {...externalProps(external)} className={buttonClass(variant, size, block, className)} />
}
