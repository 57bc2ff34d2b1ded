/**
 * A list of testimonials (spec section 2 "Testimonials"): loading, then loaded, empty, or failed (which can be
 * tried again). The product filter ('All Loans' or one product) fetches that product's testimonials; a choice made
 * while loading starts the fetch again for the new product.
 */
import { assign, fromPromise, setup } from "xstate"
import type { LoanTypeName } from "../domain/loan-products.ts"
import type { Testimonial } from "../domain/testimonials.ts"
import { m } from "../i18n/paraglide/messages.js"

/** The list's notes, in the language in force when read. */
export const testimonialsMessages = {
  get failed(): string {
    return m.contact_testimonials_failed()
  },
  get empty(): string {
    return m.contact_testimonials_empty()
  },
  get emptyAll(): string {
    return m.contact_testimonials_empty_all()
  }
}

export interface TestimonialsInput {
  /** One product's testimonials; all of them when left out. */
  readonly productType?: LoanTypeName | undefined
}

export interface TestimonialsContext {
  readonly productType: LoanTypeName | undefined
  readonly testimonials: ReadonlyArray<Testimonial>
}

export type TestimonialsEvent = { type: "Retry" } | { type: "Choose product"; productType: LoanTypeName | undefined }

export const testimonialsMachine = setup({
  types: {
    context: {} as TestimonialsContext,
    events: {} as TestimonialsEvent,
    input: {} as TestimonialsInput
  },
  actors: {
    fetchTestimonials: fromPromise<ReadonlyArray<Testimonial>, { productType: LoanTypeName | undefined }>(async () => {
      throw new Error("fetchTestimonials is provided by the app")
    })
  },
  guards: {
    hasTestimonials: (_, params: { testimonials: ReadonlyArray<Testimonial> }) => params.testimonials.length > 0,
    isAnotherProduct: ({ context, event }) =>
      event.type === "Choose product" && event.productType !== context.productType
  },
  actions: {
    chooseProduct: assign((_, params: { productType: LoanTypeName | undefined }) => ({
      productType: params.productType
    })),
    keepTestimonials: assign((_, params: { testimonials: ReadonlyArray<Testimonial> }) => ({
      testimonials: params.testimonials
    })),
    forgetTestimonials: assign({ testimonials: () => [] })
  }
}).createMachine({
  id: "testimonials",
  context: ({ input }) => ({ productType: input.productType, testimonials: [] }),
  initial: "loading",
  on: {
    "Choose product": {
      guard: "isAnotherProduct",
      target: ".loading",
      reenter: true,
      actions: [
        { type: "chooseProduct", params: ({ event }) => ({ productType: event.productType }) },
        "forgetTestimonials"
      ]
    }
  },
  states: {
    loading: {
      invoke: {
        id: "fetchTestimonials",
        src: "fetchTestimonials",
        input: ({ context }) => ({ productType: context.productType }),
        onDone: [
          {
            guard: { type: "hasTestimonials", params: ({ event }) => ({ testimonials: event.output }) },
            target: "loaded",
            actions: { type: "keepTestimonials", params: ({ event }) => ({ testimonials: event.output }) }
          },
          { target: "empty" }
        ],
        onError: { target: "failed" }
      }
    },
    loaded: {},
    empty: {},
    failed: {
      on: { Retry: "loading" }
    }
  }
})
