/**
 * The back office's routes (domain/admin-api.ts): sign-in and out, the session middleware (401 without a valid
 * session, 403 for a state-changing call that is not the back office's own), enquiries and their lifecycle moves,
 * and reward withdrawals.
 */
import { Effect, Layer, Option, Redacted, Stream } from "effect"
import type { Multipart } from "effect/http"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiSecurity } from "effect/http-api"
import {
  AdminApi,
  AdminNotFound,
  AdminSession,
  AlreadyPaid,
  adminCookieName,
  adminMessages,
  adminRequestHeader,
  CrossSiteRefused,
  CurrentStaff,
  LockedOut,
  MoveRefused,
  SignInRefused,
  slideMessages,
  Unauthorized
} from "../../domain/admin-api.ts"
import { ValidationError } from "../../domain/api.ts"
import { toCsv } from "../../domain/csv.ts"
import { AdminAuth, sessionMaxMs } from "../admin/auth.ts"
import { BackOffice } from "../admin/back-office.ts"
import { checkImage } from "../testimonials/image.ts"
import { pictureContentSecurityPolicy } from "./testimonials.ts"
import { RequestValidationLive } from "./validation.ts"

/** Every payload issue decoded at once, as for the public API. */
export const ServerAdminApi = AdminApi.annotate(HttpApi.PayloadParseOptions, { errors: "all" })

const cookieScheme = HttpApiSecurity.apiKey({ in: "cookie", key: adminCookieName })

const clientOf = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")

const isHttps = (request: HttpServerRequest.HttpServerRequest) =>
  request.protocol === "https" || request.headers["x-forwarded-proto"] === "https"

/** Reads are always fine; a change needs our header and, when the browser names one, our own origin. */
export const isSameSite = (request: HttpServerRequest.HttpServerRequest): boolean => {
  if (request.method === "GET" || request.method === "HEAD") return true
  if (request.headers[adminRequestHeader] !== "1") return false
  const fetchSite = request.headers["sec-fetch-site"]
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false
  const origin = request.headers["origin"]
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers["host"]
  } catch {
    return false
  }
}

const crossSite = () => new CrossSiteRefused({ success: false, message: adminMessages.crossSite })

