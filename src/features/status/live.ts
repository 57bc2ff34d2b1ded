/** The status machine with its live actor: the contract's tracking call. */
import { Effect } from "effect"
import { type FetchFailure, statusMachine } from "../../../machines/status.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const fetchApplication = fromEffect(({ trackingId }: { trackingId: string }) =>
  Api.use((api) => api.enquiries.track({ params: { trackingId } })).pipe(
    Effect.map((answer) => answer.data),
    Effect.mapError(
      (error): FetchFailure =>
        error._tag === "ApplicationNotFound"
          ? { _tag: "ApplicationNotFound" }
          : error._tag === "ApplicationRemoved"
            ? { _tag: "ApplicationRemoved" }
            : error._tag === "TooManyRequests"
              ? { _tag: "TooManyRequests" }
              : error._tag === "NetworkError"
                ? { _tag: "NetworkError" }
                : { _tag: "ServerError" }
    )
  )
)

export const liveStatusMachine = statusMachine.provide({ actors: { fetchApplication } })
