/**
 * A temporary home page (issue 4 builds the full one): a hero with Apply Now and Track Your Application, and the
 * eight products. It is in the initial bundle, so it stays light: no Effect, no XState, no images.
 */
import { loanProducts } from "../../../domain/loan-products.ts"
import { company } from "../../content/company.ts"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import "./home.css"

const highlights = [
  "Fast and easy approvals",
  "Flexible loan options",
  "Competitive rates",
  "Customer-first approach"
] as const

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="eyebrow hero__eyebrow">{company.brandName}</p>
          <h1 id="hero-title" className="hero__title">Smart loans for every need, approved fast</h1>
          <p className="lead hero__lead">
            Personal, business, home and vehicle loans from trusted lending partners. Send an enquiry in minutes, and
            follow it with your tracking ID until the money is in your account.
          </p>
          <div className="hero__actions">
            <LinkButton href="/resources/apply-now" variant="accent" size="lg">Apply Now</LinkButton>
            <LinkButton href="/track-now" variant="secondary" size="lg" className="hero__secondary">
              Track Your Application
            </LinkButton>
          </div>
          <ul className="hero__highlights" role="list">
            {highlights.map((text) => <li key={text}>{text}</li>)}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="products-title">
        <div className="container">
          <p className="eyebrow">Solution Portfolio</p>
          <h2 id="products-title">Our loan products</h2>
          <ul className="product-grid" role="list">
            {loanProducts.map((product) => (
              <li key={product.id} className="product-card">
                <h3 className="product-card__title">
                  <Link href={product.path} className="product-card__link">{product.name}</Link>
                </h3>
                <p className="product-card__text">Rates, eligibility and EMI for a {product.name.toLowerCase()}.</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
