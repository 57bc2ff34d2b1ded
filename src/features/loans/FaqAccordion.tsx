/**
 * FAQ accordion (spec section 2, Loan pages): the first question open, each question a button that opens and
 * closes its answer (Enter or Space), the answer a paragraph and an optional bullet list. react-aria's
 * DisclosureGroup keeps the state, so the answers are in the server-rendered HTML too.
 */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"
import type { Faq } from "../../content/products/types.ts"
import { FaqChevron } from "./icons.tsx"

export interface FaqAccordionProps {
  readonly faqs: ReadonlyArray<Faq>
  /** The questions' heading level under the section's heading. */
  readonly headingLevel?: 3 | 4
  /** Prefix of the element ids, unique on the page. */
  readonly idPrefix: string
}

export function FaqAccordion({ faqs, headingLevel = 3, idPrefix }: FaqAccordionProps) {
  const first = faqs[0]
  return (
    <DisclosureGroup className="faq" allowsMultipleExpanded defaultExpandedKeys={first ? [first.id] : []}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className="faq__item">
          <Heading level={headingLevel} className="faq__question">
            <Button slot="trigger" className="faq__trigger" id={`${idPrefix}-${faq.id}-question`}>
              <span>{faq.question}</span>
              <FaqChevron className="faq__chevron" />
            </Button>
          </Heading>
          <DisclosurePanel className="faq__panel">
            <p className="faq__answer">{faq.answer}</p>
            {faq.bulletAnswer.length > 0 && (
              <ul className="faq__bullets">
                {faq.bulletAnswer.map((bullet) => <li key={bullet}>{bullet}</li>)}
              </ul>
            )}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
