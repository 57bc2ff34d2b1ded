/**
 * The loan tools (issue 32): /resources/prepayment-calculator, /resources/foreclosure-calculator and
 * /resources/balance-transfer-calculator (and under /hi/). Each is its machine on the page: fields on the left,
 * figures on the right, the inputs kept in the query string so a result can be shared and reopened; below, a short
 * explainer, the FAQs and links to the other tools and the EMI calculator.
 */
import { I18nProvider } from "react-aria-components"
import { useSearch } from "wouter"
import type { BalanceTransferInputs, BalanceTransferResult } from "../../../domain/balance-transfer.ts"
import type { ForeclosureInputs, ForeclosureResult } from "../../../domain/foreclosure.ts"
import {
  carriedQuery,
  foreclosureSpec,
  type LoanTool,
  prepaymentSpec,
  transferSpec
} from "../../../domain/loan-tools-inputs.ts"
import type { PartPrepaymentInputs, PartPrepaymentResult } from "../../../domain/part-prepayment.ts"
import { intlTag } from "../../../i18n/locale.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import {
  foreclosureToolMachine,
  prepaymentToolMachine,
  transferToolMachine
} from "../../../machines/loan-tools.machine.ts"
import { loanToolLinks } from "../../content/nav.ts"
import { FaqAccordion } from "../../ui/FaqAccordion.tsx"
import { Link } from "../../ui/Link.tsx"
import { ForeclosureResults, PrepaymentResults, TransferResults } from "./Results.tsx"
import { ToolFields } from "./ToolFields.tsx"
import { useTool } from "./useTool.ts"
import "../../ui/SliderField.css"
import "./loan-tools.css"

const words: Readonly<Record<LoanTool, { title: () => string; description: () => string; explainer: () => string }>> = {
  prepayment: {
    title: m.tools_prepayment_title,
    description: m.tools_prepayment_description,
    explainer: m.tools_prepayment_explainer
  },
  foreclosure: {
    title: m.tools_foreclosure_title,
    description: m.tools_foreclosure_description,
    explainer: m.tools_foreclosure_explainer
  },
  transfer: {
    title: m.tools_transfer_title,
    description: m.tools_transfer_description,
    explainer: m.tools_transfer_explainer
  }
}

const faqsOf = (tool: LoanTool) =>
  tool === "prepayment"
    ? [
        [m.tools_faq_prepayment_q1(), m.tools_faq_prepayment_a1()],
        [m.tools_faq_prepayment_q2(), m.tools_faq_prepayment_a2()]
      ]
    : tool === "foreclosure"
      ? [
          [m.tools_faq_foreclosure_q1(), m.tools_faq_foreclosure_a1()],
          [m.tools_faq_foreclosure_q2(), m.tools_faq_foreclosure_a2()]
        ]
      : [
          [m.tools_faq_transfer_q1(), m.tools_faq_transfer_a1()],
          [m.tools_faq_transfer_q2(), m.tools_faq_transfer_a2()]
        ]

function PrepaymentTool() {
  const { context, send } = useTool<PartPrepaymentInputs, PartPrepaymentResult>(prepaymentToolMachine, prepaymentSpec)
  return (
    <div className="tool__body tool__card">
      <ToolFields spec={prepaymentSpec} context={context} send={send} />
      <div className="tool__results" aria-live="polite">
        <PrepaymentResults results={context.results} />
      </div>
    </div>
  )
}

function ForeclosureTool() {
  const { context, send } = useTool<ForeclosureInputs, ForeclosureResult>(foreclosureToolMachine, foreclosureSpec)
  return (
    <div className="tool__body tool__card">
      <ToolFields spec={foreclosureSpec} context={context} send={send} />
      <div className="tool__results" aria-live="polite">
        <ForeclosureResults results={context.results} />
      </div>
    </div>
  )
}

function TransferTool() {
  const { context, send } = useTool<BalanceTransferInputs, BalanceTransferResult>(transferToolMachine, transferSpec)
  return (
    <div className="tool__body tool__card">
      <ToolFields spec={transferSpec} context={context} send={send} />
      <div className="tool__results" aria-live="polite">
        <TransferResults results={context.results} topUp={context.inputs.topUp} />
      </div>
    </div>
  )
}

export default function LoanToolPage({ tool }: { readonly tool: LoanTool }) {
  const w = words[tool]
  // The links to the other tools carry this loan (the page's query mirrors the tool's inputs).
  const search = useSearch()
  return (
    <div className="tool-page">
      <header className="tool-page__hero">
        <div className="container">
          <h1 className="tool-page__title">{w.title()}</h1>
          <p className="tool-page__subtitle">{w.description()}</p>
        </div>
      </header>
      <div className="container tool">
        <I18nProvider locale={intlTag()}>
          {tool === "prepayment" ? <PrepaymentTool /> : tool === "foreclosure" ? <ForeclosureTool /> : <TransferTool />}
        </I18nProvider>
        <p className="tool__disclaimer">{m.tools_disclaimer()}</p>
      </div>
      <section className="section container tool__explainer" aria-labelledby="tool-explainer-title">
        <h2 id="tool-explainer-title" className="visually-hidden">
          {w.title()}
        </h2>
        <p>{w.explainer()}</p>
        <nav aria-label={m.tools_other_tools()}>
          <h3>{m.tools_other_tools()}</h3>
          <ul className="tool__links">
            {loanToolLinks
              .filter((link) => link.tool !== tool)
              .map((link) => (
                <li key={link.href}>
                  <Link href={`${link.href}?${carriedQuery(tool, link.tool, search)}`}>{link.label()}</Link>
                </li>
              ))}
            <li>
              <Link href="/resources/emi-calculator?calc=emi">{m.common_nav_emi_calculator()}</Link>
            </li>
          </ul>
        </nav>
      </section>
      <section className="section section--alt" aria-labelledby="tool-faqs-title">
        <div className="container">
          <h2 id="tool-faqs-title">{m.tools_faq_title()}</h2>
          <FaqAccordion
            faqs={faqsOf(tool).map(([question, answer], i) => ({
              id: `${tool}-${i + 1}`,
              question: question!,
              answer: answer!,
              bulletAnswer: []
            }))}
          />
        </div>
      </section>
    </div>
  )
}
