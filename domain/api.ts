// Over 300 lines: the public contract is one HttpApi (every endpoint, its payload, answer and errors), read as a whole.
/**
 * The HTTP contract of spec section 7, shared by the browser client and the Node server, and served as OpenAPI at
 * /api/openapi.json. Every path is under /api on the site's own origin.
 */
import { Schema } from "effect"
import {
  HttpApi,
  HttpApiEndpoint,
  HttpApiError,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSchema,
  OpenApi
} from "effect/http-api"
import { PageViewEvent } from "./analytics.ts"
import { ApplicationStatusSchema } from "./application-status.ts"
import { CarouselSlide } from "./carousel.ts"
import { ContactMessage } from "./contact.ts"
import { CreditEnquiry, CreditSubmitted } from "./credit.ts"
import { LoanEnquiry, LoanEnquiryResponse } from "./enquiry.ts"
import {
  ApplicationNotFound,
  ApplicationRemoved,
  ConsentNotFound,
  FieldError,
  GrievanceNotFound,
  IdempotencyConflict,
  InvalidToken,
  NothingToWithdraw,
  OtpExpired,
  OtpNotSent,
  OtpRateLimited,
  PayloadTooLarge,
  PictureNotFound,
  StopLinkInvalid,
  TooManyRequests,
  UnsupportedMediaType,
  ValidationError,
  WrongCode
} from "./failures.ts"
import { GrievanceLookup, GrievanceReceipt, GrievanceSubmission, GrievanceView } from "./grievance-form.ts"
import { LoanType } from "./loans.ts"
import {
  ConsentId,
  ConsentWithdrawal,
  CorrectionRequest,
  EraseRequest,
  ErasureDone,
  MyData,
  MyDataExport
} from "./my-data.ts"
import { OffersGroup } from "./offers-api.ts"
import { OtpRequest, OtpSent, OtpVerified, OtpVerifyRequest } from "./otp.ts"
import { RewardSummary, WithdrawalRequest } from "./rewards.ts"
import { StopRequest } from "./stop-messages.ts"
import { FeedbackSubmission, feedbackUploadLimits, Testimonial } from "./testimonials.ts"

/**
 * The header that carries a token from POST /api/otp/verify: `authorization: Bearer <token>` (domain/otp.ts `bearer`).
 * Optional in the schema so that a missing token answers 401 InvalidToken (with the flow's message), not 400.
 */
export const TokenHeader = { authorization: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))) }

/** The body of a 415. */
export const unsupportedMediaTypeMessage = "The request body's content type is not accepted here."

/** The body of a 413 (server/http/middleware.ts). */
export const payloadTooLargeMessage = "The request body is too large."

/** How a 429's Retry-After header reads in the OpenAPI documents: the server sends it on every 429. */
export const retryAfterHeader = {
  description: "Whole seconds until the request may be sent again (the body's retryAfterSeconds)",
  required: true,
  schema: { type: "string", pattern: "^[1-9][0-9]*$" }
} as const

/** The part of an OpenAPI document that describeRetryAfter reads: each path's operations and their answers. */
type OpenApiPaths = {
  readonly paths?: Record<string, Record<string, { responses?: Record<string, { headers?: object }> } | undefined>>
}

/** Describes the Retry-After header on every 429 answer of an OpenAPI document. */
export const describeRetryAfter = (spec: OpenApiPaths): OpenApiPaths => {
  for (const item of Object.values(spec.paths ?? {}))
    for (const operation of Object.values(item)) {
      const refused = operation?.responses?.["429"]
      if (refused !== undefined) refused.headers = { ...refused.headers, "retry-after": retryAfterHeader }
    }
  return spec
}

/**
 * Turns every request-decoding failure into a ValidationError (the server provides it), an unreadable body included.
 * A body over the cap is refused before, with 413 PayloadTooLarge, on every route (server/http/middleware.ts).
 */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()("loans/RequestValidation", {
  error: [ValidationError, PayloadTooLarge]
}) {}

/** The multipart form of a feedback submission (read part by part on the server, never buffered to disk). */
export const FeedbackUpload = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  loanType: Schema.String,
  feedback: Schema.String,
  rating: Schema.String.annotate({ description: "1 to 5" }),
  profilePicture: Schema.optionalKey(
    Schema.String.annotate({ format: "binary", description: "JPEG, PNG, GIF, WebP or SVG, at most 2 MB" })
  )
}).pipe(HttpApiSchema.asMultipartStream(feedbackUploadLimits))

export const SuccessOnly = Schema.Struct({ success: Schema.Boolean })
export const SuccessMessage = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

export const TrackedApplication = Schema.Struct({
  /** Masked: the first name and the last name's initial ("Ravi K."); the full name never leaves the server. */
  name: Schema.String.annotate({ description: "First name and the last name's initial, e.g. Ravi K." }),
  loanType: LoanType,
  status: ApplicationStatusSchema,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** An enquiry made from a lender's offer ("Choose this offer"): that lender's name. */
  lender: Schema.optionalKey(Schema.String.annotate({ description: "The lender of the offer chosen, if any" }))
})
export type TrackedApplication = typeof TrackedApplication.Type

