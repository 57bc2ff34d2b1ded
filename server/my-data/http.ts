/**
 * The `myData` group of domain/api.ts: every call needs a `my-data` token, and the mobile is the token's own (another
 * purpose's token, an expired or forged one, one issued before an erasure of the mobile: 401). The download is the
 * same JSON as an attachment. A correction request and an erasure count against LIMIT_CORRECTIONS / LIMIT_ERASURES
 * per client address (429 beyond). An erasure spends its token: every later call with it, a second erasure
 * included, is 401, and so is an erasure whose token another erasure spent while it waited for the mobile's lock.
 */
import { Effect, Layer, Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ConsentNotFound, InvalidToken, ValidationError } from "../../domain/api.ts"
import { myDataMessages } from "../../domain/my-data.ts"
import { readTokenClaims, tokenFromHeader } from "../../domain/otp.ts"
import { localeFromAcceptLanguage, withLocale } from "../../i18n/locale.ts"
import { Consents } from "../consents/repo.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { Tokens } from "../tokens/tokens.ts"
import { MyDataRepo } from "./repo.ts"

/** The download's file name. */
export const downloadFileName = "my-data.json"

export const MyDataHttp = HttpApiBuilder.group(
  ServerApi,
  "myData",
  Effect.fn(function* (handlers) {
    const tokens = yield* Tokens
    const repo = yield* MyDataRepo
    const limits = yield* RateLimits
    const consents = yield* Consents
    /** The token's claims, checked for the `my-data` purpose. */
    const verifiedClaims = (authorization: string | undefined) =>
      requireToken(
        tokens,
        authorization,
        { purpose: "my-data", mobile: readTokenClaims(tokenFromHeader(authorization))?.mobile ?? "" },
        myDataMessages
      )
    /** The verified mobile: the token's. */
    const verified = (authorization: string | undefined) =>
      verifiedClaims(authorization).pipe(Effect.map((claims) => claims.mobile))

    return handlers.handleAll({
      view: ({ headers }) =>
        Effect.gen(function* () {
          const mobile = yield* verified(headers.authorization)
          return { success: true as const, data: yield* repo.view(mobile) }
        }),
      download: ({ headers }) =>
        Effect.gen(function* () {
          const mobile = yield* verified(headers.authorization)
          const data = yield* repo.view(mobile)
          return HttpServerResponse.jsonUnsafe(
            { exportedAt: new Date().toISOString(), data },
            { headers: { "content-disposition": `attachment; filename="${downloadFileName}"` } }
          )
        }),
      correct: ({ headers, payload, request }) =>
        Effect.gen(function* () {
          const mobile = yield* verified(headers.authorization)
          return yield* limits.guard(
            "corrections",
            limits.rules.corrections,
            request,
            repo.correct(mobile, payload).pipe(
              Effect.map((id) => ({ success: true as const, message: myDataMessages.correctionSent, id })),
              Effect.catchTag("RecordNotYours", () =>
                Effect.fail(
                  new ValidationError({
                    success: false,
                    message: myDataMessages.notYours,
                    errors: [{ path: "record", message: myDataMessages.notYours }]
                  })
                )
              )
            )
          )
        }),
      erase: ({ headers, request }) =>
        Effect.gen(function* () {
          const { mobile, epoch } = yield* verifiedClaims(headers.authorization)
          return yield* limits.guard(
            "erasures",
            limits.rules.erasures,
            request,
            repo.erase(mobile, epoch).pipe(
              Effect.catchTag("TokenSpent", () =>
                Effect.fail(new InvalidToken({ success: false, message: myDataMessages.badToken }))
              ),
              Effect.map((counts) => {
                const erased = Object.values(counts).some((n) => n > 0)
                return {
                  success: true as const,
                  erased,
                  message: erased ? myDataMessages.erased : myDataMessages.nothingToErase,
                  counts
                }
              })
            )
          )
        }),
      withdrawConsent: ({ headers, params, request }) =>
        Effect.gen(function* () {
          const mobile = yield* verified(headers.authorization)
          /** Our words in the request's language (Accept-Language), as the stop link answers. */
          const said = (words: () => string) =>
            withLocale(localeFromAcceptLanguage(request.headers["accept-language"]), words)
          return yield* limits.guard(
            "consent-withdrawals",
            limits.rules.consentWithdrawals,
            request,
            consents.withdrawOfMobile(mobile, params.id).pipe(
              Effect.flatMap(
                Option.match({
                  onNone: () =>
                    Effect.fail(
                      new ConsentNotFound({ success: false, message: said(() => myDataMessages.consentNotFound) })
                    ),
                  onSome: (consent) =>
                    Effect.succeed({
                      success: true as const,
                      message: said(() => myDataMessages.consentWithdrawn),
                      consent
                    })
                })
              )
            )
          )
        })
    })
  })
).pipe(Layer.provide([MyDataRepo.layer, Consents.layer, Tokens.layer, RateLimits.layer]))
