/**
 * The referral landing (spec section 2): /referral?name&mobile. The visitor enters their own mobile, verifies it by
 * OTP, and goes on to the apply form as Referral with the referrer's name and mobile and their own mobile.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Heading } from "react-aria-components"
import { useLocation, useSearch } from "wouter"
import type { ActorRefFrom } from "xstate"
import { m } from "../../../i18n/paraglide/messages.js"
import type { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { referralMessages } from "../../../machines/referral.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { liveReferralMachine } from "./live.ts"
import "../../ui/otp.css"

export default function ReferralPage() {
  const params = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const actor = useActorRef(liveReferralMachine, { input: { name: params.get("name"), mobile: params.get("mobile") } })
  const referrerName = useSelector(actor, (s) => s.context.referrerName)
  const invalidLink = useSelector(actor, (s) => s.matches("invalidLink"))
  const notKept = useSelector(actor, (s) => s.matches("notKept"))
  const entry = useSelector(actor, (s) => s.children.mobileEntry as ActorRefFrom<typeof mobileEntryMachine> | undefined)
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(output.next, { replace: true })
  }, [output, navigate])

  return (
    <section className="verify-page" aria-labelledby="referral-title">
      <div className="verify-page__card">
        <Heading level={1} id="referral-title" className="verify-page__title">
          {invalidLink ? m.credit_referral_link_title() : m.credit_referral_title({ name: referrerName })}
        </Heading>

        {invalidLink && (
          <div role="alert" className="otp">
            <p>{referralMessages.invalidLink}</p>
            <LinkButton href="/">{m.credit_referral_go_home()}</LinkButton>
          </div>
        )}

        {entry && (
          <>
            <p className="verify-page__lead">{m.credit_referral_lead()}</p>
            <MobileEntryForm
              actor={entry}
              label={m.credit_referral_mobile_label()}
              submitLabel={m.credit_verify_title()}
            />
          </>
        )}

        {otp && (
          <OtpScreen actor={otp} startHref={location} onChangeNumber={() => actor.send({ type: "Change number" })} />
        )}

        {notKept && (
          <div role="alert" className="otp">
            <p>{referralMessages.notKept}</p>
          </div>
        )}
      </div>
    </section>
  )
}
