/**
 * The stop-messages machine with its live actor: POST /api/consents/stop through the contract's client, loaded when
 * the page sends the token (its failures are the contract's tagged errors, NetworkError or ServerError).
 */
import { stopMessagesMachine } from "../../../machines/stop-messages.machine.ts"
import { fromLazyEffect } from "../../services/from-lazy-effect.ts"

const stopMessages = fromLazyEffect<unknown, { token: string }>(() =>
  Promise.all([import("../../services/api.ts"), import("../../services/from-effect.ts")]).then(
    ([{ Api }, { runAppEffect }]) =>
      (input: { token: string }, signal: AbortSignal) =>
        runAppEffect(
          Api.use((api) => api.consents.stop({ payload: { token: input.token } })),
          signal
        )
  )
)

export const liveStopMessagesMachine = stopMessagesMachine.provide({ actors: { stopMessages } })
