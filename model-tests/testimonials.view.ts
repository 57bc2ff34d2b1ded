/**
 * Testimonials on the page (spec section 2 "Testimonials"): the testimonials page with its product dropdown (All
 * Loans or one product), and a loan page's testimonials of its product (no dropdown). Cards show the content, name,
 * product type and date; loading, a failure with Try again, and an empty list are said (in our words: the spec names
 * none). The oracle reads the lists the server sent and the product chosen from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import ProductTestimonials from "../src/features/testimonials/ProductTestimonials.tsx"
import TestimonialsPage from "../src/features/testimonials/TestimonialsPage.tsx"
import type { MachineModel } from "./harness.ts"
import { models } from "./testimonials.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

type Machine = (typeof models)[number]["machine"]

const loading = "Loading testimonials..."
const failed = "We couldn't load testimonials. Please try again."

type Cards = ReadonlyArray<{ readonly userName: string; readonly content: string }>

/** The product shown and what its last fetch gave, from the events that happened. */
const tracked = (start: string | undefined, events: StepView["events"]) => {
  let product = start
  let answer: "loading" | "failed" | Cards = "loading"
  for (const e of events) {
    if (e.type === "Choose product" && e.productType !== product) {
      product = e.productType as string | undefined
      answer = "loading"
    }
    if (e.type === "Retry") answer = "loading"
    if (e.type === "xstate.done.actor.fetchTestimonials") answer = e.output as Cards
    if (e.type === "xstate.error.actor.fetchTestimonials") answer = "failed"
  }
  return { product, answer }
}

const sees =
  (start: string | undefined, page: "testimonials" | "loan") =>
  ({ events }: StepView): Seen => {
    const { product, answer } = tracked(start, events)
    if (answer === "loading") return { texts: [loading], absent: [failed], noButtons: ["Try again"] }
    if (answer === "failed") return { texts: [failed], buttons: ["Try again"], absent: [loading] }
    if (answer.length === 0)
      return {
        texts: [product ? "No testimonials for this loan yet." : "No testimonials yet."],
        absent: [loading, failed]
      }
    return {
      texts: [
        ...answer.flatMap((t) => [t.userName, t.content]),
        ...(page === "testimonials"
          ? [`Showing ${answer.length} testimonial${answer.length === 1 ? "" : "s"}${product ? ` for ${product}` : ""}`]
          : [])
      ],
      absent: [loading, failed],
      noButtons: ["Try again"]
    }
  }

const retry = (_: StepView["event"], page: Page) => {
  const button = [...page.container.querySelectorAll("button")].find((b) => b.textContent === "Try again")
  if (!button) return false
  fireEvent.click(button)
  return true
}

/** A loan page's testimonials have no dropdown: a person cannot choose another product there. */
const onLoanPage: MachineModel<Machine> = {
  ...models[1]!,
  name: "testimonials (a loan page)",
  events: (s) => models[1]!.events(s).filter((e) => e.type !== "Choose product")
}

export const views: ReadonlyArray<ViewModel<Machine>> = [
  {
    model: models[0]!,
    render: () => createElement(TestimonialsPage),
    act: {
      Retry: retry,
      "Choose product": (e, page) => {
        // The dropdown's native select (what autofill and a screen reader's form mode use).
        const select = page.container.querySelector("select")
        if (!select) return false
        fireEvent.change(select, { target: { value: (e.productType as string | undefined) ?? "all" } })
        return true
      }
    },
    sees: sees(undefined, "testimonials")
  },
  {
    model: onLoanPage,
    render: () => createElement(ProductTestimonials, { productType: "Home Loan" }),
    act: { Retry: retry },
    sees: sees("Home Loan", "loan")
  }
]
