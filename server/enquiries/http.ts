/**
 * The `enquiries` group of domain/api.ts: submit a loan enquiry (at most LIMIT_ENQUIRIES from one client address;
 * 429 with Retry-After beyond it), track an application (at most LIMIT_TRACKING look-ups from one client address,
 * 429 TooManyRequests beyond it; the name masked, "Ravi K.").
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import {
  ApplicationNotFound,
  ApplicationRemoved,
  IdempotencyConflict,
  InvalidToken,
  TooManyRequests
} from "../../domain/api.ts"
import { enquirySuccessMessage, type LoanEnquiry } from "../../domain/enquiry.ts"
import { myDataMessages } from "../../domain/my-data.ts"
import { referralMessages } from "../../domain/otp.ts"
import { localeFromAcceptLanguage } from "../../i18n/locale.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { clientOf } from "../limits/client-address.ts"
import { RateLimits, tooManyRequestsMessage } from "../limits/rate-limits.ts"
import { Tokens } from "../tokens/tokens.ts"
import { Enquiries } from "./repo.ts"

export const notFoundMessage = "Application Not Found"
export const idempotencyConflictMessage = "This Idempotency-Key was already used for a different enquiry."

export const EnquiriesHttp = HttpApiBuilder.group(
  ServerApi,
  "enquiries",
  Effect.fn(function* (handlers) {
    const enquiries = yield* Enquiries
    const tokens = yield* Tokens
    const limits = yield* RateLimits
    /**
     * From a referral link the browser sends the visitor's `referral` token: then the enquiry must be a Referral whose
     * `phone` (the visitor, verified by OTP) is the token's mobile. An enquiry marked `via: 'link'` (the referrer's
     * e-mail and location may be absent) needs that token; any other enquiry without a token is taken as before.
     */
    const checkReferralLink = (authorization: string | undefined, payload: LoanEnquiry) =>
      authorization === undefined && !(payload.applicationType === "Referral" && payload.via === "link")
        ? Effect.void
        : payload.applicationType !== "Referral"
          ? Effect.fail(new InvalidToken({ success: false, message: referralMessages.unverified }))
          : requireToken(
              tokens,
              authorization,
              { purpose: "referral", mobile: payload.phone },
              {
                missingToken: referralMessages.unverified,
                badToken: referralMessages.unverified
              }
            )
    return handlers.handleAll({
      submit: ({ headers, payload, request }) =>
        limits.guard(
          "enquiries",
          limits.rules.enquiries,
          request,
          checkReferralLink(headers.authorization, payload).pipe(
            Effect.andThen(
              enquiries.create(
                payload,
                headers["idempotency-key"] || undefined,
                localeFromAcceptLanguage(request.headers["accept-language"])
              )
            ),
            Effect.map(({ trackingId }) => ({ success: true as const, trackingId, message: enquirySuccessMessage })),
            Effect.catchTag("IdempotencyKeyReused", () =>
              Effect.fail(new IdempotencyConflict({ success: false, message: idempotencyConflictMessage }))
            )
          )
        ),
      track: ({ params, request }) =>
        limits.take("tracking", limits.rules.tracking, clientOf(request)).pipe(
          Effect.flatMap((taken) =>
            taken.allowed
              ? Effect.void
              : Effect.fail(
                  new TooManyRequests({
                    success: false,
                    message: tooManyRequestsMessage,
                    retryAfterSeconds: taken.retryAfterSeconds
                  })
                )
          ),
          Effect.andThen(enquiries.findByTrackingId(params.trackingId)),
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("EnquiryNotFound", () =>
            Effect.fail(new ApplicationNotFound({ success: false, message: notFoundMessage }))
          ),
          Effect.catchTag("EnquiryRemoved", () =>
            Effect.fail(new ApplicationRemoved({ success: false, message: myDataMessages.removed }))
          )
        )
    })
  })
).pipe(Layer.provide([Enquiries.layer, Tokens.layer, RateLimits.layer]))
