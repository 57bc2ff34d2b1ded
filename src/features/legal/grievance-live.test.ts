/**
 * Raising a grievance refused by the per-address limit: the server's 429 (TooManyRequests, declared in the contract)
 * reaches the form as it is, with the server's words (the form toasts them: machines/grievance-form.machine.test.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, toPromise } from "xstate"
import { submitGrievance } from "./grievance-live.ts"

const grievance = {
  name: "Asha Rao",
  mobile: "9876543210",
  email: "asha@example.in",
  trackingId: "",
  category: "Loan enquiry",
  description: "Nobody called me back about my home loan enquiry."
} as const

/** The global fetch answers every call with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  vi.stubGlobal("fetch", async () =>
    Response.json(body, { status, headers: status === 429 ? { "retry-after": "120" } : {} })
  )

const failureOf = (payload: typeof grievance) => {
  const actor = createActor(submitGrievance, { input: { payload, token: "t" } })
  actor.start()
  return toPromise(actor).then(
    () => "succeeded",
    (error: unknown) => error
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("raising a grievance through the contract client", () => {
  it("a 429 from the per-address limit is the contract's TooManyRequests with the server's message", async () => {
    answering(429, {
      _tag: "TooManyRequests",
      success: false,
      message: "Too many requests. Please try again later.",
      retryAfterSeconds: 120
    })
    expect(await failureOf(grievance)).toMatchObject({
      _tag: "TooManyRequests",
      message: "Too many requests. Please try again later."
    })
  })

  it("an answer the contract does not declare (500) is a server error", async () => {
    answering(500, { success: false, message: "Internal Server Error" })
    expect(await failureOf(grievance)).toMatchObject({ _tag: "ServerError", status: 500 })
  })
})
