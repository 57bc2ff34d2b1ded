/**
 * Credit score entry (spec section 2): the mobile and the terms, with an explainer on scores (300-900) and four
 * tips. The OTP is sent (purpose credit-score), then /credit-score/verify-mobile?mobile= opens.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation } from "wouter"
import { m } from "../../../i18n/paraglide/messages.js"
import { company } from "../../content/company.ts"
import { liveMobileEntryMachine } from "../otp/live.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { creditVerifyPath } from "./live.ts"
import "./credit.css"

/** The four tips and the score bands, in the language in force (built when the page renders). */
const tips = () => [
  { title: m.credit_tip_pay_title(), text: m.credit_tip_pay_text() },
  { title: m.credit_tip_utilization_title(), text: m.credit_tip_utilization_text() },
  { title: m.credit_tip_sparingly_title(), text: m.credit_tip_sparingly_text() },
  { title: m.credit_tip_report_title(), text: m.credit_tip_report_text() }
]

const bands = () => [
  { range: "750-900", label: m.credit_band_excellent(), text: m.credit_band_excellent_text() },
  { range: "650-749", label: m.credit_band_good(), text: m.credit_band_good_text() },
  { range: "550-649", label: m.credit_band_fair(), text: m.credit_band_fair_text() },
  { range: "300-549", label: m.credit_band_needs_work(), text: m.credit_band_needs_work_text() }
]

export default function CreditScorePage() {
  const [, navigate] = useLocation()
  const actor = useActorRef(liveMobileEntryMachine, { input: { purpose: "credit-score", requireTerms: true } })
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(creditVerifyPath(output.mobile, output.resendInSeconds))
  }, [output, navigate])

  // The score range is bold wherever the language puts it in the sentence.
  const [explainerBefore = "", explainerAfter = ""] = m.credit_explainer_text({ range: "\u0000" }).split("\u0000")

  return (
    <div className="credit">
      <section className="credit__hero" aria-labelledby="credit-title">
        <div className="credit__intro">
          <Heading level={1} id="credit-title" className="credit__title">
            {m.credit_title()}
          </Heading>
          <p className="credit__lead">{m.credit_lead()}</p>
        </div>
        <div className="credit__card">
          <MobileEntryForm
            notice="credit"
            actor={actor}
            submitLabel={m.credit_get_otp()}
            terms={m.credit_entry_terms({ brand: company.brandName })}
          />
        </div>
      </section>

      <section className="credit__section" aria-labelledby="credit-explainer">
        <h2 id="credit-explainer">{m.credit_explainer_title()}</h2>
        <p>
          {explainerBefore}
          <strong>{m.credit_explainer_range()}</strong>
          {explainerAfter}
        </p>
        <ul className="credit__bands">
          {bands().map((band) => (
            <li key={band.range} className="credit__band">
              <span className="credit__band-range">{band.range}</span>
              <span className="credit__band-label">{band.label}</span>
              <span className="credit__band-text">{band.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="credit__section" aria-labelledby="credit-tips">
        <h2 id="credit-tips">{m.credit_tips_title()}</h2>
        <ol className="credit__tips">
          {tips().map((tip) => (
            <li key={tip.title} className="credit__tip">
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
