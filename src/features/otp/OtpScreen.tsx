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
import "./otp.css"
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
  const missingMobile = useSelector(actor, (s) => s.matches("missingMobile"))
  const verifying = useSelector(actor, (s) => s.matches({ active: { code: "verifying" } }) || s.status === "done")
  const canResend = useSelector(actor, (s) => s.matches({ active: { resend: "ready" } }))
  const resending = useSelector(actor, (s) => s.matches({ active: { resend: "resending" } }))

  useToasts(actor)

  if (missingMobile) {
    return (
      <div className="otp" role="alert">
        <p>{otpScreenMessages.missingMobile}</p>
        <LinkButton href={startHref}>Enter mobile number</LinkButton>
      </div>
    )
  }

  return (
    <div className="otp">
      <p className="otp__sent">
        {otpScreenMessages.sentTo(mobile)}{" "}
        {onChangeNumber ? (
          <Button className="link otp__change" onPress={onChangeNumber}>
            Change number
          </Button>
        ) : (
          <Link href={startHref} className="otp__change">
            Change number
          </Link>
        )}
      </p>
      <Form
        className="otp__form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "Verify" })
        }}
      >
        <FormField
          label="Enter OTP"
          kind="code"
          value={code}
          error={error}
          description="The 6-digit code in the SMS. You can paste it."
          autoComplete="one-time-code"
          isDisabled={verifying}
          onChange={(value) => actor.send({ type: "Type code", value })}
        />
        <Button type="submit" className="button button--primary button--lg otp__verify" isDisabled={verifying}>
          {verifying ? "Verifying..." : "Verify OTP"}
        </Button>
      </Form>
      <div className="otp__resend">
        {canResend || resending ? (
          <Button
            className="link otp__resend-button"
            isDisabled={resending}
            onPress={() => actor.send({ type: "Resend OTP" })}
          >
            {resending ? "Sending..." : "Resend OTP"}
          </Button>
        ) : (
          <p className="otp__countdown">
            Didn't get the code? Resend OTP in <span className="otp__seconds">{secondsLeft}</span> s
          </p>
        )}
      </div>
    </div>
  )
}
