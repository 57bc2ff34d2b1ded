/**
 * The HTTP contract of spec section 7, shared by the browser client and the Node server, and served as OpenAPI at
 * /api/openapi.json. Every path is under /api on the site's own origin.
 */
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiError, HttpApiGroup, HttpApiMiddleware, HttpApiSchema, OpenApi } from "effect/http-api"
import { ApplicationStatusSchema } from "./application-status.ts"
import { CarouselSlide } from "./carousel.ts"
import { ContactMessage } from "./contact.ts"
import { CreditEnquiry } from "./credit.ts"
import { LoanEnquiry, LoanEnquiryResponse } from "./enquiry.ts"
import { LoanType } from "./loans.ts"
import { RewardSummary, WithdrawalRequest } from "./rewards.ts"
import { FeedbackSubmission } from "./testimonials.ts"

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

/** 401 for a missing, expired, forged or other-purpose token. */
export class InvalidToken extends Schema.TaggedError<InvalidToken>()(
  "InvalidToken",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 401 }
) {}

/** 409: the same Idempotency-Key was sent with a different enquiry. */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()(
  "IdempotencyConflict",
  { success: Schema.Literal(false), message: Schema.String },
  { httpApiStatus: 409 }
) {}

/** Turns every request-decoding failure into a ValidationError (the server provides it). */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()("loans/RequestValidation", {
  error: ValidationError
}) {}

export const SuccessOnly = Schema.Struct({ success: Schema.Boolean })
export const SuccessMessage = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

export const TrackedApplication = Schema.Struct({
  name: Schema.String,
  loanType: LoanType,
  status: ApplicationStatusSchema,
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type TrackedApplication = typeof TrackedApplication.Type

export class CarouselGroup extends HttpApiGroup.make("carousel").add(
  HttpApiEndpoint.get("list", "/carousel", {
    success: Schema.Struct({ data: Schema.Array(CarouselSlide) })
  })
) {}

export class EnquiriesGroup extends HttpApiGroup.make("enquiries").add(
  HttpApiEndpoint.post("submit", "/loan-enquiries", {
    headers: { "idempotency-key": Schema.optional(Schema.String.check(Schema.isMaxLength(200))) },
    payload: LoanEnquiry,
    success: LoanEnquiryResponse.pipe(HttpApiSchema.status(201)),
    error: IdempotencyConflict
  }),
  HttpApiEndpoint.get("track", "/loan-enquiries/track-application/:trackingId", {
    params: { trackingId: Schema.String },
    success: Schema.Struct({ success: Schema.Literal(true), data: TrackedApplication }),
    error: ApplicationNotFound
  })
) {}

export class ContactGroup extends HttpApiGroup.make("contact").add(
  HttpApiEndpoint.post("send", "/contact-us", { payload: ContactMessage, success: SuccessOnly })
) {}

export class TestimonialsGroup extends HttpApiGroup.make("testimonials").add(
  HttpApiEndpoint.post("submit", "/testimonials", { payload: FeedbackSubmission, success: SuccessMessage })
) {}

export class CreditGroup extends HttpApiGroup.make("credit").add(
  HttpApiEndpoint.post("submit", "/cibil-enquiries", { payload: CreditEnquiry, success: SuccessOnly, error: InvalidToken })
) {}

export class RewardsGroup extends HttpApiGroup.make("rewards").add(
  HttpApiEndpoint.get("summary", "/reward-enquiries/:mobile", {
    params: { mobile: Schema.String },
    success: Schema.Struct({ success: Schema.Boolean, data: RewardSummary }),
    error: InvalidToken
  }),
  HttpApiEndpoint.post("withdraw", "/reward-enquiries/request-withdrawal", {
    payload: WithdrawalRequest,
    success: SuccessMessage,
    error: InvalidToken
  })
) {}

/** The calls of spec section 7. Groups whose server side is not built yet answer 501 (see the README). */
export class LoansApi extends HttpApi.make("loans")
  .add(CarouselGroup)
  .add(EnquiriesGroup)
  .add(ContactGroup)
  .add(TestimonialsGroup)
  .add(CreditGroup)
  .add(RewardsGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotateMerge(OpenApi.annotations({ title: "Loan marketplace API", version: "1.0.0" }))
{}

export { HttpApiError }
