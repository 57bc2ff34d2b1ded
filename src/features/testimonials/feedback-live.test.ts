import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { LoansApi } from "../../../domain/api.ts"
import { feedbackMessages } from "../../../domain/testimonials.ts"
import { makeApiClient } from "../../services/api-client.ts"
import { asRequest } from "./feedback-live.ts"

const submission = {
  name: "Asha Rao",
  email: "asha@example.in",
  loanType: "Home Loan",
  feedback: "Quick sanction.",
  rating: 4
} as const

const recording = (status: number, body: unknown) => {
  const calls: Array<RequestInit & { url: string }> = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ ...init, url: String(url) })
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  }) as typeof globalThis.fetch
  return { calls, client: makeApiClient(LoansApi, { fetch }) }
}

describe("sending feedback through the contract client", () => {
  it("without a picture: the spec's JSON, profilePicture null", async () => {
    const { calls, client } = recording(201, { success: true, message: feedbackMessages.success })
    const answer = await Effect.runPromise(client.testimonials.submit(asRequest({ submission, picture: null })))
    expect(answer).toEqual({ success: true, message: feedbackMessages.success })
    expect(calls[0]!.url).toBe("/api/testimonials")
    expect(calls[0]!.method).toBe("POST")
    expect((calls[0]!.headers as Record<string, string>)["content-type"]).toBe("application/json")
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ ...submission, profilePicture: null })
  })

  it("with a picture: multipart form data, the content type left to fetch (it adds the boundary)", async () => {
    const { calls, client } = recording(201, { success: true, message: feedbackMessages.success })
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" })
    await Effect.runPromise(client.testimonials.submit(asRequest({ submission, picture })))
    const body = calls[0]!.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect((calls[0]!.headers as Record<string, string>)["content-type"]).toBeUndefined()
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      loanType: "Home Loan",
      feedback: "Quick sanction.",
      rating: "4"
    })
    const file = body.get("profilePicture") as File
    expect(file.name).toBe("me.png")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  })

  it("a 400 arrives as the ValidationError with the server's message", async () => {
    const { client } = recording(400, {
      _tag: "ValidationError",
      success: false,
      message: feedbackMessages.image,
      errors: [{ path: "profilePicture", message: feedbackMessages.image }]
    })
    const exit = await Effect.runPromiseExit(client.testimonials.submit(asRequest({ submission, picture: null })))
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) {
      const reason = exit.cause.reasons.find((r) => r._tag === "Fail")
      expect(reason && "error" in reason ? reason.error : undefined).toMatchObject({
        _tag: "ValidationError",
        message: feedbackMessages.image
      })
    }
  })
})
