/**
 * How we match (issue 31, section 2; docs/marketplace.md): the published matching method, the ranking, "No lender
 * pays for a place", and the APR, in the page's language.
 */
import { m } from "../../../i18n/paraglide/messages.js"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import "../../ui/pages.css"
import "./offers.css"

const rules = [
  m.offers_how_rule_1,
  m.offers_how_rule_2,
  m.offers_how_rule_3,
  m.offers_how_rule_4,
  m.offers_how_rule_5,
  m.offers_how_rule_6,
  m.offers_how_rule_7,
  m.offers_how_rule_8
]

export default function HowWeMatchPage() {
  return (
    <>
      <PageHero title={m.offers_how_title()} lead={m.offers_how_lead()} />
      <section className="section" aria-labelledby="how-rules">
        <div className="container how-match">
          <h2 id="how-rules" className="visually-hidden">
            {m.offers_how_title()}
          </h2>
          <ol className="how-match__rules">
            {rules.map((rule, i) => (
              <li key={i}>{rule()}</li>
            ))}
          </ol>
          <h2>{m.offers_how_offer_title()}</h2>
          <p>{m.offers_how_offer()}</p>
          <h2>{m.offers_how_rank_title()}</h2>
          <p>{m.offers_how_rank()}</p>
          <h2>{m.offers_how_paid_title()}</h2>
          <p>{m.offers_how_paid()}</p>
          <h2>{m.offers_how_apr_title()}</h2>
          <p>{m.offers_how_apr()}</p>
          <p>{m.offers_how_apr_example()}</p>
          <p>
            <LinkButton href="/offers" variant="accent" size="lg">
              {m.offers_how_back()}
            </LinkButton>
          </p>
        </div>
      </section>
    </>
  )
}