export const AdminSessionLive = Layer.effect(
  AdminSession,
  Effect.gen(function* () {
    const auth = yield* AdminAuth
    return AdminSession.of({
      cookie: Effect.fn(function* (httpEffect, { credential }) {
        const staff = yield* auth.session(Redacted.value(credential))
        if (staff === undefined) return yield* new Unauthorized({ success: false, message: adminMessages.unauthorized })
        const request = yield* HttpServerRequest.HttpServerRequest
        if (!isSameSite(request)) return yield* crossSite()
        return yield* Effect.provideService(httpEffect, CurrentStaff, staff)
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

const AuthHttp = HttpApiBuilder.group(
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

const SessionHttp = HttpApiBuilder.group(ServerAdminApi, "session", (handlers) =>
  handlers.handle("me", () =>
    Effect.map(CurrentStaff, (staff) => ({
      success: true as const,
      data: { username: staff.username, displayName: staff.displayName }
    }))
  )
)

const notFound = () => new AdminNotFound({ success: false, message: adminMessages.notFound })

const EnquiriesHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "enquiries",
  Effect.fn(function* (handlers) {
    const office = yield* BackOffice
    return handlers
      .handle("list", ({ query }) => Effect.map(office.enquiries(query), (data) => ({ success: true as const, data })))
      .handle("export", ({ query }) =>
        Effect.gen(function* () {
          const rows = yield* office.allEnquiries(query)
          const csv = toCsv(
            [
              "Tracking ID",
              "Name",
              "Mobile",
              "Email",
              "Loan type",
              "Application type",
              "Status",
              "Location",
              "Referrer",
              "Referrer mobile",
              "Received",
              "Last updated"
            ],
            rows.map((r) => [
              r.trackingId,
              r.name,
              r.phone,
              r.email,
              r.loanType,
              r.applicationType,
              r.status,
              r.location,
              r.referrerName,
              r.referrerPhone,
              r.createdAt,
              r.updatedAt
            ])
          )
          const day = new Date().toISOString().slice(0, 10)
          return HttpServerResponse.text(csv, {
            contentType: "text/csv; charset=utf-8",
            headers: { "content-disposition": `attachment; filename="enquiries-${day}.csv"` }
          })
        })
      )
      .handle("detail", ({ params }) =>
        Effect.gen(function* () {
          const data = yield* office.enquiry(params.trackingId)
          if (data === undefined) return yield* notFound()
          return { success: true as const, data }
        })
      )
      .handle("move", ({ params, payload, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const result = yield* office.move(params.trackingId, payload.event, payload.note, staff.id, clientOf(request))
          if (result._tag === "NotFound") return yield* notFound()
          if (result._tag === "Refused") {
            return yield* new MoveRefused({
              success: false,
              message: result.message,
              status: result.status,
              allowed: [...result.allowed]
            })
          }
          return { success: true as const, data: result.detail }
        })
      )
  })
)

const RewardsHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "rewards",
  Effect.fn(function* (handlers) {
    const office = yield* BackOffice
    return handlers
      .handle("withdrawals", () => Effect.map(office.withdrawals(), (data) => ({ success: true as const, data })))
      .handle("pay", ({ params, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const result = yield* office.payWithdrawal(params.id, staff.id, clientOf(request))
          if (result._tag === "NotFound")
            return yield* new AdminNotFound({ success: false, message: "No withdrawal has this id." })
          if (result._tag === "AlreadyPaid")
            return yield* new AlreadyPaid({ success: false, message: "This withdrawal is already paid." })
          return { success: true as const, data: result.withdrawal }
        })
      )
  })
)

const noTestimonial = () =>
  new AdminNotFound({ success: false, message: "No testimonial waits for moderation with this id." })

const TestimonialsHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "testimonials",
  Effect.fn(function* (handlers) {
    const office = yield* BackOffice
    const decide = (id: string, decision: "approve" | "reject", request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const staff = yield* CurrentStaff
        const done = yield* office.moderate(id, decision, staff.id, clientOf(request))
        if (!done) return yield* noTestimonial()
        return { success: true as const }
      })
    return handlers
      .handle("pending", () => Effect.map(office.pendingTestimonials(), (data) => ({ success: true as const, data })))
      .handle("picture", ({ params }) =>
        Effect.gen(function* () {
          const picture = yield* office.pendingPicture(params.id)
          if (picture === undefined) return yield* noTestimonial()
          return HttpServerResponse.uint8Array(picture.bytes, {
            contentType: picture.contentType,
            headers: {
              "content-security-policy": pictureContentSecurityPolicy,
              "x-content-type-options": "nosniff",
              "content-disposition": "inline",
              "cross-origin-resource-policy": "same-origin",
              "cache-control": "private, no-store"
            }
          })
        })
      )
      .handle("approve", ({ params, request }) => decide(params.id, "approve", request))
      .handle("reject", ({ params, request }) => decide(params.id, "reject", request))
  })
)

const InboxHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "inbox",
  Effect.fn(function* (handlers) {
    const office = yield* BackOffice
    return handlers
      .handle("contactMessages", ({ query }) =>
        Effect.map(office.contactMessages(query.page ?? 1), (data) => ({ success: true as const, data }))
      )
      .handle("creditEnquiries", ({ query }) =>
        Effect.map(office.creditEnquiries(query.page ?? 1), (data) => ({ success: true as const, data }))
      )
  })
)

const pictureMaxBytes = 2 * 1024 * 1024
const noSlide = () => new AdminNotFound({ success: false, message: "No slide has this id." })
const badImage = () =>
  new ValidationError({
    success: false,
    message: slideMessages.picture,
    errors: [{ path: "image", message: slideMessages.picture }]
  })

/** The first `image` file part, at most the cap + 1 bytes kept (enough to tell it is too large). */
const readImagePart = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    let found: { bytes: Uint8Array; size: number } | undefined
    yield* Stream.runForEach(parts, (part): Effect.Effect<void, Multipart.MultipartError> => {
      if (part._tag === "Field") return Effect.void
      if (part.key !== "image" || found !== undefined) return Stream.runDrain(part.content)
      return Stream.runFold(
        part.content,
        () => ({ chunks: [] as Array<Uint8Array>, size: 0 }),
        (acc, chunk) => {
          acc.size += chunk.length
          if (acc.size <= pictureMaxBytes + 1) acc.chunks.push(chunk)
          return acc
        }
      ).pipe(
        Effect.map(({ chunks, size }) => {
          found = { bytes: Buffer.concat(chunks), size }
        })
      )
    })
    return found
  })

const CarouselHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "carousel",
  Effect.fn(function* (handlers) {
    const office = yield* BackOffice
    return handlers
      .handle("slides", () => Effect.map(office.slides(), (data) => ({ success: true as const, data })))
      .handle("add", ({ payload, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { success: true as const, data: yield* office.addSlide(payload, staff.id, clientOf(request)) }
        })
      )
      .handle("edit", ({ params, payload, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const data = yield* office.editSlide(params.id, payload, staff.id, clientOf(request))
          if (data === undefined) return yield* noSlide()
          return { success: true as const, data }
        })
      )
      .handle("move", ({ params, payload, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const data = yield* office.moveSlide(params.id, payload.direction, staff.id, clientOf(request))
          if (data === undefined) return yield* noSlide()
          return { success: true as const, data }
        })
      )
      .handle("upload", ({ payload, request }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const read = yield* readImagePart(
            payload as unknown as Stream.Stream<Multipart.Part, Multipart.MultipartError>
          ).pipe(Effect.catch(() => Effect.fail(badImage())))
          if (read === undefined || read.size === 0 || read.size > pictureMaxBytes) return yield* badImage()
          const contentType = checkImage(read.bytes)
          if (contentType === undefined) return yield* badImage()
          const imageUrl = yield* office.storeImage({ contentType, bytes: read.bytes }, staff.id, clientOf(request))
          return { success: true as const, data: { imageUrl } }
        })
      )
  })
)

