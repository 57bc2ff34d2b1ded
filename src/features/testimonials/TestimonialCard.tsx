import { loanTypeLabelOf } from "../../../domain/loan-products.ts"
import type { Testimonial } from "../../../domain/testimonials.ts"
import { initialsOf, testimonialDateLabel } from "../../../domain/testimonials.ts"
import { cx } from "../../ui/cx.ts"
import { Stars } from "./Stars.tsx"
import "./testimonial-card.css"

export interface TestimonialCardProps {
  readonly testimonial: Testimonial
  /** Copies in a looping carousel are hidden from assistive technology and the tab order. */
  readonly hidden?: boolean
  readonly className?: string
}

/**
 * One testimonial: initials avatar (or the author's picture), content, name, stars, product and date. The content,
 * name and city are the customer's own words (English, `lang="en"`, not for translating); the product and the date
 * are ours, in the page's language.
 */
export function TestimonialCard({ testimonial: t, hidden, className }: TestimonialCardProps) {
  return (
    <figure className={cx("testimonial-card", className)} aria-hidden={hidden || undefined}>
      <div className="testimonial-card__top">
        {t.pictureUrl ? (
          <img
            className="testimonial-card__avatar"
            src={t.pictureUrl}
            alt=""
            width="48"
            height="48"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span
            className="testimonial-card__avatar testimonial-card__avatar--initials"
            aria-hidden="true"
            translate="no"
          >
            {initialsOf(t.userName)}
          </span>
        )}
        <Stars rating={t.rating} />
      </div>
      <blockquote className="testimonial-card__content" lang="en">
        <p>{t.content}</p>
      </blockquote>
      <figcaption className="testimonial-card__caption">
        <span className="testimonial-card__name" translate="no">
          {t.userName}
        </span>
        {t.city ? (
          <span className="testimonial-card__city" translate="no">
            {t.city}
          </span>
        ) : null}
        <span className="testimonial-card__meta">
          <span className="testimonial-card__product">{loanTypeLabelOf(t.productType)}</span>
          <span aria-hidden="true"> · </span>
          <span className="testimonial-card__date">{testimonialDateLabel(t.date)}</span>
        </span>
      </figcaption>
    </figure>
  )
}
