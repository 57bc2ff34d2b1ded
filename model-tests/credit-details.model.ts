/**
 * Personal details of the credit score check: opened with a good, a bad or no token; a person fills the first
 * invalid field, chooses a gender, accepts the terms, submits; the server accepts, refuses the token, or fails;
 * the 4 s before leaving for the bureau run out.
 */
import { type CreditTextField, validateCreditForm } from "../domain/credit.ts"
import { invalidToken, networkError, serverError } from "../domain/failures.fixtures.ts"
import { type CreditDetailsEvent, creditDetailsMachine } from "../machines/credit-details.machine.ts"
import type { MachineModel } from "./harness.ts"

const now = Date.UTC(2026, 10, 20, 10, 0, 0)
const token = (purpose: string) =>
  `${Buffer.from(JSON.stringify({ v: 1, m: "9876543210", p: purpose, e: now / 1000 + 600 })).toString("base64url")}.c2ln`

const validValues: Record<CreditTextField, string> = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  pan: "ABCDE1234F",
  dob: "1990-04-12",
  address: "12 MG Road",
  pincode: "411001",
  city: "Pune",
  state: "Maharashtra"
}

const creditModel = (name: string, tokenValue: string | null): MachineModel<typeof creditDetailsMachine> => ({
  name,
  machine: creditDetailsMachine,
  input: { token: tokenValue, now },
  actors: ["submitCredit"],
  abstract: (s) => Object.keys(validateCreditForm(s.context.form, s.context.mobile)).length,
  events: (s) => {
    const invalid = Object.keys(validateCreditForm(s.context.form, s.context.mobile))
    const field = invalid.find((f): f is CreditTextField => f in validValues)
    const fix: Array<CreditDetailsEvent> = field ? [{ type: "Edit field", field, value: validValues[field] }] : []
    return [
      ...fix,
      { type: "Choose gender", gender: "Female" },
      { type: "Accept terms", accepted: true },
      { type: "Submit" },
      { type: "xstate.done.actor.submitCredit", output: { redirectUrl: "https://bureau.example/enrol" } } as never,
      { type: "xstate.error.actor.submitCredit", error: invalidToken() } as never,
      { type: "xstate.error.actor.submitCredit", error: networkError() } as never,
      { type: "xstate.error.actor.submitCredit", error: serverError() } as never,
      { type: "xstate.after.redirectDelay.creditDetails.submitted" } as never
    ]
  }
})

export const models = [
  creditModel("credit details", token("credit-score")),
  creditModel("credit details (other-purpose token)", token("redeem")),
  creditModel("credit details (no token)", null)
]
