/**
 * Staff access (the `auth` and `session` groups of domain/admin-api.ts) over server/admin/auth.ts: sign-in and out,
 * who is signed in, and the session middleware every other group sits behind. The middleware answers 401 without a
 * valid session and 403 for a state-changing call that is not the back office's own; otherwise it provides
 * CurrentStaff (the staff member and the request's client address) to the handler.
 */
import { Effect, Layer, Option, Redacted } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder, HttpApiSecurity } from "effect/http-api"
import {
  AdminSession,
  adminCookieName,
  adminMessages,
  adminRequestHeader,
  CrossSiteRefused,
  CurrentStaff,
  LockedOut,
  SignInRefused,
  Unauthorized
} from "../../../domain/admin-api.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminAuth, sessionMaxMs } from "../auth.ts"

const cookieScheme = HttpApiSecurity.apiKey({ in: "cookie", key: adminCookieName })

const clientOf = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")

/** The scheme as settled by server/limits/client-address.ts: TLS, or X-Forwarded-Proto from a TRUST_PROXY proxy only. */
const isHttps = (request: HttpServerRequest.HttpServerRequest) => request.protocol === "https"

/** Reads are always fine; a change needs our header and, when the browser names one, our own origin. */
const isSameSite = (request: HttpServerRequest.HttpServerRequest): boolean => {
  if (request.method === "GET" || request.method === "HEAD") return true
  if (request.headers[adminRequestHeader] !== "1") return false
  const fetchSite = request.headers["sec-fetch-site"]
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

const crossSite = () => new CrossSiteRefused({ success: false, message: adminMessages.crossSite })

/** The session middleware of every group but `auth`. */
export const AdminSessionMiddleware = Layer.effect(
  AdminSession,
  Effect.gen(function* () {
    const auth = yield* AdminAuth
    return AdminSession.of({
      cookie: Effect.fn(function* (httpEffect, { credential }) {
        const staff = yield* auth.session(Redacted.value(credential))
        if (staff === undefined) return yield* new Unauthorized({ success: false, message: adminMessages.unauthorized })
        const request = yield* HttpServerRequest.HttpServerRequest
        if (!isSameSite(request)) return yield* crossSite()
        return yield* Effect.provideService(httpEffect, CurrentStaff, { ...staff, client: clientOf(request) })
      })
    })
  })
)

const setSessionCookie = (value: string, request: HttpServerRequest.HttpServerRequest, maxAgeMs: number) =>
  HttpApiBuilder.securitySetCookie(cookieScheme, value, {
    secure: isHttps(request),
    httpOnly: true,
    sameSite: "strict",
    path: "/api/admin",
    maxAge: `${Math.floor(maxAgeMs / 1000)} seconds`
  })

export const AdminAuthHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "auth",
  Effect.fn(function* (handlers) {
    const auth = yield* AdminAuth
    return handlers
      .handle("login", ({ payload, request }) =>
        Effect.gen(function* () {
          if (!isSameSite(request)) return yield* crossSite()
          const result = yield* auth.signIn(payload.username, payload.password, clientOf(request))
          if (result._tag === "LockedOut") {
            return yield* new LockedOut({
              success: false,
              message: adminMessages.lockedOut,
              retryAfterSeconds: result.retryAfterSeconds
            })
          }
          if (result._tag === "Refused")
            return yield* new SignInRefused({ success: false, message: adminMessages.wrongPassword })
          yield* setSessionCookie(result.cookie, request, sessionMaxMs)
          return {
            success: true as const,
            data: { username: result.staff.username, displayName: result.staff.displayName }
          }
        })
      )
      .handle("logout", ({ request }) =>
        Effect.gen(function* () {
          if (!isSameSite(request)) return yield* crossSite()
          const cookie = request.cookies[adminCookieName]
          if (cookie !== undefined) yield* auth.signOut(cookie)
          yield* setSessionCookie("", request, 0)
          return { success: true as const }
        })
      )
  })
)

export const AdminSessionHttp = HttpApiBuilder.group(ServerAdminApi, "session", (handlers) =>
  handlers.handle("me", () =>
    Effect.map(CurrentStaff, (staff) => ({
      success: true as const,
      data: { username: staff.username, displayName: staff.displayName }
    }))
  )
)