/** Uploaded slide images, public (the home carousel shows them); SVG sandboxed like the testimonial pictures. */
const CarouselImageRoute = HttpRouter.use(
  Effect.fn(function* (router) {
    const office = yield* BackOffice
    yield* router.add(
      "GET",
      "/api/carousel/images/:id",
      Effect.gen(function* () {
        const params = yield* HttpRouter.params
        const picture = yield* office.image(params.id ?? "")
        if (picture === undefined) {
          return HttpServerResponse.jsonUnsafe({ success: false, message: "Not Found" }, { status: 404 })
        }
        return HttpServerResponse.uint8Array(picture.bytes, {
          contentType: picture.contentType,
          headers: {
            "content-security-policy": pictureContentSecurityPolicy,
            "x-content-type-options": "nosniff",
            "cross-origin-resource-policy": "same-origin",
            "cache-control": "public, max-age=31536000, immutable"
          }
        })
      })
    )
  })
)

/** The back office's routes, over AdminAuth and BackOffice (provided with the repositories). */
export const AdminRoutes = Layer.mergeAll(
  HttpApiBuilder.layer(ServerAdminApi).pipe(
    Layer.provide([AuthHttp, SessionHttp, EnquiriesHttp, RewardsHttp, TestimonialsHttp, InboxHttp, CarouselHttp]),
    Layer.provide([AdminSessionLive, RequestValidationLive])
  ),
  CarouselImageRoute
)
