/**
 * The `testimonials` group of domain/api.ts: the published testimonials, feedback (JSON, or multipart with a
 * picture), and the pictures of approved testimonials.
 *
 * A multipart body is read part by part: the fields are decoded with the same FeedbackSubmission schema as the JSON
 * (and the browser form), the picture is read to its end (so the answer never cuts the upload short) and checked by
 * its bytes (PictureCheck: an SVG is parsed off the main thread). Any problem answers 400 with every field's message,
 * and nothing is stored. At most LIMIT_FEEDBACK submissions from one client address, counted before the body is read
 * (429 with Retry-After beyond it).
 */
import { Effect, Layer, Schema, Stream } from "effect"
import type { Multipart } from "effect/http"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PictureNotFound, ValidationError } from "../../domain/api.ts"
import {
  FeedbackSubmission,
  feedbackMessages,
  pictureMaxBytes,
  submissionFromFields
} from "../../domain/testimonials.ts"
import { issuesOf } from "../../domain/validation.ts"
import { ServerApi } from "../http/api.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { PictureCheck } from "./image.ts"
import { type Picture, Testimonials } from "./repo.ts"

export const pictureNotFoundMessage = "Picture not found"
export const unreadableBodyMessage = "The request body could not be read."

/**
 * How every picture is served: its checked type, never sniffed by the browser, and a policy that lets an SVG draw
 * (inline styles) but never run script, load anything, or touch our origin (sandbox), even when opened directly.
 */
export const pictureContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

interface FieldIssue {
  readonly path: string
  readonly message: string
}

const invalid = (errors: ReadonlyArray<FieldIssue>) =>
  new ValidationError({ success: false, message: errors[0]?.message ?? unreadableBodyMessage, errors })

/** What a multipart body held: its text fields (the first of each name) and the picture's bytes. */
interface Upload {
  readonly fields: Record<string, string>
  readonly picture: { readonly bytes: Uint8Array; readonly size: number } | undefined
}

/** Reads a file part to its end, keeping at most `cap` + 1 bytes (enough to tell it is too large). */
const readCapped = (content: Stream.Stream<Uint8Array, Multipart.MultipartError>, cap: number) =>
  Stream.runFold(
    content,
    () => ({ chunks: [] as Array<Uint8Array>, kept: 0, size: 0 }),
    (acc, chunk) => {
      acc.size += chunk.length
      if (acc.kept <= cap) {
        const take = chunk.subarray(0, cap + 1 - acc.kept)
        acc.chunks.push(take)
        acc.kept += take.length
      }
      return acc
    }
  ).pipe(
    Effect.map(({ chunks, kept, size }) => {
      const bytes = new Uint8Array(kept)
      let offset = 0
      for (const c of chunks) {
        bytes.set(c, offset)
        offset += c.length
      }
      return { bytes, size }
    })
  )

const readUpload = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const fields: Record<string, string> = {}
    let picture: Upload["picture"]
    yield* Stream.runForEach(parts, (part) => {
      if (part._tag === "Field") {
        if (!Object.hasOwn(fields, part.key)) fields[part.key] = part.value
        return Effect.void
      }
      // Only the first profilePicture is read; any other file is read past and forgotten.
      if (part.key !== "profilePicture" || picture !== undefined) return Stream.runDrain(part.content)
      return readCapped(part.content, pictureMaxBytes).pipe(
        Effect.tap((read) =>
          Effect.sync(() => {
            picture = read
          })
        ),
        Effect.asVoid
      )
    })
    return { fields, picture } satisfies Upload
  }).pipe(
    Effect.catchTag("MultipartError", (error) =>
      Effect.fail(
        invalid([
          error.reason._tag === "FileTooLarge" || error.reason._tag === "BodyTooLarge"
            ? { path: "profilePicture", message: feedbackMessages.pictureTooLarge }
            : { path: "", message: unreadableBodyMessage }
        ])
      )
    )
  )

const decodeSubmission = Schema.decodeUnknownEffect(FeedbackSubmission)

/** The fields through the shared schema, and the picture by its bytes: every problem at once. */
const checkUpload = (pictures: PictureCheck["Service"], { fields, picture }: Upload) =>
  Effect.gen(function* () {
    const errors: Array<FieldIssue> = []
    const submission = yield* decodeSubmission(submissionFromFields(fields), { errors: "all" }).pipe(
      Effect.catchTag("SchemaError", (error) => {
        for (const issue of issuesOf(error.issue))
          errors.push({ path: issue.path.map(String).join("."), message: issue.message })
        return Effect.succeed(undefined)
      })
    )
    let checked: Picture | undefined
    // A file input left empty arrives as a nameless, empty part: no picture.
    if (picture !== undefined && picture.size > 0) {
      if (picture.size > pictureMaxBytes) {
        errors.push({ path: "profilePicture", message: feedbackMessages.pictureTooLarge })
      } else {
        const contentType = yield* pictures.check(picture.bytes)
        if (contentType === undefined) errors.push({ path: "profilePicture", message: feedbackMessages.image })
        else checked = { contentType, bytes: picture.bytes }
      }
    }
    if (errors.length > 0 || submission === undefined) return yield* invalid(errors)
    return { submission, picture: checked }
  })

const received = { success: true, message: feedbackMessages.success } as const

export const TestimonialsHttp = HttpApiBuilder.group(
  ServerApi,
  "testimonials",
  Effect.fn(function* (handlers) {
    const testimonials = yield* Testimonials
    const limits = yield* RateLimits
    const pictures = yield* PictureCheck
    return handlers.handleAll({
      list: ({ query }) =>
        testimonials.list(query.productType).pipe(Effect.map((data) => ({ success: true as const, data }))),

      submit: ({ payload, request }) =>
        limits.guard(
          "feedback",
          limits.rules.feedback,
          request,
          Stream.isStream(payload)
            ? readUpload(payload).pipe(
                Effect.flatMap((upload) => checkUpload(pictures, upload)),
                Effect.flatMap(({ submission, picture }) => testimonials.submit(submission, picture)),
                Effect.as(received)
              )
            : testimonials.submit(payload).pipe(Effect.as(received))
        ),

      picture: ({ params }) =>
        testimonials.picture(params.pictureId).pipe(
          Effect.map(({ contentType, bytes }) =>
            HttpServerResponse.uint8Array(bytes, {
              contentType,
              headers: {
                "content-security-policy": pictureContentSecurityPolicy,
                "x-content-type-options": "nosniff",
                "content-disposition": "inline",
                "cross-origin-resource-policy": "same-origin",
                "cache-control": "public, max-age=3600"
              }
            })
          ),
          Effect.catchTag("TestimonialNotFound", () =>
            Effect.fail(new PictureNotFound({ success: false, message: pictureNotFoundMessage }))
          )
        )
    })
  })
).pipe(Layer.provide([Testimonials.layer, RateLimits.layer]))
