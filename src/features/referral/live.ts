/** The referral landing machine with its live children and the local storage of the verified mobile. */
import { Effect } from "effect"
import type { Verified } from "../../../machines/otp.machine.ts"
import { referralMachine } from "../../../machines/referral.machine.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { liveMobileEntryMachine, liveOtpMachine } from "../otp/live.ts"
import { saveVerifiedMobile } from "./verified-mobile.ts"

export const liveReferralMachine = referralMachine.provide({
  actors: {
    mobileEntry: liveMobileEntryMachine,
    otp: liveOtpMachine,
    saveVerifiedMobile: fromEffect((verified: Verified) => Effect.asVoid(saveVerifiedMobile(verified)))
  }
})
