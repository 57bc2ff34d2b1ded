/**
 * The `carousel` group of domain/admin-api.ts (slides and image uploads), and the public route of uploaded slide
 * images: the home carousel shows them, SVG sandboxed like the testimonial pictures.
 */
import { Effect, Stream } from "effect"
import { HttpRouter, HttpServerResponse, type Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, adminMessages, slideMessages } from "../../../domain/admin-api.ts"
import { ValidationError } from "../../../domain/api.ts"
import { pictureContentSecurityPolicy } from "../../testimonials/http.ts"
import { PictureCheck } from "../../testimonials/image.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminCarousel } from "./repo.ts"

const pictureMaxBytes = 2 * 1024 * 1024
const noSlide = () => Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noSlide }))
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
        Effect.flatMap(({ chunks, size }) =>
          Effect.sync(() => {
            found = { bytes: Buffer.concat(chunks), size }
          })
        )
      )
    })
    return found
  })

export const AdminCarouselHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "carousel",
  Effect.fn(function* (handlers) {
    const carousel = yield* AdminCarousel
    const pictures = yield* PictureCheck
    return handlers
      .handle("slides", () => Effect.map(carousel.slides, (data) => ({ success: true as const, data })))
      .handle("add", ({ payload }) => Effect.map(carousel.add(payload), (data) => ({ success: true as const, data })))
      .handle("edit", ({ params, payload }) =>
        carousel.edit(params.id, payload).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("SlideNotFound", noSlide)
        )
      )
      .handle("move", ({ params, payload }) =>
        carousel.move(params.id, payload.direction).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("SlideNotFound", noSlide)
        )
      )
      .handle("upload", ({ payload }) =>
        Effect.gen(function* () {
          const read = yield* readImagePart(
            payload as unknown as Stream.Stream<Multipart.Part, Multipart.MultipartError>
          ).pipe(Effect.catch(() => Effect.fail(badImage())))
          if (read === undefined || read.size === 0 || read.size > pictureMaxBytes) return yield* badImage()
          const contentType = yield* pictures.check(read.bytes)
          if (contentType === undefined) return yield* badImage()
          const imageUrl = yield* carousel.storeImage({ contentType, bytes: read.bytes })
          return { success: true as const, data: { imageUrl } }
        })
      )
  })
)

/** GET /api/carousel/images/:id, public and cached for good (an image's address never changes). */
export const CarouselImageRoute = HttpRouter.use(
  Effect.fn(function* (router) {
    const carousel = yield* AdminCarousel
    yield* router.add(
      "GET",
      "/api/carousel/images/:id",
      Effect.gen(function* () {
        const params = yield* HttpRouter.params
        return yield* carousel.image(params.id ?? "").pipe(
          Effect.map((picture) =>
            HttpServerResponse.uint8Array(picture.bytes, {
              contentType: picture.contentType,
              headers: {
                "content-security-policy": pictureContentSecurityPolicy,
                "x-content-type-options": "nosniff",
                "cross-origin-resource-policy": "same-origin",
                "cache-control": "public, max-age=31536000, immutable"
              }
            })
          ),
          Effect.catchTag("ImageNotFound", () =>
            Effect.succeed(HttpServerResponse.jsonUnsafe({ success: false, message: "Not Found" }, { status: 404 }))
          )
        )
      })
    )
  })
)
