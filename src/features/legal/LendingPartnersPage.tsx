/** Our Lending Partners (issue 14, point 1; RBI Digital Lending Directions): every partner the site names, as a list. */
import { m } from "../../../i18n/paraglide/messages.js"
import { lendingPartnersText } from "../../content/legal.ts"
import { partners } from "../../content/partners.ts"
import { PageHero } from "../../ui/PageHero.tsx"
import "../../ui/pages.css"
import "./legal.css"

export default function LendingPartnersPage() {
  const text = lendingPartnersText()
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <section className="section" aria-labelledby="partners-list">
        <div className="container legal">
          <h2 id="partners-list">{m.legal_partners_count({ count: partners.length })}</h2>
          <ul className="legal__partners" translate="no">
            {partners.map((partner) => (
              <li key={partner.name}>{partner.name}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
