/**
 * The OTP screen (spec section 2), shared by the credit score check, redeem and the referral landing: the text that
 * an OTP was sent to +91 and the mobile, one 6-digit input that takes a pasted code (autocomplete one-time-code,
 * numeric keyboard), Verify, and 'Resend OTP' after a visible 30 s countdown. It renders an OTP machine's state.
 */
import { useSelector } from "@xstate/react"
import { Button, Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { type otpMachine, otpScreenMessages } from "../../../machines/otp.machine.ts"
import { FormField } from "../../ui/FormField.tsx"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import "../../ui/otp.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"

export function OtpScreen({
  actor,
  startHref,
  onChangeNumber
}: {
  readonly actor: ActorRefFrom<typeof otpMachine>
  /** The mobile entry of this flow (when the screen was opened without a mobile, or to change it). */
  readonly startHref: string
  /** Change the number in place (the referral landing); otherwise a link to `startHref`. */
  readonly onChangeNumber?: () => void
}) {
  const { mobile, code, error, secondsLeft } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(error)
  const missingMobile = useSelector(actor, (s) => s.matches("missingMobile"))
  const verifying = useSelector(actor, (s) => s.matches({ active: { code: "verifying" } }) || s.status === "done")
  const canResend = useSelector(actor, (s) => s.matches({ active: { resend: "ready" } }))
  const resending = useSelector(actor, (s) => s.matches({ active: { resend: "resending" } }))

  useToasts(actor)
  // The seconds sit where the language puts them, in their own span (they change every second).
  const [countdownBefore = "", countdownAfter = ""] = m.credit_otp_countdown({ seconds: "\u0000" }).split("\u0000")

  if (missingMobile) {
    return (
      <div className="otp" role="alert">
        <p>{otpScreenMessages.missingMobile}</p>
        <LinkButton href={startHref}>{m.credit_otp_enter_mobile()}</LinkButton>
      </div>
    )
  }

  return (
    <div className="otp">
      <p className="otp__sent">
        {otpScreenMessages.sentTo(mobile)}{" "}
        {onChangeNumber ? (
          <Button className="link otp__change" onPress={onChangeNumber}>
            {m.credit_otp_change_number()}
          </Button>
        ) : (
          <Link href={startHref} className="otp__change">
            {m.credit_otp_change_number()}
          </Link>
        )}
      </p>
      <Form
        ref={formRef}
        className="otp__form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "Verify" })
        }}
      >
        <FormField
          label={m.credit_otp_label()}
          kind="code"
          value={code}
          error={error}
          description={m.credit_otp_hint()}
          autoComplete="one-time-code"
          isDisabled={verifying}
          onChange={(value) => actor.send({ type: "Type code", value })}
        />
        <Button type="submit" className="button button--primary button--lg otp__verify" isDisabled={verifying}>
          {verifying ? m.credit_otp_verifying() : m.credit_otp_verify()}
        </Button>
      </Form>
      <div className="otp__resend">
        {canResend || resending ? (
          <Button
            className="link otp__resend-button"
            isDisabled={resending}
            onPress={() => actor.send({ type: "Resend OTP" })}
          >
            {resending ? m.credit_otp_resending() : m.credit_otp_resend()}
          </Button>
        ) : (
          <p className="otp__countdown">
            {countdownBefore}
            <span className="otp__seconds">{secondsLeft}</span>
            {countdownAfter}
          </p>
        )}
      </div>
    </div>
  )
}
