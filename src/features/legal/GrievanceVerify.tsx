/**
 * The grievance form's and look-up's OTP step: the shared OTP screen under "Verify your mobile number"; Change number
 * goes back to the section's form.
 */
import { Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { m } from "../../../i18n/paraglide/messages.js"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { OtpScreen } from "../otp/OtpScreen.tsx"

export function GrievanceVerify({
  otp,
  onChangeDetails
}: {
  readonly otp: ActorRefFrom<typeof otpMachine>
  readonly onChangeDetails: () => void
}) {
  return (
    <div className="grievance__verify">
      <Heading level={3} className="grievance__step-title">
        {m.legal_verify_mobile()}
      </Heading>
      <OtpScreen actor={otp} startHref="/grievance-redressal" onChangeNumber={onChangeDetails} />
    </div>
  )
}
