/**
 * A loan product's page (spec section 2, Loan pages): /services/<slug> and its aliases, one view for all eight.
 * Hero (name, tagline, the four headline figures, Apply Now, and the EMI Calculator link where the page embeds
 * the calculator), benefit cards, eligibility and documents, the embedded calculator (#emi-calculator, five
 * products), how to apply, the product's testimonials and the FAQ accordion.
 *
 * Everything on it is data: the product from domain/loan-products.ts, the copy from src/content/products/ and the
 * page's own words, all from the `loans` catalog in the language in force (issue 15). The
 * page's title, description and Open Graph tags come from its route's meta (src/routes.tsx). It renders outside a
 * browser (no window or document during render).
 */
import { lazy, Suspense } from "react"
import { Heading } from "react-aria-components"
import { applyHref, type LoanProductId, loanProductById } from "../../../domain/loan-products.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { applySteps } from "../../content/products/how-to-apply.ts"
import { productPages } from "../../content/products/index.ts"
import type { ListGroup } from "../../content/products/types.ts"
import { buttonClass } from "../../ui/Button.tsx"
import { cx } from "../../ui/cx.ts"
import { FaqAccordion } from "../../ui/FaqAccordion.tsx"
import { keepCompounds } from "../../ui/keepCompounds.tsx"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoanToolLinks } from "../../ui/LoanToolLinks.tsx"
import { whenNear } from "../../ui/lazy-view.ts"
import { LoadingState } from "../../ui/Spinner.tsx"
import { BenefitIcon, ProductIcon } from "./icons.tsx"
import "./loans.css"

export interface LoanPageProps {
  readonly productId: LoanProductId
}

/**
 * The calculator (the calculator screen's panel, embedded): its own chunk, so the three pages without it never load
 * the calculator machine and charts.
 */
const CalculatorPanel = lazy(() =>
  // Prerendered below the fold on a phone: its code (machine, charts) loads, and it hydrates, when the person is near.
  whenNear(".loan-calculator .calc").then(() =>
    import("../calculator/CalculatorPanel.tsx").then((m) => ({ default: m.CalculatorPanel }))
  )
)

/** The product's testimonials (GET /api/testimonials?productType=): their own chunk, after the page's copy. */
const ProductTestimonials = lazy(() =>
  // Below the fold: the prerendered section waits for the person to come near (no API client in a first visit).
  whenNear(".product-testimonials").then(() => import("../testimonials/ProductTestimonials.tsx"))
)

/** The id the hero's 'EMI Calculator' link jumps to (spec: #emi-calculator). */
export const calculatorAnchor = "emi-calculator"

