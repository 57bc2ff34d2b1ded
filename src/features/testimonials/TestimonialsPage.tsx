/**
 * Testimonials (spec section 2): /resources/testimonials and /testimonials. A product dropdown (All Loans or one
 * product) narrows the cards; every approved testimonial is shown (showAll). Leave Your Feedback goes to the form.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import { isLoanTypeName } from "../../../domain/loans.ts"
import { productFilterOptions, testimonialsCountLabel, visibleTestimonials } from "../../../domain/testimonials.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { testimonialsMessages } from "../../../machines/testimonials.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { SelectField } from "../../ui/SelectField.tsx"
import { liveTestimonialsMachine } from "./live.ts"
import { TestimonialCard } from "./TestimonialCard.tsx"
import "./testimonials.css"

export default function TestimonialsPage() {
  const actor = useActorRef(liveTestimonialsMachine, { input: {} })
  const state = useSelector(actor, (s) => s.value)
  const { productType, testimonials } = useSelector(actor, (s) => s.context)

  return (
    <div className="testimonials-page">
      <section className="testimonials-hero" aria-labelledby="testimonials-title">
        <div className="container">
          <p className="eyebrow">{m.contact_testimonials_eyebrow()}</p>
          <Heading level={1} id="testimonials-title" className="testimonials-hero__title">
            {m.contact_testimonials_title()}
          </Heading>
          <p className="lead testimonials-hero__lead">{m.contact_testimonials_lead()}</p>
          <LinkButton href="/resources/testimonials/customer-feedback" variant="accent">
            {m.contact_testimonials_leave_feedback()}
          </LinkButton>
        </div>
      </section>

      <section className="section container" aria-labelledby="testimonials-list-title" aria-busy={state === "loading"}>
        <div className="testimonials-toolbar">
          <h2 id="testimonials-list-title" className="testimonials-toolbar__title">
            {m.contact_testimonials_list_title()}
          </h2>
          <SelectField
            className="testimonials-toolbar__filter"
            label={m.contact_testimonials_filter_label()}
            options={productFilterOptions()}
            value={productType ?? "all"}
            onChange={(id) => actor.send({ type: "Choose product", productType: isLoanTypeName(id) ? id : undefined })}
          />
        </div>

        <p className="testimonials-count" role="status">
          {state === "loaded" ? testimonialsCountLabel(testimonials.length, productType) : ""}
        </p>

        <LoadState
          status={loadStatus(state, state === "empty")}
          loadingLabel={m.contact_testimonials_loading()}
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
