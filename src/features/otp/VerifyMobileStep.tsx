/**
 * The OTP step of a form that takes the mobile among its fields (the grievance form and look-up, choosing an offer):
 * the shared OTP screen under "Verify your mobile number"; Change number goes back to the form.
 */
import { Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { m } from "../../../i18n/paraglide/messages.js"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { OtpScreen } from "./OtpScreen.tsx"

export function VerifyMobileStep({
  otp,
  startHref,
  onChangeDetails,
  level,
  className,
  titleClassName
}: {
  readonly otp: ActorRefFrom<typeof otpMachine>
  /** The page of the form (when the OTP screen was opened without a mobile). */
  readonly startHref: string
  readonly onChangeDetails: () => void
  /** The heading's level under the page's own headings. */
  readonly level: 2 | 3
  readonly className: string
  readonly titleClassName: string
}) {
  return (
    <div className={className}>
      <Heading level={level} className={titleClassName}>
        {m.legal_verify_mobile()}
      </Heading>
      <OtpScreen actor={otp} startHref={startHref} onChangeNumber={onChangeDetails} />
    </div>
  )
}
