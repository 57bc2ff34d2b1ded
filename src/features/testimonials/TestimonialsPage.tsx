/**
 * Testimonials (spec section 2): /resources/testimonials and /testimonials. A product dropdown (All Loans or one
 * product) narrows the cards; every approved testimonial is shown (showAll). Leave Your Feedback goes to the form.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import type { LoanTypeName } from "../../../domain/loan-products.ts"
import { isLoanTypeName } from "../../../domain/loans.ts"
import { productFilterOptions, visibleTestimonials } from "../../../domain/testimonials.ts"
import { testimonialsMessages } from "../../../machines/testimonials.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { liveTestimonialsMachine } from "./live.ts"
import { SelectField } from "./SelectField.tsx"
import { TestimonialCard } from "./TestimonialCard.tsx"
import "./testimonials.css"

const countLabel = (n: number, product: LoanTypeName | undefined) =>
  `Showing ${n} ${n === 1 ? "testimonial" : "testimonials"}${product ? ` for ${product}` : ""}`

export default function TestimonialsPage() {
  const actor = useActorRef(liveTestimonialsMachine, { input: {} })
  const state = useSelector(actor, (s) => s.value)
  const { productType, testimonials } = useSelector(actor, (s) => s.context)

  return (
    <div className="testimonials-page">
      <section className="testimonials-hero" aria-labelledby="testimonials-title">
        <div className="container">
          <p className="eyebrow">Testimonials</p>
          <Heading level={1} id="testimonials-title" className="testimonials-hero__title">
            What Our Customers Say
          </Heading>
          <p className="lead testimonials-hero__lead">
            Real stories from people across India who found the right loan with us: for a wedding, a first home, a new
            truck or a growing business.
          </p>
          <LinkButton href="/resources/testimonials/customer-feedback" variant="accent">
            Leave Your Feedback
          </LinkButton>
        </div>
      </section>

      <section className="section container" aria-labelledby="testimonials-list-title" aria-busy={state === "loading"}>
        <div className="testimonials-toolbar">
          <h2 id="testimonials-list-title" className="testimonials-toolbar__title">
            Customer stories
          </h2>
          <SelectField
            className="testimonials-toolbar__filter"
            label="Filter by loan"
            options={productFilterOptions}
            value={productType ?? "all"}
            onChange={(id) => actor.send({ type: "Choose product", productType: isLoanTypeName(id) ? id : undefined })}
          />
        </div>

        <p className="testimonials-count" role="status">
          {state === "loaded" ? countLabel(testimonials.length, productType) : ""}
        </p>

        <LoadState
          status={loadStatus(state, state === "empty")}
          loadingLabel="Loading testimonials..."
          failure={testimonialsMessages.failed}
          onRetry={() => actor.send({ type: "Retry" })}
          empty={productType ? testimonialsMessages.empty : testimonialsMessages.emptyAll}
          noteClassName="testimonials-note"
        >
          <ul className="testimonials-grid" role="list">
            {visibleTestimonials(testimonials, true).map((t, i) => (
              <li key={`${t.userName}-${t.date}-${i}`}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        </LoadState>
      </section>
    </div>
  )
}
