/**
 * The enquiry machine with its live actors. The form needs the contract client and the app runtime (the Effect HTTP
 * client) only to submit, or at start in referral-link mode to read the verified mobile, so their code (./submit.ts)
 * loads then, not with the page: the apply form's first visit stays in its JavaScript budget (issue 13).
 */
import { enquiryMachine } from "../../../machines/enquiry.machine.ts"
import { fromLazyEffect } from "../../services/from-lazy-effect.ts"

const actors = () => import("./submit.ts")

export const liveEnquiryMachine = enquiryMachine.provide({
  actors: {
    submitEnquiry: fromLazyEffect(() => actors().then((m) => m.submitEnquiry)),
    findVerifiedMobile: fromLazyEffect(() => actors().then((m) => m.findVerifiedMobileNow))
  }
})
