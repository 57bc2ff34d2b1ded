/**
 * Every failure a call to the back office's contract can meet, declared once and used as it is by the server, the
 * back office's client, its machines and its views, as domain/failures.ts does for the public contract: the admin
 * contract's tagged errors, the shared ones it also declares (ValidationError, UnsupportedMediaType, PayloadTooLarge),
 * no answer (NetworkError) and an undescribed answer (ServerError). A machine's failure type is derived from the
 * contract (`AdminCallFailure<"enquiries", "move">`) and a machine reads an actor's error with `readAdminFailure`,
 * never with a cast. Effect's Schema only at run time.
 */
import { Schema } from "effect"
import type { HttpApiGroup } from "effect/http-api"
import type { AdminApi } from "../admin-api.ts"
import { ApplicationStatusSchema } from "../application-status.ts"
import {
  type EndpointFailure,
  failureReader,
  type GroupsOf,
  NetworkError,
  PayloadTooLarge,
  ServerError,
  UnsupportedMediaType,
  ValidationError
} from "../failures.ts"
import { GrievanceStatusSchema } from "../grievance-form.ts"

const Failure = { success: Schema.Literal(false), message: Schema.String }

/** 401: no session, an expired or forged one. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", Failure, { httpApiStatus: 401 }) {}
/** 401 at sign-in: the username or the password is wrong (never which). */
export class SignInRefused extends Schema.TaggedError<SignInRefused>()("SignInRefused", Failure, {
  httpApiStatus: 401
}) {}
/** 429: 5 wrong passwords within 15 minutes from one address for one account. */
export class LockedOut extends Schema.TaggedError<LockedOut>()(
  "LockedOut",
  { ...Failure, retryAfterSeconds: Schema.Int },
  { httpApiStatus: 429 }
) {}
/** 403: a state-changing call without the back office's header or from another origin. */
export class CrossSiteRefused extends Schema.TaggedError<CrossSiteRefused>()("CrossSiteRefused", Failure, {
  httpApiStatus: 403
}) {}
/** 404: no enquiry (or withdrawal, testimonial) by that id. */
export class AdminNotFound extends Schema.TaggedError<AdminNotFound>()("AdminNotFound", Failure, {
  httpApiStatus: 404
}) {}
/** 409: the lifecycle does not allow this move from the enquiry's status (or the status changed meanwhile). */
export class MoveRefused extends Schema.TaggedError<MoveRefused>()(
  "MoveRefused",
  { ...Failure, status: ApplicationStatusSchema, allowed: Schema.Array(Schema.String) },
  { httpApiStatus: 409 }
) {}
/**
 * 409: a call may not be logged against the person's preference: they asked not to be called, or now is outside
 * their call window (India time, `callFrom` to `callTo`). Nothing is written.
 */
export class CallRefused extends Schema.TaggedError<CallRefused>()(
  "CallRefused",
  { ...Failure, reason: Schema.Literals(["no-calls", "outside-window"]), callFrom: Schema.Int, callTo: Schema.Int },
  { httpApiStatus: 409 }
) {}
/** 409: the withdrawal is already paid. */
export class AlreadyPaid extends Schema.TaggedError<AlreadyPaid>()("AlreadyPaid", Failure, { httpApiStatus: 409 }) {}
/** 409: the correction request was already marked done or rejected. */
export class CorrectionDecided extends Schema.TaggedError<CorrectionDecided>()("CorrectionDecided", Failure, {
  httpApiStatus: 409
}) {}
/** 409: the grievance's status does not allow this step (domain/grievance.ts), or it changed meanwhile. */
export class GrievanceMoveRefused extends Schema.TaggedError<GrievanceMoveRefused>()(
  "GrievanceMoveRefused",
  { ...Failure, status: GrievanceStatusSchema, allowed: Schema.Array(Schema.String) },
  { httpApiStatus: 409 }
) {}

/** 409: the lender catalogue was saved by someone else since the version this edit started from. */
export class CatalogueChanged extends Schema.TaggedError<CatalogueChanged>()(
  "CatalogueChanged",
  { ...Failure, version: Schema.Int },
  { httpApiStatus: 409 }
) {}

/** Every failure of a back-office call, as a Schema: the contract's errors, NetworkError and ServerError. */
export const AdminFailure = Schema.Union([
  Unauthorized,
  SignInRefused,
  LockedOut,
  CrossSiteRefused,
  AdminNotFound,
  MoveRefused,
  CallRefused,
  AlreadyPaid,
  CorrectionDecided,
  GrievanceMoveRefused,
  CatalogueChanged,
  ValidationError,
  UnsupportedMediaType,
  PayloadTooLarge,
  NetworkError,
  ServerError
])
export type AdminFailure = typeof AdminFailure.Type

/**
 * How one call of the back office's contract can fail: the endpoint's errors and its middleware's (the staff
 * session's Unauthorized and CrossSiteRefused, the request's ValidationError and PayloadTooLarge), no answer, or an
 * answer it does not describe. E.g. `AdminCallFailure<"enquiries", "move">`.
 */
export type AdminCallFailure<
  Group extends HttpApiGroup.Identifier<GroupsOf<typeof AdminApi>>,
  Name extends string
> = EndpointFailure<GroupsOf<typeof AdminApi>, Group, Name>

/** An actor's error read as the back-office failure it is, or `undefined` for a defect. */
export const readAdminFailure = failureReader(AdminFailure)
