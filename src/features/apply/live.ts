/** The enquiry machine with its live actor: the contract's submit call, retried with the same Idempotency-Key. */
import { Effect } from "effect"
import { enquiryMachine, type SubmitFailure, type SubmitInput } from "../../../machines/enquiry.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const submitEnquiry = fromEffect(({ payload, idempotencyKey }: SubmitInput) =>
  Api.use((api) => api.enquiries.submit({ payload, headers: { "idempotency-key": idempotencyKey } })).pipe(
    Effect.mapError((error): SubmitFailure => {
      switch (error._tag) {
        case "ValidationError":
          return { _tag: "ValidationError", message: error.message, errors: error.errors }
        case "NetworkError":
          return { _tag: "NetworkError" }
        default:
          return { _tag: "ServerError", message: error.message }
      }
    })
  )
)

export const liveEnquiryMachine = enquiryMachine.provide({ actors: { submitEnquiry } })
