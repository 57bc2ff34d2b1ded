/**
 * The RequestValidation middleware of domain/api.ts: every request that fails the contract's schemas (payload,
 * path params, headers, malformed JSON, empty body) answers 400 with each field's message from the shared schemas.
 */
import { Effect } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { RequestValidation, ValidationError } from "../../domain/api.ts"
import { issuesOf, messages } from "../../domain/validation.ts"

const fallbackMessage = "The request is not valid."

/** A field left out of the JSON altogether gets the message the form shows when it is empty. */
const requiredMessages: Record<string, string> = {
  first_name: messages.nameRequired,
  location: messages.locationRequired,
  phone: messages.mobileLength,
  referralPhone: messages.mobileLength,
  referralName: messages.referralNameRequired,
  referralEmail: messages.referralEmailRequired,
  referralLocation: messages.referralLocationRequired
}

export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(RequestValidation, (error) => {
  const errors = issuesOf(error.cause.issue).map((issue) => {
    const path = issue.path.map(String).join(".")
    const message =
      issue.message === "Missing key" ? (requiredMessages[path] ?? "This field is required.") : issue.message
    return { path, message }
  })
  return Effect.fail(new ValidationError({ success: false, message: errors[0]?.message ?? fallbackMessage, errors }))
})
