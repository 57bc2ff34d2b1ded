/**
 * The grievance form and look-up machines with their live actors: the contract's `grievances` calls, the
 * shared mobile entry and OTP screen.
 */
import { Effect } from "effect"
import { bearer } from "../../../domain/otp.ts"
import { grievanceFormMachine, type SubmitGrievanceInput } from "../../../machines/grievance-form.machine.ts"
import { grievanceLookupMachine, type LookupInput } from "../../../machines/grievance-lookup.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { liveMobileEntryMachine, liveOtpMachine } from "../otp/live.ts"

export const submitGrievance = fromEffect(({ payload, token }: SubmitGrievanceInput) =>
  Api.use((api) => api.grievances.submit({ payload, headers: { authorization: bearer(token) } })).pipe(
    Effect.map((answer) => answer.data)
  )
)

export const lookupGrievance = fromEffect(({ number, mobile, token }: LookupInput) =>
  Api.use((api) =>
    api.grievances.status({ payload: { number, mobile }, headers: { authorization: bearer(token) } })
  ).pipe(Effect.map((answer) => answer.data))
)

export const liveGrievanceFormMachine = grievanceFormMachine.provide({
  actors: { mobileEntry: liveMobileEntryMachine, otp: liveOtpMachine, submitGrievance }
})
export const liveGrievanceLookupMachine = grievanceLookupMachine.provide({
  actors: { mobileEntry: liveMobileEntryMachine, otp: liveOtpMachine, lookupGrievance }
})
