/** Redeem start (spec section 2): the mobile; the OTP is sent (purpose redeem), then /redeem/verify-mobile opens. */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation } from "wouter"
import { m } from "../../../i18n/paraglide/messages.js"
import { liveMobileEntryMachine } from "../otp/live.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { redeemVerifyPath } from "./live.ts"
import "../../ui/otp.css"

export default function RedeemStartPage() {
  const [, navigate] = useLocation()
  const actor = useActorRef(liveMobileEntryMachine, { input: { purpose: "redeem" } })
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(redeemVerifyPath(output.mobile, output.resendInSeconds))
  }, [output, navigate])

  return (
    <section className="verify-page" aria-labelledby="redeem-title">
      <div className="verify-page__card">
        <Heading level={1} id="redeem-title" className="verify-page__title">
          {m.credit_redeem_title()}
        </Heading>
        <p className="verify-page__lead">{m.credit_redeem_lead()}</p>
        <MobileEntryForm actor={actor} submitLabel={m.credit_get_otp()} />
      </div>
    </section>
  )
}
