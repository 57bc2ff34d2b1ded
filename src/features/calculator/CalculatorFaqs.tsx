/** The calculator screen's FAQs as an accordion (react-aria Disclosure): question as a heading with its button. */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"
import type { CalculatorFaq } from "../../content/calculator-faqs.ts"

export function CalculatorFaqs({ faqs, headingLevel = 3 }: { readonly faqs: ReadonlyArray<CalculatorFaq>; readonly headingLevel?: 3 | 4 }) {
  return (
    <DisclosureGroup className="calc-faqs" defaultExpandedKeys={faqs[0] ? [faqs[0].id] : []}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className="calc-faq">
          <Heading level={headingLevel} className="calc-faq__question">
            <Button slot="trigger" className="calc-faq__trigger">
              <span>{faq.question}</span>
              <span className="calc-faq__chevron" aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className="calc-faq__panel">
            <p>{faq.answer}</p>
            {faq.bulletAnswer.length > 0 && (
              <ul>
                {faq.bulletAnswer.map((item) => <li key={item}>{item}</li>)}
              </ul>
            )}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
