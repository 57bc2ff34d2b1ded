/**
 * Every failure a call to the public API can meet, declared once and used as it is by the server, the browser's
 * services, the machines and the views: the contract's tagged errors (each with its HTTP status; domain/api.ts puts
 * them on its endpoints), the network failure (no answer) and the undescribed answer. A machine's failure type is
 * derived from the contract (`CallFailure<typeof EnquiriesGroup, "submit">`), and a machine reads an actor's error with
 * `readFailure`, never with a cast. Effect's Schema only: a machine may import this file without the HttpApi modules.
 * The back office's calls have theirs beside its contract (domain/admin-api/failures.ts, `readAdminFailure`), and the
 * browser's share sheet its two (ShareUnavailable, ShareCancelled) here.
 */
import { Schema } from "effect"
import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import type { LoansApi } from "./api.ts"

/** One field's problem: its path in the payload and the spec's message. */
export const FieldError = Schema.Struct({ path: Schema.String, message: Schema.String })

/** 400: the request did not pass the shared schemas. `message` is the first field's message, fit for a toast. */
export class ValidationError extends Schema.TaggedError<ValidationError>()(
  "ValidationError",
  {
    success: Schema.Literal(false),
    message: Schema.String,
    errors: Schema.Array(FieldError)
  },
  { httpApiStatus: 400 }
) {}

/** 404 for a tracking ID we do not know. */
export class ApplicationNotFound extends Schema.TaggedError<ApplicationNotFound>()(
  "ApplicationNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/** 410 for the tracking ID of an enquiry erased at the person's request ("My data"): "Removed at your request". */
export class ApplicationRemoved extends Schema.TaggedError<ApplicationRemoved>()(
  "ApplicationRemoved",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 410 }
) {}

/** 401 for a missing, expired, forged or other-purpose token. */
export class InvalidToken extends Schema.TaggedError<InvalidToken>()(
  "InvalidToken",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 401 }
) {}

/**
 * 429: too soon after the last code (30 s), or over an hourly limit: 5 codes for one mobile and purpose
 * (LIMIT_OTP_MOBILE), 10 for one mobile whatever the purpose (LIMIT_OTP_MOBILE_ALL), 20 asks from one client address
 * (LIMIT_OTP_ADDRESS), 100 from one network, an IPv4 /24 or IPv6 /64 (LIMIT_OTP_NETWORK), or the site's 1000
 * (LIMIT_OTP_TOTAL). docs/limits.md.
 */
export class OtpRateLimited extends Schema.TaggedError<OtpRateLimited>()(
  "OtpRateLimited",
  { success: Schema.Literal(false), message: Schema.String, retryAfterSeconds: Schema.Int },
  { httpApiStatus: 429 }
) {}

/**
 * 429: too many requests from one client address (docs/limits.md): loan enquiries (LIMIT_ENQUIRIES), status look-ups
 * (LIMIT_TRACKING), contact messages (LIMIT_CONTACT), feedback (LIMIT_FEEDBACK), page views (LIMIT_PAGE_VIEWS),
 * grievances (LIMIT_GRIEVANCES), "My data" corrections (LIMIT_CORRECTIONS) and erasures (LIMIT_ERASURES). Retry-After
 * and `retryAfterSeconds` give the seconds until the address may ask again.
 */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { success: Schema.Literal(false), message: Schema.String, retryAfterSeconds: Schema.Int },
  { httpApiStatus: 429 }
) {}

/**
 * 413: the request body is over the cap (64 kB; 3 MB for a multipart upload), by its Content-Length or while it is
 * read. The server closes the connection after this answer. Any route may answer it (server/http/middleware.ts).
 */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 413 }
) {}

/**
 * 415: the body's Content-Type is not one the call takes (JSON; multipart form data where the call takes a file).
 * The body is not read (server/http/middleware.ts words the answer).
 */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 415 }
) {}

/** 401: the code is not the one sent; `attemptsLeft` more tries on this code (0: ask for a new one). */
export class WrongCode extends Schema.TaggedError<WrongCode>()(
  "WrongCode",
  { success: Schema.Literal(false), message: Schema.String, attemptsLeft: Schema.Int },
  { httpApiStatus: 401 }
) {}

/**
 * 410: no code to check any more: it expired (5 minutes), was used, was never sent, or had 5 wrong tries
 * (`reason`). Ask for a new one.
 */
export class OtpExpired extends Schema.TaggedError<OtpExpired>()(
  "OtpExpired",
  { success: Schema.Literal(false), message: Schema.String, reason: Schema.Literals(["expired", "too-many-attempts"]) },
  { httpApiStatus: 410 }
) {}

/** 503: the SMS could not be sent (gateway down); nothing was counted against the limits, try again at once. */
export class OtpNotSent extends Schema.TaggedError<OtpNotSent>()(
  "OtpNotSent",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 503 }
) {}

