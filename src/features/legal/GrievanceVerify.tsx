/** The grievance form's and look-up's OTP step: the shared one, under the section's heading; back to its form. */
import type { ActorRefFrom } from "xstate"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { VerifyMobileStep } from "../otp/VerifyMobileStep.tsx"

export function GrievanceVerify({
  otp,
  onChangeDetails
}: {
  readonly otp: ActorRefFrom<typeof otpMachine>
  readonly onChangeDetails: () => void
}) {
  return (
    <VerifyMobileStep
      otp={otp}
      startHref="/grievance-redressal"
      onChangeDetails={onChangeDetails}
      level={3}
      className="grievance__verify"
      titleClassName="grievance__step-title"
    />
  )
}
