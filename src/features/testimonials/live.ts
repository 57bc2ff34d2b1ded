/** The testimonials machine with its live actor: GET /api/testimonials. */
import { Effect } from "effect"
import type { LoanTypeName } from "../../../domain/loan-products.ts"
import { testimonialsMachine } from "../../../machines/testimonials.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

export const fetchTestimonials = fromEffect(({ productType }: { productType: LoanTypeName | undefined }) =>
  Api.use((api) => api.testimonials.list({ query: productType === undefined ? {} : { productType } })).pipe(
    Effect.map((answer) => answer.data)
  )
)

export const liveTestimonialsMachine = testimonialsMachine.provide({ actors: { fetchTestimonials } })