/** 409: none of the caller's reward items is still available (e.g. a repeated withdrawal request). */
export class NothingToWithdraw extends Schema.TaggedError<NothingToWithdraw>()(
  "NothingToWithdraw",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 409 }
) {}

/** 409: the same Idempotency-Key was sent with a different enquiry. */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()(
  "IdempotencyConflict",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 409 }
) {}

/** 404 for a picture we do not serve (unknown, or its testimonial is not approved). */
export class PictureNotFound extends Schema.TaggedError<PictureNotFound>()(
  "PictureNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/** 404: no grievance with this number for this mobile (an unknown number and another mobile's answer the same). */
export class GrievanceNotFound extends Schema.TaggedError<GrievanceNotFound>()(
  "GrievanceNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/** 404: a link to stop an application's messages that we did not sign (mistyped, cut short or forged). */
export class StopLinkInvalid extends Schema.TaggedError<StopLinkInvalid>()(
  "StopLinkInvalid",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/**
 * 404: no consent with this id among the records of the verified mobile (an unknown id and another person's answer the
 * same: nobody learns that a record exists).
 */
export class ConsentNotFound extends Schema.TaggedError<ConsentNotFound>()(
  "ConsentNotFound",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 404 }
) {}

/**
 * The browser's call never got an answer: offline, DNS, connection reset, CORS. Distinct from any answer. Not an
 * answer of the server: the browser's client (src/services/api-client.ts) fails with it.
 */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  message: Schema.String
}) {}

/**
 * An answer the contract does not describe: an undeclared status (500, 501, 502...) or a body that does not match
 * the declared schema. `message` is the server's own `message` when the body carried one. The browser's client fails
 * with it.
 */
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", {
  status: Schema.Number,
  message: Schema.optional(Schema.String)
}) {}

/** The browser has no share sheet (most desktop browsers, headless Chromium), or refused this one. */
export class ShareUnavailable extends Schema.TaggedError<ShareUnavailable>()("ShareUnavailable", {
  message: Schema.String
}) {}

/** The person closed the share sheet without sharing (navigator.share's AbortError). */
export class ShareCancelled extends Schema.TaggedError<ShareCancelled>()("ShareCancelled", {}) {}

/**
 * How the browser's share sheet (src/services/web-share.ts) fails: not there or refused, or closed without sharing.
 * Not a call of the API: the browser's own, read by the Refer & Earn Share machine with `Schema.is`.
 */
export type ShareFailure = ShareUnavailable | ShareCancelled

/** Every failure of a public call, as a Schema: the contract's errors, NetworkError and ServerError. */
export const ApiFailure = Schema.Union([
  ValidationError,
  ApplicationNotFound,
  ApplicationRemoved,
  InvalidToken,
  OtpRateLimited,
  TooManyRequests,
  PayloadTooLarge,
  UnsupportedMediaType,
  WrongCode,
  OtpExpired,
  OtpNotSent,
  NothingToWithdraw,
  IdempotencyConflict,
  PictureNotFound,
  GrievanceNotFound,
  StopLinkInvalid,
  ConsentNotFound,
  NetworkError,
  ServerError
])
export type ApiFailure = typeof ApiFailure.Type

/** The groups of a contract as served (`typeof LoansApi`, `typeof AdminApi`), its middleware's errors on each endpoint. */
export type GroupsOf<Api> = Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? Groups : never

/**
 * How one endpoint of a contract can fail, derived from it: the errors the endpoint declares and those of the API's
 * middleware, no answer (NetworkError), or an answer the contract does not describe (ServerError).
 */
export type EndpointFailure<Groups, Group extends HttpApiGroup.Identifier<Groups>, Name extends string> =
  | HttpApiEndpoint.Errors<
      HttpApiEndpoint.WithIdentifier<HttpApiGroup.Endpoints<HttpApiGroup.WithIdentifier<Groups, Group>>, Name>
    >
  | NetworkError
  | ServerError

/**
 * How one call of the public contract can fail (the API's middleware adds ValidationError and PayloadTooLarge), e.g.
 * `CallFailure<"enquiries", "submit">`.
 */
export type CallFailure<
  Group extends HttpApiGroup.Identifier<GroupsOf<typeof LoansApi>>,
  Name extends string
> = EndpointFailure<GroupsOf<typeof LoansApi>, Group, Name>

/**
 * A reader of an actor's error (`event.error`, typed `unknown` by XState) as one of the failures `schema` lists.
 * Anything else (a defect: a bug, a thrown exception) is `undefined`, and each machine says what it shows for it.
 */
export const failureReader = <S extends Schema.Top>(schema: S): ((error: unknown) => S["Type"] | undefined) => {
  const is = Schema.is(schema)
  return (error) => (is(error) ? error : undefined)
}

/** An actor's error read as the public API's failure it is, or `undefined` for a defect. */
export const readFailure = failureReader(ApiFailure)
