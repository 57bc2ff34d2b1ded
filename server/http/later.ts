/**
 * Groups of domain/api.ts whose server side belongs to later issues. Each endpoint still decodes its request with
 * the contract (a bad payload answers 400), then answers 501 with a JSON body the browser can show.
 */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ServerApi } from "./api.ts"

export const notImplementedMessage = "This service is not available yet. Please try again later."

/** Every group of the contract is built now; a new group may answer this until its server side lands. */
export const notImplemented = () =>
  Effect.succeed(HttpServerResponse.jsonUnsafe({ success: false, message: notImplementedMessage }, { status: 501 }))
