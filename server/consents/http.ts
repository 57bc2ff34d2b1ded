/**
 * The `consents` group of domain/api.ts: the link in a message stops further messages about its application. A
 * token we signed withdraws the enquiry's consent at once (tapping it again answers the same); any other is a 404.
 * At most LIMIT_STOP_LINKS from one client address (429 with Retry-After beyond it).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StopLinkInvalid } from "../../domain/api.ts"
import { stopMessages } from "../../domain/stop-messages.ts"
import { localeFromAcceptLanguage, withLocale } from "../../i18n/locale.ts"
import { ServerApi } from "../http/api.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { Consents } from "./repo.ts"
import { enquiryOfStopToken } from "./stop-link.ts"

export const ConsentsHttp = HttpApiBuilder.group(
  ServerApi,
  "consents",
  Effect.fn(function* (handlers) {
    const consents = yield* Consents
    const keys = yield* ServerKeys
    const limits = yield* RateLimits
    return handlers.handle("stop", ({ payload, request }) => {
      const locale = localeFromAcceptLanguage(request.headers["accept-language"])
      return limits.guard(
        "stop-links",
        limits.rules.stopLinks,
        request,
        Effect.gen(function* () {
          const enquiryId = enquiryOfStopToken(keys.token, payload.token)
          if (enquiryId === undefined)
            return yield* Effect.fail(
              new StopLinkInvalid({ success: false, message: withLocale(locale, () => stopMessages.invalid) })
            )
          yield* consents.withdrawForEnquiry(enquiryId)
          return { success: true, message: withLocale(locale, () => stopMessages.stopped) }
        })
      )
    })
  })
).pipe(Layer.provide([Consents.layer, ServerKeys.layer]))
