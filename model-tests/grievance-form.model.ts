/**
 * The grievance form: a person fills it field by field (or empties the description again), submits; the OTP is sent
 * (or was sent under 30 s ago, or fails), the OTP screen (a child, its outcome sent as a done event) finishes or the
 * person changes the details; the server answers the number, refuses a field, refuses the token or is not reached.
 */
import { invalidToken, networkError, validationError } from "../domain/failures.fixtures.ts"
import { readTokenClaims } from "../domain/otp.ts"
import { grievanceFormMachine } from "../machines/grievance-form.machine.ts"
import type { MachineModel } from "./harness.ts"
import { givenMobileOutcomes } from "./mobile-entry.model.ts"

export const grievanceMobile = "9876543210"
/** A readable token for the mobile (the browser reads its payload; the signature is the server's business). */
export const grievanceToken = `${btoa(JSON.stringify({ v: 1, m: grievanceMobile, p: "grievance", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

/** The required fields in the order a person fills them, with good values. */
export const grievanceFill = [
  ["name", "Asha Rao"],
  ["mobile", grievanceMobile],
  ["email", "asha@example.in"],
  ["category", "Staff conduct"],
  ["description", "The agent was rude on the phone."]
] as const

export const grievanceReceipt = {
  number: "GRV-K7QMX-3P9TD",
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24"
}

const filled = (form: Record<string, string>) => grievanceFill.filter(([field]) => form[field] !== "").length

const formModel: MachineModel<typeof grievanceFormMachine> = {
  name: "grievance-form",
  machine: grievanceFormMachine,
  actors: ["mobileEntry", "otp", "submitGrievance"],
  abstract: (s) => ({
    filled: filled(s.context.form),
    verified: readTokenClaims(s.context.token)?.mobile === s.context.form.mobile
  }),
  events: (s) => {
    const next = grievanceFill.find(([field]) => s.context.form[field] === "")
    return [
      ...(next ? [{ type: "Edit field" as const, field: next[0], value: next[1] }] : []),
      ...(next ? [] : [{ type: "Edit field" as const, field: "description" as const, value: "" }]),
      { type: "Submit" },
      { type: "Change details" },
      { type: "Raise another" },
      ...givenMobileOutcomes(grievanceMobile),
      { type: "xstate.done.actor.otp", output: { mobile: grievanceMobile, token: grievanceToken } } as never,
      { type: "xstate.done.actor.submitGrievance", output: grievanceReceipt } as never,
      {
        type: "xstate.error.actor.submitGrievance",
        error: validationError([{ path: "email", message: "Please enter a valid email address." }])
      } as never,
      { type: "xstate.error.actor.submitGrievance", error: invalidToken() } as never,
      { type: "xstate.error.actor.submitGrievance", error: networkError() } as never
    ]
  }
}

export const models = [formModel]
