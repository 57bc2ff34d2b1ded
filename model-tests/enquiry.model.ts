/**
 * The enquiry form: a person fills the first invalid field, switches mode, chooses how to be contacted ("Message me,
 * don't call", an evening call window, every way unticked and ticked again), submits; the server answers. Also opened
 * from a referral link: the verified mobile is found or not, and the server accepts or refuses its token.
 */
import { type EnquiryField, validateEnquiryForm } from "../domain/enquiry.ts"
import { invalidToken, networkError } from "../domain/failures.fixtures.ts"
import { type EnquiryEvent, enquiryMachine } from "../machines/enquiry.machine.ts"
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

const enquiryModel = (
  name: string,
  input: { loanType: "Personal Loan"; referralLink?: { referrerName: string; referrerMobile: string } }
): MachineModel<typeof enquiryMachine> => ({
  name,
  machine: enquiryMachine,
  input,
  actors: ["submitEnquiry", "findVerifiedMobile"],
  abstract: (s) => ({
    mode: s.context.form.applicationType,
    invalid: Object.keys(validateEnquiryForm(s.context.form)).length,
    calls: s.context.form.contact.channels.includes("call")
  }),
  events: (s) => {
    const invalid = Object.keys(validateEnquiryForm(s.context.form)) as Array<EnquiryField | "consent" | "contact">
    const fix: Array<EnquiryEvent> = invalid
      .slice(0, 1)
      .map((field) =>
        field === "consent"
          ? { type: "Set consent", agreed: true }
          : field === "contact"
            ? { type: "Set contact channels", channels: ["call", "sms"] }
            : { type: "Edit field", field, value: validValues[field] }
      )
    return [
      ...fix,
      { type: "Switch to self" },
      { type: "Switch to referral" },
      { type: "Choose loan type", loanType: "Home Loan" },
      { type: "Set consent", agreed: false },
      { type: "Message me, don't call" },
      { type: "Set call window", callFrom: 18, callTo: 21 },
      { type: "Set contact channels", channels: [] },
      { type: "Submit" },
      { type: "Done" },
      {
        type: "xstate.done.actor.submitEnquiry",
        output: { success: true, trackingId: "K7QMX-3P9TD", message: "ok" }
      } as never,
      { type: "xstate.error.actor.submitEnquiry", error: networkError() } as never,
      ...(input.referralLink
        ? [
            { type: "xstate.error.actor.submitEnquiry", error: invalidToken() } as never,
            {
              type: "xstate.done.actor.findVerifiedMobile",
              output: { mobile: "9123456780", token: "referral-token" }
            } as never,
            { type: "xstate.done.actor.findVerifiedMobile", output: undefined } as never,
            { type: "xstate.error.actor.findVerifiedMobile", error: new Error("storage") } as never
          ]
        : [])
    ]
  }
})

export const models = [
  enquiryModel("enquiry", { loanType: "Personal Loan" }),
  enquiryModel("enquiry (referral link)", {
    loanType: "Personal Loan",
    referralLink: { referrerName: "Ravi Kumar", referrerMobile: "9876543210" }
  })
]
