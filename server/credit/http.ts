/**
 * The `credit` group of domain/api.ts: a credit-score enquiry, with a `credit-score` token for the payload's phone.
 * The answer names the bureau page (BUREAU_URL) the browser leaves for.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { creditMessages } from "../../domain/credit.ts"
import { Settings } from "../config.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { Tokens } from "../tokens/tokens.ts"
import { CreditEnquiries } from "./repo.ts"

export const CreditHttp = HttpApiBuilder.group(
  ServerApi,
  "credit",
  Effect.fn(function* (handlers) {
    const tokens = yield* Tokens
    const enquiries = yield* CreditEnquiries
    const { bureauUrl } = yield* Settings
    return handlers.handleAll({
      submit: ({ headers, payload }) =>
        Effect.gen(function* () {
          yield* requireToken(
            tokens,
            headers.authorization,
            { purpose: "credit-score", mobile: payload.phone },
            creditMessages
          )
          yield* enquiries.create(payload)
          return { success: true as const, redirectUrl: bureauUrl }
        })
    })
  })
).pipe(Layer.provide([CreditEnquiries.layer, Tokens.layer]))
