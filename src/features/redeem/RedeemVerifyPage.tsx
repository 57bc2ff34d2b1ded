/** The OTP screen of redeem: /redeem/verify-mobile?mobile=; verified, the token is kept and the rewards page opens. */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation, useSearch } from "wouter"
import type { ActorRefFrom } from "xstate"
import { m } from "../../../i18n/paraglide/messages.js"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { redeemMessages, redeemStartPath } from "../../../machines/redeem.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { liveRedeemMachine } from "./live.ts"
import "../../ui/otp.css"

export default function RedeemVerifyPage() {
  const params = new URLSearchParams(useSearch())
  const mobile = params.get("mobile")
  const resendInSeconds = params.has("resendIn") ? Number(params.get("resendIn")) : undefined
  const [, navigate] = useLocation()
  const actor = useActorRef(liveRedeemMachine, { input: { mobile, resendInSeconds } })
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const notKept = useSelector(actor, (s) => s.matches("notKept"))
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(output.next, { replace: true })
  }, [output, navigate])

  return (
    <section className="verify-page" aria-labelledby="verify-title">
      <div className="verify-page__card">
        <Heading level={1} id="verify-title" className="verify-page__title">
          {m.credit_verify_title()}
        </Heading>
        {otp && <OtpScreen actor={otp} startHref={redeemStartPath} />}
        {notKept && (
          <div role="alert" className="otp">
            <p>{redeemMessages.notKept}</p>
            <LinkButton href={redeemStartPath}>{m.credit_start_over()}</LinkButton>
          </div>
        )}
      </div>
    </section>
  )
}
