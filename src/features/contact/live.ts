/** The contact machine with its live actor: POST /api/contact-us through the contract client. */
import { Effect } from "effect"
import type { ContactMessage } from "../../../domain/contact.ts"
import { ServerError } from "../../../domain/failures.ts"
import { contactMachine } from "../../../machines/contact.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const sendMessage = fromEffect((message: ContactMessage) =>
  Api.use((api) => api.contact.send({ payload: message })).pipe(
    // The spec reads `success`: an answer without it is a failure too, one the contract does not describe.
    Effect.flatMap((answer) =>
      answer.success ? Effect.succeed(answer) : Effect.fail(new ServerError({ status: 200 }))
    )
  )
)

export const liveContactMachine = contactMachine.provide({ actors: { sendMessage } })
