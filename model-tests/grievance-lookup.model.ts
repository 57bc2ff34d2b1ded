/**
 * The grievance look-up: a person types the number and mobile, looks up; the OTP is sent (or was sent, or fails),
 * the OTP screen (a child) finishes or the person changes the details; the server shows the grievance, knows no such
 * grievance for the mobile, refuses the token or is not reached; Refresh and Check another. The first model also has
 * "Track" (the page hands over a grievance just raised); the second, without it, is what the view test walks (Track
 * comes from the form, which e2e/grievance.spec.ts drives).
 */
import { grievanceNotFound, invalidToken, networkError } from "../domain/failures.fixtures.ts"
import { readTokenClaims } from "../domain/otp.ts"
import { grievanceLookupMachine } from "../machines/grievance-lookup.machine.ts"
import type { MachineModel } from "./harness.ts"
import { givenMobileOutcomes } from "./mobile-entry.model.ts"

export const lookupMobile = "9876543210"
export const lookupToken = `${btoa(JSON.stringify({ v: 1, m: lookupMobile, p: "grievance", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

export const lookupFill = [
  ["number", "grv-k7qmx-3p9td"],
  ["mobile", lookupMobile]
] as const

export const foundGrievance = {
  number: "GRV-K7QMX-3P9TD",
  category: "Loan enquiry",
  status: "Replied",
  receivedAt: "2026-11-24T05:00:00.000Z",
  dueDate: "2026-12-24",
  daysLeft: 12,
  reply: "We called you on 2 December.",
  repliedAt: "2026-12-02T05:00:00.000Z",
  resolvedAt: null
} as const

const lookupModel = (name: string, withTrack: boolean): MachineModel<typeof grievanceLookupMachine> => ({
  name,
  machine: grievanceLookupMachine,
  actors: ["mobileEntry", "otp", "lookupGrievance"],
  abstract: (s) => ({
    filled: lookupFill.filter(([field]) => s.context.form[field] !== "").length,
    verified: readTokenClaims(s.context.token)?.mobile === s.context.form.mobile
  }),
  events: (s) => {
    const next = lookupFill.find(([field]) => s.context.form[field] === "")
    return [
      ...(next ? [{ type: "Edit field" as const, field: next[0], value: next[1] }] : []),
      { type: "Look up" },
      { type: "Change details" },
      { type: "Refresh" },
      { type: "Look up another" },
      ...(withTrack
        ? [{ type: "Track" as const, number: "GRV-K7QMX-3P9TD", mobile: lookupMobile, token: lookupToken }]
        : []),
      ...givenMobileOutcomes(lookupMobile),
      { type: "xstate.done.actor.otp", output: { mobile: lookupMobile, token: lookupToken } } as never,
      { type: "xstate.done.actor.lookupGrievance", output: foundGrievance } as never,
      { type: "xstate.error.actor.lookupGrievance", error: grievanceNotFound() } as never,
      { type: "xstate.error.actor.lookupGrievance", error: invalidToken() } as never,
      { type: "xstate.error.actor.lookupGrievance", error: networkError() } as never
    ]
  }
})

export const models = [lookupModel("grievance-lookup", true), lookupModel("grievance-lookup (page)", false)]