export class CarouselGroup extends HttpApiGroup.make("carousel").add(
  HttpApiEndpoint.get("list", "/carousel", {
    success: Schema.Struct({ data: Schema.Array(CarouselSlide) })
  })
) {}

export class EnquiriesGroup extends HttpApiGroup.make("enquiries").add(
  /**
   * From a referral link (`/resources/apply-now?applicationType=referral&refname&refmobile&mobile`), send the
   * visitor's `referral` token: `authorization: Bearer <token>`. With a token the enquiry must be a Referral whose
   * `phone` (the visitor, the referred person) is the token's mobile, else 401 InvalidToken. Without one, any valid
   * enquiry is accepted as before (the apply form's own Referral mode needs no verification, spec section 6).
   */
  HttpApiEndpoint.post("submit", "/loan-enquiries", {
    headers: {
      "idempotency-key": Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
      ...TokenHeader
    },
    payload: LoanEnquiry,
    success: LoanEnquiryResponse.pipe(HttpApiSchema.status(201)),
    error: [IdempotencyConflict, InvalidToken, TooManyRequests, UnsupportedMediaType]
  }),
  /** At most LIMIT_TRACKING look-ups (60 a minute) from one client address: beyond it 429 with Retry-After. */
  HttpApiEndpoint.get("track", "/loan-enquiries/track-application/:trackingId", {
    params: { trackingId: Schema.String },
    success: Schema.Struct({ success: Schema.Literal(true), data: TrackedApplication }),
    error: [ApplicationNotFound, ApplicationRemoved, TooManyRequests]
  })
) {}

export class ContactGroup extends HttpApiGroup.make("contact").add(
  HttpApiEndpoint.post("send", "/contact-us", {
    payload: ContactMessage,
    success: SuccessOnly,
    error: [TooManyRequests, UnsupportedMediaType]
  })
) {}

export class TestimonialsGroup extends HttpApiGroup.make("testimonials").add(
  /** Approved testimonials, newest first; `productType` (a loan type name) narrows them to one product. */
  HttpApiEndpoint.get("list", "/testimonials", {
    query: { productType: Schema.optional(LoanType) },
    success: Schema.Struct({ success: Schema.Literal(true), data: Schema.Array(Testimonial) })
  }),
  /**
   * Feedback: the spec's JSON, or multipart form data (the same fields, rating as text, and an optional
   * `profilePicture` file: an image by its bytes, at most 2 MB). Stored for moderation: not listed until approved.
   */
  HttpApiEndpoint.post("submit", "/testimonials", {
    payload: [FeedbackSubmission, FeedbackUpload],
    success: SuccessMessage.pipe(HttpApiSchema.status(201)),
    error: [ValidationError, TooManyRequests, UnsupportedMediaType]
  }),
  /** The picture of an approved testimonial, with its image type; SVG is served sandboxed. */
  HttpApiEndpoint.get("picture", "/testimonials/pictures/:pictureId", {
    params: { pictureId: Schema.String },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "image/*" })),
    error: PictureNotFound
  })
) {}

