/**
 * Groups of domain/api.ts whose server side belongs to later issues. Each endpoint still decodes its request with
 * the contract (a bad payload answers 400), then answers 501 with a JSON body the browser can show.
 */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ServerApi } from "./api.ts"

export const notImplementedMessage = "This service is not available yet. Please try again later."

const notImplemented = () =>
  Effect.succeed(HttpServerResponse.jsonUnsafe({ success: false, message: notImplementedMessage }, { status: 501 }))

export const CreditHttp = HttpApiBuilder.group(ServerApi, "credit", (handlers) => handlers.handleAll({ submit: notImplemented }))

export const RewardsHttp = HttpApiBuilder.group(
  ServerApi,
  "rewards",
  (handlers) => handlers.handleAll({ summary: notImplemented, withdraw: notImplemented })
)

export const OtpHttp = HttpApiBuilder.group(
  ServerApi,
  "otp",
  (handlers) => handlers.handleAll({ send: notImplemented, verify: notImplemented })
)
