/** A testimonials list: the fetch succeeds, finds none, or fails and is retried; the product filter refetches. */
import type { Testimonial } from "../domain/testimonials.ts"
import { testimonialsMachine } from "../machines/testimonials.machine.ts"
import type { MachineModel } from "./harness.ts"

const one: Testimonial = {
  content: "Quick and honest.",
  userName: "Priya Sharma",
  productType: "Personal Loan",
  date: "14 February 2025",
  rating: 5
}

const testimonialsModel = (productType: "Home Loan" | undefined): MachineModel<typeof testimonialsMachine> => ({
  name: productType ? "testimonials (one product)" : "testimonials",
  machine: testimonialsMachine,
  input: { productType },
  actors: ["fetchTestimonials"],
  abstract: (s) => s.context.productType ?? "all",
  events: (s) => [
    { type: "Retry" },
    // Another product, and back to all: the filter's two directions.
    { type: "Choose product", productType: s.context.productType === undefined ? "Auto Loan" : undefined },
    { type: "Choose product", productType: s.context.productType },
    { type: "xstate.done.actor.fetchTestimonials", output: [one] } as never,
    { type: "xstate.done.actor.fetchTestimonials", output: [] } as never,
    { type: "xstate.error.actor.fetchTestimonials", error: { _tag: "NetworkError" } } as never
  ]
})

export const models = [testimonialsModel(undefined), testimonialsModel("Home Loan")]
