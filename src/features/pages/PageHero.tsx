/** The top of a content page: an eyebrow, the page's one h1, a lead, and optional actions. */
import type { ReactNode } from "react"

export interface PageHeroProps {
  readonly eyebrow?: string
  readonly title: ReactNode
  readonly lead?: ReactNode
  readonly children?: ReactNode
  readonly className?: string
}

export function PageHero({ eyebrow, title, lead, children, className }: PageHeroProps) {
  return (
    <section className={`page-hero${className ? ` ${className}` : ""}`} aria-labelledby="page-title">
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title" className="page-hero__title">
          {title}
        </h1>
        {lead ? <p className="lead page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}
