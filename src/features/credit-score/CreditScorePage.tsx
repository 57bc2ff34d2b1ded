/**
 * Credit score entry (spec section 2): the mobile and the terms, with an explainer on scores (300-900) and four
 * tips. The OTP is sent (purpose credit-score), then /credit-score/verify-mobile?mobile= opens.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation } from "wouter"
import { company } from "../../content/company.ts"
import { liveMobileEntryMachine } from "../otp/live.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { creditVerifyPath } from "./live.ts"
import "./credit.css"

const tips = [
  {
    title: "Pay on time, every time",
    text: "Late EMIs and card bills pull your score down fastest. Set up auto-debit or reminders."
  },
  {
    title: "Keep utilization under 30%",
    text: "Use less than 30% of your total credit card limit, and pay the balance in full when you can."
  },
  {
    title: "Apply for credit sparingly",
    text: "Every application leaves a hard enquiry. Several in a short time make lenders cautious."
  },
  {
    title: "Check your report regularly",
    text: "Look for accounts or late payments that are not yours and ask the bureau to correct them."
  }
] as const

const bands = [
  { range: "750-900", label: "Excellent", text: "Best rates and quick approvals." },
  { range: "650-749", label: "Good", text: "Most lenders will consider you." },
  { range: "550-649", label: "Fair", text: "Approval is possible at higher rates." },
  { range: "300-549", label: "Needs work", text: "Build your history before applying." }
] as const

export default function CreditScorePage() {
  const [, navigate] = useLocation()
  const actor = useActorRef(liveMobileEntryMachine, { input: { purpose: "credit-score", requireTerms: true } })
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(creditVerifyPath(output.mobile, output.resendInSeconds))
  }, [output, navigate])

  return (
    <div className="credit">
      <section className="credit__hero" aria-labelledby="credit-title">
        <div className="credit__intro">
          <Heading level={1} id="credit-title" className="credit__title">
            Check Your Credit Score for Free
          </Heading>
          <p className="credit__lead">
            Enter your mobile number. We send you a one-time password to confirm it is yours, then you fill in your
            details and see your score from the credit bureau.
          </p>
        </div>
        <div className="credit__card">
          <MobileEntryForm
            notice="credit"
            actor={actor}
            submitLabel="Get OTP"
            terms={
              <>
                I accept the Terms and Conditions and authorise {company.brandName} to fetch my credit report from the
                credit bureau.
              </>
            }
          />
        </div>
      </section>

      <section className="credit__section" aria-labelledby="credit-explainer">
        <h2 id="credit-explainer">What is a credit score?</h2>
        <p>
          A credit score is a three-digit number between <strong>300 and 900</strong> that sums up how you have handled
          loans and credit cards. Lenders read it before they approve a loan: the closer to 900, the better your chances
          and your rate.
        </p>
        <ul className="credit__bands">
          {bands.map((band) => (
            <li key={band.range} className="credit__band">
              <span className="credit__band-range">{band.range}</span>
              <span className="credit__band-label">{band.label}</span>
              <span className="credit__band-text">{band.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="credit__section" aria-labelledby="credit-tips">
        <h2 id="credit-tips">Four tips to improve your score</h2>
        <ol className="credit__tips">
          {tips.map((tip) => (
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
