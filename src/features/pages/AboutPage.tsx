/** About Us (spec section 2): hero, Who We Are, Mission/Vision/Values and the three key indicators. */
import { m } from "../../../i18n/paraglide/messages.js"
import { about as aboutCopy } from "../../content/about.ts"
import { company } from "../../content/company.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import "../../ui/pages.css"

export default function AboutPage() {
  const about = aboutCopy()
  return (
    <>
      <PageHero
        eyebrow={m.pages_about_eyebrow()}
        title={m.pages_about_title({ brand: company.brandName })}
        lead={about.lead}
      >
        <div className="page-hero__actions">
          <LinkButton href="/resources/apply-now" variant="accent" size="lg">
            {m.pages_about_apply()}
          </LinkButton>
          <LinkButton href="/contact" variant="secondary" size="lg">
            {m.pages_about_contact()}
          </LinkButton>
        </div>
      </PageHero>

      <section className="section" aria-labelledby="who-we-are">
        <div className="container about-who">
          <h2 id="who-we-are">{m.pages_about_who_title()}</h2>
          <div className="about-who__text">
            {about.whoWeAre.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="mission-title">
        <div className="container">
          <h2 id="mission-title" className="visually-hidden">
            {m.pages_about_pillars_title()}
          </h2>
          <ul className="card-grid card-grid--3" role="list">
            {about.pillars.map((pillar) => (
              <li key={pillar.id} className="info-card">
                <h3 className="info-card__title">{pillar.title}</h3>
                <p className="info-card__text">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="indicators-title">
        <div className="container">
          <h2 id="indicators-title">{m.pages_about_numbers_title({ brand: company.brandName })}</h2>
          <dl className="indicators">
            {about.indicators.map((indicator) => (
              <div key={indicator.id} className="indicators__item">
                <dt className="indicators__label">{indicator.label}</dt>
                <dd className="indicators__value">{indicator.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  )
}
