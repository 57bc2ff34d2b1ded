/** The OTP screen of the credit score check: /credit-score/verify-mobile?mobile=; verified, personal details open. */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation, useSearch } from "wouter"
import { m } from "../../../i18n/paraglide/messages.js"
import { liveOtpMachine } from "../otp/live.ts"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { personalDetailsPath } from "./live.ts"
import "../../ui/otp.css"

export default function CreditVerifyPage() {
  const params = new URLSearchParams(useSearch())
  const mobile = params.get("mobile")
  const resendInSeconds = params.has("resendIn") ? Number(params.get("resendIn")) : undefined
  const [, navigate] = useLocation()
  const actor = useActorRef(liveOtpMachine, { input: { mobile, purpose: "credit-score", resendInSeconds } })
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(personalDetailsPath(output.token), { replace: true })
  }, [output, navigate])

  return (
    <section className="verify-page" aria-labelledby="verify-title">
      <div className="verify-page__card">
        <Heading level={1} id="verify-title" className="verify-page__title">
          {m.credit_verify_title()}
        </Heading>
        <OtpScreen actor={actor} startHref="/credit-score" />
      </div>
    </section>
  )
}
