/** One model per machine: the events a person (or a service) can cause, and what of the context the guards read. */
import { validateEnquiryForm, type EnquiryField } from "../domain/enquiry.ts"
import { copyMachine } from "../machines/copy.machine.ts"
import { enquiryMachine, type EnquiryEvent } from "../machines/enquiry.machine.ts"
import { statusMachine } from "../machines/status.machine.ts"
import { trackMachine } from "../machines/track.machine.ts"
import type { MachineModel } from "./harness.ts"

/** A valid value for each field; the two referral sides differ. */
const validValues: Record<EnquiryField, string> = {
  name: "Asha Rao",
  location: "Pune",
  email: "asha@example.com",
  mobile: "9876543210",
  referrerName: "Ravi Kumar",
  referrerLocation: "Mumbai",
  referrerEmail: "ravi@example.com",
  referrerMobile: "9123456780"
}

const enquiryModel: MachineModel<typeof enquiryMachine> = {
  name: "enquiry",
  machine: enquiryMachine,
  input: { loanType: "Personal Loan" },
  actors: ["submitEnquiry"],
  abstract: (s) => ({ mode: s.context.form.applicationType, invalid: Object.keys(validateEnquiryForm(s.context.form)).length }),
  events: (s) => {
    const invalid = Object.keys(validateEnquiryForm(s.context.form)) as Array<EnquiryField>
    const fix: Array<EnquiryEvent> = invalid.slice(0, 1).map((field) => ({ type: "Edit field", field, value: validValues[field] }))
    return [
      ...fix,
      { type: "Switch to self" },
      { type: "Switch to referral" },
      { type: "Choose loan type", loanType: "Home Loan" },
      { type: "Submit" },
      { type: "Done" },
      { type: "xstate.done.actor.submitEnquiry", output: { success: true, trackingId: "K7QMX-3P9TD", message: "ok" } } as never,
      { type: "xstate.error.actor.submitEnquiry", error: { _tag: "NetworkError" } } as never
    ]
  }
}

const trackModel: MachineModel<typeof trackMachine> = {
  name: "track",
  machine: trackMachine,
  input: {},
  abstract: (s) => s.context.trackingId.length > 0,
  events: () => [{ type: "Type tracking ID", value: " K7QMX 3P9TD " }, { type: "Type tracking ID", value: "  " }, { type: "Track" }]
}

const statusModel = (trackingId: string | null): MachineModel<typeof statusMachine> => ({
  name: trackingId ? "status" : "status (no ID)",
  machine: statusMachine,
  input: { trackingId },
  actors: ["fetchApplication"],
  events: () => [
    { type: "Retry" },
    {
      type: "xstate.done.actor.fetchApplication",
      output: { name: "Asha Rao", loanType: "Home Loan", status: "Call Back", createdAt: "2026-11-20T10:00:00Z", updatedAt: "2026-11-20T10:00:00Z" }
    } as never,
    { type: "xstate.error.actor.fetchApplication", error: { _tag: "ApplicationNotFound" } } as never,
    { type: "xstate.error.actor.fetchApplication", error: { _tag: "NetworkError" } } as never
  ]
})

const copyModel: MachineModel<typeof copyMachine> = {
  name: "copy",
  machine: copyMachine,
  input: { text: "K7QMX-3P9TD" },
  actors: ["writeClipboard"],
  events: () => [
    { type: "Copy" },
    { type: "xstate.done.actor.writeClipboard" } as never,
    { type: "xstate.error.actor.writeClipboard", error: new Error("denied") } as never,
    { type: "xstate.after.copiedLabel.copy.copied" } as never
  ]
}

/** Every machine with its model(s). A machine reached only from another input has two models. */
export const models = [enquiryModel, trackModel, statusModel("K7QMX-3P9TD"), statusModel(null), copyModel] as ReadonlyArray<MachineModel<any>>
