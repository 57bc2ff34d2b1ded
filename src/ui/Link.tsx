import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components"
import { cx } from "./cx.ts"

export interface LinkProps extends Omit<AriaLinkProps, "className" | "href"> {
  readonly href: string
  readonly className?: string
  /** Opens in a new tab with rel="noopener noreferrer" (social links). */
  readonly external?: boolean
}

export const externalProps = (external: boolean | undefined) =>
  external ? ({ target: "_blank", rel: "noopener noreferrer" } as const) : {}

/**
 * A real <a href>. Same-origin links navigate client-side through the RouterProvider in the shell (modified clicks,
 * new tabs and other origins behave natively); mailto:, tel: and other sites are ordinary links.
 */
export function Link({ className, external, ...props }: LinkProps) {
  return <AriaLink {...props} {...externalProps(external)} className={cx("link", className)} />
}
