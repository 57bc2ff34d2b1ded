/** One enquiry in the back office: load outcomes, an allowed and a refused choice, cancel, confirm, move outcomes. */

import { adminNotFound, moveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { EnquiryDetail } from "../domain/admin-api.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminEnquiryMachine } from "../machines/admin-enquiry.machine.ts"
import type { MachineModel } from "./harness.ts"

const detail = (status: EnquiryDetail["status"]): EnquiryDetail => ({
  trackingId: "K7QMX3P9TD",
  name: "Asha Rao",
  phone: "9876543210",
  loanType: "Home Loan",
  applicationType: "Self",
  status,
  location: "Pune",
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z",
  email: null,
  referrer: null,
  offer: null,
  history: [],
  audit: [],
  consentWithdrawnAt: null
})

const enquiryModel: MachineModel<typeof adminEnquiryMachine> = {
  name: "admin-enquiry",
  machine: adminEnquiryMachine,
  input: { trackingId: "K7QMX3P9TD" },
  actors: ["fetchEnquiry", "moveEnquiry"],
  abstract: (s) => ({ status: s.context.enquiry?.status, chosen: s.context.chosen }),
  events: () => [
    { type: "Choose move", event: "Fix appointment" },
    { type: "Choose move", event: "Disburse" },
    { type: "Type note", value: "Tuesday" },
    { type: "Confirm move" },
    { type: "Cancel move" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchEnquiry", output: detail("Call Back") } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: adminNotFound() } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: networkError() } as never,
    { type: "xstate.done.actor.moveEnquiry", output: detail("Appointment Fixed") } as never,
    { type: "xstate.error.actor.moveEnquiry", error: unauthorized() } as never,
    { type: "xstate.error.actor.moveEnquiry", error: moveRefused("Not allowed.") } as never
  ]
}

export const models = [enquiryModel]
