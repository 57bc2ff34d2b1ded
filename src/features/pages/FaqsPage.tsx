/**
 * FAQ's (/resources/faqs and /faqs; spec section 1): questions by topic in react-aria disclosures (Enter or Space
 * opens one; several may be open). The first question of the page starts open. Answers carry links to the
 * eligibility calculator, Track Your Application and the rest.
 */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"
import { faqCategories } from "../../content/faqs.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { RichText } from "../../ui/RichText.tsx"
import { PageHero } from "./PageHero.tsx"
import "./pages.css"

const Chevron = () => (
  <svg className="faqs__chevron" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d="M6 9l6 6 6-6" />
  </svg>
)

export default function FaqsPage() {
  const first = faqCategories[0]?.faqs[0]?.id
  return (
    <>
      <PageHero
        eyebrow="FAQ's"
        title="Frequently asked questions"
        lead="Straight answers about applying, eligibility, approval times, tracking your application and repaying your loan."
      />
      <div className="container faqs">
        <nav className="faqs__topics" aria-label="FAQ topics">
          <ul role="list">
            {faqCategories.map((c) => <li key={c.id}><a href={`#${c.id}`} className="link">{c.title}</a></li>)}
          </ul>
        </nav>
        <div className="faqs__list">
          {faqCategories.map((category) => (
            <section key={category.id} id={category.id} className="faqs__category" aria-labelledby={`${category.id}-title`}>
              <h2 id={`${category.id}-title`} className="faqs__category-title">{category.title}</h2>
              <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={first ? [first] : []} className="faqs__group">
                {category.faqs.map((faq) => (
                  <Disclosure key={faq.id} id={faq.id} className="faqs__item">
                    <Heading level={3} className="faqs__question">
                      <Button slot="trigger" className="faqs__trigger">
                        <span>{faq.question}</span>
                        <Chevron />
                      </Button>
                    </Heading>
                    <DisclosurePanel className="faqs__panel">
                      <p className="faqs__answer"><RichText copy={faq.answer} /></p>
                      {faq.bulletAnswer.length > 0 && (
                        <ul className="faqs__bullets">
                          {faq.bulletAnswer.map((b) => <li key={b}><RichText copy={b} /></li>)}
                        </ul>
                      )}
                    </DisclosurePanel>
                  </Disclosure>
                ))}
              </DisclosureGroup>
            </section>
          ))}
          <aside className="callout" aria-labelledby="faqs-more">
            <h2 id="faqs-more" className="callout__title">Still have a question?</h2>
            <p>Our team answers calls and messages on working days.</p>
            <LinkButton href="/contact" variant="primary">Contact Us</LinkButton>
          </aside>
        </div>
      </div>
    </>
  )
}
