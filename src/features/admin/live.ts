/** The back office's machines with their live actors over the admin contract. */
import { adminCarouselMachine } from "../../../machines/admin-carousel.machine.ts"
import { adminCorrectionsMachine } from "../../../machines/admin-corrections.machine.ts"
import { adminEnquiriesMachine } from "../../../machines/admin-enquiries.machine.ts"
import { adminEnquiryMachine } from "../../../machines/admin-enquiry.machine.ts"
import { adminGrievancesMachine } from "../../../machines/admin-grievances.machine.ts"
import { adminInboxMachine } from "../../../machines/admin-inbox.machine.ts"
import { adminLendersMachine } from "../../../machines/admin-lenders.machine.ts"
import { adminLoginMachine } from "../../../machines/admin-login.machine.ts"
import { adminMessagesMachine } from "../../../machines/admin-messages.machine.ts"
import { adminTestimonialsMachine } from "../../../machines/admin-testimonials.machine.ts"
import { adminWithdrawalsMachine } from "../../../machines/admin-withdrawals.machine.ts"
import { fromEffect } from "../../services/from-effect.ts"
import * as client from "./client.ts"

export const liveAdminLoginMachine = adminLoginMachine.provide({
  actors: {
    checkSession: fromEffect(client.checkSession),
    signIn: fromEffect(client.signIn),
    signOut: fromEffect(client.signOut)
  }
})

export const liveAdminEnquiriesMachine = adminEnquiriesMachine.provide({
  actors: {
    fetchEnquiries: fromEffect(client.fetchEnquiries),
    fetchLenderChoices: fromEffect(client.fetchLenderChoices)
  }
})

export const liveAdminEnquiryMachine = adminEnquiryMachine.provide({
  actors: {
    fetchEnquiry: fromEffect(client.fetchEnquiry),
    moveEnquiry: fromEffect(client.moveEnquiry),
    logCall: fromEffect(client.logCall)
  }
})

export const liveAdminWithdrawalsMachine = adminWithdrawalsMachine.provide({
  actors: { fetchWithdrawals: fromEffect(client.fetchWithdrawals), payWithdrawal: fromEffect(client.payWithdrawal) }
})

export const liveAdminTestimonialsMachine = adminTestimonialsMachine.provide({
  actors: { fetchPending: fromEffect(client.fetchPendingTestimonials), decide: fromEffect(client.decideTestimonial) }
})

export const liveContactInboxMachine = adminInboxMachine.provide({
  actors: { fetchPage: fromEffect(client.fetchContactMessages) }
})
export const liveCreditInboxMachine = adminInboxMachine.provide({
  actors: { fetchPage: fromEffect(client.fetchCreditEnquiries) }
})

export const liveAdminCarouselMachine = adminCarouselMachine.provide({
  actors: {
    fetchSlides: fromEffect(client.fetchSlides),
    uploadImage: fromEffect(client.uploadSlideImage),
    saveSlide: fromEffect(client.saveSlide),
    moveSlide: fromEffect(client.moveSlide)
  }
})

export const liveAdminCorrectionsMachine = adminCorrectionsMachine.provide({
  actors: {
    fetchCorrections: fromEffect(client.fetchCorrections),
    decideCorrection: fromEffect(client.decideCorrection)
  }
})

export const liveAdminGrievancesMachine = adminGrievancesMachine.provide({
  actors: { fetchGrievances: fromEffect(client.fetchGrievances), stepGrievance: fromEffect(client.stepGrievance) }
})

export const liveAdminMessagesMachine = adminMessagesMachine.provide({
  actors: { fetchFailedMessages: fromEffect(client.fetchFailedMessages), retryMessage: fromEffect(client.retryMessage) }
})

export const liveAdminLendersMachine = adminLendersMachine.provide({
  actors: { fetchLenders: fromEffect(client.fetchLenders), saveLender: fromEffect(client.saveLender) }
})
