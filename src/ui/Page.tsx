import type { ReactNode } from "react"
import { cx } from "./cx.ts"
import { type PageMeta, useDocumentMeta } from "./meta.ts"

export interface PageProps extends PageMeta {
  readonly children: ReactNode
  readonly className?: string
}

/** A page: sets the document title, description and Open Graph tags, and wraps the content. */
export function Page({ children, className, ...meta }: PageProps) {
  useDocumentMeta(meta)
  return <div className={cx("page", className)}>{children}</div>
}
