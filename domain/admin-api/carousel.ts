/** The home carousel's slides in the back office: list, add, edit, reorder, and upload a slide's image. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { UnsupportedMediaType, ValidationError } from "../failures.ts"
import { Ok, Text } from "./common.ts"
import { AdminNotFound } from "./failures.ts"
import { AdminSession } from "./session.ts"
import { AdminSlide, SlideInput } from "./slides.ts"

export const carouselUploadLimits = {
  maxParts: 4,
  maxFieldSize: 1024,
  maxFileSize: 3 * 1024 * 1024,
  maxTotalSize: 3 * 1024 * 1024
} as const
export const SlideImageUpload = Schema.Struct({
  image: Schema.String.annotate({ format: "binary", description: "JPEG, PNG, GIF, WebP or SVG, at most 2 MB" })
}).pipe(HttpApiSchema.asMultipartStream(carouselUploadLimits))

export class AdminCarouselGroup extends HttpApiGroup.make("carousel")
  .add(
    /** Every slide, shown or not, in order. */
    HttpApiEndpoint.get("slides", "/carousel", { success: Ok(Schema.Array(AdminSlide)) }),
    HttpApiEndpoint.post("add", "/carousel", {
      payload: SlideInput,
      success: Ok(AdminSlide),
      error: UnsupportedMediaType
    }),
    HttpApiEndpoint.put("edit", "/carousel/:id", {
      params: { id: Text(60) },
      payload: SlideInput,
      success: Ok(AdminSlide),
      error: [AdminNotFound, UnsupportedMediaType]
    }),
    /** One place earlier or later; the slides in their new order. */
    HttpApiEndpoint.post("move", "/carousel/:id/move", {
      params: { id: Text(60) },
      payload: Schema.Struct({ direction: Schema.Literals(["earlier", "later"]) }),
      success: Ok(Schema.Array(AdminSlide)),
      error: [AdminNotFound, UnsupportedMediaType]
    }),
    /** An image for a slide (checked by its bytes); its address goes in the slide's imageUrl. */
    HttpApiEndpoint.post("upload", "/carousel/images", {
      payload: SlideImageUpload,
      success: Ok(Schema.Struct({ imageUrl: Schema.String })),
      error: [ValidationError, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}
