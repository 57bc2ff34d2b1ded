import { Effect, Exit, Fiber, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ApplicationNotFound, InvalidToken, LoansApi, ValidationError, WrongCode } from "../../domain/api.ts"
import type { LoanEnquiry } from "../../domain/enquiry.ts"
import { NetworkError, ServerError } from "../../domain/failures.ts"
import { bearer } from "../../domain/otp.ts"
import { setLocale } from "../../i18n/paraglide/runtime.js"
import { makeApiClient } from "./api-client.ts"

interface Call {
  readonly url: string
  readonly init: RequestInit
}

/** A fetch that records its calls and answers with `answer`. */
const fakeFetch = (answer: (call: Call) => Response | Promise<Response>) => {
  const calls: Array<Call> = []
  const fetch = (async (url: string, init: RequestInit) => {
    const call = { url: String(url), init }
    calls.push(call)
    return answer(call)
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

/** The body the server writes for a declared error: the contract's schema, encoded. */
const encoded = (schema: Schema.Top, value: unknown) =>
  Schema.encodeUnknownSync(Schema.toCodecJson(schema) as any)(value)

const selfEnquiry: LoanEnquiry = {
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: "Asha",
  last_name: "Rao",
  phone: "9876543210",
  referralPhone: "",
  location: "Pune",
  consent: true
}

const failureOf = <A, E>(exit: Exit.Exit<A, E>): unknown => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  const error = exit.cause.reasons.find((r) => r._tag === "Fail")
  return error && "error" in error ? error.error : undefined
}

describe("the contract client", () => {
  it("has a method for every endpoint of the contract, and nothing else", () => {
    const client = makeApiClient(LoansApi)
    const contract = (LoansApi as unknown as { groups: Record<string, { endpoints: Record<string, unknown> }> }).groups
    const methodsOf = (api: Record<string, Record<string, unknown>>) =>
      Object.entries(api).flatMap(([group, methods]) => Object.keys(methods).map((name) => `${group}.${name}`))
    const endpointsOf = Object.entries(contract).flatMap(([group, g]) =>
      Object.keys(g.endpoints).map((name) => `${group}.${name}`)
    )
    expect(methodsOf(client as never).sort()).toEqual(endpointsOf.sort())
    // Some by name: the calls the flows make.
    expect(endpointsOf).toEqual(expect.arrayContaining(["otp.send", "otp.verify", "offers.find", "offers.keyFacts"]))
  })

  it("sends a token as `authorization: Bearer <token>` and decodes a 401 InvalidToken", async () => {
    const { calls, fetch } = fakeFetch(() =>
      json(401, encoded(InvalidToken, new InvalidToken({ success: false, message: "no" })))
    )
    const client = makeApiClient(LoansApi, { fetch })
    const exit = await Effect.runPromiseExit(
      client.rewards.summary({ params: { mobile: "9876543210" }, headers: { authorization: bearer("abc.def") } })
    )
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer abc.def")
    expect(calls[0]!.url).toBe("/api/reward-enquiries/9876543210")
    expect(failureOf(exit)).toBeInstanceOf(InvalidToken)
  })

  it("decodes a wrong OTP as WrongCode with the attempts left", async () => {
    const { fetch } = fakeFetch(() =>
      json(
        401,
        encoded(
          WrongCode,
          new WrongCode({ success: false, message: "Incorrect OTP. Please try again.", attemptsLeft: 3 })
        )
      )
    )
    const client = makeApiClient(LoansApi, { fetch })
    const exit = await Effect.runPromiseExit(
      client.otp.verify({ payload: { mobile: "9876543210", purpose: "redeem", code: "123456" } })
    )
    const error = failureOf(exit)
    expect(error).toBeInstanceOf(WrongCode)
    expect((error as WrongCode).attemptsLeft).toBe(3)
  })

  it("tracks: GET with the escaped ID in the path, the success decoded", async () => {
    const data = {
      name: "Asha Rao",
      loanType: "Home Loan",
      status: "Call Back",
      createdAt: "2025-01-02T03:04:05.000Z",
      updatedAt: "2025-01-02T03:04:05.000Z"
    }
    const { calls, fetch } = fakeFetch(() => json(200, { success: true, data }))
    const client = makeApiClient(LoansApi, { fetch })
    const answer = await Effect.runPromise(client.enquiries.track({ params: { trackingId: "AB/12 3" } }))
    expect(answer).toEqual({ success: true, data })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe("/api/loan-enquiries/track-application/AB%2F12%203")
    expect(calls[0]!.init.method).toBe("GET")
    expect(calls[0]!.init.body).toBeUndefined()
  })

  it("submits: POST of the encoded payload as JSON, with the Idempotency-Key header; 201 decoded", async () => {
    const { calls, fetch } = fakeFetch(() => json(201, { success: true, trackingId: "LN7K2QX", message: "Stored" }))
    const client = makeApiClient(LoansApi, { fetch, baseUrl: "http://localhost:3000" })
    const answer = await Effect.runPromise(
      client.enquiries.submit({ payload: selfEnquiry, headers: { "idempotency-key": "key-1" } })
    )
    expect(answer).toEqual({ success: true, trackingId: "LN7K2QX", message: "Stored" })
    const { url, init } = calls[0]!
    expect(url).toBe("http://localhost:3000/api/loan-enquiries")
    expect(init.method).toBe("POST")
    const headers = init.headers as Record<string, string>
    expect(headers["idempotency-key"]).toBe("key-1")
    expect(headers["content-type"]).toBe("application/json")
    expect(JSON.parse(String(init.body))).toEqual(selfEnquiry)
  })

  it("says the page's language in Accept-Language: en-IN on an English page, hi-IN on a Hindi one", async () => {
    const { calls, fetch } = fakeFetch(() => json(201, { success: true, trackingId: "LN7K2QX", message: "Stored" }))
    const client = makeApiClient(LoansApi, { fetch })
    await Effect.runPromise(client.enquiries.submit({ payload: selfEnquiry, headers: { "idempotency-key": "k" } }))
    setLocale("hi", { reload: false })
    try {
      await Effect.runPromise(client.enquiries.submit({ payload: selfEnquiry, headers: { "idempotency-key": "k" } }))
    } finally {
      setLocale("en", { reload: false })
    }
    expect(calls.map((c) => (c.init.headers as Record<string, string>)["accept-language"])).toEqual(["en-IN", "hi-IN"])
  })

  it("a 400 answer fails with the contract's ValidationError, keeping the server's message and fields", async () => {
    const refused = new ValidationError({
      success: false,
      message: "Mobile number must start with 6, 7, 8, or 9",
      errors: [{ path: "phone", message: "Mobile number must start with 6, 7, 8, or 9" }]
    })
    const { fetch } = fakeFetch(() => json(400, encoded(ValidationError, refused)))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(await Effect.runPromiseExit(client.enquiries.submit({ payload: selfEnquiry })))
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ _tag: "ValidationError", message: refused.message, errors: refused.errors })
  })

  it("a 404 answer fails with ApplicationNotFound", async () => {
    const missing = new ApplicationNotFound({ success: false, message: "Application Not Found" })
    const { fetch } = fakeFetch(() => json(404, encoded(ApplicationNotFound, missing)))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(await Effect.runPromiseExit(client.enquiries.track({ params: { trackingId: "NOPE123" } })))
    expect(error).toBeInstanceOf(ApplicationNotFound)
    expect(error).toMatchObject({ _tag: "ApplicationNotFound", message: "Application Not Found" })
  })

  it("an undeclared status fails with ServerError, keeping the server's message", async () => {
    const { fetch } = fakeFetch(() => json(500, { success: false, message: "Database unavailable" }))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(
      await Effect.runPromiseExit(
        client.contact.send({
          payload: { name: "A", email: "a@b.in", phone: "9876543210", message: "Hi", consent: true }
        })
      )
    )
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ _tag: "ServerError", status: 500, message: "Database unavailable" })
  })

  it("a declared status whose body does not match fails with ServerError, not a crash", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 404 }))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(await Effect.runPromiseExit(client.enquiries.track({ params: { trackingId: "X" } })))
    expect(error).toMatchObject({ _tag: "ServerError", status: 404 })
  })

  it("a success body that does not match its schema fails with ServerError", async () => {
    const { fetch } = fakeFetch(() => json(201, { ok: 1 }))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(await Effect.runPromiseExit(client.enquiries.submit({ payload: selfEnquiry })))
    expect(error).toMatchObject({ _tag: "ServerError", status: 201 })
  })

  it("no answer at all fails with NetworkError", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(await Effect.runPromiseExit(client.enquiries.submit({ payload: selfEnquiry })))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ _tag: "NetworkError", message: "Failed to fetch" })
  })

  it("a payload that fails the contract's schemas is refused locally with the spec's message; nothing is sent", async () => {
    const { calls, fetch } = fakeFetch(() => json(201, {}))
    const client = makeApiClient(LoansApi, { fetch })
    const error = failureOf(
      await Effect.runPromiseExit(client.enquiries.submit({ payload: { ...selfEnquiry, phone: "5876543210" } }))
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({
      message: "Mobile number must start with 6, 7, 8, or 9",
      errors: [{ path: "phone", message: "Mobile number must start with 6, 7, 8, or 9" }]
    })
    expect(calls).toHaveLength(0)
  })

  it("interrupting the call aborts the fetch", async () => {
    let signal: AbortSignal | undefined
    const { fetch } = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          signal = call.init.signal ?? undefined
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))
        })
    )
    const client = makeApiClient(LoansApi, { fetch })
    const fiber = Effect.runFork(client.carousel.list())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(signal?.aborted).toBe(false)
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(signal?.aborted).toBe(true)
  })
})
