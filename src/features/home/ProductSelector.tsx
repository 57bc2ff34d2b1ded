/**
 * The loan-product selector (spec section 2, Home carousel): a tab per product, 'personal' chosen at first, previous
 * and next arrows that scroll the list sideways by 300 px, and a mobile mode at 768 px or narrower (the arrows give
 * way to swiping and the tabs shrink; CSS). The chosen product shows its tagline, two headline figures and the ways
 * on: Apply Now, the EMI calculator and its page.
 */

import { useRef, useState } from "react"
import { applyHref, type LoanProductId, loanProductById, loanProducts } from "../../../domain/loan-products.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { textOf } from "../../ui/text.ts"
import { ProductIcon } from "../loans/icons.tsx"
import { ChevronLeft, ChevronRight } from "./icons.tsx"
import { onTabListKeyDown } from "./tabs.ts"

/** Spec section 9: the selector scrolls by 300 px; its mobile mode starts at 768 px. */
export const selectorScrollPx = 300

const prefersReducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

export function ProductSelector({ headingId }: { readonly headingId: string }) {
  const [selected, setSelected] = useState<LoanProductId>("personal")
  const list = useRef<HTMLDivElement>(null)
  const product = loanProductById(selected)
  const index = loanProducts.findIndex((p) => p.id === selected)

  const scroll = (direction: -1 | 1) =>
    list.current?.scrollBy({ left: direction * selectorScrollPx, behavior: prefersReducedMotion() ? "auto" : "smooth" })

  return (
    <div className="selector">
      <div className="selector__bar">
        <button
          type="button"
          className="selector__arrow"
          aria-label={m.home_selector_previous()}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft />
        </button>
        <div
          ref={list}
          className="selector__list"
          data-scrolls-by-design
          role="tablist"
          aria-labelledby={headingId}
          onKeyDown={(e) =>
            onTabListKeyDown(e, "horizontal", loanProducts.length, index, (i) => setSelected(loanProducts[i]!.id))
          }
        >
          {loanProducts.map((p) => (
            <button
              key={p.id}
              type="button"
              role="tab"
              id={`selector-tab-${p.id}`}
              aria-selected={p.id === selected}
              aria-controls="selector-panel"
              tabIndex={p.id === selected ? 0 : -1}
              className="selector__tab"
              onClick={() => setSelected(p.id)}
            >
              <ProductIcon icon={p.icon} className="selector__tab-icon" />
              <span>{p.label()}</span>
            </button>
          ))}
        </div>
        <button type="button" className="selector__arrow" aria-label={m.home_selector_next()} onClick={() => scroll(1)}>
          <ChevronRight />
        </button>
      </div>

      <div
        id="selector-panel"
        role="tabpanel"
        aria-labelledby={`selector-tab-${product.id}`}
        className="selector__panel"
      >
        <div className="selector__summary">
          <p className="selector__name">{product.label()}</p>
          <p className="selector__tagline">{textOf(product.tagline)}</p>
          <dl className="selector__facts">
            {product.attributes.slice(0, 2).map((a) => (
              <div key={textOf(a.title)} className="selector__fact">
                <dt>{textOf(a.title)}</dt>
                <dd>{textOf(a.text)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="selector__actions">
          <LinkButton href={applyHref(product)} variant="accent">
            {m.home_apply_now()}
            <span className="visually-hidden"> {m.home_for_product({ name: product.label() })}</span>
          </LinkButton>
          <LinkButton href={`/resources/emi-calculator?calc=emi&type=${product.id}`} variant="secondary">
            {m.home_calculate_emi()}
            <span className="visually-hidden"> {m.home_for_product({ name: product.label() })}</span>
          </LinkButton>
          <LinkButton href={product.path} variant="ghost">
            {m.home_learn_more()}
            <span className="visually-hidden"> {m.home_about_product({ name: product.label() })}</span>
          </LinkButton>
        </div>
      </div>
    </div>
  )
}
