/**
 * Failures of the browser's calls that the contract (domain/api.ts) does not declare. The contract's own errors
 * (ValidationError, ApplicationNotFound, InvalidToken, IdempotencyConflict) are decoded from the answer as they are.
 */
import { Schema } from "effect"

/** The request never got an answer: offline, DNS, connection reset, CORS. Distinct from any answer. */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  message: Schema.String
}) {}

/**
 * An answer the contract does not describe: an undeclared status (500, 501, 502...) or a body that does not match
 * the declared schema. `message` is the server's own `message` when the body carried one.
 */
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", {
  status: Schema.Number,
  message: Schema.optional(Schema.String)
}) {}
