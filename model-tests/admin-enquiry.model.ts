/** One enquiry in the back office: load outcomes, an allowed and a refused choice, cancel, confirm, move outcomes. */
import type { EnquiryDetail } from "../domain/admin-api.ts"
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
  history: [],
  audit: []
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
    { type: "xstate.error.actor.fetchEnquiry", error: { _tag: "AdminNotFound" } } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: { _tag: "NetworkError" } } as never,
    { type: "xstate.done.actor.moveEnquiry", output: detail("Appointment Fixed") } as never,
    { type: "xstate.error.actor.moveEnquiry", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.moveEnquiry", error: { _tag: "MoveRefused", message: "Not allowed." } } as never
  ]
}

export const models = [enquiryModel]
