/**
 * The FAQ accordion of the loan pages, the calculator and the FAQ page (spec section 2: first item open; question,
 * answer, bullet list). Each question is a heading holding the button that opens and closes its answer (Enter or
 * Space); react-aria's DisclosureGroup keeps the state, so the answers are in server-rendered HTML too.
 */
import type { ReactNode } from "react"
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"
import type { Faq } from "../content/faq.ts"
import { cx } from "./cx.ts"
import "./FaqAccordion.css"

export interface FaqAccordionProps {
  readonly faqs: ReadonlyArray<Faq>
  /** The questions' heading level under the section's heading. */
  readonly headingLevel?: 3 | 4
  /** The questions open at first; by default the first one. */
  readonly defaultExpanded?: ReadonlyArray<string>
  /** How an answer or bullet is shown, e.g. with links; plain text by default. */
  readonly renderCopy?: (copy: string) => ReactNode
  readonly className?: string
}

const plain = (copy: string): ReactNode => copy

export function FaqAccordion({
  faqs,
  headingLevel = 3,
  defaultExpanded,
  renderCopy = plain,
  className
}: FaqAccordionProps) {
  const expanded = defaultExpanded ?? (faqs[0] ? [faqs[0].id] : [])
  return (
    <DisclosureGroup className={cx("faq", className)} allowsMultipleExpanded defaultExpandedKeys={expanded}>
      {faqs.map((faq) => (
        <Disclosure key={faq.id} id={faq.id} className="faq__item">
          <Heading level={headingLevel} className="faq__question">
            <Button slot="trigger" className="faq__trigger">
              <span>{faq.question}</span>
              <svg
                className="faq__chevron"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className="faq__panel">
            <p className="faq__answer">{renderCopy(faq.answer)}</p>
            {faq.bulletAnswer.length > 0 && (
              <ul className="faq__bullets">
                {faq.bulletAnswer.map((bullet) => (
                  <li key={bullet}>{renderCopy(bullet)}</li>
                ))}
              </ul>
            )}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
