/** The status machine with its live actor: the contract's tracking call, its failures as they are. */
import { Effect } from "effect"
import { statusMachine } from "../../../machines/status.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const fetchApplication = fromEffect(({ trackingId }: { trackingId: string }) =>
  Api.use((api) => api.enquiries.track({ params: { trackingId } })).pipe(Effect.map((answer) => answer.data))
)

export const liveStatusMachine = statusMachine.provide({ actors: { fetchApplication } })
