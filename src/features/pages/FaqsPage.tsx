/**
 * FAQ's (/resources/faqs and /faqs; spec section 1): questions by topic in react-aria disclosures (Enter or Space
 * opens one; several may be open). The first question of the page starts open. Answers carry links to the
 * eligibility calculator, Track Your Application and the rest.
 */
import { m } from "../../../i18n/paraglide/messages.js"
import { faqCategories as faqCategoriesCopy } from "../../content/faqs.ts"
import { FaqAccordion } from "../../ui/FaqAccordion.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import { RichText } from "../../ui/RichText.tsx"
import "../../ui/pages.css"

export default function FaqsPage() {
  const faqCategories = faqCategoriesCopy()
  const first = faqCategories[0]?.faqs[0]?.id
  return (
    <>
      <PageHero eyebrow={m.faq_page_eyebrow()} title={m.faq_page_title()} lead={m.faq_page_lead()} />
      <div className="container faqs">
        <nav className="faqs__topics" aria-label={m.faq_topics_label()}>
          <ul role="list">
            {faqCategories.map((c) => (
              <li key={c.id}>
                <a href={`#${c.id}`} className="link">
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faqs__list">
          {faqCategories.map((category) => (
            <section
              key={category.id}
              id={category.id}
              className="faqs__category"
              aria-labelledby={`${category.id}-title`}
            >
              <h2 id={`${category.id}-title`} className="faqs__category-title">
                {category.title}
              </h2>
              <FaqAccordion
                faqs={category.faqs}
                className="faqs__group"
                defaultExpanded={first ? [first] : []}
                renderCopy={(copy) => <RichText copy={copy} />}
              />
            </section>
          ))}
          <aside className="callout" aria-labelledby="faqs-more">
            <h2 id="faqs-more" className="callout__title">
              {m.faq_more_title()}
            </h2>
            <p>{m.faq_more_text()}</p>
            <LinkButton href="/contact" variant="primary">
              {m.faq_more_contact()}
            </LinkButton>
          </aside>
        </div>
      </div>
    </>
  )
}
