/**
 * What every answer gets: the client address settled, security headers and a body size cap (the request log:
 * server/ops/request-context.ts).
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
import {
  type PayloadTooLarge,
  payloadTooLargeMessage,
  type UnsupportedMediaType,
  unsupportedMediaTypeMessage,
  type ValidationError
} from "../../domain/api.ts"
import { Settings } from "../config.ts"
import { parseTrustedProxies, withClientAddress } from "../limits/client-address.ts"
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

/** 413 with the contract's PayloadTooLarge (domain/api.ts); the connection closes, as the rest is not read. */
const payloadTooLarge = () =>
  HttpServerResponse.jsonUnsafe(
    {
      _tag: "PayloadTooLarge",
      success: false,
      message: payloadTooLargeMessage
    } satisfies typeof PayloadTooLarge.Encoded,
    { status: 413, headers: { connection: "close" } }
  )

/**
 * 415 with the contract's UnsupportedMediaType, in place of the plain text effect's HttpApi answers for a body whose
 * Content-Type the call does not take.
 */
const unsupportedMediaType = () =>
  HttpServerResponse.jsonUnsafe(
    {
      _tag: "UnsupportedMediaType",
      success: false,
      message: unsupportedMediaTypeMessage
    } satisfies typeof UnsupportedMediaType.Encoded,
    { status: 415 }
  )

const unreadableBody = "The request body could not be read."
/** 400 with the contract's ValidationError: the body broke off or was malformed (not a field's problem). */
const badBody = () =>
  HttpServerResponse.jsonUnsafe(
    {
      _tag: "ValidationError",
      success: false,
      message: unreadableBody,
      errors: [{ path: "", message: unreadableBody }]
    } satisfies typeof ValidationError.Encoded,
    { status: 400 }
  )

/** Answers that say nothing about caching (the API's) are not stored by browsers or proxies: they carry personal data. */
const withNoStore = { ...securityHeaders, "cache-control": "no-store" }

/** No page of ours uses the camera, the microphone, the location or payments, nor lets a frame use them. */
export const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=()"

/** Over https: browsers keep to https for a year, subdomains included. */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains"

/** A 429 without its own Retry-After: the `retryAfterSeconds` of its JSON body, else a minute. */
const retryAfterOf = (response: HttpServerResponse.HttpServerResponse): string => {
  if (response.body._tag === "Uint8Array") {
    try {
      const seconds = JSON.parse(new TextDecoder().decode(response.body.body))?.retryAfterSeconds
      if (Number.isInteger(seconds) && seconds > 0) return String(seconds)
    } catch {
      // not JSON: the default below
    }
  }
  return "60"
}

/** A handler's own Content-Security-Policy (a sandboxed picture) is kept. */
const addSecurityHeaders =
  (https: boolean): HttpEffect.PreResponseHandler =>
  (_request, response) => {
    const headers: Record<string, string> = {
      ...(response.headers["cache-control"] === undefined ? withNoStore : securityHeaders),
      "permissions-policy": permissionsPolicy
    }
    const own = response.headers["content-security-policy"]
    if (own !== undefined) headers["content-security-policy"] = own
    if (https) headers["strict-transport-security"] = strictTransportSecurity
    if (response.status === 429 && response.headers["retry-after"] === undefined)
      headers["retry-after"] = retryAfterOf(response)
    return Effect.succeed(HttpServerResponse.setHeaders(response, headers))
  }

/**
 * Global, for every answer (errors and unmatched requests included): the request's client address and scheme are
 * settled (server/limits/client-address.ts: the socket, or a TRUST_PROXY proxy's X-Forwarded-For / -Proto), then the
 * security headers are added: Permissions-Policy always, Strict-Transport-Security over https, and Retry-After on
 * every 429.
 */
export const SecurityHeaders = HttpRouter.middleware(
  Effect.gen(function* () {
    const { trustProxy } = yield* Settings
    const trusted = parseTrustedProxies(trustProxy)
    if (trusted === undefined) return yield* Effect.die(new Error("TRUST_PROXY must list IP addresses or CIDRs"))
    return (httpEffect) =>
      Effect.withFiber((fiber) => {
        const request = withClientAddress(
          Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest),
          trusted
        )
        HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, addSecurityHeaders(request.protocol === "https"))
        return Effect.provideService(httpEffect, HttpServerRequest.HttpServerRequest, request)
      })
  }),
  { global: true }
)

/**
 * The body cap (by Content-Length up front, and while reading for chunked bodies); an unreadable body is a 4xx, and a
 * body of a content type the call does not take a 415, each with the contract's body.
 */
const guardBody = <E, R>(
  httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest,
  cap: number
) => {
  const declared = request.headers["content-length"]
  if (declared !== undefined && Number(declared) > cap) return Effect.succeed(payloadTooLarge())
  return httpEffect.pipe(
    Effect.map((response) => (response.status === 415 ? unsupportedMediaType() : response)),
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
