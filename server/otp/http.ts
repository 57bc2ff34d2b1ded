/**
 * The `otp` group of domain/api.ts: send a code by SMS (limited per mobile, per client address and for the whole
 * site), verify it for a token (5 tries a code). A 429 carries Retry-After (server/http/middleware.ts).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { otpMessages } from "../../domain/otp.ts"
import { localeFromAcceptLanguage, withLocale } from "../../i18n/locale.ts"
import { ServerApi } from "../http/api.ts"
import { clientOf } from "../limits/client-address.ts"
import { Otp } from "./otp.ts"

export const OtpHttp = HttpApiBuilder.group(
  ServerApi,
  "otp",
  Effect.fn(function* (handlers) {
    const otp = yield* Otp
    return handlers.handleAll({
      send: ({ payload, request }) => {
        // The SMS and the messages in the language the person used (issue 15 point 7).
        const locale = localeFromAcceptLanguage(request.headers["accept-language"])
        return otp.send(payload.mobile, payload.purpose, clientOf(request), locale).pipe(
          Effect.map((sent) => ({
            success: true as const,
            message: withLocale(locale, () => otpMessages.sent),
            ...sent
          }))
        )
      },
      verify: ({ payload, request }) =>
        otp
          .verify(
            payload.mobile,
            payload.purpose,
            payload.code,
            localeFromAcceptLanguage(request.headers["accept-language"])
          )
          .pipe(
            Effect.map(({ token, expiresAt }) => ({
              success: true as const,
              token,
              expiresAt: new Date(expiresAt).toISOString()
            }))
          )
    })
  })
).pipe(Layer.provide(Otp.layer))
