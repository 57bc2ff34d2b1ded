/**
 * Testimonials of one product, or of all (spec section 2: loan pages show the product's testimonials, the
 * calculator shows 3). Machine-backed: loading, the cards, an empty note, or a failure with Try again.
 *
 *     <ProductTestimonials productType="personal" />          // a product id or a loan type name
 *     <ProductTestimonials limit={3} headingLevel={2} />      // all products, 3 cards
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useId } from "react"
import { Heading } from "react-aria-components"
import { productTypeOf, visibleTestimonials } from "../../../domain/testimonials.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { Link } from "../../ui/Link.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { liveTestimonialsMachine } from "./live.ts"
import { TestimonialCard } from "./TestimonialCard.tsx"
import "./testimonials.css"

export interface ProductTestimonialsProps {
  /** A loan product id ('personal') or loan type name ('Personal Loan'); all products when left out. */
  readonly productType?: string
  /** How many cards to show (the spec's preview is 3). */
  readonly limit?: number
  readonly headingLevel?: 2 | 3
  /** Heading text; default 'What Our Customers Say' (in the language in force). */
  readonly title?: string
}

export default function ProductTestimonials({
  productType,
  limit = 3,
  headingLevel = 2,
  title
}: ProductTestimonialsProps) {
  const product = productTypeOf(productType)
  const actor = useActorRef(liveTestimonialsMachine, { input: { productType: product } })
  const state = useSelector(actor, (s) => s.value)
  const testimonials = useSelector(actor, (s) => s.context.testimonials)
  const headingId = useId()

  return (
    <section className="product-testimonials" aria-labelledby={headingId} aria-busy={state === "loading"}>
      <div className="product-testimonials__head">
        <Heading level={headingLevel} id={headingId} className="product-testimonials__title">
          {title ?? m.loans_testimonials_default_title()}
        </Heading>
        <Link href="/resources/testimonials" className="product-testimonials__all">
          {m.loans_testimonials_view_all()}
        </Link>
      </div>
      <LoadState
        status={loadStatus(state, state === "empty")}
        loadingLabel={m.loans_testimonials_loading()}
        failure={m.loans_testimonials_failed()}
        onRetry={() => actor.send({ type: "Retry" })}
        empty={product ? m.loans_testimonials_empty() : m.loans_testimonials_empty_all()}
        noteClassName="testimonials-note"
      >
        <ul className="testimonials-grid" role="list">
          {visibleTestimonials(testimonials, false, limit).map((t, i) => (
            <li key={`${t.userName}-${t.date}-${i}`}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  )
}

export { ProductTestimonials }
