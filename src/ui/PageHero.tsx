/** The top of a content page: an eyebrow, the page's one h1, a lead, and optional actions. */
import type { ReactNode } from "react"

export interface PageHeroProps {
  readonly eyebrow?: string
  readonly title: ReactNode
  readonly lead?: ReactNode
  readonly children?: ReactNode
  /** Shown beside the text on wide screens (below it on phones): a figure that fills the hero's other half. */
  readonly aside?: ReactNode
  readonly className?: string
}

export function PageHero({ eyebrow, title, lead, children, aside, className }: PageHeroProps) {
  const text = (
    <>
      {eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
      <h1 id="page-title" className="page-hero__title">
        {title}
      </h1>
      {lead ? <p className="lead page-hero__lead">{lead}</p> : null}
      {children}
    </>
  )
  return (
    <section className={`page-hero${className ? ` ${className}` : ""}`} aria-labelledby="page-title">
      {aside === undefined ? (
        <div className="container page-hero__inner">{text}</div>
      ) : (
        <div className="container page-hero__inner page-hero__inner--split">
          <div className="page-hero__text">{text}</div>
          <div className="page-hero__aside">{aside}</div>
        </div>
      )}
    </section>
  )
}
