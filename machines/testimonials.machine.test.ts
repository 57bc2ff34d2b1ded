import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { LoanTypeName } from "../domain/loan-products.ts"
import type { Testimonial } from "../domain/testimonials.ts"
import { testimonialsMachine } from "./testimonials.machine.ts"

const priya: Testimonial = {
  content: "Quick and honest.",
  userName: "Priya Sharma",
  productType: "Personal Loan",
  date: "14 February 2025",
  rating: 5
}
const karthik: Testimonial = {
  content: "Our first flat.",
  userName: "Karthik S",
  productType: "Home Loan",
  date: "12 March 2025",
  rating: 4
}

/** A fake fetch: answers from `answer`, records each product asked for, and resolves when `release` is called. */
const fakeFetch = (answer: (productType: LoanTypeName | undefined) => ReadonlyArray<Testimonial> | Error) => {
  const asked: Array<LoanTypeName | undefined> = []
  const pending: Array<() => void> = []
  const logic = fromPromise<ReadonlyArray<Testimonial>, { productType: LoanTypeName | undefined }>(({ input }) => {
    asked.push(input.productType)
    return new Promise((resolve, reject) => {
      pending.push(() => {
        const result = answer(input.productType)
        if (result instanceof Error) reject(result)
        else resolve(result)
      })
    })
  })
  const release = async () => {
    for (const resolve of pending.splice(0)) resolve()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { asked, logic, release }
}

const start = (fetch: ReturnType<typeof fakeFetch>, productType?: LoanTypeName) =>
  createActor(testimonialsMachine.provide({ actors: { fetchTestimonials: fetch.logic } }), {
    input: { productType }
  }).start()

describe("the testimonials list", () => {
  it("loads all testimonials and shows them", async () => {
    const fetch = fakeFetch(() => [priya, karthik])
    const actor = start(fetch)
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context.testimonials).toEqual([])
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(actor.getSnapshot().context.testimonials).toEqual([priya, karthik])
    expect(fetch.asked).toEqual([undefined])
  })

  it("asks for one product's testimonials when given one", async () => {
    const fetch = fakeFetch(() => [karthik])
    const actor = start(fetch, "Home Loan")
    await fetch.release()
    expect(fetch.asked).toEqual(["Home Loan"])
    expect(actor.getSnapshot().value).toBe("loaded")
  })

  it("says so when there are none", async () => {
    const fetch = fakeFetch(() => [])
    const actor = start(fetch, "Auto Loan")
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("empty")
  })

  it("fails, and is tried again on Retry", async () => {
    let fail = true
    const fetch = fakeFetch(() => (fail ? new Error("offline") : [priya]))
    const actor = start(fetch)
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("failed")
    actor.send({ type: "Retry" })
    expect(actor.getSnapshot().value).toBe("loading")
    fail = false
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(fetch.asked).toEqual([undefined, undefined])
  })

  it("the filter fetches the chosen product, then All Loans again; the same choice does nothing", async () => {
    const fetch = fakeFetch((p) =>
      p === undefined ? [priya, karthik] : [priya, karthik].filter((t) => t.productType === p)
    )
    const actor = start(fetch)
    await fetch.release()
    actor.send({ type: "Choose product", productType: "Home Loan" })
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context.testimonials).toEqual([])
    await fetch.release()
    expect(actor.getSnapshot().context).toEqual({ productType: "Home Loan", testimonials: [karthik] })
    actor.send({ type: "Choose product", productType: "Home Loan" })
    expect(actor.getSnapshot().value).toBe("loaded")
    actor.send({ type: "Choose product", productType: undefined })
    await fetch.release()
    expect(actor.getSnapshot().context.testimonials).toEqual([priya, karthik])
    expect(fetch.asked).toEqual([undefined, "Home Loan", undefined])
  })

  it("a choice made while loading starts over for the new product and drops the old answer", async () => {
    const fetch = fakeFetch((p) => (p === "Auto Loan" ? [] : [priya]))
    const actor = start(fetch)
    actor.send({ type: "Choose product", productType: "Auto Loan" })
    await fetch.release()
    expect(fetch.asked).toEqual([undefined, "Auto Loan"])
    expect(actor.getSnapshot().value).toBe("empty")
    expect(actor.getSnapshot().context.productType).toBe("Auto Loan")
  })

  it("the filter works from a failure too", async () => {
    const fetch = fakeFetch((p) => (p === undefined ? new Error("500") : [karthik]))
    const actor = start(fetch)
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("failed")
    actor.send({ type: "Choose product", productType: "Home Loan" })
    await fetch.release()
    expect(actor.getSnapshot().value).toBe("loaded")
  })
})
