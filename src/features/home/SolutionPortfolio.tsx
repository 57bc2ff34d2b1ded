/**
 * Solution Portfolio, the loan types section (spec section 2). Wide screens: a sidebar of the eight products; the
 * chosen one shows its name, tagline, 'Why Choose Our {name}?', description, four attributes, Apply Now and Learn
 * More. Compact screens: cards for the first six products, each with Apply Now and Learn More. Both are in the
 * HTML; CSS shows one (display: none hides the other from assistive technology too).
 */

import { useState } from "react"
import { applyHref, type LoanProductId, loanProductById, loanProducts } from "../../../domain/loan-products.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { textOf } from "../../ui/text.ts"
import { ProductIcon } from "../loans/icons.tsx"
import { onTabListKeyDown } from "./tabs.ts"

/** Compact mode shows the first six products (spec section 2). */
export const compactProductCount = 6

function Actions({ product }: { readonly product: (typeof loanProducts)[number] }) {
  return (
    <div className="portfolio__actions">
      <LinkButton href={applyHref(product)} variant="primary">
        {m.home_apply_now()}
        <span className="visually-hidden"> {m.home_for_product({ name: product.label() })}</span>
      </LinkButton>
      <LinkButton href={product.path} variant="secondary">
        {m.home_learn_more()}
        <span className="visually-hidden"> {m.home_about_product({ name: product.label() })}</span>
      </LinkButton>
    </div>
  )
}

export function SolutionPortfolio() {
  const [selected, setSelected] = useState<LoanProductId>("personal")
  const product = loanProductById(selected)
  const index = loanProducts.findIndex((p) => p.id === selected)

  return (
    <section className="section section--alt portfolio" aria-labelledby="portfolio-title">
      <div className="container">
        <p className="eyebrow">{m.home_portfolio_eyebrow()}</p>
        <h2 id="portfolio-title">{m.home_portfolio_title()}</h2>
        <p className="lead portfolio__lead">{m.home_portfolio_lead()}</p>

        <div className="portfolio__wide">
          <div
            className="portfolio__sidebar"
            role="tablist"
            aria-orientation="vertical"
            aria-label={m.home_loan_types()}
            onKeyDown={(e) =>
              onTabListKeyDown(e, "vertical", loanProducts.length, index, (i) => setSelected(loanProducts[i]!.id))
            }
          >
            {loanProducts.map((p) => (
              <button
                key={p.id}
                type="button"
                role="tab"
                id={`portfolio-tab-${p.id}`}
                aria-selected={p.id === selected}
                aria-controls="portfolio-panel"
                tabIndex={p.id === selected ? 0 : -1}
                className="portfolio__tab"
                onClick={() => setSelected(p.id)}
              >
                <ProductIcon icon={p.icon} className="portfolio__tab-icon" />
                <span>{p.label()}</span>
              </button>
            ))}
          </div>
          <div
            id="portfolio-panel"
            role="tabpanel"
            aria-labelledby={`portfolio-tab-${product.id}`}
            className="portfolio__panel"
          >
            <div className="portfolio__panel-head">
              <ProductIcon icon={product.icon} className="portfolio__panel-icon" width={40} height={40} />
              <div>
                <h3 className="portfolio__name">{product.label()}</h3>
                <p className="portfolio__tagline">{textOf(product.tagline)}</p>
              </div>
            </div>
            <h4 className="portfolio__why">{m.home_why_choose({ name: product.label() })}</h4>
            <p className="portfolio__description">{textOf(product.description)}</p>
            <dl className="portfolio__attributes">
              {product.attributes.map((a) => (
                <div key={textOf(a.title)} className="portfolio__attribute">
                  <dt>{textOf(a.title)}</dt>
                  <dd>{textOf(a.text)}</dd>
                </div>
              ))}
            </dl>
            <Actions product={product} />
          </div>
        </div>

        <ul className="portfolio__cards" role="list">
          {loanProducts.slice(0, compactProductCount).map((p) => (
            <li key={p.id} className="portfolio__card">
              <ProductIcon icon={p.icon} className="portfolio__card-icon" width={32} height={32} />
              <h3 className="portfolio__card-name">{p.label()}</h3>
              <p className="portfolio__card-tagline">{textOf(p.tagline)}</p>
              <Actions product={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