/** One-time codes by SMS (domain/otp.ts). Answers never tell whether a mobile is known. */
export class OtpGroup extends HttpApiGroup.make("otp").add(
  HttpApiEndpoint.post("send", "/otp", {
    payload: OtpRequest,
    success: OtpSent,
    error: [OtpRateLimited, OtpNotSent, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("verify", "/otp/verify", {
    payload: OtpVerifyRequest,
    success: OtpVerified,
    error: [WrongCode, OtpExpired, UnsupportedMediaType]
  })
) {}

/** Needs a `credit-score` token whose mobile is the payload's `phone`. */
export class CreditGroup extends HttpApiGroup.make("credit").add(
  HttpApiEndpoint.post("submit", "/cibil-enquiries", {
    headers: TokenHeader,
    payload: CreditEnquiry,
    success: CreditSubmitted,
    error: [InvalidToken, UnsupportedMediaType]
  })
) {}

/** Both need a `redeem` token whose mobile is the path's `mobile` / the payload's `referralPhone`. */
export class RewardsGroup extends HttpApiGroup.make("rewards").add(
  HttpApiEndpoint.get("summary", "/reward-enquiries/:mobile", {
    headers: TokenHeader,
    params: { mobile: Schema.String.check(Schema.isMaxLength(20)) },
    success: Schema.Struct({ success: Schema.Boolean, data: RewardSummary }),
    error: InvalidToken
  }),
  HttpApiEndpoint.post("withdraw", "/reward-enquiries/request-withdrawal", {
    headers: TokenHeader,
    payload: WithdrawalRequest,
    success: SuccessMessage,
    error: [InvalidToken, NothingToWithdraw, UnsupportedMediaType]
  })
) {}

/**
 * "My data" (domain/my-data.ts): every call needs a `my-data` token; the mobile is the token's. The download answers
 * the same JSON as a file (Content-Disposition: attachment). A correction request and an erasure are limited per
 * client address (429 with Retry-After). An erasure voids every token of the mobile issued before it, its own
 * included: any later call with one is 401 InvalidToken. Withdrawing one consent takes no body: 200 with the consent
 * as it now is (again: the same, its first withdrawal's time kept); 404 for an id that is not among the mobile's
 * consents, whether it exists or not; limited per client address like a correction (LIMIT_CONSENT_WITHDRAWALS).
 */
export class MyDataGroup extends HttpApiGroup.make("myData").add(
  HttpApiEndpoint.get("view", "/my-data", {
    headers: TokenHeader,
    success: Schema.Struct({ success: Schema.Literal(true), data: MyData }),
    error: InvalidToken
  }),
  HttpApiEndpoint.get("download", "/my-data/download", {
    headers: TokenHeader,
    success: MyDataExport,
    error: InvalidToken
  }),
  HttpApiEndpoint.post("correct", "/my-data/corrections", {
    headers: TokenHeader,
    payload: CorrectionRequest,
    success: Schema.Struct({ success: Schema.Literal(true), message: Schema.String, id: Schema.String }).pipe(
      HttpApiSchema.status(201)
    ),
    error: [InvalidToken, ValidationError, TooManyRequests, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("erase", "/my-data/erase", {
    headers: TokenHeader,
    payload: EraseRequest,
    success: ErasureDone,
    error: [InvalidToken, TooManyRequests, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("withdrawConsent", "/my-data/consents/:id/withdraw", {
    headers: TokenHeader,
    params: { id: ConsentId },
    success: ConsentWithdrawal,
    error: [InvalidToken, ConsentNotFound, TooManyRequests]
  })
) {}

/**
 * Consent withdrawn in one tap (domain/stop-messages.ts): the token of the link in a message about an application,
 * sent back by the page the link opens. 200 once the enquiry's consent is withdrawn (again: the same answer); 404 for
 * a token we did not sign; at most LIMIT_STOP_LINKS from one client address (429 with Retry-After beyond it).
 */
export class ConsentsGroup extends HttpApiGroup.make("consents").add(
  HttpApiEndpoint.post("stop", "/consents/stop", {
    payload: StopRequest,
    success: SuccessMessage,
    error: [StopLinkInvalid, TooManyRequests, UnsupportedMediaType]
  })
) {}

/** First-party page views (spec section 7): the route id and the pathname, nothing personal; 204 once stored. */
export class AnalyticsGroup extends HttpApiGroup.make("analytics").add(
  HttpApiEndpoint.post("pageview", "/analytics/pageview", {
    payload: PageViewEvent,
    success: HttpApiSchema.NoContent,
    error: [TooManyRequests, UnsupportedMediaType]
  })
) {}

/**
 * Grievances (issue 14, point 3). Both need a `grievance` token whose mobile is the payload's `mobile`. Raising one
 * is limited per client address (LIMIT_GRIEVANCES, 429 beyond it); the look-up is a POST so that the number and the
 * mobile stay out of addresses and logs.
 */
export class GrievancesGroup extends HttpApiGroup.make("grievances").add(
  HttpApiEndpoint.post("submit", "/grievances", {
    headers: TokenHeader,
    payload: GrievanceSubmission,
    success: Schema.Struct({ success: Schema.Literal(true), data: GrievanceReceipt }).pipe(HttpApiSchema.status(201)),
    error: [InvalidToken, TooManyRequests, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("status", "/grievances/status", {
    headers: TokenHeader,
    payload: GrievanceLookup,
    success: Schema.Struct({ success: Schema.Literal(true), data: GrievanceView }),
    error: [InvalidToken, GrievanceNotFound, UnsupportedMediaType]
  })
) {}

/** The calls of spec section 7, every group served by server/http/<group>.ts. */
export class LoansApi extends HttpApi.make("loans")
  .add(CarouselGroup)
  .add(EnquiriesGroup)
  .add(ContactGroup)
  .add(TestimonialsGroup)
  .add(OtpGroup)
  .add(CreditGroup)
  .add(RewardsGroup)
  .add(AnalyticsGroup)
  .add(MyDataGroup)
  .add(GrievancesGroup)
  .add(ConsentsGroup)
  .add(OffersGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotateMerge(
    OpenApi.annotations({ title: "Loan marketplace API", version: "1.0.0", transform: describeRetryAfter })
  ) {}

/** The contract's errors live in ./failures.ts with the browser's own two; named here too for the server. */
export {
  ApplicationNotFound,
  ApplicationRemoved,
  ConsentNotFound,
  FieldError,
  GrievanceNotFound,
  HttpApiError,
  IdempotencyConflict,
  InvalidToken,
  NothingToWithdraw,
  OtpExpired,
  OtpNotSent,
  OtpRateLimited,
  PayloadTooLarge,
  PictureNotFound,
  StopLinkInvalid,
  TooManyRequests,
  UnsupportedMediaType,
  ValidationError,
  WrongCode
}
