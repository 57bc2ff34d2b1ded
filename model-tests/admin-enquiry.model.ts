/**
 * One enquiry in the back office: load outcomes, an allowed and a refused choice, cancel, confirm, move outcomes;
 * opening the call log inside and outside the person's window, logging a call and its outcomes.
 */

import { adminNotFound, callRefused, moveRefused, unauthorized } from "../domain/admin-api/failures.fixtures.ts"
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
  noCalls: false,
  email: null,
  referrer: null,
  offer: null,
  contact: { channels: ["call", "sms"], callFrom: 18, callTo: 21 },
  history: [],
  audit: [],
  consentWithdrawnAt: null
})

const enquiryModel: MachineModel<typeof adminEnquiryMachine> = {
  name: "admin-enquiry",
  machine: adminEnquiryMachine,
  input: { trackingId: "K7QMX3P9TD" },
  actors: ["fetchEnquiry", "moveEnquiry", "logCall"],
  abstract: (s) => ({
    status: s.context.enquiry?.status,
    chosen: s.context.chosen,
    outcome: s.context.outcome,
    refused: s.context.callProblem !== undefined
  }),
  events: () => [
    { type: "Choose move", event: "Fix appointment" },
    { type: "Choose move", event: "Disburse" },
    { type: "Type note", value: "Tuesday" },
    { type: "Confirm move" },
    { type: "Cancel move" },
    { type: "Try again" },
    // 19:30 and 12:00 India time on 29 November 2026: inside and outside the 18:00-21:00 window.
    { type: "Open call log", at: Date.UTC(2026, 10, 29, 14, 0) },
    { type: "Open call log", at: Date.UTC(2026, 10, 29, 6, 30) },
    { type: "Choose outcome", outcome: "reached" },
    { type: "Type call note", value: "Sending papers" },
    { type: "Log call" },
    { type: "Cancel call" },
    { type: "xstate.done.actor.fetchEnquiry", output: detail("Call Back") } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: adminNotFound() } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchEnquiry", error: networkError() } as never,
    { type: "xstate.done.actor.moveEnquiry", output: detail("Appointment Fixed") } as never,
    { type: "xstate.error.actor.moveEnquiry", error: unauthorized() } as never,
    { type: "xstate.error.actor.moveEnquiry", error: moveRefused("Not allowed.") } as never,
    { type: "xstate.done.actor.logCall", output: detail("Call Back") } as never,
    { type: "xstate.error.actor.logCall", error: callRefused("outside-window", "Outside the window.") } as never,
    { type: "xstate.error.actor.logCall", error: networkError() } as never,
    { type: "xstate.error.actor.logCall", error: unauthorized() } as never
  ]
}

export const models = [enquiryModel]
