/**
 * Global, around every request: a request ID, the access log, metrics, and one log line for every 5xx.
 *
 * - The ID is a sane incoming `X-Request-Id` (8-128 of A-Z a-z 0-9 . _ : -, e.g. from the load balancer) or a fresh
 *   UUID. Every answer carries it back in `X-Request-Id`, errors and unmatched paths included.
 * - One JSON line per answer: `request` (INFO; only with REQUEST_LOG) or, for a 5xx, `request failed` (ERROR, always)
 *   with the ID and the error's cause. The route is the pattern, never the path; bodies are never logged; digits
 *   runs, e-mail addresses and PAN-shaped words are masked in the cause, so no mobile or PAN reaches the log.
 * - Metrics: http_requests_total and http_request_duration_seconds by method, route pattern and status.
 *
 * The route middleware (server/http/middleware.ts) names the route on the request's `CurrentRequest`; a handler may set
 * `note` to say why it answered a 5xx on purpose (/readyz).
 */
import { randomUUID } from "node:crypto"
import { type Cause, Context, Effect } from "effect"
import { HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Settings } from "../config.ts"
import { recordRequest } from "./metrics.ts"

export interface RequestInfo {
  readonly id: string
  /** The matched route's pattern; unset for a request no route matched. */
  route: string | undefined
  /** Why the answer is a 5xx, when no error says it (a handler's own 503). */
  note: string | undefined
  failure: Cause.Cause<unknown> | undefined
}

export const CurrentRequest = Context.Reference<RequestInfo | undefined>("server/ops/CurrentRequest", {
  defaultValue: () => undefined
})

const saneId = /^[A-Za-z0-9._:-]{8,128}$/u

export const requestIdFor = (incoming: string | undefined): string =>
  incoming !== undefined && saneId.test(incoming) ? incoming : randomUUID()

/** No personal data in a logged message: long digit runs (mobiles, OTPs, account numbers), e-mails and PANs masked. */
export const scrub = (text: string): string =>
  text
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gu, "<email>")
    .replace(/\b[A-Z]{5}[0-9]{4}[A-Z]\b/gu, "<pan>")
    .replace(/\d{6,}/gu, "<digits>")

const describeError = (error: unknown, depth = 0): string => {
  if (error instanceof Error) {
    const tag = (error as { _tag?: unknown })._tag
    const name = typeof tag === "string" ? tag : error.name
    const stack = (error.stack ?? "").split("\n").slice(1, 6).join("\n")
    const inner = error.cause !== undefined && depth < 2 ? `\ncaused by: ${describeError(error.cause, depth + 1)}` : ""
    return `${name}: ${error.message.slice(0, 500)}${stack ? `\n${stack}` : ""}${inner}`
  }
  if (typeof error === "object" && error !== null) {
    const tag = (error as { _tag?: unknown })._tag
    const message = (error as { message?: unknown }).message
    return `${typeof tag === "string" ? tag : "object"}${typeof message === "string" ? `: ${message.slice(0, 500)}` : ""}`
  }
  return String(error).slice(0, 500)
}

/** The cause of a failed request, as logged: each failure and defect, interruptions named. */
export const describeCause = (cause: Cause.Cause<unknown>): string =>
  scrub(
    cause.reasons
      .map((reason) =>
        reason._tag === "Fail"
          ? describeError(reason.error)
          : reason._tag === "Die"
            ? HttpServerResponse.isHttpServerResponse(reason.defect)
              ? `answered ${reason.defect.status}`
              : describeError(reason.defect)
            : "interrupted (server shutting down or client gone)"
      )
      .join("\n")
  )

const causeOf = (info: RequestInfo, status: number): string =>
  info.failure !== undefined && info.failure.reasons.length > 0
    ? describeCause(info.failure)
    : (info.note ?? `the handler answered ${status} without an error`)

export const RequestContext = HttpRouter.middleware(
  Effect.gen(function* () {
    const { requestLog } = yield* Settings
    return (httpEffect) =>
      Effect.withFiber((fiber) => {
        const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        const info: RequestInfo = {
          id: requestIdFor(request.headers["x-request-id"]),
          route: undefined,
          note: undefined,
          failure: undefined
        }
        const start = performance.now()
        HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, (request, response) => {
          const ms = performance.now() - start
          const route = info.route ?? "unmatched"
          const status = response.status
          recordRequest(request.method, route, status, ms / 1000)
          const fields = { requestId: info.id, method: request.method, route, status, ms: Math.round(ms * 10) / 10 }
          const log =
            status >= 500
              ? Effect.logError("request failed").pipe(Effect.annotateLogs({ ...fields, cause: causeOf(info, status) }))
              : requestLog
                ? Effect.logInfo("request").pipe(Effect.annotateLogs(fields))
                : Effect.void
          return Effect.as(log, HttpServerResponse.setHeader(response, "x-request-id", info.id))
        })
        return httpEffect.pipe(
          Effect.onError((cause) =>
            Effect.sync(() => {
              info.failure = cause
            })
          ),
          Effect.provideService(CurrentRequest, info)
        )
      })
  }),
  { global: true }
)
