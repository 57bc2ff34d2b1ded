/**
 * The calculator screen (spec section 2 "Calculator screen"): /resources/emi-calculator?calc=emi,
 * /resources/eligibility-calculator?calc=eligibility and /eligibility. The first tab comes from `calc`; without it
 * the eligibility paths open the Eligibility Calculator. The inputs live in the query string so a result can be
 * shared and bookmarked. Below the calculator: three testimonials (all products) and the FAQs.
 */
import { lazy, Suspense, useMemo } from "react"
import { useLocation, useSearch } from "wouter"
import { calculatorTabForPath } from "../../../domain/calculator-path.ts"
import { queryFromCalculator } from "../../../domain/loan-tools-inputs.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { calculatorFaqs } from "../../content/calculator-faqs.ts"
import { FaqAccordion } from "../../ui/FaqAccordion.tsx"
import { LoanToolLinks } from "../../ui/LoanToolLinks.tsx"
import { whenNear } from "../../ui/lazy-view.ts"
import { LoadingState } from "../../ui/Spinner.tsx"
import { CalculatorPanel } from "./CalculatorPanel.tsx"
import "./calculator.css"
import "./calculator-results.css"

/** Testimonials read the API (Effect): their own chunk, so the calculator is on screen first. */
const ProductTestimonials = lazy(() =>
  // Below the calculator: the prerendered section waits for the person to come near (no API client at first).
  whenNear(".product-testimonials").then(() => import("../testimonials/ProductTestimonials.tsx"))
)

export default function CalculatorPage() {
  const [path] = useLocation()
  const defaultTab = calculatorTabForPath(path)
  // The loan tools' links carry the loan the calculator shows (its query mirrors its inputs).
  const search = useSearch()
  // The same element on every render: the calculator rewrites the query at start (syncUrl), which re-renders this
  // page; a prerendered Suspense boundary that receives new props before its chunk is in drops its server HTML for
  // the fallback, and the testimonials would load at once instead of when the person comes near (issue 13).
  const testimonials = useMemo(
    () => (
      <Suspense fallback={<LoadingState label={m.calculator_loading_testimonials()} />}>
        <ProductTestimonials limit={3} headingLevel={2} />
      </Suspense>
    ),
    []
  )

  return (
    <div className="calc-page">
      <header className="calc-page__hero">
        <div className="container">
          <h1 className="calc-page__title">{m.calculator_page_title()}</h1>
          <p className="calc-page__subtitle">{m.calculator_page_subtitle()}</p>
        </div>
      </header>

      <div className="container calc-page__calculator">
        <CalculatorPanel syncUrl headingLevel={2} defaultTab={defaultTab} />
      </div>

      <LoanToolLinks className="container" queryFor={(tool) => queryFromCalculator(tool, search)} />

      <div className="section calc-page__testimonials">
        <div className="container">{testimonials}</div>
      </div>

      <section className="section section--alt calc-page__faqs" aria-labelledby="calc-faqs-title">
        <div className="container">
          <h2 id="calc-faqs-title">{m.calculator_faqs_title()}</h2>
          <FaqAccordion faqs={calculatorFaqs()} />
        </div>
      </section>
    </div>
  )
}
