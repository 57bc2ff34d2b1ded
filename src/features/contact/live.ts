/** The contact machine with its live actor: POST /api/contact-us through the contract client. */
import { Effect } from "effect"
import type { ContactMessage } from "../../../domain/contact.ts"
import { contactMachine, type SendFailure } from "../../../machines/contact.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const sendMessage = fromEffect((message: ContactMessage) =>
  Api.use((api) => api.contact.send({ payload: message })).pipe(
    Effect.mapError(
      (error): SendFailure =>
        error._tag === "ValidationError"
          ? { _tag: "ValidationError", errors: error.errors }
          : error._tag === "NetworkError"
            ? { _tag: "NetworkError" }
            : { _tag: "ServerError" }
    ),
    // The spec reads `success`: an answer without it is a failure too.
    Effect.flatMap((answer) =>
      answer.success ? Effect.succeed(answer) : Effect.fail<SendFailure>({ _tag: "ServerError" })
    )
  )
)

export const liveContactMachine = contactMachine.provide({ actors: { sendMessage } })