function Lists({ groups, level }: { readonly groups: ReadonlyArray<ListGroup>; readonly level: 3 | 4 }) {
  const H = level === 3 ? "h3" : "h4"
  return groups.map((group) => (
    <div key={group.title} className="loan-lists__group">
      <H className="loan-lists__title">{group.title}</H>
      <ul className="loan-lists__items">
        {group.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  ))
}

export default function LoanPage({ productId }: LoanPageProps) {
  const product = loanProductById(productId)
  const name = product.label()
  const content = productPages[productId]()
  // The loan type sent to the form is the product's English name (data the API reads), in every language.
  const apply = applyHref(product)
  const id = (part: string) => `loan-${product.id}-${part}`
  // Sections below the hero alternate plain and tinted backgrounds, whichever of them the product has.
  let sectionCount = 0
  const sectionClass = (extra?: string) => cx("section", sectionCount++ % 2 === 1 && "section--alt", extra)

  return (
    <article className="loan" aria-labelledby={id("title")}>
      <header className="loan-hero">
        <div className="container loan-hero__inner">
          <nav aria-label={m.loans_breadcrumb_label()} className="loan-hero__crumbs">
            <ol>
              <li>
                <Link href="/">{m.loans_breadcrumb_home()}</Link>
              </li>
              <li>
                <span aria-current="page">{name}</span>
              </li>
            </ol>
          </nav>
          <div className="loan-hero__head">
            <span className="loan-hero__icon">
              <ProductIcon icon={product.icon} width={36} height={36} />
            </span>
            <div>
              <Heading level={1} id={id("title")} className="loan-hero__title">
                {name}
              </Heading>
              <p className="loan-hero__tagline">{product.tagline()}</p>
            </div>
          </div>
          <p className="loan-hero__intro">{content.intro}</p>
          <dl className="loan-hero__facts">
            {product.attributes.map((attribute) => (
              <div key={attribute.title()} className="loan-hero__fact">
                <dt>{attribute.title()}</dt>
                <dd>{attribute.text()}</dd>
              </div>
            ))}
          </dl>
          <div className="loan-hero__actions">
            <LinkButton href={apply} variant="accent" size="lg">
              {m.loans_apply_now()}
            </LinkButton>
            {product.pageCalculator && (
              // A plain fragment link: the browser scrolls to the section and moves the keyboard's starting point
              // there, every time it is pressed (a client-side navigation would not repeat for the same hash).
              <a href={`#${calculatorAnchor}`} className={buttonClass("secondary", "lg")}>
                {m.loans_emi_calculator()}
              </a>
            )}
          </div>
        </div>
      </header>

      <section className={sectionClass()} aria-labelledby={id("benefits")}>
        <div className="container">
          <h2 id={id("benefits")}>{m.loans_benefits_heading({ product: name })}</h2>
          <ul className="loan-benefits" role="list">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="loan-benefit">
                <span className="loan-benefit__icon">
                  <BenefitIcon icon={benefit.icon} />
                </span>
                <h3 className="loan-benefit__title">{keepCompounds(benefit.title)}</h3>
                <p className="loan-benefit__text">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionClass()} aria-labelledby={`${id("eligibility")} ${id("documents")}`}>
        <div className="container loan-lists">
          <div>
            <h2 id={id("eligibility")}>{m.loans_eligibility_heading()}</h2>
            <Lists groups={content.eligibility} level={3} />
          </div>
          <div>
            <h2 id={id("documents")}>{m.loans_documents_heading()}</h2>
            <Lists groups={content.documents} level={3} />
          </div>
        </div>
      </section>

      {product.pageCalculator && (
        <section id={calculatorAnchor} className={sectionClass("loan-calculator")} aria-labelledby={id("calculator")}>
          <div className="container">
            <h2 id={id("calculator")}>{m.loans_calculator_heading({ product: name })}</h2>
            <p className="loan-calculator__intro">{m.loans_calculator_intro()}</p>
            <Suspense fallback={<LoadingState label={m.loans_calculator_loading()} />}>
              <CalculatorPanel productId={product.id} fixedProduct headingLevel={3} syncUrl={false} />
            </Suspense>
            <LoanToolLinks />
          </div>
        </section>
      )}

      <section className={sectionClass()} aria-labelledby={id("steps")}>
        <div className="container">
          <h2 id={id("steps")}>{m.loans_steps_heading()}</h2>
          <ol className="loan-steps" role="list">
            {applySteps().map((step, index) => (
              <li key={step.title} className="loan-step">
                <span className="loan-step__number" aria-hidden>
                  {index + 1}
                </span>
                <h3 className="loan-step__title">{step.title}</h3>
                <p className="loan-step__text">{step.text}</p>
              </li>
            ))}
          </ol>
          <LinkButton href={apply} variant="primary" className="loan-steps__apply">
            {m.loans_apply_for({ product: name })}
          </LinkButton>
        </div>
      </section>

      <div className={sectionClass()}>
        <div className="container">
          <Suspense fallback={<LoadingState label={m.loans_testimonials_loading()} />}>
            <ProductTestimonials
              productType={product.id}
              limit={3}
              headingLevel={2}
              title={m.loans_testimonials_title({ product: name })}
            />
          </Suspense>
        </div>
      </div>

      <section className={sectionClass()} aria-labelledby={id("faqs")}>
        <div className="container loan-faqs">
          <h2 id={id("faqs")}>{m.loans_faqs_heading()}</h2>
          <FaqAccordion faqs={content.faqs} className="loan-faqs__list" />
        </div>
      </section>
    </article>
  )
}
