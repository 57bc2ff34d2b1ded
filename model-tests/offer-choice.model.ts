/**
 * "Choose this offer": the offer loads (or is not found, or fails and is retried); a person fills the form field by
 * field, chooses how to be contacted ("Message me, don't call", an evening call window, every way unticked and ticked
 * again) and ticks the
 * consent naming the lender, submits; the OTP is sent (or was sent under 30 s ago, or fails), the
 * OTP screen (a child, its outcome sent as a done event) finishes or the person changes the details; the server
 * answers the tracking ID, refuses a field, refuses the token, finds the offer gone or taken, or is not reached; Done.
 */
import { applicationNotFound, invalidToken, networkError, validationError } from "../domain/failures.fixtures.ts"
import { ProposalNotFound, ProposalTaken } from "../domain/offers-api.ts"
import { readTokenClaims } from "../domain/otp.ts"
import { offerChoiceMachine } from "../machines/offer-choice.machine.ts"
import type { MachineModel } from "./harness.ts"
import { givenMobileOutcomes } from "./mobile-entry.model.ts"

const mobile = "9876543210"
/** A readable token for the mobile (the browser reads its payload; the signature is the server's business). */
const token = `${btoa(JSON.stringify({ v: 1, m: mobile, p: "offer", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

/** The fields in the order a person fills them, with good values. */
const fill = [
  ["name", "Asha Rao"],
  ["mobile", mobile],
  ["email", "asha@example.in"],
  ["location", "Pune"]
] as const

const icici = {
  loanType: "Personal Loan",
  lender: { legalName: "ICICI Bank Limited" },
  offer: { amount: 500_000, tenureMonths: 36, emi: 16_426.24, apr: 12.48, ratePercent: 11.24, rateType: "fixed" }
}

const choiceModel = (proposalNumber: string): MachineModel<typeof offerChoiceMachine> => ({
  name: proposalNumber ? "offer-choice" : "offer-choice (no number)",
  machine: offerChoiceMachine,
  input: { proposalNumber },
  actors: ["fetchOffer", "mobileEntry", "otp", "chooseOffer"],
  abstract: (s) => ({
    filled: fill.filter(([field]) => s.context.form[field] !== "").length,
    consent: s.context.form.consent,
    calls: s.context.form.contact.channels.includes("call"),
    noWay: s.context.form.contact.channels.length === 0,
    verified: readTokenClaims(s.context.token)?.mobile === s.context.form.mobile
  }),
  events: (s) => {
    const next = fill.find(([field]) => s.context.form[field] === "")
    return [
      { type: "Retry" },
      { type: "xstate.done.actor.fetchOffer", output: icici } as never,
      { type: "xstate.error.actor.fetchOffer", error: applicationNotFound() } as never,
      { type: "xstate.error.actor.fetchOffer", error: networkError() } as never,
      ...(next ? [{ type: "Edit field" as const, field: next[0], value: next[1] }] : []),
      { type: "Set consent", agreed: !s.context.form.consent },
      { type: "Message me, don't call" },
      { type: "Set call window", callFrom: 18, callTo: 21 },
      {
        type: "Set contact channels",
        channels: s.context.form.contact.channels.length === 0 ? ["call", "sms"] : []
      },
      { type: "Submit" },
      { type: "Change details" },
      { type: "Done" },
      ...givenMobileOutcomes(mobile),
      { type: "xstate.done.actor.otp", output: { mobile, token } } as never,
      {
        type: "xstate.done.actor.chooseOffer",
        output: { success: true, trackingId: "K7QMX-3P9TD", lender: "ICICI Bank Limited", message: "" }
      } as never,
      {
        type: "xstate.error.actor.chooseOffer",
        error: validationError([{ path: "location", message: "Location should contain only letters." }])
      } as never,
      { type: "xstate.error.actor.chooseOffer", error: invalidToken() } as never,
      {
        type: "xstate.error.actor.chooseOffer",
        error: new ProposalNotFound({ success: false, message: "gone" })
      } as never,
      {
        type: "xstate.error.actor.chooseOffer",
        error: new ProposalTaken({ success: false, message: "taken" })
      } as never,
      { type: "xstate.error.actor.chooseOffer", error: networkError() } as never
    ]
  }
})

export const models = [choiceModel("K7QMX3P9TDABCDEFGHJK"), choiceModel("")]
