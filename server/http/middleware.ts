/**
 * What every answer gets: security headers and a body size cap (the request log: server/ops/request-context.ts).
 */
import { ByteSize, Context, Effect } from "effect"
import {
  HttpEffect,
  HttpIncomingMessage,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse
} from "effect/http"
import { CurrentRequest } from "../ops/request-context.ts"

/** Only our own origin; inline styles stay allowed for React's style attributes. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'"
].join("; ")

export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin"
}

/** Request bodies above this answer 413 (an enquiry is well under 2 kB). */
export const maxBodyBytes = 64 * 1024

/** Routes that take a multipart upload (feedback with a 2 MB picture) and their cap, for multipart bodies only. */
export const uploadRoutes: ReadonlyMap<string, number> = new Map([
  ["/api/testimonials", 3 * 1024 * 1024],
  ["/api/admin/carousel/images", 3 * 1024 * 1024]
])

const bodyCapFor = (route: string, request: HttpServerRequest.HttpServerRequest): number => {
  const upload = uploadRoutes.get(route)
  return upload !== undefined && /^multipart\/form-data\b/iu.test(request.headers["content-type"] ?? "")
    ? upload
    : maxBodyBytes
}

const payloadTooLarge = () =>
  HttpServerResponse.jsonUnsafe(
    { success: false, message: "The request body is too large." },
    { status: 413, headers: { connection: "close" } }
  )

const badBody = () =>
  HttpServerResponse.jsonUnsafe({ success: false, message: "The request body could not be read." }, { status: 400 })

/** Answers that say nothing about caching (the API's) are not stored by browsers or proxies: they carry personal data. */
const withNoStore = { ...securityHeaders, "cache-control": "no-store" }

/** A handler's own Content-Security-Policy (a sandboxed picture) is kept. */
const addSecurityHeaders: HttpEffect.PreResponseHandler = (_request, response) => {
  const headers = response.headers["cache-control"] === undefined ? withNoStore : securityHeaders
  const own = response.headers["content-security-policy"]
  return Effect.succeed(
    HttpServerResponse.setHeaders(
      response,
      own === undefined ? headers : { ...headers, "content-security-policy": own }
    )
  )
}

/** Global: security headers on every answer, errors and unmatched requests included. */
export const SecurityHeaders = HttpRouter.middleware(
  (httpEffect) =>
    Effect.withFiber((fiber) => {
      HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, addSecurityHeaders)
      return httpEffect
    }),
  { global: true }
)

/** The body cap (by Content-Length up front, and while reading for chunked bodies); an unreadable body is a 4xx. */
const guardBody = <E, R>(
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest,
  cap: number
) => {
  const declared = request.headers["content-length"]
  if (declared !== undefined && Number(declared) > cap) return Effect.succeed(payloadTooLarge())
  return httpEffect.pipe(
    Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(cap)),
    Effect.catchDefect((defect) =>
      HttpServerError.isHttpServerError(defect) && defect.reason._tag === "RequestParseError"
        ? Effect.succeed(defect.reason.reason === "BodyTooLarge" ? payloadTooLarge() : badBody())
        : Effect.die(defect)
    )
  )
}

/**
 * Per route: the body guard, and the route's pattern (/api/loan-enquiries/track-application/:trackingId) named on the
 * request for the request log and metrics (server/ops/request-context.ts), never the path, so tracking IDs and
 * mobiles stay out of logs.
 */
export const RouteMiddleware = HttpRouter.middleware(
  Effect.succeed((httpEffect) =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const route = Context.getUnsafe(fiber.context, HttpRouter.RouteContext).route.path
      const current = Context.get(fiber.context, CurrentRequest)
      if (current !== undefined) current.route = route
      return guardBody(httpEffect, request, bodyCapFor(route, request))
    })
  )
)
